import { ProviderError, isProviderError } from '../adapters/provider';
import type { Profile, ProfileUpdate } from '../domain/model';
import { forThisPlayer, keepAnswer } from './call-cache';
import { loadable } from './loadable';
import { $profile, loadProfile } from './profile';
import { provider } from './current-provider';
import { $session } from './session';

/** The account area's actions on the player's own details, and the profile as it shows it. */

/**
 * The profile as edit profile shows it: the page's one profile (./profile's `$profile`, what
 * the session knows), loaded when the view shows it and asked afresh each time it opens
 * (`loadProfile(true)`: the session's call when it just came, one call for every reader), so a
 * change made on the platform's own pages shows. Its one cache is that call (`cachedByFetch`).
 * Whatever the page learns of the profile (a save, an activation, the cashier's read) shows
 * here at once; a new player (sign-in, sign-out) is back to loading, nothing of the last one
 * shown. A profile that cannot be read, none known before, is an error with Try again. Not in
 * ./profile itself: that module is in every page's bundle, and the loadable's code only where
 * something loads one.
 */
export const $accountProfile = loadable(
  async () => (await loadProfile(true)) ?? Promise.reject(new ProviderError('general', 'unknown-error')),
  { area: 'player', player: $session, cachedByFetch: true },
);
$profile.listen((profile) => {
  if (profile) $accountProfile.mutate(profile);
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
