import { atom } from 'nanostores';
import type { Profile } from '../domain/model';
import { loadForPlayer } from './call-cache';
import { provider } from './current-provider';

/** The signed-in player's profile; null when signed out or not loaded yet. */
export const $profile = atom<Profile | null>(null);

/** One call for every element that shows the profile; `fresh` for a view the player opens again. */
export const loadProfile = (fresh = false): Promise<Profile | null> =>
  loadForPlayer($profile, async () => (await provider()).getProfile(), fresh);
