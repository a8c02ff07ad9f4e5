import { atom } from 'nanostores';
import type { HistoryPage, HistoryQuery, PaymentStats } from '../domain/model';
import { FIRST_HISTORY_PAGE, HISTORY_START_DATE, transactionStatus } from '../domain/history';
import { loader, playerAtom } from './account';
import { forgetCalls } from './call-cache';
import { provider } from './current-provider';
import { $wallet } from './wallet';
import { $session } from './session';

/** The page and type the player is looking at; zero-based pages, deposits first. */
export const $historyQuery = atom<HistoryQuery>({ page: FIRST_HISTORY_PAGE, type: 'Deposit' });
export const $historyPage = playerAtom<HistoryPage>();
/** The last known number of pages: the pagination stays in place while a page loads. */
export const $historyPageCount = atom(0);
export const $paymentStats = playerAtom<PaymentStats>();

$session.listen((session) => {
  if (session) return;
  $historyQuery.set({ page: FIRST_HISTORY_PAGE, type: 'Deposit' });
  $historyPageCount.set(0);
});

const loadPage = loader($historyPage, 'general');
const loadStats = loader($paymentStats, 'general', { keepValue: true });

/** A balance change means new transactions: pages asked for before it are asked for again. */
let balanceChanges = 0;
$wallet.listen(() => {
  balanceChanges += 1;
  forgetCalls($paymentStats);
});

/** Show a page of one type (a new type starts at its first page). */
export function showHistory(query: HistoryQuery): Promise<void> {
  $historyQuery.set(query);
  return loadHistory();
}

export function loadHistory(): Promise<void> {
  const query = { ...$historyQuery.get(), startDate: HISTORY_START_DATE };
  return loadPage(
    async () => {
      const page = await (await provider()).getHistory(query);
      $historyPageCount.set(page.totalPageCount);
      return { ...page, transactions: page.transactions.map((t) => ({ ...t, status: transactionStatus(t.status) })) };
    },
    { datum: `history ${balanceChanges} ${JSON.stringify(query)}` },
  );
}

export function loadPaymentStats(): Promise<void> {
  return loadStats(async () => (await provider()).getPaymentStats());
}
