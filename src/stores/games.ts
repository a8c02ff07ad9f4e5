import { atom, computed } from 'nanostores';
import type { ProviderError } from '../adapters/provider';
import type { Game, PlayMode } from '../domain/model';
import { LAST_PLAYED_LIMIT } from '../domain/games';
import { $lastLaunch, launchGame } from './launch';
import { toProviderError } from './errors';
import { provider } from './current-provider';
import { forgetCalls } from './call-cache';
import { $lacks } from './lacks';
import { loadable, loadableByKey, type LoadableStore } from './loadable';
import { $session } from './session';

/**
 * The lobby's state: the games (one list for every lobby, favorites and last-played
 * element on the page, loaded once), the signed-in player's favorites and last played, and
 * the launch a tile asked for. Only this store and ./launch call the provider for games.
 */

export const $games = loadable(async () => (await provider()).getGames(), { area: 'general' });

/**
 * The session while the player may keep favorites (the platform can list and change them);
 * null otherwise: favorites are asked for only then, and anew for each player.
 */
export const $favoritesPlayer = computed([$session, $lacks], (session, lacks) =>
  lacks && !lacks.has('getFavorites') && !lacks.has('addFavorite') ? session : null,
);

/** The ids of the player's favorite games, in the platform's order. */
export const $favorites = loadable(async () => (await (await provider()).getFavorites()).map((f) => f.gameId), {
  area: 'general',
  player: $favoritesPlayer,
});

/** A favorite change the platform refused: the toggle is back as it was, and this says so. */
export interface FavoriteFailure {
  gameId: string;
  /** The game's title to name it by (its id where the games are not loaded). */
  title: string;
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
  // A list load in flight left before this change: its answer no longer shows.
  $favorites.mutate(add ? [...before, gameId] : before.filter((id) => id !== gameId));
  try {
    const p = await provider();
    await (add ? p.addFavorite(gameId) : p.removeFavorite(gameId));
    forgetCalls($favorites);
  } catch (error) {
    const now = $favorites.get();
    const ids = now.status === 'ready' ? now.value : before;
    $favorites.mutate(add ? ids.filter((id) => id !== gameId) : before.filter((id) => ids.includes(id) || id === gameId));
    // `value`: naming the game must not load the games where no element shows them.
    const games = $games.value;
    const title = (games?.status === 'ready' ? games.value.find((g) => g.gameId === gameId)?.title : undefined) ?? gameId;
    $favoriteFailure.set({ gameId, title, add, error: toProviderError(error, 'general') });
  }
}

/**
 * The games the player played last, most recent first: a list per limit, so that elements
 * with different limits each show their own count (one call per distinct limit).
 */
const lastPlayedByLimit = loadableByKey(async (limit: number) => (await provider()).getLastPlayed(limit), {
  area: 'general',
  player: $session,
});

export const lastPlayed = (limit = LAST_PLAYED_LIMIT): LoadableStore<Game[]> => lastPlayedByLimit(limit);

// A launch the platform recorded moves that game to the front: the kept answers are out of
// date, asked again where they are shown.
$lastLaunch.listen((launch) => {
  if (launch?.playMode === 'real') for (const store of lastPlayedByLimit.made.values()) void store.refresh();
});

/** Why the last launch asked for here failed, to show beside the lobby. */
export const $launchFailure = atom<ProviderError | null>(null);

/** Play (real money) or Demo from a tile: the one launch flow (./launch), its failure kept for the view. */
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
