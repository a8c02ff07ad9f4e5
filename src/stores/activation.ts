import { provider } from './current-provider';
import { forgetCalls } from './call-cache';
import { $profile, loadProfile } from './profile';
import { $session } from './session';

export async function activate(email: string, code: string): Promise<void> {
  await (await provider()).activate(email.trim(), code.trim());
  // The profile now says activated.
  forgetCalls($profile);
  if ($session.get()) await loadProfile();
}

export async function requestActivationCode(email: string): Promise<void> {
  await (await provider()).requestActivationCode(email.trim());
}
