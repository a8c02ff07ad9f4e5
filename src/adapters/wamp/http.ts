import * as v from 'valibot'; // a namespace import: see ./platform.ts
import type { Call, Read } from '../call';
import type { ErrorArea } from '../../domain/error-catalogue';
import type { Favorite, Game, Jackpot } from '../../domain/model';
import { appealsToChildren, playsInDemo } from '../../domain/games';
import { FavoritesAnswer, GamesAnswer, JackpotsAnswer, SESSION_HEADER } from './platform';
import { exchange, readAnswer } from '../http';

/** The spec's jackpot page size. */
export const JACKPOT_PAGE_SIZE = 1000;

/** A game of the lobby and where it runs. */
export interface PlatformGame extends Game {
  launchUrl: string;
}

/** An HTTP call of the platform's casino API. */
type HttpRequest = { get: string } | { put: string; body: unknown } | { delete: string };

export interface PlatformHttp {
  games(): Promise<PlatformGame[]>;
  jackpots(): Promise<Jackpot[]>;
  favorites(playerId: string): Promise<Favorite[]>;
  addFavorite(playerId: string, gameId: string): Promise<void>;
  removeFavorite(playerId: string, gameId: string): Promise<void>;
}

/**
 * The first platform's HTTP calls (spec: cashier §7), with the CMS session id in a header:
 * jackpots (games expanded, 1000 a page) and the player's favorites; and the lobby's games
 * (GET /v1/casino/games, 1000 a page), which the spec does not name for this platform: the
 * same casino API as the jackpots, each game with its launch address.
 */
export function createPlatformHttp(baseUrl: string, sessionId: () => string | null): PlatformHttp {
  const base = baseUrl.replace(/\/+$/, '');
  /** The transport of these calls (see ../call); a malformed answer is the area's unknown-error, never half-read data. */
  const call: Call<HttpRequest> = async <T>(area: ErrorArea, request: HttpRequest, read?: Read<T>): Promise<T> => {
    const [method, path] = 'get' in request ? ['GET', request.get] : 'put' in request ? ['PUT', request.put] : ['DELETE', request.delete];
    const body = 'body' in request ? request.body : undefined;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const session = sessionId();
    if (session !== null) headers[SESSION_HEADER] = session;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    // A call that gets no answer in time fails with the area's timeout (../http), as REST's do.
    const answer = await exchange(
      `${base}${path}`,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      { area },
    );
    return readAnswer(answer, area, read);
  };
  const favoritesPath = (playerId: string) => `/v1/player/${encodeURIComponent(playerId)}/favorites`;

  return {
    async games() {
      const answer = await call('general', { get: `/v1/casino/games?pagination=limit%3D${JACKPOT_PAGE_SIZE}` }, v.parser(GamesAnswer));
      return answer.items.map((g) => ({
        gameId: g.id,
        identifier: g.slug ?? g.id,
        title: g.name,
        image: g.thumbnail,
        demo: playsInDemo(g.playModes),
        childish: appealsToChildren(g.appealingForChildren),
        launchUrl: g.launchUrl,
      }));
    },
    async jackpots() {
      const answer = await call(
        'general',
        { get: `/v1/casino/jackpots?expand=game&pagination=limit%3D${JACKPOT_PAGE_SIZE}` },
        v.parser(JackpotsAnswer),
      );
      return answer.items.map(({ id, amount, currency }) => ({ id, amount, currency }));
    },
    async favorites(playerId) {
      const answer = await call('general', { get: favoritesPath(playerId) }, v.parser(FavoritesAnswer));
      return answer.items.map(({ id, tableIds }) => ({ gameId: id, tableIds }));
    },
    async addFavorite(playerId, gameId) {
      await call('general', { put: favoritesPath(playerId), body: { items: [gameId] } });
    },
    async removeFavorite(playerId, gameId) {
      await call('general', { delete: `${favoritesPath(playerId)}/${encodeURIComponent(gameId)}` });
    },
  };
}
