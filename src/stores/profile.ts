import { computed } from 'nanostores';
import type { Profile } from '../domain/model';
import { provider } from './current-provider';
import { loadable } from './loadable';
import { $session } from './session';

/**
 * The signed-in player's profile, loaded when an element shows it (edit profile, Pay N Play, the
 * cashier) and by the session itself at each sign-in. It is the call cache's datum: one
 * `getProfile` per page for every reader. A new player (sign-in, sign-out) puts it back to
 * loading, nothing of the last profile shown. The player may change it on the platform's own
 * pages, so a view shown again asks again (`fresh`): edit profile never opens on a stale one.
 * A change the platform confirmed (a saved edit) is `mutate`d in; an activation asks again.
 */
export const $playerProfile = loadable(async () => (await provider()).getProfile(), { area: 'player', player: $session, fresh: true });

/**
 * The profile as most readers need it: null when signed out, while it loads, or when it could not
 * be read. Showing it loads it (`$playerProfile` is its source).
 */
export const $profile = computed($playerProfile, (state) => (state.status === 'ready' ? state.value : null));

/** The profile, asked for unless just answered; a failure is thrown (the player is told the real reason). */
export async function askProfile(): Promise<Profile> {
  await $playerProfile.retry();
  // Its value, not get(): reading an unshown store would show it for a moment, and so ask again.
  const state = $playerProfile.value!;
  if (state.status === 'failed') throw state.error;
  // Still loading: the player changed while it was asked, and the profile asked for is no one's now.
  if (state.status === 'loading') throw new Error('signed out');
  return state.value;
}

/** The profile, or null when it cannot be read now. */
export const loadProfile = (): Promise<Profile | null> => askProfile().catch(() => null);
