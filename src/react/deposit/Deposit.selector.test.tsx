import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/deposit';
import { signIn } from '../../stores/session';
import { provider } from '../../stores/current-provider';
import { $bonusOffers } from '../../stores/bonuses';
import { fetched, freshStores, holdCalls, recordCalls, resetWorld, shadow, text } from '../../../test/support';
import { installFakeClock } from '../../../test/fake-clock';

// A file of its own: its page has loaded no module of the bonus selector before.
const selectorLoaded = () => fetched('/src/react/bonus-selector/BonusSelector');

describe('<betr-deposit> and the bonus selector', () => {
  beforeEach(resetWorld);

  it("an activated player's selector code is asked for while the cashier's settings load, so it shows with them", async () => {
    await signIn('player@example.com', 'Password1!');
    const settings = await (await provider()).getDepositConfig();
    const config = await holdCalls('getDepositConfig');
    try {
      const el = await fixture(html`<betr-deposit inline></betr-deposit>`);
      await waitUntil(selectorLoaded, "the selector's code was not asked for while the cashier's settings loaded");
      expect(shadow(el).textContent, 'the settings are still loading').not.to.include('Continue without a bonus');
      await config.answer(settings);
      await text(el, 'Continue without a bonus');
    } finally {
      config.restore();
    }
  });

  it("an activated player's bonus offers are asked for while the cashier's settings load, not after them", async () => {
    freshStores($bonusOffers);
    await signIn('player@example.com', 'Password1!');
    const settings = await (await provider()).getDepositConfig();
    const config = await holdCalls('getDepositConfig');
    const offers = await recordCalls('getBonusOffers');
    try {
      const el = await fixture(html`<betr-deposit inline></betr-deposit>`);
      await waitUntil(() => offers.calls.length > 0, "the offers were not asked for while the cashier's settings loaded");
      await config.answer(settings);
      await text(el, 'Continue without a bonus');
      expect(offers.calls, 'the offers were asked for once').to.have.length(1);
    } finally {
      config.restore();
      offers.restore();
    }
  });

  it("a player choosing a bonus sees the deposit screen once the offers are here: never 'Pick a bonus' with 'Loading...' in it", async () => {
    freshStores($bonusOffers);
    await signIn('player@example.com', 'Password1!');
    const listed = await (await provider()).getBonusOffers();
    const offers = await holdCalls('getBonusOffers');
    try {
      const el = await fixture(html`<betr-deposit inline></betr-deposit>`);
      const seen: string[] = [];
      const record = () => seen.push(shadow(el).textContent ?? '');
      record();
      new MutationObserver(record).observe(shadow(el), { childList: true, subtree: true, characterData: true });
      await offers.answer(listed);
      await text(el, 'Continue without a bonus');
      const partial = seen.filter((shown) => shown.includes('Pick a bonus') && shown.includes('Loading...'));
      expect(partial, 'the selector showed before its offers').to.deep.equal([]);
      expect(shadow(el).textContent).to.include(listed.find((bonus) => bonus.deposit)!.name);
    } finally {
      offers.restore();
    }
  });

  it('offers that do not answer hold the deposit screen 500 ms at most: then it shows, the selector loading and "Continue without a bonus" usable', async () => {
    freshStores($bonusOffers);
    await signIn('player@example.com', 'Password1!');
    const offers = await holdCalls('getBonusOffers');
    const clock = installFakeClock();
    try {
      const el = await fixture(html`<betr-deposit inline></betr-deposit>`);
      await clock.nextTimer(500);
      clock.tick(499);
      await clock.settle();
      expect(shadow(el).textContent, 'at 499 ms').not.to.include('Continue without a bonus');
      clock.tick(1);
      await clock.until(() => !!shadow(el).textContent?.includes('Continue without a bonus'), 'the deposit screen at 500 ms');
      expect(shadow(el).textContent).to.include('Loading...');
      const skip = [...shadow(el).querySelectorAll('button')].find((button) => button.textContent === 'Continue without a bonus');
      expect(skip?.disabled, 'Continue without a bonus is usable').to.equal(false);
    } finally {
      clock.uninstall();
      offers.restore();
    }
  });
});
