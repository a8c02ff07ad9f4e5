// Transactions, games, favorites, jackpots and tournaments on the REST platform stand-in.
// Shapes: src/adapters/rest/history.ts and lobby.ts.
import type { HistoryTransaction, HistoryType } from '../../../src/adapters/provider.ts';
import type { Casino } from '../../../src/adapters/stub/index.ts';
import { InvalidField, param, text, type RestRoute } from './route.ts';
import { gameEntry, transactionAnswer } from './shapes.ts';

/** A page of the casino's history by offset and size, over its own pages of 10. */
function transactions(casino: Casino, sessionId: string, types: HistoryType[], query: URLSearchParams, keep: (t: HistoryTransaction) => boolean = () => true) {
  const offset = Number(query.get('offset') ?? 0);
  const max = Number(query.get('max') ?? 10);
  if (!Number.isInteger(offset) || offset < 0) throw new InvalidField('offset');
  if (!Number.isInteger(max) || max < 1) throw new InvalidField('max');
  const all: HistoryTransaction[] = [];
  for (const type of types) {
    for (let page = 0, pages = 1; page < pages; page += 1) {
      const answer = casino.payments.history(sessionId, { page, type });
      pages = answer.totalPageCount;
      all.push(...answer.transactions.filter(keep));
    }
  }
  all.sort((a, b) => b.date.localeCompare(a.date));
  return { Items: all.slice(offset, offset + max).map(transactionAnswer), TotalCount: all.length };
}

const PAYMENT_TYPES: Readonly<Record<string, HistoryType[]>> = { Deposit: ['Deposit'], Withdraw: ['Withdraw'] };

export const casinoRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/transaction/payments',
    handle: ({ casino, session, query }) => {
      const type = query.get('type');
      const types = type === null ? ['Deposit', 'Withdraw'] as HistoryType[] : PAYMENT_TYPES[type];
      if (!types) throw new InvalidField('type');
      return transactions(casino, session(), types, query);
    },
  },
  // Gambling: the casino's game play, and the sportsbook's bets (the casino's gambling of method 'sport', e.g. a cashout).
  { method: 'GET', path: '/transaction/gameplay', handle: ({ casino, session, query }) => transactions(casino, session(), ['Gambling'], query, (t) => t.method !== 'sport') },
  {
    method: 'GET',
    path: '/transaction/sportsbookbets',
    handle: ({ casino, session, query }) => transactions(casino, session(), ['Gambling'], query, (t) => t.method === 'sport'),
  },
  {
    method: 'GET',
    path: '/casino/favorites',
    handle: ({ casino, session }) => casino.lobby.favorites(session()).map((f) => ({ GameId: f.gameId, TableIds: f.tableIds })),
  },
  { method: 'POST', path: '/casino/set-favorite', handle: ({ casino, session, body }) => casino.lobby.addFavorite(session(), text(body, 'GameId')) },
  { method: 'POST', path: '/casino/remove-favorite', handle: ({ casino, session, body }) => casino.lobby.removeFavorite(session(), text(body, 'GameId')) },
  {
    method: 'GET',
    path: '/casino/last-played-games',
    handle: ({ casino, session, query }) => {
      const limit = query.get('limit');
      return casino.lobby.lastPlayed(session(), limit === null ? undefined : Number(limit)).map(gameEntry);
    },
  },
  { method: 'POST', path: '/casino/set-last-played-game', handle: ({ casino, session, body }) => casino.lobby.setLastPlayed(session(), text(body, 'GameId')) },
  {
    method: 'GET',
    path: '/event-feed/jackpots',
    handle: ({ casino }) => casino.lobby.jackpots().map((j) => ({ Id: j.id, Amount: j.amount, Currency: j.currency })),
  },
  {
    method: 'POST',
    path: '/player/tournament-opt-in',
    handle: ({ casino, session, body }) => {
      const sid = session();
      if (casino.account.profile(sid).userId !== text(body, 'PlayerId')) throw new InvalidField('PlayerId');
      casino.lobby.optIn(sid, text(body, 'TournamentIdentifier'));
    },
  },
  ...(['/casinotournament/leaderboard', '/casinotournament/leaderboard-relative'] as const).map((path): RestRoute => ({
    method: 'GET',
    path,
    handle: ({ casino, sessionId, query }) => {
      const player = sessionId && casino.sessions.isValid(sessionId) ? sessionId : null;
      const board = casino.lobby.leaderboard(player, {
        tournamentIdentifier: param(query, 'TournamentIdentifier'),
        limit: Number(query.get('Limit') ?? 10),
        offset: Number(query.get('Offset') ?? 0),
        relative: path.endsWith('-relative'),
      });
      return {
        StartDate: board.startDate,
        EndDate: board.endDate,
        CanJoin: board.canJoin,
        Players: board.players.map((p) => ({ FirstName: p.firstName, LastName: p.lastName, Position: p.position, Points: p.points })),
      };
    },
  })),
];
