import { atom, type ReadableAtom } from 'nanostores';
import type { ProviderError } from '../adapters/provider';
import type { Game, PlayMode } from '../domain/model';
import { LAST_PLAYED_LIMIT } from '../domain/games';
import { loader, playerAtom, playerAtomsByKey } from './account';
import { $lastLaunch, launchGame } from './launch';
import type { Loadable } from './loadable';
import { toProviderError } from './errors';
import { provider } from './current-provider';
import { forgetCalls } from './call-cache';
import { $session } from './session';

/**
 * The lobby's state: the games (one list for every lobby, favorites and last-played
 * element on the page, loaded once), the signed-in player's favorites and last played, and
 * the launch a tile asked for. Only this store and ./access call the provider for games.
 */

export const $games = atom<Loadable<Game[]>>({ status: 'loading' });
let gamesInFlight: Promise<void> | null = null;

/** Load the games once per page (concurrent callers share the call); after a failure the next call asks again. */
export function loadGames(): Promise<void> {
  if ($games.get().status === 'ready') return Promise.resolve();
  gamesInFlight ??= (async () => {
    $games.set({ status: 'loading' });
    try {
      $games.set({ status: 'ready', value: await (await provider()).getGames() });
    } catch (error) {
      $games.set({ status: 'failed', error: toProviderError(error, 'general') });
    } finally {
      gamesInFlight = null;
    }
  })();
  return gamesInFlight;
}

/** The ids of the player's favorite games, in the platform's order. */
export const $favorites = playerAtom<string[]>();
const loadFavoriteIds = loader($favorites, 'general', { keepValue: true });
let favoritesInFlight: Promise<void> | null = null;

export function loadFavorites(): Promise<void> {
  favoritesInFlight ??= loadFavoriteIds(async () => (await (await provider()).getFavorites()).map((f) => f.gameId)).finally(() => {
    favoritesInFlight = null;
  });
  return favoritesInFlight;
}

/** A favorite change the platform refused: the toggle is back as it was, and this says so. */
export interface FavoriteFailure {
  gameId: string;
  /** What the player asked for: true to add, false to remove. */
  add: boolean;
  error: ProviderError;
}

export const $favoriteFailure = atom<FavoriteFailure | null>(null);

/**
 * Add or remove a favorite: every toggle and `<betr-favorites>` on the page change at once;
 * if the platform refuses, the list goes back to what it was and `$favoriteFailure` says which.
 */
export async function toggleFavorite(gameId: string): Promise<void> {
  const current = $favorites.get();
  const before = current.status === 'ready' ? current.value : [];
  const add = !before.includes(gameId);
  $favoriteFailure.set(null);
  $favorites.set({ status: 'ready', value: add ? [...before, gameId] : before.filter((id) => id !== gameId) });
  // A list load in flight left before this change: its answer must not undo it.
  forgetCalls($favorites);
  try {
    const p = await provider();
    await (add ? p.addFavorite(gameId) : p.removeFavorite(gameId));
    forgetCalls($favorites);
  } catch (error) {
    const now = $favorites.get();
    const ids = now.status === 'ready' ? now.value : before;
    $favorites.set({
      status: 'ready',
      value: add ? ids.filter((id) => id !== gameId) : before.filter((id) => ids.includes(id) || id === gameId),
    });
    $favoriteFailure.set({ gameId, add, error: toProviderError(error, 'general') });
  }
}

/**
 * The games the player played last, most recent first: a list per limit, so that elements
 * with different limits each show their own count (one call per distinct limit).
 */
const lastPlayedByLimit = playerAtomsByKey<number, Game[]>('general', { keepValue: true });

export function lastPlayed(limit = LAST_PLAYED_LIMIT): ReadableAtom<Loadable<Game[]>> {
  return lastPlayedByLimit(limit).store;
}

export function loadLastPlayed(limit = LAST_PLAYED_LIMIT): Promise<void> {
  return lastPlayedByLimit(limit).load(async () => (await provider()).getLastPlayed(limit));
}

// A launch the platform recorded moves that game to the front: the kept answers (see
// `sharedCall`) are out of date, so forget them and ask again where they are shown.
$lastLaunch.listen((launch) => {
  if (launch?.playMode !== 'real') return;
  for (const [limit, { store }] of lastPlayedByLimit.made()) {
    forgetCalls(store);
    if ($session.get() && store.get().status !== 'loading') void loadLastPlayed(limit);
  }
});

/** Why the last launch asked for here failed, to show beside the lobby. */
export const $launchFailure = atom<ProviderError | null>(null);

/** Play (real money) or Demo from a tile: the one launch flow (./access), its failure kept for the view. */
export async function playGame(gameId: string, playMode: PlayMode): Promise<void> {
  $launchFailure.set(null);
  try {
    await launchGame(gameId, playMode);
  } catch (error) {
    $launchFailure.set(toProviderError(error, 'general'));
  }
}

/** What the player typed in the lobby's filter: kept when the element is re-created (moved, re-rendered by a CMS). */
export const $lobbyFilter = atom('');
