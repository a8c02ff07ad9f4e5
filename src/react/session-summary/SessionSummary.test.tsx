import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/session-summary';
import { signIn } from '../../stores/session';
import { closeAllPopups } from '../../stores/popup';
import { $sessionSummary } from '../../stores/responsible-gaming';
import { find, freshStores, replaceOperation, resetWorld } from '../../../test/support';

describe('<betr-session-summary>', () => {
  beforeEach(async () => {
    await resetWorld();
    freshStores($sessionSummary);
  });

  it('three-column rows: deposits minus withdrawals over 12 months, deposit limits daily/weekly/monthly, last logged in', async () => {
    await signIn('player@example.com', 'Password1!');
    closeAllPopups();
    const el = await fixture(html`<betr-session-summary inline></betr-session-summary>`);
    const table = await find(el, 'table');
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    expect(rows.every((r) => r.length === 3)).to.equal(true);
    expect(rows.map((r) => r.slice(0, 2))).to.deep.equal([
      ['Deposits minus withdrawals', 'Last 12 months'],
      ['Deposit limit', 'Daily'],
      ['Deposit limit', 'Weekly'],
      ['Deposit limit', 'Monthly'],
      ['Last logged in', ''],
    ]);
    expect(rows.slice(1, 4).map((r) => r[2])).to.deep.equal(['€1,000.00', '€5,000.00', '€10,000.00']);
    expect(rows[4]?.[2]).to.match(/\d{4}/);
  });
  it("the 12-month deposits-minus-withdrawals figure is the platform's, in the summary's currency", async () => {
    await signIn('player@example.com', 'Password1!');
    closeAllPopups();
    const restore = await replaceOperation('getSessionSummary', async () => ({
      depositWithdrawalSummary: -1234,
      currency: 'SEK',
      depositLimits: { daily: null, weekly: 7000, monthly: null },
      lastLoggedIn: null,
    }));
    try {
      const el = await fixture(html`<betr-session-summary inline></betr-session-summary>`);
      const table = await find(el, 'table');
      const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
      expect(rows[0]).to.deep.equal(['Deposits minus withdrawals', 'Last 12 months', '-SEK\u00a01,234']);
      expect(rows[2]).to.deep.equal(['Deposit limit', 'Weekly', 'SEK\u00a07,000']);
    } finally {
      restore();
    }
  });
});
