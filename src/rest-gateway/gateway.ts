import { REST_ROUTES, routeMatcher, type RestRoute } from '../adapters/rest/routes';
import { clientIpResolver, type TrustedProxies } from './client-ip';
import { rateLimiter, type LogEntry, type RateLimit } from './rate-limit';
import { createSigner, requestIds } from './sign';

/**
 * The signing gateway's core: a page's call comes in (same origin, under `basePath`), an
 * allow-listed one goes on to the platform signed with the operator's API secret, and the
 * platform's answer goes back as it is. Runtime-neutral (fetch, WebCrypto or node:crypto); the Node and
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
  /** Sign-in, sign-up and password reset attempts per client IP, in memory or in a shared Redis; false for none. Default 20 a minute, in memory. */
  rateLimit?: RateLimit | false;
  /** Route paths that start with one of these are rate-limited. Default: sign-in, sign-up, password reset. */
  rateLimitedPaths?: readonly string[];
  /** A platform that has not answered by then gets 504. Default 30 s (the adapter gives up after 15 s). */
  timeoutMs?: number;
  /** Request headers passed on to the platform besides the session id (a test header, say). Default: none. */
  forwardHeaders?: readonly string[];
  /**
   * The transport to the platform: the runtime's fetch by default, or any function that answers
   * as fetch does for what the gateway reads (the CLI passes undici's pooled `request` on Node,
   * ./undici-transport.ts).
   */
  fetch?: PlatformTransport;
  /**
   * Where the gateway writes its log, one JSON object a line: a platform it cannot reach, the
   * rate-limit store's changes, and each call when `logCalls` is on. Never a secret, a session
   * id, a body or a query. `level` is the line's own `level`. Default: console.warn for
   * warnings, console.log for the rest.
   */
  log?: (line: string, level: 'info' | 'warn') => void;
  /** A line for every call: method, the route's pattern, status and milliseconds. Default false (the CLI turns it on). */
  logCalls?: boolean;
  /** Milliseconds since the epoch. Default Date.now. */
  now?: () => number;
}

/** A call to the platform as the gateway makes it: what fetch's `init` holds of it. */
export interface PlatformCall {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
  redirect: 'manual';
}

/** What the gateway reads of the platform's answer: a fetch Response is one. */
export interface PlatformReply {
  status: number;
  headers: { get(name: string): string | null };
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The way to the platform: fetch, or a function that answers as it does (see `fetch` in GatewayOptions). */
export type PlatformTransport = (url: string, init: PlatformCall) => Promise<PlatformReply>;

/**
 * An answer as the core makes it. The fetch handler makes a `Response` of it; the Node handler
 * writes it to its `ServerResponse` as it is, without making a Response and reading it back.
 */
export interface GatewayAnswer {
  status: number;
  headers: Record<string, string>;
  /** Null for none (a 204, a HEAD, a page that has gone). */
  body: Uint8Array<ArrayBuffer> | string | null;
}

/** The core, with what a server needs around it. */
export interface Gateway {
  (call: GatewayCall): Promise<Response>;
  /** The same answer as plain data, for a server that writes it itself. */
  answer(call: GatewayCall): Promise<GatewayAnswer>;
  /** Settled once the rate-limit store is loaded; rejected (with what to install) when it cannot be. */
  ready: Promise<void>;
  /** Closes the rate-limit store's connection, once the calls in flight are answered. */
  close(): Promise<void>;
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
  signal?: PageSignal;
}

/** What the core uses of an AbortSignal (a Request's `signal` is one): whether the page has gone, and word when it goes. */
export interface PageSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
  removeEventListener(type: 'abort', listener: () => void): void;
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
  /** For load balancers: answered by the gateway itself under `basePath`, never by the platform. */
  healthPath: '/healthz',
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

const JSON_TYPE = 'application/json; charset=utf-8';

export function gatewayError(code: GatewayErrorCode, headers: Record<string, string> = {}): GatewayAnswer {
  const { status, message } = GATEWAY_ERRORS[code];
  return {
    status,
    headers: { 'Content-Type': JSON_TYPE, ...NO_STORE, ...headers },
    body: JSON.stringify({ Code: code, Message: message }),
  };
}

/** The page has gone: nothing is written. */
const GONE: GatewayAnswer = { status: 499, headers: {}, body: null };

/** A platform error that is not JSON (a proxy's error page) is read as the SDK reads it. */
const UNKNOWN_ERROR = JSON.stringify({ Code: 'UnknownError', Message: 'An unknown error occurred' });

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`betr-rest-gateway: ${name} is required`);
  return value;
}

const HEALTHY = JSON.stringify({ Status: 'ok' });

export function createGateway(options: GatewayOptions): Gateway {
  const platform = new URL(required(options.platformUrl, 'platformUrl'));
  const platformPath = platform.pathname.replace(/\/+$/, '');
  const apiId = required(options.apiId, 'apiId');
  const signer = createSigner(options.apiSecret ?? '');
  const basePath = (options.basePath ?? DEFAULTS.basePath).replace(/\/+$/, '');
  const matchRoute = routeMatcher(options.routes ?? REST_ROUTES);
  const clientIp = clientIpResolver(options.trustedProxies);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULTS.maxBodyBytes;
  const limited = options.rateLimitedPaths ?? DEFAULTS.rateLimitedPaths;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const forwarded = (options.forwardHeaders ?? []).map((name) => {
    if (OWN_HEADERS.includes(name.toLowerCase())) throw new Error(`betr-rest-gateway: ${name} cannot be a forwarded header`);
    return name;
  });
  const send: PlatformTransport = options.fetch ?? ((url, init) => fetch(url, init));
  const output = (line: string, level: 'info' | 'warn') => {
    if (options.log) options.log(line, level);
    else if (level === 'warn') console.warn(line);
    else console.log(line);
  };
  // A line's time, as Date's toISOString writes it: its text up to the second is made again only
  // when the second changes, the milliseconds are appended.
  let second = NaN;
  let secondText = '';
  const time = () => {
    const ms = Math.floor(now());
    if (Math.floor(ms / 1000) !== second) {
      second = Math.floor(ms / 1000);
      secondText = new Date(second * 1000).toISOString().slice(0, -4);
    }
    const milliseconds = ms - second * 1000;
    return `${secondText}${milliseconds < 10 ? '00' : milliseconds < 100 ? '0' : ''}${milliseconds}Z`;
  };
  const write = (entry: LogEntry) => output(JSON.stringify({ time: time(), ...entry }), entry.level === 'warn' ? 'warn' : 'info');
  // A method and a route's pattern as JSON text, made once each: both are the table's.
  const quoted = new Map<string, string>();
  const json = (text: string | null) => {
    if (text === null) return 'null';
    let made = quoted.get(text);
    if (made === undefined) quoted.set(text, (made = JSON.stringify(text)));
    return made;
  };
  /**
   * The line of a call, written out: the text `write` makes of {level, msg: 'call', method,
   * route, status, ms}, without an object spread and JSON.stringify a call.
   */
  const writeCall = (method: string | null, route: string | null, status: number, ms: number) => {
    const level = status >= 500 ? 'warn' : 'info';
    output(
      `{"time":"${time()}","level":"${level}","msg":"call","method":${json(method)},"route":${json(route)},"status":${status},"ms":${ms}}`,
      level,
    );
  };
  const attempts = options.rateLimit === false ? null : rateLimiter(options.rateLimit ?? DEFAULTS.rateLimit, write);
  const nextRequestId = requestIds();
  const healthPath = `${basePath}${DEFAULTS.healthPath}`;

  /** The answer, and the route's pattern when the call is one of the table's. */
  const handle = async (call: GatewayCall): Promise<[GatewayAnswer, string | null]> => {
    const { pathname, search } = call.url;
    if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return [gatewayError('NotFound'), null];
    const route = matchRoute(call.method, pathname.slice(basePath.length));
    if (!route) return [gatewayError('NotFound'), null];
    const answer = (response: GatewayAnswer): [GatewayAnswer, string] => [response, route.path];

    const ip = clientIp(call.peer, call.headers.get('x-forwarded-for'));
    if (attempts && limited.some((prefix) => route.path.startsWith(prefix))) {
      const wait = await attempts.count(ip ?? 'unknown');
      if (wait > 0) return answer(gatewayError('TooManyAttempts', { 'Retry-After': String(wait) }));
    }

    let body = '';
    if (call.method !== 'GET') {
      const bytes = await call.body(maxBodyBytes);
      if (bytes === 'too-large') return answer(gatewayError('PayloadTooLarge'));
      body = new TextDecoder().decode(bytes);
    }

    // `pathname` is already a URL's, so no `..` or `//` is left in it: the target stays on the platform.
    const path = `${platformPath}${pathname.slice(basePath.length)}${search}`;
    const target = `${platform.origin}${path}`;
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
    if (call.signal?.aborted) return answer(GONE);
    const abort = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, timeoutMs);
    const pageGone = () => abort.abort();
    call.signal?.addEventListener('abort', pageGone);
    try {
      const reply = await send(target, {
        method: call.method,
        headers,
        body: body || undefined,
        signal: abort.signal,
        redirect: 'manual',
      });
      // Read whole within the time-out: a platform that stalls mid-answer is a time-out too.
      const bytes = new Uint8Array(await reply.arrayBuffer());
      const type = reply.headers.get('Content-Type');
      const json = type?.includes('application/json') ?? false;
      const out: Record<string, string> = { ...NO_STORE };
      const retryAfter = reply.headers.get('Retry-After');
      if (retryAfter) out['Retry-After'] = retryAfter;
      const ok = reply.status >= 200 && reply.status < 300;
      if (!ok && !json) return answer({ status: reply.status, headers: { ...out, 'Content-Type': JSON_TYPE }, body: UNKNOWN_ERROR });
      if (type) out['Content-Type'] = type;
      const empty = reply.status === 204 || reply.status === 205 || reply.status === 304;
      return answer({ status: reply.status, headers: out, body: empty ? null : bytes });
    } catch (error) {
      if (call.signal?.aborted && !timedOut) return answer(GONE);
      // Only the method, the route's pattern and the error's code: never a query, a header or a body.
      const cause = (error as { cause?: { code?: unknown } }).cause?.code;
      write({
        level: 'warn',
        msg: timedOut ? `the platform did not answer within ${timeoutMs} ms` : 'the platform could not be reached',
        method: call.method,
        route: route.path,
        cause: typeof cause === 'string' ? cause : null,
      });
      return answer(gatewayError(timedOut ? 'PlatformTimeout' : 'PlatformUnreachable'));
    } finally {
      clearTimeout(timer);
      call.signal?.removeEventListener('abort', pageGone);
    }
  };

  const answerCall = async (call: GatewayCall): Promise<GatewayAnswer> => {
    // For load balancers: the gateway answers for itself, without the platform or the rate-limit store.
    if (call.url.pathname === healthPath && (call.method === 'GET' || call.method === 'HEAD'))
      return { status: 200, headers: { 'Content-Type': JSON_TYPE, ...NO_STORE }, body: call.method === 'GET' ? HEALTHY : null };
    const started = performance.now();
    // A known call's pattern only: the raw path may hold ids, and the query personal data.
    const line = (route: string | null, status: number) =>
      writeCall(route ? call.method : null, route, status, Math.round((performance.now() - started) * 10) / 10);
    try {
      const [response, route] = await handle(call);
      if (options.logCalls) line(route, response.status);
      return response;
    } catch (error) {
      if (options.logCalls) line(null, 500);
      throw error;
    }
  };
  const gateway = async (call: GatewayCall): Promise<Response> => {
    const { status, headers, body } = await answerCall(call);
    return new Response(body, { status, headers });
  };
  return Object.assign(gateway, {
    answer: answerCall,
    ready: attempts?.ready ?? Promise.resolve(),
    close: async () => attempts?.close(),
  });
}
