import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../elements/unsubscribe';
import { provider } from '../../stores/current-provider';
import { $unsubscribe } from '../../stores/unsubscribe';
import { recordCalls, resetWorld, shadow, stubControls, text } from '../../../test/support';

/** The seeded player@example.com's unsubscribe token (stub seed). */
const TOKEN = 'unsubscribe-u-1001';

describe('<betr-unsubscribe>', () => {
  beforeEach(async () => {
    await resetWorld();
    $unsubscribe.set(null);
  });

  it('with a token from a mail link it unsubscribes on load: "You have been unsubscribed"', async () => {
    const event = oneEvent(document, 'betr-unsubscribed');
    const el = await fixture(html`<betr-unsubscribe token=${TOKEN}></betr-unsubscribe>`);
    await text(el, 'You have been unsubscribed');
    await event;
    expect(shadow(el).querySelector('[role="status"]')?.textContent).to.equal('You have been unsubscribed');
    // every channel of that player is off now
    const p = await provider();
    await p.signIn('player@example.com', 'Password1!');
    expect((await p.getSubscriptions()).every((s) => !s.active)).to.equal(true);
  });

  it('without a token it says "Missing token" and asks the provider nothing', async () => {
    const { calls, restore } = await recordCalls('unsubscribe');
    try {
      const el = await fixture(html`<betr-unsubscribe></betr-unsubscribe>`);
      await text(el, 'Missing token');
      expect(shadow(el).querySelector('[role="alert"]')?.textContent).to.equal('Missing token');
      expect(calls.length).to.equal(0);
    } finally {
      restore();
    }
  });

  it('a token the casino does not know shows the catalogue error', async () => {
    const el = await fixture(html`<betr-unsubscribe token="no-such-token"></betr-unsubscribe>`);
    await text(el, 'Missing token');
  });

  it('a provider failure shows its catalogue message (fallback for an unknown key)', async () => {
    (await stubControls()).fail('unsubscribe', 'unknown-error');
    const el = await fixture(html`<betr-unsubscribe token=${TOKEN}></betr-unsubscribe>`);
    await text(el, 'Something went wrong, please try again or contact support if the issue persists');
  });

  /** Count the calls to the provider's unsubscribe and the page's betr-unsubscribed events while `run` runs. */
  async function counting(run: () => Promise<void>): Promise<{ calls: number; events: number }> {
    const p = await provider();
    const original = p.unsubscribe;
    const counts = { calls: 0, events: 0 };
    const heard = () => (counts.events += 1);
    p.unsubscribe = (token) => {
      counts.calls += 1;
      return original.call(p, token);
    };
    document.addEventListener('betr-unsubscribed', heard);
    try {
      await run();
    } finally {
      p.unsubscribe = original;
      document.removeEventListener('betr-unsubscribed', heard);
    }
    return counts;
  }

  it('two elements with one token unsubscribe once: one call, one betr-unsubscribed', async () => {
    const counts = await counting(async () => {
      const el = await fixture(
        html`<div>
          <betr-unsubscribe token=${TOKEN}></betr-unsubscribe>
          <betr-unsubscribe token=${TOKEN}></betr-unsubscribe>
        </div>`,
      );
      for (const one of el.querySelectorAll('betr-unsubscribe')) await text(one, 'You have been unsubscribed');
    });
    expect(counts).to.deep.equal({ calls: 1, events: 1 });
  });

  it('shown again, a token that worked is not sent again and is not announced again: "You have been unsubscribed"', async () => {
    const counts = await counting(async () => {
      const first = await fixture(html`<betr-unsubscribe token=${TOKEN}></betr-unsubscribe>`);
      await text(first, 'You have been unsubscribed');
      first.remove();
      const again = await fixture(html`<betr-unsubscribe token=${TOKEN}></betr-unsubscribe>`);
      await text(again, 'You have been unsubscribed');
    });
    expect(counts).to.deep.equal({ calls: 1, events: 1 });
  });

  it('a token that failed is sent again when the widget shows again, and then unsubscribes', async () => {
    const controls = await stubControls();
    const counts = await counting(async () => {
      controls.fail('unsubscribe', 'unknown-error');
      const first = await fixture(html`<betr-unsubscribe token=${TOKEN}></betr-unsubscribe>`);
      await text(first, 'Something went wrong, please try again or contact support if the issue persists');
      first.remove();
      controls.fail('unsubscribe', null);
      const again = await fixture(html`<betr-unsubscribe token=${TOKEN}></betr-unsubscribe>`);
      await text(again, 'You have been unsubscribed');
    });
    expect(counts).to.deep.equal({ calls: 2, events: 1 });
  });

  it('is accessible and follows its lang attribute', async () => {
    const el = await fixture(html`<betr-unsubscribe token=${TOKEN} lang="sv"></betr-unsubscribe>`);
    await text(el, 'Du har avregistrerats');
    await expect(el).to.be.accessible();
  });
});
