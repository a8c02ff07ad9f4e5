import { REST_ROUTES, type RestRoute } from '../adapters/rest/routes';
import { allowedRoute } from './allow-list';
import { clientIpResolver, type TrustedProxies } from './client-ip';
import { rateLimiter, type RateLimit } from './rate-limit';
import { createSigner, requestIds } from './sign';

/**
 * The signing gateway's core: a page's call comes in (same origin, under `basePath`), an
 * allow-listed one goes on to the platform signed with the operator's API secret, and the
 * platform's answer goes back as it is. Runtime-neutral (fetch, WebCrypto); the Node and
 * fetch handlers only adapt their runtime's request and response to it.
 */
export interface GatewayOptions {
  /** The platform's API, e.g. `https://api.platform.example`. A path on it is kept as a prefix. */
  platformUrl: string;
  apiId: string;
  /**
   * The operator's API secret, a hex string as the platform issues it: read as hex, it keys every
   * call's signature, and it never leaves the gateway. One that is not hex is refused here.
   */
  apiSecret: string;
  /** Where the gateway is mounted on the operator's site, the `api-url` of the page. Default '/api/betr'. */
  basePath?: string;
  /** The calls a page may make (method + path, `{name}` for a segment). Default: the widgets' table, REST_ROUTES. */
  routes?: readonly RestRoute[];
  /** The proxies in front of the gateway whose X-Forwarded-For entries count (ranges, or a number of hops). Default: none. */
  trustedProxies?: TrustedProxies;
  /** A larger request body is refused with 413. Default 10 MiB (a KYC document as base64). */
  maxBodyBytes?: number;
  /** Sign-in, sign-up and password reset attempts per client IP; false for none. Default 20 a minute. */
  rateLimit?: RateLimit | false;
  /** Route paths that start with one of these are rate-limited. Default: sign-in, sign-up, password reset. */
  rateLimitedPaths?: readonly string[];
  /** A platform that has not answered by then gets 504. Default 30 s (the adapter gives up after 15 s). */
  timeoutMs?: number;
  /** Request headers passed on to the platform besides the session id (a test header, say). Default: none. */
  forwardHeaders?: readonly string[];
  /** The transport to the platform. Default: the runtime's fetch. */
  fetch?: typeof fetch;
  /** Where the gateway reports a platform it cannot reach. Never given a secret, a session id or a body. Default console.warn. */
  log?: (line: string) => void;
  /** Milliseconds since the epoch. Default Date.now. */
  now?: () => number;
}

/** One call as a runtime handler hands it to the core. */
export interface GatewayCall {
  method: string;
  url: URL;
  headers: { get(name: string): string | null };
  /** The address that connected to the gateway. */
  peer: string | null;
  /** The body's bytes, or 'too-large' once past `limit`. */
  body(limit: number): Promise<Uint8Array | 'too-large'>;
  /** Aborted when the page has gone: the platform call is abandoned. */
  signal?: AbortSignal;
}

/**
 * The gateway's own answers, in the platform's error shape `{Code, Message}`. The platform's
 * error bodies pass through untouched; these are for what the gateway itself refuses or
 * cannot do.
 */
export const GATEWAY_ERRORS = {
  /** 404: not one of the widgets' calls (path or method), or outside `basePath`. */
  NotFound: { status: 404, message: 'No such call' },
  /** 413: the body is larger than `maxBodyBytes`. */
  PayloadTooLarge: { status: 413, message: 'The request body is too large' },
  /** 429: too many sign-in, sign-up or password reset attempts from this IP (Retry-After says when to try again). */
  TooManyAttempts: { status: 429, message: 'Too many attempts, try again later' },
  /** 502: the platform could not be reached, or dropped the connection. */
  PlatformUnreachable: { status: 502, message: 'The platform could not be reached' },
  /** 504: the platform did not answer within `timeoutMs`. */
  PlatformTimeout: { status: 504, message: 'The platform did not answer in time' },
} as const;
export type GatewayErrorCode = keyof typeof GATEWAY_ERRORS;

export const DEFAULTS = {
  basePath: '/api/betr',
  maxBodyBytes: 10 * 1024 * 1024,
  rateLimit: { max: 20, windowMs: 60_000 },
  rateLimitedPaths: ['/player/signin', '/player/signup', '/player/request-password-reset', '/player/reset-password'],
  timeoutMs: 30_000,
} as const;

/** Headers the gateway sets itself: a page can never supply them through `forwardHeaders`. */
const OWN_HEADERS = [
  'authorization',
  'x-client-ip',
  'x-player-session-id',
  'x-forwarded-for',
  'host',
  'content-type',
  'content-length',
  'accept',
  'cookie',
  'connection',
  'transfer-encoding',
];

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export function gatewayError(code: GatewayErrorCode, headers: Record<string, string> = {}): Response {
  const { status, message } = GATEWAY_ERRORS[code];
  return new Response(JSON.stringify({ Code: code, Message: message }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...NO_STORE, ...headers },
  });
}

/** A platform error that is not JSON (a proxy's error page) is read as the SDK reads it. */
const UNKNOWN_ERROR = JSON.stringify({ Code: 'UnknownError', Message: 'An unknown error occurred' });

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`betr-rest-gateway: ${name} is required`);
  return value;
}

export function createGateway(options: GatewayOptions): (call: GatewayCall) => Promise<Response> {
  const platform = new URL(required(options.platformUrl, 'platformUrl'));
  const platformPath = platform.pathname.replace(/\/+$/, '');
  const apiId = required(options.apiId, 'apiId');
  const signer = createSigner(options.apiSecret ?? '');
  const basePath = (options.basePath ?? DEFAULTS.basePath).replace(/\/+$/, '');
  const routes = options.routes ?? REST_ROUTES;
  const clientIp = clientIpResolver(options.trustedProxies);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULTS.maxBodyBytes;
  const limited = options.rateLimitedPaths ?? DEFAULTS.rateLimitedPaths;
  const now = options.now ?? Date.now;
  const attempt = options.rateLimit === false ? null : rateLimiter(options.rateLimit ?? DEFAULTS.rateLimit, now);
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const forwarded = (options.forwardHeaders ?? []).map((name) => {
    if (OWN_HEADERS.includes(name.toLowerCase())) throw new Error(`betr-rest-gateway: ${name} cannot be a forwarded header`);
    return name;
  });
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const log = options.log ?? ((line: string) => console.warn(line));
  const nextRequestId = requestIds();

  return async (call) => {
    const { pathname, search } = call.url;
    if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return gatewayError('NotFound');
    const route = allowedRoute(routes, call.method, pathname.slice(basePath.length));
    if (!route) return gatewayError('NotFound');

    const ip = clientIp(call.peer, call.headers.get('x-forwarded-for'));
    if (attempt && limited.some((prefix) => route.path.startsWith(prefix))) {
      const wait = attempt(ip ?? 'unknown');
      if (wait > 0) return gatewayError('TooManyAttempts', { 'Retry-After': String(wait) });
    }

    let body = '';
    if (call.method !== 'GET') {
      const bytes = await call.body(maxBodyBytes);
      if (bytes === 'too-large') return gatewayError('PayloadTooLarge');
      body = new TextDecoder().decode(bytes);
    }

    // `pathname` is already a URL's, so no `..` or `//` is left in it: the target stays on the platform.
    const target = new URL(`${platform.origin}${platformPath}${pathname.slice(basePath.length)}${search}`);
    const path = target.pathname + target.search;
    const sessionId = call.headers.get('x-player-session-id')?.trim() || null;
    const timestamp = Math.round(now() / 1000);
    const requestId = nextRequestId(timestamp);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: await signer.authorization({ apiId, requestId, timestamp, sessionId, clientIp: ip, path, body }),
    };
    // As the SDK: a GET always names JSON, a POST only when it has a body.
    if (body || call.method === 'GET') headers['Content-Type'] = 'application/json';
    if (ip) headers['X-Client-Ip'] = ip;
    if (sessionId) headers['X-Player-Session-Id'] = sessionId;
    for (const name of forwarded) {
      const value = call.headers.get(name);
      if (value !== null) headers[name] = value;
    }

    // The page gave up while its body was read and signed: nothing goes out for it.
    if (call.signal?.aborted) return new Response(null, { status: 499 });
    const abort = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, timeoutMs);
    const pageGone = () => abort.abort();
    call.signal?.addEventListener('abort', pageGone);
    try {
      const answer = await send(target, {
        method: call.method,
        headers,
        body: body || undefined,
        signal: abort.signal,
        redirect: 'manual',
      });
      // Read whole within the time-out: a platform that stalls mid-answer is a time-out too.
      const bytes = new Uint8Array(await answer.arrayBuffer());
      const type = answer.headers.get('Content-Type');
      const json = type?.includes('application/json') ?? false;
      const out: Record<string, string> = { ...NO_STORE };
      const retryAfter = answer.headers.get('Retry-After');
      if (retryAfter) out['Retry-After'] = retryAfter;
      if (!answer.ok && !json)
        return new Response(UNKNOWN_ERROR, {
          status: answer.status,
          headers: { ...out, 'Content-Type': 'application/json; charset=utf-8' },
        });
      if (type) out['Content-Type'] = type;
      const empty = answer.status === 204 || answer.status === 205 || answer.status === 304;
      return new Response(empty ? null : bytes, { status: answer.status, headers: out });
    } catch (error) {
      if (call.signal?.aborted && !timedOut) return new Response(null, { status: 499 });
      // Only the method, the route's pattern and the error's code: never a query, a header or a body.
      const cause = (error as { cause?: { code?: unknown } }).cause?.code;
      log(
        `betr-rest-gateway: ${call.method} ${route.path}: ${timedOut ? `no answer within ${timeoutMs} ms` : `the platform could not be reached${typeof cause === 'string' ? ` (${cause})` : ''}`}`,
      );
      return gatewayError(timedOut ? 'PlatformTimeout' : 'PlatformUnreachable');
    } finally {
      clearTimeout(timer);
      call.signal?.removeEventListener('abort', pageGone);
    }
  };
}
