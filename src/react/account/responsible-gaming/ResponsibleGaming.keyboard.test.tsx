import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '../../../../test/wait';
import { $crossBrandLimits, $limits } from '../../../stores/limits';
import { freshStores, resetWorld, shadow } from '../../../../test/support';
import { group, summaryButton, tab } from './responsible-gaming.testing';

/**
 * The summary's rows opened by the keys a player presses, and the focus moved to the group
 * opened: run in every engine (web-test-runner.config.mjs). What the tab shows and sends is in
 * ResponsibleGaming.test.tsx.
 */
describe('responsible-gaming tab: keyboard', () => {
  beforeEach(async () => {
    await resetWorld();
    freshStores($limits, $crossBrandLimits);
  });

  it('deposit limits are open from the start; each other group opens from its summary row, by keyboard too, and the focus goes to it', async () => {
    const el = await tab();
    expect(summaryButton(el, 'Deposit').getAttribute('aria-expanded')).to.equal('true');
    expect(group(el, 'deposit').hidden).to.equal(false);
    for (const id of ['wager', 'loss', 'session', 'product-session', 'reality-check', 'self-exclude', 'block']) {
      expect(group(el, id).hidden, id).to.equal(true);
    }
    const wager = summaryButton(el, 'Wager');
    expect(wager.getAttribute('aria-expanded')).to.equal('false');
    expect(wager.getAttribute('aria-controls')).to.equal('rg-wager-group');

    wager.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !group(el, 'wager').hidden, 'Enter did not open the wager limits');
    expect(wager.getAttribute('aria-expanded')).to.equal('true');
    await waitUntil(() => shadow(el).activeElement?.textContent === 'Wager limits', 'the focus did not go to the wager limits');
    expect(shadow(el).activeElement!.id).to.equal('rg-wager');

    // Space on the row closes it again; the deposit limits stay open.
    wager.focus();
    // The key by its value, ' ': puppeteer's Firefox keyboard knows no key named 'Space'.
    await sendKeys({ press: ' ' });
    await waitUntil(() => group(el, 'wager').hidden, 'Space did not close the wager limits');
    expect(wager.getAttribute('aria-expanded')).to.equal('false');
    expect(group(el, 'deposit').hidden).to.equal(false);
  });
});
