import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../../test/wait';
import '../../../elements/account';
import { closeAllPopups } from '../../../stores/popup';
import { provider } from '../../../stores/current-provider';
import { signIn } from '../../../stores/session';
import { find, freshStores, replaceOperation, resetWorld, shadow, stubControls, text } from '../../../../test/support';
import { $paymentStats, historyPage } from '../../../stores/history';

async function signedIn(email = 'player@example.com'): Promise<void> {
  await signIn(email, 'Password1!');
  closeAllPopups();
}

const rows = (el: Element) =>
  [...shadow(el).querySelectorAll('[part="transactions"] tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );
/** The per-brand table's caption, header and rows, as the player reads them. */
const brandTable = (el: Element) => {
  const table = shadow(el).querySelector('table[part="brand-statistics"]');
  const cells = (tr: Element) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent);
  return table && { caption: table.querySelector('caption')?.textContent, rows: [...table.querySelectorAll('tr')].map(cells) };
};
const button = (el: Element, label: string) => [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === label)!;

describe('history', () => {
  beforeEach(async () => {
    await resetWorld();
    freshStores($paymentStats, ...historyPage.made.values());
  });
  afterEach(() => closeAllPopups());

  it("payment statistics: total deposit, total withdraw and net, in the player's currency", async () => {
    await signedIn();
    const stats = await (await provider()).getPaymentStats();
    const el = await fixture(html`<betr-account inline view="history"></betr-account>`);
    await find(el, 'dl');
    const figures = [...shadow(el).querySelectorAll('dl > div')].map((d) => [
      d.querySelector('dt')?.textContent,
      d.querySelector('dd')?.textContent,
    ]);
    const eur = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(n);
    expect(figures.slice(0, 3)).to.deep.equal([
      ['Total deposit', eur(stats.totalDeposit)],
      ['Total withdraw', eur(stats.totalWithdraw)],
      ['Net', eur(stats.netGrossRenew)],
    ]);
  });

  it('payment statistics also show depositCount, withdrawCount, lastDepositAmount and net gaming revenue', async () => {
    await signedIn();
    const restore = await replaceOperation('getPaymentStats', async () => ({
      totalDeposit: 12500,
      totalWithdraw: 4000,
      netGrossRenew: 8500,
      depositCount: 1204,
      withdrawCount: 3,
      lastDepositAmount: 250,
      netGamingRevenue: -36,
      currency: 'SEK',
    }));
    try {
      const el = await fixture(html`<betr-account inline view="history"></betr-account>`);
      await find(el, 'dl');
      const figures = [...shadow(el).querySelectorAll('dl > div')].map((d) => [
        d.querySelector('dt')?.textContent,
        d.querySelector('dd')?.textContent,
      ]);
      expect(figures).to.deep.equal([
        ['Total deposit', 'SEK\u00a012,500'],
        ['Total withdraw', 'SEK\u00a04,000'],
        ['Net', 'SEK\u00a08,500'],
        ['Number of deposits', '1,204'],
        ['Number of withdrawals', '3'],
        ['Last deposit', 'SEK\u00a0250'],
        ['Net gaming revenue', '-SEK\u00a036'],
      ]);
    } finally {
      restore();
    }
  });

  it('a player who has made no deposit reads no last deposit: the row is left out, never shown as 0', async () => {
    await signedIn();
    const restore = await replaceOperation('getPaymentStats', async () => ({
      totalDeposit: 0,
      totalWithdraw: 0,
      netGrossRenew: 0,
      depositCount: 0,
      withdrawCount: 0,
      lastDepositAmount: null,
      netGamingRevenue: 0,
      currency: 'EUR',
    }));
    try {
      const el = await fixture(html`<betr-account inline view="history"></betr-account>`);
      await find(el, 'dl');
      const labels = [...shadow(el).querySelectorAll('dl > div > dt')].map((dt) => dt.textContent);
      expect(labels).to.deep.equal([
        'Total deposit',
        'Total withdraw',
        'Net',
        'Number of deposits',
        'Number of withdrawals',
        'Net gaming revenue',
      ]);
    } finally {
      restore();
    }
  });

  it("per-brand statistics: a table of each brand with its deposits and withdrawals, in the player's currency", async () => {
    await signedIn();
    const restore = await replaceOperation('getPaymentStats', async () => ({
      totalDeposit: 12500,
      totalWithdraw: 4000,
      netGrossRenew: 8500,
      depositCount: 5,
      withdrawCount: 1,
      lastDepositAmount: 250,
      netGamingRevenue: 36,
      currency: 'SEK',
      perBrand: [
        { brand: 'Nordic Spins', totalDeposit: 12000, totalWithdraw: 4000, depositCount: 4, withdrawCount: 1 },
        { brand: 'Lotto Town', totalDeposit: 500, totalWithdraw: 0, depositCount: 1, withdrawCount: 0 },
      ],
    }));
    try {
      const el = await fixture(html`<betr-account inline view="history"></betr-account>`);
      await find(el, 'table[part="brand-statistics"]');
      expect(brandTable(el)).to.deep.equal({
        caption: 'Payment statistics per brand',
        rows: [
          ['Brand', 'Deposits', 'Withdrawals'],
          ['Nordic Spins', 'SEK\u00a012,000', 'SEK\u00a04,000'],
          ['Lotto Town', 'SEK\u00a0500', 'SEK\u00a00'],
        ],
      });
    } finally {
      restore();
    }
  });

  it('a platform without per-brand statistics shows the totals and no per-brand table', async () => {
    await signedIn();
    const restore = await replaceOperation('getPaymentStats', async () => ({
      totalDeposit: 100,
      totalWithdraw: 0,
      netGrossRenew: 100,
      depositCount: 1,
      withdrawCount: 0,
      lastDepositAmount: 100,
      netGamingRevenue: 0,
      currency: 'EUR',
    }));
    try {
      const el = await fixture(html`<betr-account inline view="history"></betr-account>`);
      await find(el, 'dl');
      await waitUntil(() => rows(el).length > 0, 'no transactions');
      expect(brandTable(el)).to.equal(null);
      expect(shadow(el).textContent).not.to.include('Payment statistics per brand');
    } finally {
      restore();
    }
  });

  it("the stub is one brand: its per-brand row is betr-demo with the player's deposits and withdrawals", async () => {
    await signedIn();
    const stats = await (await provider()).getPaymentStats();
    const el = await fixture(html`<betr-account inline view="history"></betr-account>`);
    await find(el, 'table[part="brand-statistics"]');
    const eur = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(n);
    expect(stats.totalDeposit).to.be.greaterThan(0);
    expect(brandTable(el)!.rows.slice(1)).to.deep.equal([['betr-demo', eur(stats.totalDeposit), eur(stats.totalWithdraw)]]);
  });

  it('a transaction list of 10 a page, zero-based, with amount and currency, date and status', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="history"></betr-account>`);
    await waitUntil(() => rows(el).length === 10, 'no first page of 10');
    await text(el, 'Page 1 of 2');
    expect(rows(el).map((r) => r[3])).to.include('Initiated');
    expect(rows(el)[0]![1]).to.equal('Deposit');
    expect(rows(el)[0]![2]).to.equal('€200.00');
    expect(shadow(el).querySelector('tbody time')?.getAttribute('datetime')).to.match(/^\d{4}-\d\d-\d\dT/);
    button(el, 'Next').click();
    await text(el, 'Page 2 of 2');
    await waitUntil(() => rows(el).length === 4, 'no second page of 4');
    expect(rows(el).map((r) => r[3])).to.include('Failed');
  });

  it('a type filter: Deposit, Withdraw, Gambling; a new type starts at its first page', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="history"></betr-account>`);
    await text(el, 'Page 1 of 2');
    button(el, 'Next').click();
    await text(el, 'Page 2 of 2');
    const filter = await find<HTMLSelectElement>(el, '#history-type');
    expect([...filter.options].map((o) => o.textContent)).to.deep.equal(['Deposit', 'Withdraw', 'Gambling']);
    expect(shadow(el).querySelector(`label[for="history-type"]`)?.textContent).to.equal('Transaction type');
    filter.value = 'Withdraw';
    filter.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => rows(el).length > 0 && rows(el).every((r) => r[1] === 'Withdrawal'), 'not withdrawals');
    const statuses = rows(el).map((r) => r[3]);
    expect(statuses).to.include('Pending');
    expect(statuses).to.include('Canceled');
    expect(statuses).to.include('Failed');
    filter.value = 'Gambling';
    filter.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => rows(el).some((r) => r[1] === 'Cashout'), 'no cashout among gambling');
    await text(el, 'Page 1 of');
  });

  it('a loading skeleton while a page loads', async () => {
    await signedIn();
    (await stubControls()).latency(300);
    const el = await fixture(html`<betr-account inline view="history"></betr-account>`);
    await find(el, '[part="skeleton"][role="status"]');
    await waitUntil(() => rows(el).length === 10, 'never loaded', { timeout: 4000 });
  });

  it("a page that failed to load shows 'Something went wrong.' with Try again, which loads it", async () => {
    await signedIn();
    (await stubControls()).fail('getHistory', 'unknown-error', 'general');
    const el = await fixture(html`<betr-account inline view="history"></betr-account>`);
    await waitUntil(
      () => [...shadow(el).querySelectorAll('[role="alert"]')].some((a) => a.textContent === 'Something went wrong.'),
      'no failure shown',
      { timeout: 4000 },
    );
    expect(rows(el)).to.deep.equal([]);
    (await stubControls()).fail('getHistory', null);
    button(el, 'Try again').click();
    await waitUntil(() => rows(el).length === 10, 'no page after Try again', { timeout: 4000 });
  });

  it('amounts in SEK show no decimals', async () => {
    await signedIn('sga@example.com');
    const el = await fixture(html`<betr-account inline view="history"></betr-account>`);
    await waitUntil(() => rows(el).length === 10);
    expect(rows(el)[0]![2]).to.match(/^SEK\s?200$/);
  });

  it("status badges take the theme's colours: in the dark theme a pending status is light text on a dark badge", async () => {
    const theme = document.createElement('link');
    theme.rel = 'stylesheet';
    theme.href = new URL('../../../themes/dark.css', import.meta.url).href;
    const loaded = new Promise((resolve) => theme.addEventListener('load', resolve, { once: true }));
    document.head.append(theme);
    try {
      await loaded;
      await signedIn();
      const el = await fixture(html`<betr-account inline view="history"></betr-account>`);
      await text(el, 'Page 1 of 2');
      const filter = await find<HTMLSelectElement>(el, '#history-type');
      filter.value = 'Withdraw';
      filter.dispatchEvent(new Event('change', { bubbles: true }));
      await waitUntil(() => rows(el).some((r) => r[3] === 'Pending'), 'no pending withdrawal');
      const badge = (status: string) => getComputedStyle(shadow(el).querySelector(`[data-status="${status}"]`)!);
      expect(badge('pending').color).to.equal('rgb(232, 234, 237)'); // --betr-color-text #e8eaed
      expect(badge('pending').backgroundColor).to.equal('rgb(23, 38, 64)'); // --betr-color-info-background #172640
    } finally {
      theme.remove();
    }
  });

  it('has no accessibility violations', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="history"></betr-account>`);
    await waitUntil(() => rows(el).length === 10);
    await expect(el).to.be.accessible();
  });
});
