import { forgetProfile } from './account';
import type { RestApi } from './request';

/** Email activation: POST /player/activate `{UsernameOrEmail, Code}`; the profile now says activated. */
export async function activate(api: RestApi, email: string, code: string): Promise<void> {
  await api.call('activate', { post: '/player/activate', body: { UsernameOrEmail: email, Code: code } });
  forgetProfile(api);
}

/** POST /player/request-activation-code `{UsernameOrEmail}`: a new code replaces the old one. */
export function requestActivationCode(api: RestApi, email: string): Promise<void> {
  return api.call('activate', { post: '/player/request-activation-code', body: { UsernameOrEmail: email } });
}
