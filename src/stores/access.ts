// Who may do what: a signed-in, activated player (spec: roles), and where the platform shows
// a popup of its own instead of betr's (turnkey). The screens (./open) and a game's launch
// (./launch) ask here.
import { NotImplemented } from '../adapters/provider';
import type { PlatformPopup } from '../domain/model';
import { $profile, loadProfile } from './profile';
import { $session } from './session';
import { provider } from './current-provider';

/**
 * Who may do what (spec: roles). Only activated players may deposit, withdraw or play for
 * real money: a deposit by a non-activated player opens the activate popup; a withdrawal
 * shows 'activation required'. A signed-out visitor is asked to sign in first.
 */
export async function activatedPlayer(): Promise<'signed-out' | 'not-activated' | 'ok'> {
  if (!$session.get()) return 'signed-out';
  const profile = $profile.get() ?? (await loadProfile());
  // A profile that could not be read says nothing about activation: the screen opens and shows
  // why it cannot go on, with Try again, rather than asking an activated player to activate.
  if (!profile) return 'ok';
  return profile.isActivated ? 'ok' : 'not-activated';
}

/** False when the platform lacks it (NotImplemented): betr does it itself. */
export async function onPlatform(run: () => Promise<void>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (error instanceof NotImplemented) return false;
    throw error;
  }
}

/**
 * On a platform whose own framework shows this popup (turnkey), open that one and answer
 * true; false where betr shows its own. The page's address stays as it is.
 */
export async function openPlatformPopup(popup: PlatformPopup): Promise<boolean> {
  return onPlatform(async () => (await provider()).openPlatformPopup(popup));
}
