import { boolean, nullish, object, string } from 'valibot';
import { deviceDetails } from './names';
import { maybe, obj, str } from './read';
import type { RestApi } from './request';

/** The SDK's ActivateAccountResponse: every field optional. */
export const PlatformActivation = object({
  SessionId: nullish(string()),
  TacVersionAccepted: nullish(string()),
  DisplayPage: nullish(object({ Page: string(), ForceAction: boolean() })),
});

/**
 * Email activation: POST /player/activate `{UsernameOrEmail, Code, DeviceDetails}`. With the
 * device's details the platform signs the player in (`{SessionId?, TacVersionAccepted?,
 * DisplayPage?}`): a signed-out player activating from the link takes that session, a
 * signed-in one keeps their own. The profile now says activated (the page asks for it again).
 */
export async function activate(api: RestApi, email: string, code: string): Promise<void> {
  const sessionId = await api.call(
    'activate',
    { post: '/player/activate', body: { UsernameOrEmail: email, Code: code, DeviceDetails: deviceDetails() } },
    (answer) => (answer === undefined ? null : maybe(str, obj(answer).SessionId)),
  );
  if (sessionId !== null && api.sessionId === null) {
    api.begin(sessionId);
    api.emit({ type: 'session', signedIn: true, sessionId });
  }
}

/** POST /player/request-activation-code `{UsernameOrEmail, Provider: 'Email'}`: a new code, by email (the activation form says so), replaces the old one. */
export function requestActivationCode(api: RestApi, email: string): Promise<void> {
  return api.call('activate', { post: '/player/request-activation-code', body: { UsernameOrEmail: email, Provider: 'Email' } });
}
