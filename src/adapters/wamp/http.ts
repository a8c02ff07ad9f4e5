import * as v from 'valibot'; // a namespace import: see ./platform.ts
import { ProviderError, type Favorite, type Game, type Jackpot } from '../provider';
import { appealsToChildren, playsInDemo } from '../../domain/games';
import { FavoritesAnswer, GamesAnswer, JackpotsAnswer, SESSION_HEADER } from './platform';

/** The spec's jackpot page size. */
export const JACKPOT_PAGE_SIZE = 1000;

/** A game of the lobby and where it runs. */
export interface PlatformGame extends Game {
  launchUrl: string;
}

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
  async function request(method: string, path: string, body?: unknown): Promise<string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const session = sessionId();
    if (session !== null) headers[SESSION_HEADER] = session;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch {
      throw new ProviderError('general', 'offline');
    }
    if (!response.ok) throw new ProviderError('general', 'unknown-error');
    return response.text();
  }
  /** A malformed answer is the general unknown-error, never half-read data. */
  async function read<T>(schema: v.GenericSchema<unknown, T>, path: string): Promise<T> {
    const text = await request('GET', path);
    try {
      return v.parse(schema, JSON.parse(text));
    } catch {
      throw new ProviderError('general', 'unknown-error');
    }
  }
  const favoritesPath = (playerId: string) => `/v1/player/${encodeURIComponent(playerId)}/favorites`;

  return {
    async games() {
      const answer = await read(GamesAnswer, `/v1/casino/games?pagination=limit%3D${JACKPOT_PAGE_SIZE}`);
      return answer.items.map((g) => ({
        gameId: g.id, identifier: g.slug, title: g.name, image: g.thumbnail,
        demo: playsInDemo(g.playModes), childish: appealsToChildren(g.appealingForChildren), launchUrl: g.launchUrl,
      }));
    },
    async jackpots() {
      const answer = await read(JackpotsAnswer, `/v1/casino/jackpots?expand=game&pagination=limit%3D${JACKPOT_PAGE_SIZE}`);
      return answer.items.map(({ id, amount, currency }) => ({ id, amount, currency }));
    },
    async favorites(playerId) {
      const answer = await read(FavoritesAnswer, favoritesPath(playerId));
      return answer.items.map(({ id, tableIds }) => ({ gameId: id, tableIds }));
    },
    async addFavorite(playerId, gameId) {
      await request('PUT', favoritesPath(playerId), { items: [gameId] });
    },
    async removeFavorite(playerId, gameId) {
      await request('DELETE', `${favoritesPath(playerId)}/${encodeURIComponent(gameId)}`);
    },
  };
}
