import type { HistoryPage, HistoryQuery, HistoryTransaction, PaymentStats } from '../provider';
import { mapTransactionStatus } from '../../domain/status';
import { list, num, obj, str } from './read';
import type { RestApi } from './request';

/** Spec: history pages of 10. */
const PAGE_SIZE = 10;

interface Listed {
  transactions: HistoryTransaction[];
  total: number;
}

/**
 * A record whose platform names are ours in PascalCase (`totalDeposit` ← `TotalDeposit`),
 * each read by its reader: one line a field, the list a reader checks against the spec. Here
 * rather than in ./read, which the sign-in page loads: only this chunk's readers use it.
 */
function fields<T extends object>(value: unknown, readers: { [K in keyof T]: (value: unknown) => T[K] }): T {
  const o = obj(value);
  const out: Record<string, unknown> = {};
  for (const key in readers) out[key] = readers[key](o[key[0].toUpperCase() + key.slice(1)]);
  return out as T;
}

/** One entry of a history list; its status by the spec's transaction status rule. */
const transaction = (item: unknown): HistoryTransaction => ({
  ...fields<Omit<HistoryTransaction, 'status'>>(item, { id: str, transactionType: str, amount: num, currency: str, method: str, description: str, date: str }),
  status: mapTransactionStatus(str(obj(item).Status)),
});

/**
 * The paging is not shared with the lobby: history counts pages from `TotalCount` and merges
 * two lists for gambling; the leaderboard passes the caller's Limit/Offset as is.
 *
 * `{Items: [{Id, TransactionType, Amount, Currency, Status, Method, Description, Date}],
 * TotalCount}`, newest first; the status is mapped by the spec's transaction status rule.
 */
function transactions(api: RestApi, path: string, query: Record<string, string | number | undefined>): Promise<Listed> {
  return api.call('general', { get: path, query }, (answer) => {
    const o = obj(answer);
    return { transactions: list(o.Items).map(transaction), total: num(o.TotalCount) };
  });
}

/**
 * Deposits and withdrawals: GET /transaction/payments?offset=&max=&type=Deposit|Withdraw.
 * Gambling is the casino's and the sportsbook's: GET /transaction/gameplay and
 * /transaction/sportsbookbets, each from the start up to the asked page's end, merged
 * newest first and cut to the page.
 */
export async function getHistory(api: RestApi, query: HistoryQuery): Promise<HistoryPage> {
  const offset = Math.max(0, query.page) * PAGE_SIZE;
  if (query.type !== 'Gambling') {
    const page = await transactions(api, '/transaction/payments', { offset, max: PAGE_SIZE, type: query.type });
    return { transactions: page.transactions, totalPageCount: Math.ceil(page.total / PAGE_SIZE) };
  }
  const upTo = { offset: 0, max: offset + PAGE_SIZE };
  const [casino, sport] = await Promise.all([transactions(api, '/transaction/gameplay', upTo), transactions(api, '/transaction/sportsbookbets', upTo)]);
  const merged = [...casino.transactions, ...sport.transactions].sort((a, b) => b.date.localeCompare(a.date));
  return { transactions: merged.slice(offset, offset + PAGE_SIZE), totalPageCount: Math.ceil((casino.total + sport.total) / PAGE_SIZE) };
}

/**
 * GET /player/payment-stats `{TotalDeposit, TotalWithdraw, NetGrossRenew, DepositCount,
 * WithdrawCount, LastDepositAmount, NetGamingRevenue, Currency}`
 */
export function getPaymentStats(api: RestApi): Promise<PaymentStats> {
  return api.call('general', { get: '/player/payment-stats' }, (answer) =>
    fields<PaymentStats>(answer, {
      totalDeposit: num,
      totalWithdraw: num,
      netGrossRenew: num,
      depositCount: num,
      withdrawCount: num,
      lastDepositAmount: num,
      netGamingRevenue: num,
      currency: str,
    }),
  );
}
