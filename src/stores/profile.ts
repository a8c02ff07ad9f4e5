import { atom } from 'nanostores';
import type { Profile } from '../adapters/provider';
import { provider } from './provider';

/** The signed-in player's profile; null when signed out or not loaded yet. */
export const $profile = atom<Profile | null>(null);

export async function loadProfile(): Promise<Profile | null> {
  try {
    const profile = await (await provider()).getProfile();
    $profile.set(profile);
    return profile;
  } catch {
    return $profile.get();
  }
}
