import { provider } from './current-provider';
import { forgetCalls } from './call-cache';
import { $playerProfile, loadProfile } from './profile';

export async function activate(email: string, code: string): Promise<void> {
  await (await provider()).activate(email.trim(), code.trim());
  // The profile now says activated: asked again now, shown or not, so the next deposit knows it.
  forgetCalls($playerProfile);
  await loadProfile();
}

export async function requestActivationCode(email: string): Promise<void> {
  await (await provider()).requestActivationCode(email.trim());
}
