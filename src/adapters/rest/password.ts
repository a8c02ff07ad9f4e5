import { NotImplemented } from '../provider';
import type { RestApi } from './request';

/** POST /player/request-password-reset `{UsernameOrEmail}`: the platform mails a link with token and username. */
export function forgotPassword(api: RestApi, email: string): Promise<void> {
  return api.call('forgot-password', { post: '/player/request-password-reset', body: { UsernameOrEmail: email } });
}

/**
 * POST /player/reset-password `{UsernameOrEmail, Token, NewPassword}`. The platform's own
 * links carry token and username; a first-platform key is sent as the token, without one.
 */
export function resetPassword(api: RestApi, reset: { key?: string; token?: string; username?: string; password: string }): Promise<void> {
  return api.call('reset-password', {
    post: '/player/reset-password',
    body: { UsernameOrEmail: reset.username, Token: reset.token ?? reset.key, NewPassword: reset.password },
  });
}

/** The platform cannot check a token before it is used: the reset answers link-expired instead. */
export async function isResetKeyValid(): Promise<boolean> {
  throw new NotImplemented('isResetKeyValid');
}

/** POST /player/change-password `{CurrentPassword, NewPassword}`. */
export function changePassword(api: RestApi, oldPassword: string, newPassword: string): Promise<void> {
  return api.call('player', { post: '/player/change-password', body: { CurrentPassword: oldPassword, NewPassword: newPassword } });
}
