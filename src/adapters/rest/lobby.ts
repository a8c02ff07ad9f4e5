import { array, boolean, nullish, number, object, string } from 'valibot';
import { ProviderError } from '../provider';
import type { Favorite, Game, GameLaunch, Jackpot, Leaderboard, LeaderboardQuery } from '../../domain/model';
import { bool, list, maybe, num, obj, optionalList, str } from './read';
import type { RestApi } from './request';
import { launchFromCatalogue } from '../../domain/games';

/**
 * The player half, for the few lobby calls that need the player (a real-money launch's
 * token, a tournament's player id): a lobby of visitors never loads it.
 */
const account = () => import('./account');

/** Spec defaults. */
const LAST_PLAYED_LIMIT = 10;
const LEADERBOARD_LIMIT = 10;

/**
 * The SDK's answers as valibot schemas, the fields betr reads: the stand-in's tests read its
 * answers with them (test/contract/rest.platform.play.test.ts). The adapter reads the same
 * fields with ./read's readers, as tolerant (an optional field may be absent or null, an
 * extra one is ignored) and already on the page: the schemas' valibot code would add about
 * 1 KiB to a lobby, and no page keeps a schema it does not read.
 *
 * The SDK's `CasinoGame`: `{Id: number, Name?, Attributes?: string[], Tables?: [{TableId:
 * number}]}`. It has no image, address or play modes: the operator's catalogue gives them as
 * attributes (see `readGame`).
 */
export const PlatformGames = array(
  object({
    Id: number(),
    Name: nullish(string()),
    Attributes: nullish(array(string())),
    Tables: nullish(array(object({ TableId: number() }))),
  }),
);

/** A `CasinoGame` as {@link PlatformGames} describes it. */
function readPlatformGame(value: unknown) {
  const g = obj(value);
  return {
    Id: num(g.Id),
    Name: maybe(str, g.Name),
    Attributes: optionalList(g.Attributes).map(str),
    Tables: optionalList(g.Tables).map((table) => num(obj(table).TableId)),
  };
}
type PlatformGame = ReturnType<typeof readPlatformGame>;

interface LobbyGame extends Game {
  /** Where the game runs; the launch adds the mode (and a single sign-on token for real money). */
  url: string;
}

/**
 * A game from its attributes: `slug:<identifier>`, `image:<url>`, `url:<launch address>`,
 * `demo` (it has a demo mode), `appealing-for-children`. Absent ones leave the game without
 * a picture or a slug (its id stands in) and without demo play.
 */
function readGame(g: PlatformGame): LobbyGame {
  const attributes = g.Attributes;
  const value = (name: string) => attributes.find((a) => a.startsWith(`${name}:`))?.slice(name.length + 1) ?? '';
  return {
    gameId: `${g.Id}`,
    identifier: value('slug') || `${g.Id}`,
    title: g.Name ?? '',
    image: value('image'),
    demo: attributes.includes('demo'),
    childish: attributes.includes('appealing-for-children'),
    url: value('url'),
  };
}

const readGames = (answer: unknown): LobbyGame[] => list(answer).map((game) => readGame(readPlatformGame(game)));
const plain = ({ url: _url, ...game }: LobbyGame): Game => game;

/** GET /casino: every active game (no session needed). */
function lobbyGames(api: RestApi): Promise<LobbyGame[]> {
  return api.call('general', { get: '/casino' }, readGames);
}

export async function getGames(api: RestApi): Promise<Game[]> {
  return (await lobbyGames(api)).map(plain);
}

/**
 * Demo play needs no session; real money carries the platform's single sign-on token (POST
 * /player/create-sso-token), but only to a game on the page's origin or one of
 * `launch.gameOrigins`: a game anywhere else is refused and no token is made. The SDK's
 * GET /casino/gameinfo/{id} answers provider-specific key/values with no launch address in
 * common, so the address is the catalogue's `url:` attribute.
 */
export async function launchGame(api: RestApi, launch: GameLaunch): Promise<{ url: string }> {
  const url = await launchFromCatalogue(await lobbyGames(api), (game) => game.url, launch, location, {
    param: 'token',
    value: async () => (await account()).createSsoToken(api),
  });
  if (url === null) throw new ProviderError('general', 'unknown-error');
  return { url };
}

/** GET /casino/favorites: the favorite games, each with its tables. */
export function getFavorites(api: RestApi): Promise<Favorite[]> {
  return api.call('general', { get: '/casino/favorites' }, (answer) =>
    list(answer)
      .map(readPlatformGame)
      .map((g) => ({ gameId: `${g.Id}`, tableIds: g.Tables.map((table) => `${table}`) })),
  );
}

/** POST /casino/set-favorite/{gameId} (answers a boolean betr does not need). */
export async function addFavorite(api: RestApi, gameId: string): Promise<void> {
  await api.call('general', { post: `/casino/set-favorite/${encodeURIComponent(gameId)}` });
}

/** POST /casino/remove-favorite/{gameId} */
export async function removeFavorite(api: RestApi, gameId: string): Promise<void> {
  await api.call('general', { post: `/casino/remove-favorite/${encodeURIComponent(gameId)}` });
}

/** GET /casino/last-played-games?max= : games, most recent first. */
export async function getLastPlayed(api: RestApi, limit = LAST_PLAYED_LIMIT): Promise<Game[]> {
  return (await api.call('general', { get: '/casino/last-played-games', query: { max: limit } }, readGames)).map(plain);
}

/** POST /casino/set-last-played-game?gameId= (no body), as the SDK posts it. */
export function setLastPlayed(api: RestApi, gameId: string): Promise<void> {
  return api.call('general', { post: '/casino/set-last-played-game', query: { gameId } });
}

/** The SDK's `Jackpot`: `{Id: number, Name?, GameIds?, Amount, Currency, Provider}`. */
export const PlatformJackpots = array(object({ Id: number(), Name: nullish(string()), Amount: number(), Currency: string() }));

/** GET /event-feed/jackpots (no session needed). */
export function getJackpots(api: RestApi): Promise<Jackpot[]> {
  return api.call('general', { get: '/event-feed/jackpots' }, (answer) =>
    list(answer).map((item) => {
      const jackpot = obj(item);
      const name = maybe(str, jackpot.Name);
      return { id: `${num(jackpot.Id)}`, ...(name ? { name } : {}), amount: num(jackpot.Amount), currency: str(jackpot.Currency) };
    }),
  );
}

/** POST /player/tournament-opt-in `{PlayerId: number, TournamentIdentifier}`, the player's id from user-info. */
export async function optInTournament(api: RestApi, tournamentIdentifier: string): Promise<void> {
  const id = Number(await (await account()).playerId(api));
  await api.call('tournament', { post: '/player/tournament-opt-in', body: { PlayerId: id, TournamentIdentifier: tournamentIdentifier } });
}

/** The SDK's `TournamentLeaderboard`, the fields betr reads. */
export const PlatformLeaderboard = object({
  StartDate: string(),
  EndDate: string(),
  IsOptIn: boolean(),
  Players: array(
    object({
      Id: number(),
      Nickname: nullish(string()),
      FirstName: nullish(string()),
      LastName: nullish(string()),
      Position: number(),
      Points: number(),
      MayParticipate: boolean(),
    }),
  ),
});

/** A `TournamentLeaderboard` as {@link PlatformLeaderboard} describes it, less `MayParticipate`, which betr does not read. */
function readLeaderboard(answer: unknown) {
  const board = obj(answer);
  return {
    StartDate: str(board.StartDate),
    EndDate: str(board.EndDate),
    IsOptIn: bool(board.IsOptIn),
    Players: list(board.Players).map((item) => {
      const player = obj(item);
      const name = (field: string) => maybe(str, player[field]);
      return {
        Id: num(player.Id),
        Nickname: name('Nickname'),
        FirstName: name('FirstName'),
        LastName: name('LastName'),
        Position: num(player.Position),
        Points: num(player.Points),
      };
    }),
  };
}
type PlatformLeaderboard = ReturnType<typeof readLeaderboard>;

/**
 * GET /casinotournament/leaderboard?TournamentIdentifier=&Limit=&Offset=, or, around the
 * player's own position, /leaderboard-relative?tournamentIdentifier=&playerId=&limit= (the
 * platform's own spellings; no offset there).
 *
 * The platform has no "can join": a signed-in player can opt in to a running tournament
 * that asks for it (`IsOptIn`) while the player has no row on its board yet (an opted-in
 * player has one, from 0 points). When the asked page does not show the player, the
 * relative board tells.
 */
export async function getLeaderboard(api: RestApi, query: LeaderboardQuery): Promise<Leaderboard> {
  const limit = query.limit ?? LEADERBOARD_LIMIT;
  const signedIn = api.sessionId !== null;
  const me = signedIn ? Number(await (await account()).playerId(api)) : null;
  const board = (relative: boolean, size: number): Promise<PlatformLeaderboard> =>
    api.call(
      'tournament',
      relative
        ? {
            get: '/casinotournament/leaderboard-relative',
            query: { tournamentIdentifier: query.tournamentIdentifier, playerId: me ?? undefined, limit: size },
          }
        : {
            get: '/casinotournament/leaderboard',
            query: { TournamentIdentifier: query.tournamentIdentifier, Limit: size, Offset: query.offset ?? 0 },
          },
      readLeaderboard,
    );
  const relative = !!query.relative && me !== null;
  const answer = await board(relative, limit);
  const now = Date.now();
  const running = Date.parse(answer.StartDate) <= now && now < Date.parse(answer.EndDate);
  let canJoin = me !== null && answer.IsOptIn && running;
  if (canJoin) {
    const listed = (b: PlatformLeaderboard) => b.Players.some((p) => p.Id === me);
    canJoin = !listed(answer) && (relative || !listed(await board(true, 1)));
  }
  return {
    startDate: answer.StartDate,
    endDate: answer.EndDate,
    canJoin,
    players: answer.Players.map((p) => ({
      firstName: p.FirstName ?? p.Nickname ?? '',
      lastName: p.LastName ?? '',
      position: p.Position,
      points: p.Points,
    })),
  };
}
