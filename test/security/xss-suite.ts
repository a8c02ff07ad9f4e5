/**
 * Every sink that shows provider or player data, fed every payload of the corpus through a
 * real adapter: inbox message (title, HTML, call to action), message notice (title, text
 * preview), terms, welcome text and image, bonus (name, HTML, picture) and profile fields.
 * Nothing may run and no script-capable markup may reach the page.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait';
import '../../src/elements/account';
import '../../src/elements/message-notice';
import '../../src/elements/terms-and-conditions';
import '../../src/elements/welcome-message';
import { openMessageById } from '../../src/stores/inbox';
import { closeAllPopups } from '../../src/stores/popup';
import { $terms, $welcome } from '../../src/stores/content';
import { loadProfile } from '../../src/stores/profile';
import { provider } from '../../src/stores/current-provider';
import { XSS_PAYLOADS } from './corpus';
import { bonus, expectNothingRan, message, resetDetector, shows, type World } from './harness';

/** Each payload after a marker, so the suite knows the sink shows this case's data. */
const marked = (i: number, payload: string) => `<b>case-${i}</b>${payload}`;

export function xssSuite(world: World): void {
  describe(`XSS corpus through every data sink (${world.name} adapter)`, function () {
    this.timeout(120_000);
    before(() => world.start());
    beforeEach(resetDetector);
    afterEach(() => closeAllPopups());

    it(`the corpus holds at least 60 payloads (${XSS_PAYLOADS.length})`, () => {
      expect(XSS_PAYLOADS.length).to.be.at.least(60);
    });

    it('no payload runs in an inbox message (title, HTML, call to action), the message notice, terms or the welcome text', async () => {
      await world.seedPlayer({
        messages: XSS_PAYLOADS.map((payload, i) =>
          message(`x-${i}`, { title: `case-${i} ${payload}`, content: marked(i, payload), ctaText: payload, ctaAction: payload }),
        ),
      });
      await world.setContent({ terms: marked(-1, ''), welcome: { image: '', content: marked(-1, '') } });
      // The platform gives each message its own id (the stub keeps `x-i`, REST numbers them): found by the case's title.
      const seeded = await (await provider()).getMessages();
      const idOf = (i: number) => seeded.find((m) => m.title.startsWith(`case-${i} `))!.id;
      const host = await fixture(
        html`<div>
          <betr-account inline message-id=${idOf(0)}></betr-account>
          <betr-message-notice message-id=${idOf(0)}></betr-message-notice>
          <betr-terms-and-conditions></betr-terms-and-conditions>
          <betr-welcome-message></betr-welcome-message>
        </div>`,
      );
      const [inbox, notice, terms, welcome] = [...host.children];
      // One set of elements, fed case after case: the inbox opens the case's message (as a
      // message id does), the notice shows it, terms and welcome text load the case's document.
      for (const [i, payload] of XSS_PAYLOADS.entries()) {
        const id = idOf(i);
        await world.setContent({ terms: marked(i, payload), welcome: { image: payload, content: marked(i, payload) } });
        notice!.setAttribute('message-id', id);
        await Promise.all([openMessageById(id), $terms.refresh(), $welcome.refresh()]);
        await shows(inbox!, `#message-${id}-panel [part="content"]`, `case-${i}`);
        await shows(notice!, '[part="content"]', `case-${i}`);
        await shows(terms!, '[part="content"]', `case-${i}`);
        await shows(welcome!, '[part="content"]', `case-${i}`);
        await expectNothingRan(`payload ${i} ${JSON.stringify(payload)}`);
      }
    });

    it('no payload runs in a bonus (name, description, HTML, picture), all of them listed at once', async function () {
      // The REST platform's BonusInstance has no HTML part (the SDK's type): the sink this case checks does not exist there.
      if (world.name === 'rest') this.skip();
      await world.seedPlayer({
        bonuses: XSS_PAYLOADS.map((payload, i) =>
          bonus(`b${i}`, { name: payload, description: payload, html: marked(i, payload), assets: payload }),
        ),
      });
      const el = await fixture(html`<betr-account inline view="bonuses"></betr-account>`);
      await waitUntil(() => el.shadowRoot?.querySelectorAll('[part="bonus"]').length === XSS_PAYLOADS.length, 'not every bonus is listed', {
        timeout: 4000,
      });
      for (const i of XSS_PAYLOADS.keys()) await shows(el, '[part="bonus"] [part="content"]', `case-${i}`);
      await expectNothingRan('the bonus list');
    });

    it('no payload runs in the profile fields', async () => {
      await world.seedPlayer({
        profile: {
          firstName: XSS_PAYLOADS.join(' '),
          lastName: XSS_PAYLOADS.join(''),
          address: XSS_PAYLOADS.join('\n'),
          city: `case-city ${XSS_PAYLOADS.join('')}`,
        },
      });
      await loadProfile();
      const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
      await waitUntil(
        () => el.shadowRoot?.querySelector<HTMLInputElement>('input[name="city"]')?.value.startsWith('case-city'),
        'the profile never showed',
        { timeout: 4000 },
      );
      // An input drops line breaks from its value.
      expect(el.shadowRoot!.querySelector<HTMLInputElement>('input[name="firstName"]')!.value).to.equal(
        XSS_PAYLOADS.join(' ').replace(/[\r\n]/g, ''),
      );
      await expectNothingRan('the profile');
    });
  });
}
