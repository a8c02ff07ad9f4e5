// Games, favorites, last played, jackpots and tournaments on the REST platform stand-in, in
// the platform's own shapes (CasinoClient, EventFeedClient, CasinoTournamentClient and
// PlayerClient.tournamentOptIn of @goa-codebet/enji-sdk 1.9.1).
//
// `CasinoGame` has no picture, address or play modes: this operator's catalogue gives them
// as attributes, `slug:<identifier>`, `image:<url>`, `url:<launch address>`, `demo` and
// `appealing-for-children` (README, "REST adapter").
import type { Game } from '../../../src/domain/model.ts';
import type { Casino } from '../../../src/adapters/stub/index.ts';
import { ids } from './ids.ts';
import { InvalidField, number, param, text, type RestRoute } from './route.ts';

function casinoGame(casino: Casino, game: Game) {
  return {
    Id: ids(casino).number(game.gameId),
    Name: game.title,
    Category: 'Slots',
    Provider: 'WebPrefer',
    Attributes: [
      `slug:${game.identifier}`,
      `image:${game.image}`,
      `url:/demo/game.html?game=${encodeURIComponent(game.gameId)}`,
      ...(game.demo ? ['demo'] : []),
      ...(game.childish ? ['appealing-for-children'] : []),
    ],
    // The SDK's CasinoGame Platform: 'desktop' | 'mobile'. The demo's games are desktop games.
    Platform: 'desktop',
    Rtp: 96,
    JackpotPercentageCont: 0,
  };
}

/** The casino game behind a number the platform showed. */
function gameId(casino: Casino, value: string | null | undefined): string {
  const id = ids(casino).id(value ?? undefined);
  if (id === undefined) throw new InvalidField('gameId');
  return id;
}

/** A row of the board, `TournamentPlayer`; the player's own row carries their player id. */
function player(
  casino: Casino,
  identifier: string,
  entrant: string | null | undefined,
  p: { firstName: string; lastName: string; position: number; points: number },
) {
  return {
    Id: ids(casino).number(entrant ?? `entrant-${identifier}-${p.firstName}-${p.lastName}`),
    Nickname: `${p.firstName}${p.lastName}`.toLowerCase(),
    ...(p.firstName && { FirstName: p.firstName }),
    ...(p.lastName && { LastName: p.lastName }),
    Position: p.position,
    Points: p.points,
    RealMoneyWagered: 0,
    RealMoneyWon: 0,
    BonusMoneyWagered: 0,
    BonusMoneyWon: 0,
    RoundsPlayed: 0,
    MayParticipate: true,
    Joined: new Date().toISOString(),
  };
}

/** `TournamentLeaderboard` of a page of the casino's board. */
function leaderboard(
  casino: Casino,
  sessionId: string | null,
  identifier: string,
  page: { limit: number; offset: number; relative: boolean },
) {
  const board = casino.lobby.leaderboard(sessionId, { tournamentIdentifier: identifier, ...page });
  const rules = casino.lobby.tournamentRules(identifier);
  return {
    Id: ids(casino).number(`tournament-${identifier}`),
    Identifier: identifier,
    StartDate: board.startDate,
    EndDate: board.endDate,
    IsEnabled: true,
    MinRounds: 1,
    IsOptIn: rules.optInRequired,
    PlayerCount: rules.entrants.length,
    Players: board.players.map((p) => player(casino, identifier, rules.entrants[p.position - 1], p)),
    Prizes: [],
  };
}

const live = (casino: Casino, sessionId: string | null) => (sessionId && casino.sessions.isValid(sessionId) ? sessionId : null);
const count = (query: URLSearchParams, name: string, fallback: number) => {
  const value = Number(query.get(name) ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new InvalidField(name);
  return value;
};

export const casinoRoutes: RestRoute[] = [
  { method: 'GET', path: '/casino', handle: ({ casino }) => casino.lobby.games().map((g) => casinoGame(casino, g)) },
  {
    method: 'GET',
    path: '/casino/favorites',
    handle: ({ casino, session }) => {
      const games = casino.lobby.games();
      return casino.lobby.favorites(session()).flatMap((f) => games.filter((g) => g.gameId === f.gameId).map((g) => casinoGame(casino, g)));
    },
  },
  // Both answer a boolean.
  {
    method: 'POST',
    path: '/casino/set-favorite/:gameId',
    handle: ({ casino, session, params }) => (casino.lobby.addFavorite(session(), gameId(casino, params.gameId)), true),
  },
  {
    method: 'POST',
    path: '/casino/remove-favorite/:gameId',
    handle: ({ casino, session, params }) => (casino.lobby.removeFavorite(session(), gameId(casino, params.gameId)), true),
  },
  {
    method: 'GET',
    path: '/casino/last-played-games',
    handle: ({ casino, session, query }) => {
      const max = query.get('max');
      const offset = count(query, 'offset', 0);
      const games = casino.lobby.lastPlayed(session(), max === null ? undefined : offset + count(query, 'max', 10));
      return games.slice(offset).map((g) => casinoGame(casino, g));
    },
  },
  {
    method: 'POST',
    path: '/casino/set-last-played-game',
    handle: ({ casino, session, query }) => casino.lobby.setLastPlayed(session(), gameId(casino, param(query, 'gameId'))),
  },
  // `Jackpot[]`; no session needed.
  {
    method: 'GET',
    path: '/event-feed/jackpots',
    handle: ({ casino }) =>
      casino.lobby.jackpots().map((j) => ({
        Id: ids(casino).number(`jackpot-${j.id}`),
        Name: j.id
          .split('-')
          .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
          .join(' '),
        Amount: j.amount,
        Currency: j.currency,
        Provider: 'WebPrefer',
      })),
  },
  // `TournamentOptInParams {PlayerId: number, TournamentIdentifier}`: the player's own id only.
  {
    method: 'POST',
    path: '/player/tournament-opt-in',
    handle: ({ casino, session, body }) => {
      const sid = session();
      if (ids(casino).id(number(body, 'PlayerId')) !== casino.account.profile(sid).userId) throw new InvalidField('PlayerId');
      casino.lobby.optIn(sid, text(body, 'TournamentIdentifier'));
    },
  },
  {
    method: 'GET',
    path: '/casinotournament/leaderboard',
    handle: ({ casino, sessionId, query }) =>
      leaderboard(casino, live(casino, sessionId), param(query, 'TournamentIdentifier'), {
        limit: count(query, 'Limit', 10),
        offset: count(query, 'Offset', 0),
        relative: false,
      }),
  },
  // Around the named player (the session's own), with its own lower-case parameter names.
  {
    method: 'GET',
    path: '/casinotournament/leaderboard-relative',
    handle: ({ casino, session, query }) => {
      const sid = session();
      if (ids(casino).id(param(query, 'playerId')) !== casino.account.profile(sid).userId) throw new InvalidField('playerId');
      return leaderboard(casino, sid, param(query, 'tournamentIdentifier'), {
        limit: count(query, 'limit', 10),
        offset: 0,
        relative: true,
      });
    },
  },
];
