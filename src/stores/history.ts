import { atom } from 'nanostores';
import type { HistoryQuery, PaymentStats } from '../domain/model';
import { FIRST_HISTORY_PAGE, HISTORY_START_DATE, transactionStatus } from '../domain/history';
import { loadable, loadableByKey } from './loadable';
import { forgetCalls } from './call-cache';
import { provider } from './current-provider';
import { $wallet } from './wallet';
import { $session } from './session';

/** The page and type the player is looking at; zero-based pages, deposits first. */
export const $historyQuery = atom<HistoryQuery>({ page: FIRST_HISTORY_PAGE, type: 'Deposit' });
/** The last known number of pages: the pagination stays in place while a page loads. */
export const $historyPageCount = atom(0);

/**
 * A page of transactions of one type, a store per page and type: the view shows the store of
 * the query asked last, so a page the player paged past never shows when it answers late.
 */
export const historyPage = loadableByKey(
  async (query: HistoryQuery) => {
    const page = await (await provider()).getHistory({ ...query, startDate: HISTORY_START_DATE });
    $historyPageCount.set(page.totalPageCount);
    return { ...page, transactions: page.transactions.map((t) => ({ ...t, status: transactionStatus(t.status) })) };
  },
  { area: 'general', player: $session },
);

export const $paymentStats = loadable<PaymentStats>(async () => (await provider()).getPaymentStats(), {
  area: 'general',
  player: $session,
});

$session.listen((session) => {
  if (session) return;
  $historyQuery.set({ page: FIRST_HISTORY_PAGE, type: 'Deposit' });
  $historyPageCount.set(0);
});

// A balance change means new transactions: what was asked before it is asked again where it shows next.
$wallet.listen(() => forgetCalls($paymentStats, ...historyPage.made.values()));

/** Show a page of one type (a new type starts at its first page). */
export function showHistory(query: HistoryQuery): void {
  $historyQuery.set(query);
}
