import { atom, onMount } from 'nanostores';
import { provider } from './current-provider';

/** True when the platform wants a captcha answer with a reset request (the websocket platform's does). */
export const $captchaRequired = atom(false);
// Asked by the first form that shows it (after its render: asking may set other stores).
onMount($captchaRequired, () => {
  void Promise.resolve().then(loadCaptchaRequirement);
});

export async function loadCaptchaRequirement(): Promise<void> {
  try {
    $captchaRequired.set((await provider()).needsCaptcha === true);
  } catch {
    // No provider: nothing can be sent anyway.
  }
}

/** Send the reset link (the mail carries a key). */
export async function forgotPassword(email: string, captchaResponse?: string): Promise<void> {
  await (await provider()).forgotPassword(email.trim(), captchaResponse);
}

/** A reset link's key still valid? (unknown once used or expired) */
export async function isResetKeyValid(key: string): Promise<boolean> {
  return (await provider()).isResetKeyValid(key);
}

export async function resetPassword(reset: { key?: string; token?: string; username?: string; password: string }): Promise<void> {
  await (await provider()).resetPassword({ ...reset, password: reset.password.trim() });
}
