import { atom, computed, onMount } from 'nanostores';
import { ProviderError, isProviderError } from '../adapters/provider';
import type { Profile, ProfileUpdate } from '../domain/model';
import { forThisPlayer, keepAnswer } from './call-cache';
import { LOADING, type Loadable } from './loadable';
import { $profile, loadProfile } from './profile';
import { provider } from './current-provider';
import { $session } from './session';

/** The account area's actions on the player's own details, and the profile as it shows it. */

/** Why edit profile has no profile to show: none was known, and it could not be read. */
const $unreadable = atom<ProviderError | null>(null);

/**
 * The profile as edit profile shows it: the page's one profile (./profile's `$profile`, what
 * the session knows), shown as it is, so its one cache is the profile's call. Showing it asks
 * afresh (`loadProfile(true)`: the call that just came, one call for every reader), so a change
 * made on the platform's own pages shows; whatever the page learns of the profile (a save, an
 * activation, the cashier's read) shows at once. With none known it is loading, or an error
 * with Try again when it cannot be read; a new player (sign-in, sign-out) is back to loading,
 * nothing of the last one shown. Not in ./profile itself: that module is in every page's
 * bundle, and this code only where edit profile is.
 */
export const $accountProfile = Object.assign(
  computed([$profile, $unreadable], (profile, error): Loadable<Profile> =>
    profile ? { status: 'ready', value: profile } : error ? { status: 'failed', error } : LOADING,
  ),
  { retry: askAfresh },
);

let shown = false;
async function askAfresh(): Promise<void> {
  if (!$session.get()) return;
  const current = forThisPlayer();
  $unreadable.set(null);
  if (!(await loadProfile(true)) && current()) $unreadable.set(new ProviderError('general', 'unknown-error'));
}
onMount($accountProfile, () => {
  shown = true;
  // After the render that subscribed: asking sets the profile, which no render may do.
  void Promise.resolve().then(askAfresh);
  return () => void (shown = false);
});
$session.listen(() => {
  $unreadable.set(null);
  if (shown) void Promise.resolve().then(askAfresh);
});

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
  const current = forThisPlayer();
  try {
    const profile = await (await provider()).updateProfile(update);
    // The platform's answer after the change: every reader of the profile takes it, none asks again.
    if (current()) {
      keepAnswer($profile, Promise.resolve(profile));
      $profile.set(profile);
    }
    return profile;
  } catch (error) {
    if (isProviderError(error) && error.area === 'player' && error.key === 'incorrect-credentials') {
      throw new ProviderError('player', 'incorrect-password');
    }
    throw error;
  }
}
