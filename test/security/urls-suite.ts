/**
 * URLs from data that become links or navigations, fed every vector of the corpus through a
 * real adapter: an inbox message's call to action, links in message HTML and in bonus HTML.
 * A call to action goes to this site or to an address written plainly as http(s)://host;
 * a link in provider HTML may name another site but never runs script and opens in a new
 * tab that cannot reach back to the page.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait';
import '../../src/elements/account';
import { provider } from '../../src/stores/current-provider';
import { $inbox, openMessageById } from '../../src/stores/inbox';
import { closeAllPopups } from '../../src/stores/popup';
import { URL_VECTORS, isAllowedResult } from './corpus';
import { bonus, expectNothingRan, message, resetDetector, type World } from './harness';

/** Links in sanitized provider HTML: never a script scheme, always a new tab without opener. */
export function expectSafeContentLinks(root: ParentNode, where: string): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('[part~="content"] a[href]')) {
    expect(/^https?:$/.test(link.protocol), `${where}: link to ${link.href}`).to.equal(true);
    expect(link.target, `${where}: link target`).to.equal('_blank');
    expect(link.rel.split(' '), `${where}: link rel`).to.include.members(['noopener', 'noreferrer']);
  }
}

export function urlSuite(world: World): void {
  describe(`URL vectors through links from data (${world.name} adapter)`, function () {
    this.timeout(120_000);
    before(() => world.start());
    beforeEach(resetDetector);
    afterEach(() => closeAllPopups());

    it(`the corpus holds at least 30 URL vectors (${URL_VECTORS.length})`, () => {
      expect(URL_VECTORS.length).to.be.at.least(30);
    });

    it("an inbox call to action goes to this site or a plainly written http(s) address, never another host or a script; the message's own links are safe", async () => {
      await world.seedPlayer({
        messages: URL_VECTORS.map(({ url }, i) =>
          message(`u-${i}`, {
            ctaText: 'Go',
            ctaAction: url,
            content: `<p>vector ${i} <a href="${url.replace(/"/g, '&quot;')}">link</a></p>`,
          }),
        ),
      });
      // The platform gives each message its own id (the stub keeps `u-i`, REST numbers them): found by the vector's text.
      const seeded = await (await provider()).getMessages();
      const idOf = (i: number) => seeded.find((m) => m.content.includes(`vector ${i} `))!.id;
      const el = await fixture(html`<betr-account inline message-id=${idOf(0)}></betr-account>`);
      // The account opens its own message id first; the vectors are opened by id after it, so that
      // its open never lands on one of theirs (a link opened before the account showed is older).
      await waitUntil(
        () => el.shadowRoot!.getElementById(`message-${idOf(0)}-panel`)?.textContent?.includes('vector 0'),
        'the account never opened its message id',
        {
          timeout: 10_000,
        },
      );
      const wrong: string[] = [];
      for (const [i, { name, url }] of URL_VECTORS.entries()) {
        expect(await openMessageById(idOf(i)), `message u-${i} is in the inbox`).to.equal(true);
        const panel = () => el.shadowRoot!.getElementById(`message-${idOf(i)}-panel`);
        // 10 s: the fresh-clone run's last group (contract, security, package and the journeys
        // side by side) once kept a message from showing for 4 s
        await waitUntil(() => panel()?.textContent?.includes(`vector ${i}`), `message u-${i} never opened`, { timeout: 10_000 }).catch(
          (error: Error) => {
            // What the inbox showed instead, for the one run in many where this ran out.
            const panels = [...el.shadowRoot!.querySelectorAll('[id$="-panel"]')].map((p) => p.id);
            throw new Error(
              `${error.message}; the inbox holds ${JSON.stringify($inbox.get())}, panels shown: ${panels.join(', ') || 'none'}`,
            );
          },
        );
        const cta = panel()!.querySelector<HTMLAnchorElement>('a[part~="button"]');
        if (cta && !isAllowedResult(cta.href, url, location.origin)) wrong.push(`${name} became ${cta.href}`);
        if (!cta) expect(panel()!.querySelector('button')?.textContent, `call to action ${name}`).to.equal('Go');
        expectSafeContentLinks(panel()!, `message link ${name}`);
      }
      expect(wrong.join('; '), 'calls to action that lead elsewhere').to.equal('');
      await expectNothingRan('inbox calls to action');
    });

    it('links in bonus HTML never run script and open in a new tab without opener', async () => {
      await world.seedPlayer({
        bonuses: URL_VECTORS.map(({ url }, i) =>
          bonus(`v${i}`, { html: `<p>vector ${i} <a href="${url.replace(/"/g, '&quot;')}">terms</a></p>` }),
        ),
      });
      const el = await fixture(html`<betr-account inline view="bonuses"></betr-account>`);
      await waitUntil(() => el.shadowRoot?.querySelectorAll('[part="bonus"]').length === URL_VECTORS.length, 'not every bonus is listed', {
        timeout: 4000,
      });
      expectSafeContentLinks(el.shadowRoot!, 'bonus link');
      await expectNothingRan('bonus links');
    });
  });
}
