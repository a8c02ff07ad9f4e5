import { NotImplemented } from '../provider';
import type { RestApi } from './request';

/** POST /player/request-password-reset `{UsernameOrEmail}`: the platform mails a link with token and username. */
export function forgotPassword(api: RestApi, email: string): Promise<void> {
  return api.post('forgot-password', '/player/request-password-reset', { UsernameOrEmail: email });
}

/**
 * POST /player/reset-password `{UsernameOrEmail, Token, NewPassword}`. The platform's own
 * links carry token and username; a first-platform key is sent as the token, without one.
 */
export function resetPassword(api: RestApi, reset: { key?: string; token?: string; username?: string; password: string }): Promise<void> {
  return api.post('reset-password', '/player/reset-password', { UsernameOrEmail: reset.username, Token: reset.token ?? reset.key, NewPassword: reset.password });
}

/** The platform cannot check a token before it is used: the reset answers link-expired instead. */
export async function isResetKeyValid(): Promise<boolean> {
  throw new NotImplemented('isResetKeyValid');
}

/** POST /player/change-password `{CurrentPassword, NewPassword}`. */
export function changePassword(api: RestApi, oldPassword: string, newPassword: string): Promise<void> {
  return api.post('player', '/player/change-password', { CurrentPassword: oldPassword, NewPassword: newPassword });
}
