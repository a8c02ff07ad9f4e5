import { ProviderError, type Favorite, type Game, type GameLaunch, type Jackpot, type Leaderboard, type LeaderboardQuery } from '../provider';
import { createSsoToken, playerId } from './account';
import { bool, list, num, obj, str } from './read';
import type { RestApi } from './request';
import { contentDocument } from './site';
import { appealsToChildren, launchAddress, playsInDemo } from '../../domain/games';

/** Spec defaults. */
const LAST_PLAYED_LIMIT = 10;
const LEADERBOARD_LIMIT = 10;

interface LobbyGame extends Game {
  /** Where the game runs; the launch adds the mode (and a single sign-on token for real money). */
  url: string;
}

/**
 * A game entry: `{GameId, Identifier, Title, Image, PlayModes: ['Real', 'Demo'],
 * AppealingForChildren: '0' | '1', Url}`. Demo when the play modes include Demo; childish
 * when the flag is "1".
 */
function readGames(answer: unknown): LobbyGame[] {
  return list(answer).map((item) => {
    const g = obj(item);
    return {
      gameId: str(g.GameId),
      identifier: str(g.Identifier),
      title: str(g.Title),
      image: str(g.Image),
      demo: playsInDemo(g.PlayModes),
      childish: appealsToChildren(g.AppealingForChildren),
      url: str(g.Url),
    };
  });
}

const plain = ({ url: _url, ...game }: LobbyGame): Game => game;

/** The platform has no games path: the lobby is the content service's `games` document, `{Id, Entries: [game]}`. */
function lobbyGames(api: RestApi): Promise<LobbyGame[]> {
  return contentDocument(api, 'games', (entry) => readGames(entry.Entries));
}

export async function getGames(api: RestApi): Promise<Game[]> {
  return (await lobbyGames(api)).map(plain);
}

/**
 * Demo play needs no session; real money carries a single sign-on token (POST
 * /player/create-sso-token), but only to a game on the page's origin or one of
 * `launch.gameOrigins`: a game anywhere else is refused (a console warning names the origin)
 * and no token is made.
 */
export async function launchGame(api: RestApi, launch: GameLaunch): Promise<{ url: string }> {
  const game = (await lobbyGames(api)).find((g) => g.gameId === launch.gameId || g.identifier === launch.identifier);
  if (!game || (launch.playMode === 'demo' && !game.demo)) throw new ProviderError('general', 'unknown-error');
  const url = await launchAddress(game.url, launch, location, { param: 'token', value: () => createSsoToken(api) });
  if (url === null) throw new ProviderError('general', 'unknown-error');
  return { url };
}

/** GET /casino/favorites `[{GameId, TableIds}]` */
export function getFavorites(api: RestApi): Promise<Favorite[]> {
  return api.call('general', { get: '/casino/favorites' }, (answer) =>
    list(answer).map((item) => {
      const f = obj(item);
      return { gameId: str(f.GameId), tableIds: list(f.TableIds).map(str) };
    }),
  );
}

/** POST /casino/set-favorite `{GameId}` */
export function addFavorite(api: RestApi, gameId: string): Promise<void> {
  return api.call('general', { post: '/casino/set-favorite', body: { GameId: gameId } });
}

/** POST /casino/remove-favorite `{GameId}` */
export function removeFavorite(api: RestApi, gameId: string): Promise<void> {
  return api.call('general', { post: '/casino/remove-favorite', body: { GameId: gameId } });
}

/** GET /casino/last-played-games?limit= : game entries, most recent first. */
export async function getLastPlayed(api: RestApi, limit = LAST_PLAYED_LIMIT): Promise<Game[]> {
  return (await api.call('general', { get: '/casino/last-played-games', query: { limit } }, readGames)).map(plain);
}

/** POST /casino/set-last-played-game `{GameId}` */
export function setLastPlayed(api: RestApi, gameId: string): Promise<void> {
  return api.call('general', { post: '/casino/set-last-played-game', body: { GameId: gameId } });
}

/** GET /event-feed/jackpots `[{Id, Amount, Currency}]` */
export function getJackpots(api: RestApi): Promise<Jackpot[]> {
  return api.call('general', { get: '/event-feed/jackpots' }, (answer) =>
    list(answer).map((item) => {
      const j = obj(item);
      return { id: str(j.Id), amount: num(j.Amount), currency: str(j.Currency) };
    }),
  );
}

/** POST /player/tournament-opt-in `{PlayerId, TournamentIdentifier}` */
export async function optInTournament(api: RestApi, tournamentIdentifier: string): Promise<void> {
  await api.call('tournament', { post: '/player/tournament-opt-in', body: { PlayerId: await playerId(api), TournamentIdentifier: tournamentIdentifier } });
}

/**
 * GET /casinotournament/leaderboard (or /leaderboard-relative, around the player's own
 * position) ?TournamentIdentifier=&Limit=&Offset= : `{StartDate, EndDate, CanJoin, Players:
 * [{FirstName, LastName, Position, Points}]}`
 */
export function getLeaderboard(api: RestApi, query: LeaderboardQuery): Promise<Leaderboard> {
  const path = query.relative ? '/casinotournament/leaderboard-relative' : '/casinotournament/leaderboard';
  const page = { TournamentIdentifier: query.tournamentIdentifier, Limit: query.limit ?? LEADERBOARD_LIMIT, Offset: query.offset ?? 0 };
  return api.call('tournament', { get: path, query: page }, (answer) => {
    const o = obj(answer);
    return {
      startDate: str(o.StartDate),
      endDate: str(o.EndDate),
      canJoin: bool(o.CanJoin),
      players: list(o.Players).map((item) => {
        const p = obj(item);
        return { firstName: str(p.FirstName), lastName: str(p.LastName), position: num(p.Position), points: num(p.Points) };
      }),
    };
  });
}
