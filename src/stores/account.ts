import { ProviderError, isProviderError } from '../adapters/provider';
import type { Profile, ProfileUpdate } from '../domain/model';
import { $playerProfile } from './profile';
import { provider } from './current-provider';

/** The account area's actions on the player's own details. */

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
    $playerProfile.mutate(profile);
    return profile;
  } catch (error) {
    if (isProviderError(error) && error.area === 'player' && error.key === 'incorrect-credentials') {
      throw new ProviderError('player', 'incorrect-password');
    }
    throw error;
  }
}
