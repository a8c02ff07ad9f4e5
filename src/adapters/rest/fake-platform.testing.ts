/**
 * What the REST adapter's protocol cases share (STYLE.md rule 8: each adapter adds only its own
 * protocol cases to the contract suite; the REST adapter's sit beside the modules they check):
 * what the adapter sends, and how the platform's answers and error codes arrive. A fake platform
 * answers in place of fetch and records every request, so each case names the exact provider code
 * or answer it feeds in; its answers are in the shapes of the platform's SDK
 * (@goa-codebet/enji-sdk 1.9.1).
 */
import { isProviderError, type PagePlayer, type ProviderEvent } from '../provider';
import { errorText } from '../../react/ui/messages';
import { loadNamespaces, translator } from '../../stores/i18n';
import { createRestProvider } from './index';

export interface Sent {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  /** Whether the request carried any body at all (a string, form data, bytes…). */
  hasBody: boolean;
}
export type Reply = { status?: number; json?: unknown; text?: string } | 'hang' | 'refuse';

export const API = 'https://api.example.com/v1';

/** The SDK's SignInResponse: only the session. */
export const SIGNED_IN = { SessionId: 'sid-123' };
/** The SDK's PlayerInfo. */
export const USER_INFO = {
  Id: 1,
  Email: 'ann@example.com',
  FirstName: 'Ann',
  LastName: 'A',
  BirthDate: '1990-01-01T00:00:00',
  Address1: 'Street 1',
  City: 'Town',
  Zip: '123',
  MobilePhoneNumber: '+3561',
  Country: 'MT',
  Language: 'en-US',
  Currency: 'EUR',
  Gender: 'Female',
  IsComplete: true,
  IsVerified: true,
  DepositCount: 0,
  WithdrawalCount: 0,
  Level: 'Standard',
  SowStatus: 'Unverified',
  Jurisdiction: 'MGA',
  TacVersionAccepted: '2.0',
};
/** The SDK's ContentDocumentModel of the current terms. */
const TERMS = { Version: '2.0', Content: '<p>Terms</p>', State: 'Published', Jurisdiction: 'MGA' };
/** What betr reads from /content/bootstrap. */
export const SITE = { ipcountry: 'MT', Currency: 'EUR', PhonePrefix: '+356', Jurisdiction: 'MGA', CallingCodes: ['+35', '+356', '+46'] };
/** Answers every fake platform gives unless a case says otherwise: what a sign-in reads besides its own call. */
const DEFAULTS = {
  'GET /content/bootstrap': { json: SITE },
  'GET /player/user-info': { json: USER_INFO },
  'GET /content/GetDocument': { json: TERMS },
  'GET /player-groups': { json: [] },
};

/** A fake platform: answers by `METHOD /path` (200 with no body by default) and records every request. */
export function platform(
  own: Record<string, Reply | ((sent: Sent) => Reply | Promise<Reply>)> = {},
  timeoutMs?: number,
  jurisdiction?: 'UKGC' | 'SGA',
  player?: PagePlayer,
) {
  const replies: Record<string, Reply | ((sent: Sent) => Reply | Promise<Reply>)> = { ...DEFAULTS, ...own };
  const sent: Sent[] = [];
  const events: ProviderEvent[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const path = url.pathname.slice(new URL(API).pathname.length);
    const request: Sent = {
      method: init.method ?? 'GET',
      url: url.href,
      path,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      hasBody: init.body !== undefined && init.body !== null,
    };
    sent.push(request);
    const entry = replies[`${request.method} ${path}`];
    const reply = typeof entry === 'function' ? await entry(request) : (entry ?? {});
    if (reply === 'refuse') throw new TypeError('Failed to fetch');
    if (reply === 'hang') {
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    const body = reply.text ?? (reply.json === undefined ? null : JSON.stringify(reply.json));
    return new Response(body, { status: reply.status ?? (body === null ? 204 : 200) });
  };
  const provider = createRestProvider({ apiUrl: `${API}/`, fetch, timeoutMs, jurisdiction, player });
  provider.subscribe((event) => events.push(event));
  return { provider, sent, events, last: () => sent[sent.length - 1]! };
}

export const error = (code: string, details: Record<string, string> = {}, status = 400): Reply => ({
  status,
  json: { Code: code, Message: `the platform's own text for ${code}`, Details: details },
});

export async function caught(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (e) {
    return e;
  }
  throw new Error('expected a failure');
}

/** The player's text of an error, with the support link's place shown as {supportLink}. Loads the error texts: call it in `before`. */
export async function errorTexts(): Promise<(e: unknown) => string> {
  await loadNamespaces('en-US', ['common', 'errors']);
  const LL = translator('en-US');
  return (e) => (isProviderError(e) ? errorText(LL, e).replace('\u0000support\u0000', '{supportLink}') : String(e));
}

// The play half (limits, responsible gaming, bonuses, KYC, history, lobby, tournaments): each case
// begins with a restored session (signedIn).

/** The SDK's SessionInfo (GET /responsiblegaming/session). */
export const SESSION = {
  TimeUntilRealityCheck: 0,
  SessionLength: 5,
  SessionLenght: 5,
  CurrentUnixStarted: 1748772000,
  LastUnixStarted: 1748685600,
  LastUnixEnded: 1748689200,
  LastWager: 0,
  LastWon: 0,
};
/** The SDK's PlayerInfo, only its required fields and the ones read here. */
export const PLAYER_INFO = {
  Id: 7,
  BirthDate: '1990-01-01',
  Country: 'MT',
  Currency: 'EUR',
  IsComplete: true,
  IsVerified: true,
  DepositCount: 0,
  WithdrawalCount: 0,
  Level: 1,
  SowStatus: 'None',
};
/** What reading the profile asks for, answered. */
export const PROFILE_REPLIES = {
  'GET /player/user-info': { json: PLAYER_INFO },
  'GET /player-groups': { json: [] },
  'GET /content/bootstrap': { json: { CallingCodes: [] } },
};

/** A fake platform with a restored session, its record of requests emptied. */
export async function signedIn(replies: Parameters<typeof platform>[0] = {}) {
  const fake = platform({ 'GET /responsiblegaming/session': { json: SESSION }, ...replies });
  const restored = await fake.provider.restoreSession('sid-9');
  if (typeof restored === 'object') restored.sessionInfo.catch(() => undefined);
  fake.sent.length = 0;
  return fake;
}
/** Each request as `['METHOD /path?query', body]`. */
export const requests = (sent: Sent[]) => sent.map((r) => [`${r.method} ${r.path}${r.query.size ? `?${r.query}` : ''}`, r.body]);
/** Three days from now: a limit or tournament still to come. */
export const ahead = new Date(Date.now() + 3 * 86_400_000).toISOString();
