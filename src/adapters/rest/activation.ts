import { forgetProfile } from './account';
import type { RestApi } from './request';

/** Email activation: POST /player/activate `{UsernameOrEmail, Code}`; the profile now says activated. */
export async function activate(api: RestApi, email: string, code: string): Promise<void> {
  await api.post('activate', '/player/activate', { UsernameOrEmail: email, Code: code });
  forgetProfile(api);
}

/** POST /player/request-activation-code `{UsernameOrEmail}`: a new code replaces the old one. */
export function requestActivationCode(api: RestApi, email: string): Promise<void> {
  return api.post('activate', '/player/request-activation-code', { UsernameOrEmail: email });
}
