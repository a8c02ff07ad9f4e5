import type { Call, Read } from '../call';
import { ProviderError, type PagePlayer, type ProviderEvent } from '../provider';
import type { ErrorArea } from '../../domain/error-catalogue';
import { REST_ROUTES, routeMatcher } from './routes';
import { exchange, type HttpAnswer } from '../http';

export type Query = Record<string, string | number | undefined>;
/** A request of the player-account API: a GET with its query, or a POST with its JSON body. */
/** The platform takes a query on a POST too (`/casino/set-last-played-game?gameId=`). */
export type RestRequest = (
  { get: string; query?: Query; post?: never; body?: never } | { post: string; query?: Query; body?: unknown; get?: never }
) & {
  /** A session the platform just opened, sent before the page takes it (see ./read, `signedIn`). */
  session?: string;
};

/**
 * The adapter calls only the routes of ./routes, matched as the signing gateway matches them:
 * a call outside the table is a mistake in the adapter, refused before it leaves the page.
 */
const restRoute = routeMatcher(REST_ROUTES);

/**
 * What every operation of the REST adapter goes through: one request function (base URL,
 * session header, JSON, time-out, error mapping) and the session it sends.
 */
export interface RestApi {
  /** The adapter's transport (see ../call): `api.call('bonus', { post: '/bonus/1/claim' })`. */
  call: Call<RestRequest>;
  /** The session id; kept in memory only, sent only in the X-Player-Session-Id header. */
  readonly sessionId: string | null;
  /** The platform opened a session (sign-in, sign-up, bank identity). */
  begin(sessionId: string): void;
  /** The platform ended the session (sign-out, a block, an expired id): subscribers hear it once. */
  end(): void;
  emit(event: ProviderEvent): void;
  subscribe(listener: (event: ProviderEvent) => void): () => void;
  /**
   * The answer of `fetch`, asked once and kept while the page lasts: the platform's configuration
   * (the site's bootstrap), which several operations read and no player changes. The adapter
   * keeps nothing of the player: the page's stores keep that (see RestOptions.player). A
   * failure is not kept.
   */
  keep<T>(datum: string, fetch: () => Promise<T>): Promise<T>;
  /** What the page keeps of the signed-in player, when the adapter serves a page (RestOptions.player). */
  readonly player: PagePlayer | undefined;
}

export interface RestOptions {
  /** Base URL of the player-account API, e.g. https://api.example.com (a path like /api/rest works too). */
  apiUrl: string;
  /** A call that has not answered by then fails with general.timeout. Default 15 s (../http). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * The page's profile and session reading (its stores' call cache), for the operations that
   * derive from them: the cashier's config, the bonus offers, the session summary. Without it (an
   * adapter of its own, a test) such an operation asks the platform for them as it goes.
   */
  player?: PagePlayer;
}

export function createRestApi(options: RestOptions): RestApi {
  const base = options.apiUrl.replace(/\/+$/, '');
  const transport = { timeoutMs: options.timeoutMs, fetch: options.fetch };
  const listeners = new Set<(event: ProviderEvent) => void>();
  let sessionId: string | null = null;

  /** Every failure leaves through here: subscribers hear it, then the caller gets it. */
  const fail = (error: ProviderError): never => {
    api.emit({ type: 'error', error });
    throw error;
  };

  /**
   * The same GET of the same session while one is on its way shares its answer: the widgets of a
   * page ask for what they show, and several read one answer (the bootstrap, the session, the
   * limits), so the platform is asked once per datum.
   */
  const inFlight = new Map<string, Promise<HttpAnswer>>();
  const sendOnce = (url: string, init: RequestInit, shared: string | null): Promise<HttpAnswer> => {
    const pending = shared === null ? undefined : inFlight.get(shared);
    if (pending) return pending;
    const answer = exchange(url, init, transport);
    if (shared !== null) {
      inFlight.set(shared, answer);
      const forget = () => inFlight.delete(shared);
      answer.then(forget, forget);
    }
    return answer;
  };

  async function call<T>(area: ErrorArea, request: RestRequest, read?: Read<T>): Promise<T> {
    const { get, post, body, query } = request;
    const method = get ? 'GET' : 'POST';
    const path = get ?? post;
    if (!restRoute(method, path)) throw new Error(`betr: ${method} ${path} is not in the REST adapter's routes`);
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...query })) if (value !== undefined) search.set(name, `${value}`);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    // A 401 ends the session this request was sent with, not one opened while it was on its way.
    const sentWith = request.session ?? sessionId;
    if (sentWith !== null) headers['X-Player-Session-Id'] = sentWith;
    let status: number;
    let text: string;
    try {
      const url = `${base}${path}${search.size ? `?${search}` : ''}`;
      const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
      ({ status, text } = await sendOnce(url, init, method === 'GET' ? `${sentWith ?? ''} ${url}` : null));
    } catch (error) {
      // general.timeout or general.offline (../http).
      return fail(error as ProviderError);
    }

    // Throws on an answer that is not JSON at all: a proxy's error page, a truncated body.
    const json = (): unknown => (text ? JSON.parse(text) : undefined);
    if (status < 200 || status > 299) {
      if (status === 401 && sessionId === sentWith) api.end();
      let answer: unknown;
      try {
        answer = json();
      } catch {
        // No code to read: the area's unknown-error.
      }
      // The code table is a chunk of its own: a page that never meets an error never loads it.
      const error = await import('./errors').then(
        (errors) => errors.providerError(area, answer),
        () => new ProviderError(area, 'unknown-error'),
      );
      return fail(error);
    }
    try {
      const answer = json();
      return read ? read(answer) : (undefined as T);
    } catch (error) {
      // A reader may raise a catalogue error on purpose (sign-up issues, trigger answer 0).
      return fail(error instanceof ProviderError ? error : new ProviderError(area, 'unknown-error'));
    }
  }

  const kept = new Map<string, Promise<unknown>>();
  const api: RestApi = {
    call,
    keep<T>(datum: string, fetch: () => Promise<T>): Promise<T> {
      const known = kept.get(datum);
      if (known) return known as Promise<T>;
      const answer = fetch();
      kept.set(datum, answer);
      answer.catch(() => kept.get(datum) === answer && kept.delete(datum));
      return answer;
    },
    player: options.player,
    get sessionId() {
      return sessionId;
    },
    begin(id) {
      sessionId = id;
    },
    end() {
      if (sessionId === null) return;
      sessionId = null;
      api.emit({ type: 'session', signedIn: false });
    },
    emit: (event) => listeners.forEach((listener) => listener(event)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return api;
}
