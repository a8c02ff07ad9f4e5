import { atom, onMount } from 'nanostores';
import { loadableByKey } from './loadable';
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

/**
 * Whether a reset link's key is still valid (unknown once used or expired), a store per key,
 * asked by the form that shows it. A key can expire or be used in another tab: a form shown
 * again asks again. A check that cannot answer says nothing (the submit will).
 */
export const resetKeyValidity = loadableByKey(async (key: string) => (await provider()).isResetKeyValid(key), {
  area: 'reset-password',
  fresh: true,
});

export async function resetPassword(reset: { key?: string; token?: string; username?: string; password: string }): Promise<void> {
  await (await provider()).resetPassword({ ...reset, password: reset.password.trim() });
  // A reset spends its key: a form opened with it again says so at once (and, shown later, asks).
  if (reset.key !== undefined) resetKeyValidity(reset.key).mutate(false);
}
