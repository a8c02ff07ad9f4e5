import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../../test/wait';
import '../../../elements/account';
import { closeAllPopups } from '../../../stores/popup';
import { provider } from '../../../stores/current-provider';
import { signIn } from '../../../stores/session';
import { find, replaceOperation, resetWorld, shadow, stubControls, text } from '../../../../test/support';

async function signedIn(email = 'player@example.com'): Promise<void> {
  await signIn(email, 'Password1!');
  closeAllPopups();
}

const rows = (el: Element) => [...shadow(el).querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
const button = (el: Element, label: string) => [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === label)!;

describe('history', () => {
  beforeEach(resetWorld);
  afterEach(() => closeAllPopups());

  it('payment statistics: total deposit, total withdraw and net, in the player\'s currency', async () => {
    await signedIn();
    const stats = await (await provider()).getPaymentStats();
    const el = await fixture(html`<betr-account inline view="history"></betr-account>`);
    await find(el, 'dl');
    const figures = [...shadow(el).querySelectorAll('dl > div')].map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]);
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
      totalDeposit: 12500, totalWithdraw: 4000, netGrossRenew: 8500, depositCount: 1204, withdrawCount: 3, lastDepositAmount: 250, netGamingRevenue: -36, currency: 'SEK',
    }));
    try {
      const el = await fixture(html`<betr-account inline view="history"></betr-account>`);
      await find(el, 'dl');
      const figures = [...shadow(el).querySelectorAll('dl > div')].map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]);
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
    await waitUntil(() => [...shadow(el).querySelectorAll('[role="alert"]')].some((a) => a.textContent === 'Something went wrong.'), 'no failure shown', { timeout: 4000 });
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

  it('status badges take the theme\'s colours: in the dark theme a pending status is light text on a dark badge', async () => {
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
