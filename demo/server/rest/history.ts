// Transactions on the REST platform stand-in, in the platform's own shapes
// (TransactionClient of @goa-codebet/enji-sdk 1.9.1): bare arrays by offset and max, no total.
import type { HistoryTransaction, HistoryType } from '../../../src/domain/model.ts';
import type { Casino } from '../../../src/adapters/stub/index.ts';
import { ids } from './ids.ts';
import { InvalidField, type RestRoute } from './route.ts';

const STATUS: Readonly<Record<HistoryTransaction['status'], string>> = {
  completed: 'Completed',
  failed: 'Failed',
  initiated: 'Initiated',
  canceled: 'Canceled',
  pending: 'Pending',
};

/** All of the player's entries of these kinds, newest first. */
function all(casino: Casino, sessionId: string, type: HistoryType): HistoryTransaction[] {
  const out: HistoryTransaction[] = [];
  for (let page = 0, pages = 1; page < pages; page += 1) {
    const answer = casino.payments.history(sessionId, { page, type });
    pages = answer.totalPageCount;
    out.push(...answer.transactions);
  }
  return out.sort((a, b) => b.date.localeCompare(a.date));
}

/** `?offset&max` (both optional). */
function window<T>(items: T[], query: URLSearchParams): T[] {
  const offset = Number(query.get('offset') ?? 0);
  const max = Number(query.get('max') ?? 50);
  if (!Number.isInteger(offset) || offset < 0) throw new InvalidField('offset');
  if (!Number.isInteger(max) || max < 1) throw new InvalidField('max');
  return items.slice(offset, offset + max);
}

/** `Transaction`: the method and currency sometimes absent, as optional fields may be. */
function transaction(casino: Casino, t: HistoryTransaction, type: string) {
  return {
    Id: ids(casino).number(t.id),
    Amount: t.amount,
    Status: STATUS[t.status],
    Started: t.date,
    ...(t.status === 'completed' && { Ended: t.date }),
    Currency: t.currency,
    TransactionType: type,
    ...(t.method && { Method: t.method }),
  };
}

const PAYMENT_TYPES: Readonly<Record<string, HistoryType>> = { deposit: 'Deposit', withdraw: 'Withdraw' };

export const historyRoutes: RestRoute[] = [
  // `PaymentTransaction[]`, of one type (`deposit` | `withdraw`) or both.
  {
    method: 'GET',
    path: '/transaction/payments',
    handle: ({ casino, session, query }) => {
      const asked = query.get('type');
      const types = asked === null ? (['Deposit', 'Withdraw'] as HistoryType[]) : PAYMENT_TYPES[asked] ? [PAYMENT_TYPES[asked]] : null;
      if (!types) throw new InvalidField('type');
      const rows = types.flatMap((type) => all(casino, session(), type)).sort((a, b) => b.date.localeCompare(a.date));
      return window(rows, query).map((t) => ({
        ...transaction(casino, t, t.transactionType === 'deposit' ? 'Deposit' : 'Withdraw'),
        Provider: t.method,
      }));
    },
  },
  // `GameTransaction[]`: each casino bet or win is a round of its own.
  {
    method: 'GET',
    path: '/transaction/gameplay',
    handle: ({ casino, session, query }) =>
      window(
        all(casino, session(), 'Gambling').filter((t) => t.method !== 'sport'),
        query,
      ).map((t) => {
        const bet = t.transactionType === 'bet';
        const game = t.description.replace(/^(Bet|Win) on /, '');
        return {
          RoundId: ids(casino).number(`round-${t.id}`),
          StartTime: t.date,
          Currency: t.currency,
          Bet: bet ? t.amount : 0,
          Win: bet ? 0 : t.amount,
          Transactions: [transaction(casino, t, bet ? 'Bet' : 'Win')],
          Game: game,
          GameId: ids(casino).number(`game-${game}`),
        };
      }),
  },
  // `SportsbookBet[]`: the sportsbook's cashouts, each a bet settled early, whose transaction is a
  // Settlement: the SDK's SportsbookTransactionType (Wager, Win, End, Cancel, Reverse, Line,
  // Settlement, FreeBetPayout, Commit, Rollback) has no Cashout.
  {
    method: 'GET',
    path: '/transaction/sportsbookbets',
    handle: ({ casino, session, query }) =>
      window(
        all(casino, session(), 'Gambling').filter((t) => t.method === 'sport'),
        query,
      ).map((t) => ({
        Id: ids(casino).number(t.id),
        Provider: 'Betby',
        TotalWager: 0,
        TotalWin: t.amount,
        Created: t.date,
        Settled: t.date,
        Transactions: [
          {
            Type: t.transactionType === 'cashout' ? 'Settlement' : 'Win',
            Amount: t.amount,
            Description: t.description,
            Status: t.status === 'canceled' ? 'Canceled' : 'Default',
            Odds: 1,
          },
        ],
      })),
  },
];
