import { atom } from 'nanostores';
import type { Profile } from '../domain/model';
import { loadForPlayer, sharedCall } from './call-cache';
import { provider } from './current-provider';

/** The signed-in player's profile; null when signed out or not loaded yet. */
export const $profile = atom<Profile | null>(null);

const fetchProfile = async () => (await provider()).getProfile();

/**
 * One call for every element that shows the profile, and for every other reader of it (an
 * adapter's operations that derive from it read this one, see ./rest-adapter): the call cache
 * is its one keeper. `fresh` for a view the player opens again.
 */
export const loadProfile = (fresh = false): Promise<Profile | null> => loadForPlayer($profile, fetchProfile, fresh);

/**
 * The profile as `loadProfile` shares it (the page's profile follows it), for a reader that
 * must have one (the cashier, the adapter): a failure is thrown, so that the player is told the
 * real reason (e.g. 'Could not reach the server.') with Try again.
 */
export function askProfile(): Promise<Profile> {
  void loadProfile();
  return sharedCall($profile, fetchProfile);
}
