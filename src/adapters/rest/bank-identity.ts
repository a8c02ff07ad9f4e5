import type { IdentityFrameAttempt, OAuthResult } from '../../domain/model';
import { devicePlatform } from './names';
import { maybe, obj, signedIn, str } from './read';
import type { RestApi } from './request';

/**
 * Bank identity (SGA) as the platform does it (the SDK's PlayerClient: getInitCodeUrl,
 * signInWithCode): the identity provider's frame, then an OAuth code.
 *
 * GET /player/init/code `?redirect_uri&platform&display&state` answers the frame's launch URL,
 * a JSON string. The platform passes every query parameter on to the identity provider as it
 * is, so `state` (ours, random per attempt) comes back unchanged with the code.
 */
export function startIdentityFrame(api: RestApi, attempt: IdentityFrameAttempt): Promise<string> {
  const query = { redirect_uri: attempt.redirectUrl, platform: devicePlatform(), display: FRAME_DISPLAY, state: attempt.state };
  return api.call(attempt.mode, { get: '/player/init/code', query }, str);
}

/** The frame is shown inside the widget, not as a page or a popup window of its own. */
const FRAME_DISPLAY = 'iframe';
/** `KycProvider` of signInWithCode: the identity provider that issued the code (a free string in the SDK). */
const KYC_PROVIDER = 'BankID';

/**
 * POST /player/signin/code `{Code, RedirectUrl, State, Platform, KycProvider}` exchanges the
 * code: `{SessionId, JwtTokenSignup: null}` for a player of the brand, or `{JwtTokenSignup,
 * SessionId: null}` for a person it does not know (token sign-up follows). The SDK's types
 * spell the token `JwtTokenSignUp`, its comments `JwtTokenSignup`: either is read. Sign-up
 * uses the same call: the SDK calls it "a pre-step for signup", and the widget asks for the
 * rest of the sign-up only after the bank has named the person.
 */
export async function completeIdentityFrame(api: RestApi, attempt: IdentityFrameAttempt, code: string): Promise<OAuthResult> {
  const body = {
    Code: code,
    RedirectUrl: attempt.redirectUrl,
    State: attempt.state,
    Platform: devicePlatform(),
    KycProvider: KYC_PROVIDER,
  };
  const answer = await api.call(attempt.mode, { post: '/player/signin/code', body }, (json) => {
    const o = obj(json);
    const sessionId = maybe(str, o.SessionId);
    return sessionId !== null
      ? { kind: 'session' as const, sessionId }
      : { kind: 'sign-up-token' as const, token: str(o.JwtTokenSignup ?? o.JwtTokenSignUp) };
  });
  if (answer.kind === 'sign-up-token') return answer;
  return { kind: 'session', result: await signedIn(api, answer.sessionId, attempt.mode) };
}
