import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { ProviderError } from '../adapters/provider';
import type { ErrorArea } from '../domain/error-catalogue';
import { toProviderError } from './errors';
import { forgetCalls, keepAnswer, sharedCall } from './call-cache';

/** Something loaded from the provider: loading, its value, or the error to show. */
export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: ProviderError };

/** The one loading state: setting it on a store that is loading already changes nothing, so re-renders nothing. */
export const LOADING: { status: 'loading' } = Object.freeze({ status: 'loading' });

/**
 * The value of a store that is ready, else `otherwise`: what a view shows in its place while it
 * loads or when it cannot load (an empty list, the spec's defaults, none).
 */
export function valueOr<T, F>(state: Loadable<T>, otherwise: F): T | F {
  return state.status === 'ready' ? state.value : otherwise;
}

/** A store of something the provider answers, and what a view may ask of it. */
export interface LoadableStore<T> extends ReadableAtom<Loadable<T>> {
  /** Ask again what failed (Try again): a skeleton meanwhile, a kept answer is the answer. */
  retry(): Promise<void>;
  /**
   * The kept answer is out of date (a newer amount, a change the player made): forget it and,
   * where an element shows the store, ask again with the value kept on screen meanwhile.
   */
  refresh(): Promise<void>;
  /**
   * A value known without asking (a change the platform confirmed, an optimistic toggle): shown
   * at once, kept as the answer until forgotten; an answer still in flight no longer shows.
   */
  mutate(value: T): void;
}

export interface LoadableOptions {
  /** The error area of a failure that is not the catalogue's own. */
  area: ErrorArea;
  /**
   * The signed-in player's data: asked only while `player` holds a value (the session), and
   * back to loading, nothing of the last answer shown, whenever that value changes.
   */
  player?: ReadableAtom<unknown>;
  /**
   * Data the player may change elsewhere (another tab, the platform's own pages): an element
   * shown again asks again, unless the answer just came (`sharedCall`'s `fresh`).
   */
  fresh?: boolean;
  /**
   * A value on screen stays when a reload fails, the failure unshown (a form the player is
   * filling in sits on it): only a store with nothing to show shows the error. The failure is
   * not kept: the next load asks again.
   */
  keepOnFailure?: boolean;
}

/**
 * A store of what `fetch` answers, loaded by the first element that shows it: nanostores'
 * `onMount` starts the load, so a page where no element shows it asks nothing. The call goes
 * through the page's call cache (`sharedCall`, the store is the datum): elements that show it
 * at once share one call, and the answer is kept until an event forgets it (`forgetCalls`, a
 * sign-in or sign-out). An answer equal to the value shown changes nothing, and a refresh keeps
 * the value on screen; only the last of overlapping loads shows.
 *
 * Written here rather than taken from @nanostores/query, whose `createFetcherStore` is the
 * model (lazy on mount, de-duplicated, `invalidate`/`revalidate`/`mutate`): that package is
 * about 1.8 KiB gzip in every page's runtime, against budgets with 0.2 KiB to spare, and it
 * would be a second cache beside the call cache every store already shares (one call per datum
 * across stores, forgotten when the player changes). Its `{ data, error, loading }` value is
 * also not the `Loadable` the views render (src/react/ui/Loaded), and it drops its value when the last
 * element leaves, where a player returning to a view should see it at once.
 */
export function loadable<T>(fetch: () => Promise<T>, options: LoadableOptions): LoadableStore<T> {
  const { store, playerChanged } = make(fetch, options);
  options.player?.listen(playerChanged);
  return store;
}

/** A loadable store, what resets it when the player changes (its `player` not yet listened to), and whether an element shows it. */
interface Made<T> {
  store: LoadableStore<T>;
  playerChanged: () => void;
  shown: () => boolean;
}

function make<T>(fetch: () => Promise<T>, { area, player, fresh, keepOnFailure }: LoadableOptions): Made<T> {
  const $store = atom<Loadable<T>>(LOADING);
  // Each load's ticket: the answer of an older one (a previous player's, one a mutation overtook) never shows.
  let asked = 0;
  let shown = false;

  const load = async (): Promise<void> => {
    if (player && !player.get()) return;
    const ticket = ++asked;
    if ($store.value!.status === 'failed') $store.set(LOADING);
    try {
      const value = await sharedCall($store, fetch, fresh);
      const now = $store.value!;
      if (ticket === asked && !(now.status === 'ready' && now.value === value)) $store.set({ status: 'ready', value });
    } catch (error) {
      if (ticket === asked && !(keepOnFailure && $store.value!.status === 'ready')) {
        $store.set({ status: 'failed', error: toProviderError(error, area) });
      }
    }
  };

  onMount($store, () => {
    shown = true;
    // After the render that subscribed: asking may set other stores, which no render may do.
    void Promise.resolve().then(load);
    return () => {
      shown = false;
    };
  });

  const playerChanged = () => {
    asked += 1;
    $store.set(LOADING);
    if (shown) void load();
  };

  const store = Object.assign($store, {
    retry: load,
    refresh: () => {
      forgetCalls($store);
      return shown ? load() : Promise.resolve();
    },
    mutate: (value: T) => {
      asked += 1;
      keepAnswer($store, Promise.resolve(value));
      $store.set({ status: 'ready', value });
    },
  });
  return { store, playerChanged, shown: () => shown };
}

/** A `loadable` store per key, and those made so far (`made`, by the key's JSON, the current player's). */
export interface LoadableByKey<K, T> {
  (key: K): LoadableStore<T>;
  made: Map<string, LoadableStore<T>>;
}

/**
 * `loadable` for data asked by a key (a page and filter, a message id, a list's limit): each
 * key has a store of its own, made when first asked for and kept, so two elements with
 * different keys never show each other's answer, and a view that moves to another key shows
 * only that key's answer, never a late one of the key it left. Each store is its own datum in
 * the call cache: one call per key, however many elements show it.
 */
export function loadableByKey<K, T>(fetch: (key: K) => Promise<T>, options: LoadableOptions): LoadableByKey<K, T> {
  const made = new Map<string, LoadableStore<T>>();
  const kept = new Map<string, Made<T>>();
  const byKey = (key: K): LoadableStore<T> => {
    const id = JSON.stringify(key);
    let store = made.get(id);
    if (!store) {
      const one = make(() => fetch(key), options);
      made.set(id, (store = one.store));
      kept.set(id, one);
    }
    return store;
  };
  // The keys' stores are the player's: when the player changes, those no element shows are
  // dropped (a store per check or page does not pile up over a long visit), and those on
  // screen go back to loading and ask for the new player.
  options.player?.listen(() => {
    for (const [id, one] of kept) {
      one.playerChanged();
      if (!one.shown()) {
        made.delete(id);
        kept.delete(id);
      }
    }
  });
  return Object.assign(byKey, { made });
}
