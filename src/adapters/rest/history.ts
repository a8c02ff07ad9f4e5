import { array, nullish, number, object, parse, string, type InferOutput } from 'valibot';
import type { HistoryPage, HistoryQuery, HistoryTransaction, PaymentStats } from '../../domain/model';
import { mapTransactionStatus } from '../../domain/status';
import { playerProfile } from './account';
import type { RestApi } from './request';
import { PlatformLifetimeStats, PlatformPaymentStats, PlatformPayments, PlatformTransaction } from './responsible-gaming';

/** Spec: history pages of 10. */
const PAGE_SIZE = 10;

/** The SDK's `GameTransaction`: a round `{RoundId, StartTime, Currency?, Bet, Win, Transactions, Game?, GameId}`. */
export const PlatformGameRounds = array(
  object({
    RoundId: number(),
    StartTime: string(),
    Currency: nullish(string()),
    Bet: number(),
    Win: number(),
    Transactions: array(PlatformTransaction),
    Game: nullish(string()),
    GameId: number(),
  }),
);

/** The SDK's `SportsbookBet`: `{Id, Provider, TotalWager, TotalWin, Created, Settled, Transactions: [{Type, Amount, Description?, Status, Odds}]}`. */
export const PlatformSportsbookBets = array(
  object({
    Id: number(),
    Provider: string(),
    TotalWager: number(),
    TotalWin: number(),
    Created: string(),
    Transactions: array(object({ Type: string(), Amount: number(), Description: nullish(string()), Status: string() })),
  }),
);

type Transaction = InferOutput<typeof PlatformTransaction>;

const payment =
  (type: string) =>
  (t: Transaction): HistoryTransaction => ({
    id: `${t.Id}`,
    transactionType: t.TransactionType?.toLowerCase() ?? type,
    amount: t.Amount,
    currency: t.Currency ?? '',
    status: mapTransactionStatus(t.Status),
    method: t.Method ?? t.Provider ?? '',
    description: t.Provider ?? '',
    date: t.Started,
  });

/** A casino round is its bets and wins, each a row named by the game. */
const rounds = (answer: unknown): HistoryTransaction[] =>
  parse(PlatformGameRounds, answer).flatMap((round) =>
    round.Transactions.map((t) => ({
      ...payment('bet')(t),
      currency: t.Currency ?? round.Currency ?? '',
      method: 'casino',
      description: round.Game ?? '',
    })),
  );

/** A sportsbook bet is its transactions: a Wager is a bet, anything else (Win, Settlement, …) a win. */
const bets = (answer: unknown): HistoryTransaction[] =>
  parse(PlatformSportsbookBets, answer).flatMap((bet) =>
    bet.Transactions.map((t, i) => ({
      id: `${bet.Id}-${i}`,
      transactionType: t.Type === 'Wager' ? 'bet' : 'win',
      amount: t.Amount,
      currency: '',
      status: mapTransactionStatus(t.Status),
      method: 'sport',
      description: t.Description ?? bet.Provider,
      date: bet.Created,
    })),
  );

/**
 * The platform's lists are bare arrays, with no total: each page asks for one entry more
 * than it shows, and the page count is "this one and one more" while that entry came back.
 *
 * Deposits and withdrawals: GET /transaction/payments?offset=&max=&type=deposit|withdraw.
 * Gambling is the casino's rounds (GET /transaction/gameplay) and the sportsbook's bets (GET
 * /transaction/sportsbookbets), each from the start up to the asked page's end, merged
 * newest first and cut to the page.
 */
export async function getHistory(api: RestApi, query: HistoryQuery): Promise<HistoryPage> {
  const page = Math.max(0, query.page);
  const offset = page * PAGE_SIZE;
  const pages = (more: boolean) => (more ? page + 2 : page + 1);
  if (query.type !== 'Gambling') {
    const type = query.type === 'Deposit' ? 'deposit' : 'withdraw';
    const rows = await api.call('general', { get: '/transaction/payments', query: { offset, max: PAGE_SIZE + 1, type } }, (answer) =>
      parse(PlatformPayments, answer).map(payment(type)),
    );
    return { transactions: rows.slice(0, PAGE_SIZE), totalPageCount: pages(rows.length > PAGE_SIZE) };
  }
  const upTo = { offset: 0, max: offset + PAGE_SIZE + 1 };
  const [casino, sport] = await Promise.all([
    api.call('general', { get: '/transaction/gameplay', query: upTo }, rounds),
    api.call('general', { get: '/transaction/sportsbookbets', query: upTo }, bets),
  ]);
  // A sportsbook bet names no currency: the player has one, which the casino's rounds name.
  const currency = casino.find((row) => row.currency)?.currency ?? '';
  const merged = [...casino, ...sport.map((row) => ({ ...row, currency: row.currency || currency }))].sort((a, b) =>
    b.date.localeCompare(a.date),
  );
  return { transactions: merged.slice(offset, offset + PAGE_SIZE), totalPageCount: pages(merged.length > offset + PAGE_SIZE) };
}

/**
 * GET /player/payment-stats (`TotalDeposit, TotalWithdrawal, DepositCount, WithdrawalCount,
 * LastDepositAmount?, PerBrandStats?`) with GET /player/lifetime-stats (`{NGR}`); the currency
 * is the profile's. Net deposits are deposits minus withdrawals. A brand's row without its
 * `Brand` name is left out: the player could not tell whose figures they are.
 */
export async function getPaymentStats(api: RestApi): Promise<PaymentStats> {
  const [stats, lifetime, profile] = await Promise.all([
    api.call('general', { get: '/player/payment-stats' }, (answer) => parse(PlatformPaymentStats, answer)),
    api.call('general', { get: '/player/lifetime-stats' }, (answer) => parse(PlatformLifetimeStats, answer)),
    playerProfile(api),
  ]);
  return {
    totalDeposit: stats.TotalDeposit,
    totalWithdraw: stats.TotalWithdrawal,
    netGrossRenew: stats.TotalDeposit - stats.TotalWithdrawal,
    depositCount: stats.DepositCount,
    withdrawCount: stats.WithdrawalCount,
    // Absent while the player has made no deposit.
    lastDepositAmount: stats.LastDepositAmount ?? null,
    netGamingRevenue: lifetime.NGR,
    currency: profile.currency,
    perBrand: (stats.PerBrandStats ?? []).flatMap((b) =>
      b.Brand
        ? [
            {
              brand: b.Brand,
              totalDeposit: b.TotalDeposit,
              totalWithdraw: b.TotalWithdrawal,
              depositCount: b.DepositCount,
              withdrawCount: b.WithdrawalCount,
            },
          ]
        : [],
    ),
  };
}
