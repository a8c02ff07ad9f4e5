import { atom, type WritableAtom } from 'nanostores';
import { ProviderError, isProviderError, type ErrorArea } from '../adapters/provider';
import type { Profile, ProfileUpdate } from '../domain/model';
import { LOADING, type Loadable } from './loadable';
import { toProviderError } from './errors';
import { forThisPlayer, forgetCalls, isLatestCall, sharedCall } from './call-cache';
import { $profile } from './profile';
import { provider } from './current-provider';
import { $session } from './session';

/**
 * The account area's actions on the player's own details, and the loading helper its
 * other stores (inbox, history, subscriptions) share.
 */

/** Change password: a wrong old password is `player.incorrect-credentials`. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await (await provider()).changePassword(oldPassword, newPassword.trim());
}

/**
 * Send the changed fields (and, outside SGA, the password that confirms them); the page's
 * one profile follows. A wrong confirming password is the catalogue's incorrect-password:
 * `incorrect-credentials` in the player area reads 'Your old password is incorrect.',
 * which is the change-password screen's text.
 */
export async function updateProfile(update: ProfileUpdate): Promise<Profile> {
  try {
    const profile = await (await provider()).updateProfile(update);
    forgetCalls($profile);
    $profile.set(profile);
    return profile;
  } catch (error) {
    if (isProviderError(error) && error.area === 'player' && error.key === 'incorrect-credentials') {
      throw new ProviderError('player', 'incorrect-password');
    }
    throw error;
  }
}

/** A player's data, loaded from the provider; forgotten when the session ends. */
export function playerAtom<T>(): WritableAtom<Loadable<T>> {
  const store = atom<Loadable<T>>(LOADING);
  $session.listen((session) => {
    if (!session) store.set(LOADING);
  });
  return store;
}

/**
 * Load into `store`, one call for every element that shows it (see `sharedCall`; the datum is
 * the store, or `datum` where one store shows several, such as pages; `fresh` for a view the
 * player opens again). The value on screen
 * stays while it is refreshed, and an answer equal to it changes nothing (no element
 * re-renders). Only the last of overlapping loads is kept (a player paging quickly sees the
 * page they asked for last), and only while the player it was asked for is signed in.
 */
export function loader<T>(store: WritableAtom<Loadable<T>>, area: ErrorArea, options: { keepValue?: boolean } = {}) {
  let latest = 0;
  return async (fetch: () => Promise<T>, { datum = store as unknown, fresh = false } = {}): Promise<void> => {
    const ticket = ++latest;
    const current = forThisPlayer();
    const kept = () => ticket === latest && current();
    if (!options.keepValue || store.get().status !== 'ready') store.set(LOADING);
    try {
      const answer = sharedCall(datum, fetch, fresh);
      const value = await answer;
      const shown = store.get();
      // Forgotten while in flight with a value on screen: the mutation that forgot it is newer.
      const outdated = !isLatestCall(datum, answer) && shown.status === 'ready';
      if (kept() && !outdated && !(shown.status === 'ready' && shown.value === value)) store.set({ status: 'ready', value });
    } catch (error) {
      if (kept()) store.set({ status: 'failed', error: toProviderError(error, area) });
    }
  };
}

/**
 * One player store and its loader per key, made on first use: where one element type shows a
 * different answer per attribute (a notice's message id, a list's limit), two elements with
 * different keys never show each other's answer. `made()` lists those made so far.
 */
export function playerAtomsByKey<K, T>(area: ErrorArea, options: { keepValue?: boolean } = {}) {
  const made = new Map<K, { store: WritableAtom<Loadable<T>>; load: ReturnType<typeof loader<T>> }>();
  const byKey = (key: K) => {
    let entry = made.get(key);
    if (!entry) {
      const store = playerAtom<T>();
      entry = { store, load: loader(store, area, options) };
      made.set(key, entry);
    }
    return entry;
  };
  return Object.assign(byKey, { made: () => [...made.entries()] });
}
