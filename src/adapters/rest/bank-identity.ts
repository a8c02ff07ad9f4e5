import type { OAuthResult } from '../provider';
import { maybe, obj, signInResult, str } from './read';
import type { RestApi } from './request';

/**
 * Bank identity (SGA). POST /player/signin/code (or /player/signup/code) with `{}` starts an
 * attempt: `{OrderRef, QrCode, AutoStartUrl}`. POST /player/signin/code `{OrderRef}` collects
 * it: `{Status: 'Pending', QrCode}`, `{Status: 'Failed'}`, or `{Status: 'Complete', …}` with
 * the sign-in answer, or with `SessionId: null` and `JwtTokenSignup` for a person the
 * platform does not know yet (token sign-up).
 */
export function startOAuth(api: RestApi, mode: 'sign-in' | 'sign-up'): Promise<{ orderRef: string; qrCode: string; autoStartUrl: string }> {
  return api.call(mode, { post: mode === 'sign-up' ? '/player/signup/code' : '/player/signin/code', body: {} }, (answer) => {
    const o = obj(answer);
    return { orderRef: str(o.OrderRef), qrCode: str(o.QrCode), autoStartUrl: str(o.AutoStartUrl) };
  });
}

export async function collectOAuth(api: RestApi, orderRef: string): Promise<OAuthResult | { kind: 'pending'; qrCode: string } | { kind: 'failed' }> {
  const answer = await api.call('sign-in', { post: '/player/signin/code', body: { OrderRef: orderRef } }, (answer) => {
    const o = obj(answer);
    if (o.Status === 'Pending') return { kind: 'pending' as const, qrCode: str(o.QrCode) };
    if (o.Status !== 'Complete') return { kind: 'failed' as const };
    if (maybe(str, o.SessionId) === null) return { kind: 'sign-up-token' as const, token: str(o.JwtTokenSignup) };
    return { kind: 'session' as const, result: signInResult(o) };
  });
  if (answer.kind === 'session') api.begin(answer.result.sessionId);
  return answer;
}
