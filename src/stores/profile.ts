import { atom } from 'nanostores';
import type { Profile } from '../adapters/provider';
import { loadForPlayer } from './player-data';
import { provider } from './current-provider';

/** The signed-in player's profile; null when signed out or not loaded yet. */
export const $profile = atom<Profile | null>(null);

export const loadProfile = (): Promise<Profile | null> => loadForPlayer($profile, async () => (await provider()).getProfile());
