import { Errors, Wampy } from 'wampy';
import { ProviderError } from '../provider';
import { inArea, type ErrorArea } from '../../domain/error-catalogue';
import { platformError } from './errors';
import { ClientIdentityAnswer, PROCEDURES, QUOTA_EXHAUSTED, QuotaAnswer, QuotaError } from './platform';
import * as v from 'valibot'; // a namespace import: see ./platform.ts

/** The spec's websocket max retries: after three failed reconnections the player is told. */
export const MAX_RETRIES = 3;

/**
 * The pause before the first reconnection attempt; each further one waits twice as long
 * (1 s, 2 s, 4 s). The spec gives the number of retries, not their spacing: a back-off lets
 * an overloaded platform (closing sockets with 1011) recover instead of being hammered.
 */
export const RETRY_DELAY_MS = 1000;

/** The pause before reconnection attempt `attempt` (from 1). */
export function retryDelay(attempt: number, first = RETRY_DELAY_MS): number {
  return first * 2 ** (attempt - 1);
}

export interface ConnectionOptions {
  /** wss://… of the platform; `cid` (the client identity the platform keeps a login for) is added. */
  url: string;
  realm: string;
  /** The client identity to name in `?cid=` (empty before the platform issued one). */
  clientId(): string;
  /** The platform's `/connection#getClientIdentity` answer on each new connection, before any call. */
  onIdentity?(cid: string): void;
  /**
   * Runs on each new connection after its subscriptions, before calls are handed to it: what
   * the platform keeps per connection is asked for again there (a failure is ignored).
   */
  onOpen?(call: (procedure: string, kwargs?: Record<string, unknown>) => Promise<unknown>): Promise<void>;
  /**
   * Answers the platform's captcha: its connection CHALLENGE (`GoogleRecaptchaV2`, with the
   * site key in `extra.key`) and a `wamp.quota_exhausted` error's. Resolves to the captcha
   * response. Without it the connection fails (general.offline) and an exhausted quota is the
   * call's rate-limit error.
   */
  solveChallenge?(method: string, extra: Record<string, unknown>): Promise<string>;
  /** Pause before the first reconnection attempt, doubled for each next one. Default {@link RETRY_DELAY_MS}. */
  retryDelayMs?: number;
  /** A call unanswered by then fails with general.timeout; a handshake unfinished by then is a failed attempt. Default 15 s. */
  timeoutMs?: number;
  /** Waits out a pause between attempts (tests pass a fake clock's). */
  sleep?: (ms: number) => Promise<void>;
  /** The WebSocket class; the browser's by default (tests pass an in-memory platform). */
  webSocket?: typeof WebSocket;
  /** The platform reached again, every subscription renewed: after a drop, or after it was lost. */
  onRestored?(): void;
  /** Every retry failed: the connection is closed until the next call (or reconnect()) opens it again. */
  onLost?(): void;
}

export interface Connection {
  /**
   * `call(uri, [], kwargs)`; the answer is the result's kwargs as sent, which need not be an
   * object (currencies come as an array). Fails with a ProviderError.
   */
  call(area: ErrorArea, procedure: string, kwargs?: Record<string, unknown>): Promise<unknown>;
  /** Listen to a topic for as long as the adapter lives, across reconnections; before the first call. */
  subscribe(topic: string, listener: (kwargs: Record<string, unknown>) => void): void;
  /** Open the connection now if it is not (the player's retry); general.offline when that fails. */
  reconnect(): Promise<void>;
  /** Close the socket and stop any reconnection; a later call opens a new one. */
  close(): Promise<void>;
}

/** The platform's URIs (`/user#login`) are not WAMP's dotted ones, which wampy insists on. */
const PLATFORM_URI = /^\/[\w/]+(#\w+)?$/;

const offline = () => new ProviderError('general', 'offline');
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Close a client's socket whatever state its handshake is in (it may be closed already). */
function abandon(client: Wampy): void {
  try {
    client.abort();
  } catch {
    // no socket left
  }
}

/**
 * One WAMP session over wampy (JSON serialization, `wamp.2.json`), opened on first use.
 * After a drop it is reconnected here, at most {@link MAX_RETRIES} times with a growing
 * pause, each attempt a new session that is handed to calls only once every subscription is
 * renewed (so nothing the platform pushes after a call's answer is missed); once it has
 * given up, the next call opens it afresh. An attempt ends, one way or the other, whenever
 * its socket dies (before it opens, before WELCOME, while subscribing) or the handshake
 * takes longer than a call may: wampy's own connect() never settles when a socket opens
 * and closes before WELCOME. wampy's reconnection is not used: it hands the session to
 * calls before it renews the subscriptions, and its pending retry outlives disconnect().
 */
export function createConnection(options: ConnectionOptions): Connection {
  const { realm, retryDelayMs = RETRY_DELAY_MS, timeoutMs = 15_000, sleep = realSleep, solveChallenge } = options;
  const urlOf = (cid: string) => `${options.url}${options.url.includes('?') ? '&' : '?'}cid=${encodeURIComponent(cid)}`;
  const topics = new Map<string, (data: { argsDict?: Record<string, unknown> }) => void>();
  /** The session calls go to: being opened, open, or being restored after a drop. */
  let current: Promise<Wampy> | null = null;
  /** The open session, whose drop starts a reconnection. */
  let established: Wampy | null = null;
  /** Every retry failed and the player was told: the next connection is a restoration. */
  let lost = false;
  /** Bumped by close(): an attempt begun before it is abandoned. */
  let epoch = 0;
  /** Ends the pause before the next reconnection attempt early (close()). */
  let wake: (() => void) | null = null;
  /** Ends each attempt under way at once (close()). */
  const giveUp = new Set<() => void>();

  /** One attempt: a new socket and session, with every subscription in place before it is used. */
  async function connect(): Promise<Wampy> {
    const mine = epoch;
    let closed = false;
    let fail: () => void = () => undefined;
    const ended = new Promise<never>((_, reject) => (fail = () => reject(offline())));
    const cid = options.clientId();
    const client: Wampy = new Wampy(urlOf(cid), {
      realm,
      // wampy answers a CHALLENGE only with all three set; the platform challenges unasked (L1).
      ...(solveChallenge
        ? {
            authid: cid || 'anonymous',
            authmethods: ['GoogleRecaptchaV2'],
            authMode: 'manual' as const,
            onChallenge: (method: string, extra: Record<string, unknown>) => solveChallenge(method, extra),
          }
        : {}),
      autoReconnect: false,
      ws: options.webSocket,
      // Any close: a refused attempt, a socket dying mid-handshake, a drop, or on purpose.
      onClose: () => {
        closed = true;
        fail();
        dropped(client);
      },
      onError: () => undefined,
    });
    // wampy 8 validates URIs against WAMP's dotted form only; the platform's procedures
    // (`/user#login`) need the check widened, for this client only.
    Object.defineProperty(client, '_validateURI', { value: (uri: string) => PLATFORM_URI.test(uri) });
    const handshake = (async () => {
      await client.connect();
      await Promise.all([...topics].map(([topic, listener]) => client.subscribe(topic, listener)));
      // The platform issues the identity a login is kept for (L1, L6, L9): known before any call.
      const identity = await client.call(PROCEDURES.clientIdentity, { argsList: [], argsDict: {} }).then(
        (result) => v.safeParse(ClientIdentityAnswer, result.argsDict),
        () => null,
      );
      if (identity?.success) options.onIdentity?.(identity.output.cid);
      await options
        .onOpen?.(async (procedure, kwargs = {}) => (await client.call(procedure, { argsList: [], argsDict: kwargs })).argsDict ?? {})
        .catch(() => undefined);
    })();
    // Whichever loses the race below may still fail later: nobody waits for it then.
    handshake.catch(() => undefined);
    ended.catch(() => undefined);
    const limit = setTimeout(fail, timeoutMs);
    giveUp.add(fail);
    try {
      await Promise.race([handshake, ended]);
    } catch {
      abandon(client);
      throw offline();
    } finally {
      clearTimeout(limit);
      giveUp.delete(fail);
    }
    if (mine !== epoch || closed || client.getSessionId() === null) {
      abandon(client);
      throw offline();
    }
    established = client;
    if (lost) {
      lost = false;
      options.onRestored?.();
    }
    return client;
  }

  function dropped(client: Wampy): void {
    if (client !== established) return;
    established = null;
    const restoring = restore();
    current = restoring;
    restoring.catch(() => undefined);
  }

  /** After a drop: {@link MAX_RETRIES} attempts after growing pauses; then the player is told. */
  async function restore(): Promise<Wampy> {
    const mine = epoch;
    for (let attempt = 1; attempt <= MAX_RETRIES && mine === epoch; attempt += 1) {
      await Promise.race([sleep(retryDelay(attempt, retryDelayMs)), new Promise<void>((resolve) => (wake = resolve))]);
      wake = null;
      if (mine !== epoch) break;
      try {
        const client = await connect();
        options.onRestored?.();
        return client;
      } catch {
        // refused, or closed before the session was ready: the next attempt
      }
    }
    if (mine === epoch) {
      current = null;
      lost = true;
      options.onLost?.();
    }
    throw offline();
  }

  function session(): Promise<Wampy> {
    if (current) return current;
    const opening = connect();
    current = opening;
    opening.catch(() => {
      if (current === opening) current = null;
    });
    return opening;
  }

  /** One raw call, with the call's time limit; the platform's errors as wampy gives them. */
  async function once(procedure: string, kwargs: Record<string, unknown>): Promise<unknown> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ProviderError('general', 'timeout')), timeoutMs);
    });
    try {
      const client = await Promise.race([session(), timeout]);
      const result = await Promise.race([client.call(procedure, { argsList: [], argsDict: kwargs }), timeout]);
      return result.argsDict ?? {};
    } finally {
      clearTimeout(timer);
    }
  }

  /** The captcha answered for more quota, once for every call that hit the limit meanwhile. */
  let raising: Promise<boolean> | null = null;
  function raiseQuota(kwargs: Record<string, unknown> | undefined): Promise<boolean> {
    raising ??= (async () => {
      if (!solveChallenge) return false;
      const { type } = v.parse(QuotaError, kwargs ?? {});
      const challengeResponse = await solveChallenge(type, kwargs ?? {});
      return v.parse(QuotaAnswer, await once(PROCEDURES.increaseQuota, { challengeResponse })).success;
    })()
      .catch(() => false)
      .finally(() => (raising = null));
    return raising;
  }

  async function call(area: ErrorArea, procedure: string, kwargs: Record<string, unknown> = {}): Promise<unknown> {
    try {
      try {
        return await once(procedure, kwargs);
      } catch (error) {
        // L1: an exhausted quota is raised by answering a captcha, then the call is sent again.
        if (!(error instanceof Errors.CallError) || error.errorUri !== QUOTA_EXHAUSTED) throw error;
        const quota = error;
        if (!(await raiseQuota(error.argsDict as Record<string, unknown> | undefined))) {
          throw new ProviderError(
            area,
            inArea(area, 'rate-limit'),
            typeof quota.argsDict?.desc === 'string' ? quota.argsDict.desc : undefined,
          );
        }
        return await once(procedure, kwargs);
      }
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      if (error instanceof Errors.CallError) throw platformError(area, error.errorUri, error.argsDict);
      // The socket closed under the call (wampy rejects every call in flight).
      throw offline();
    }
  }

  return {
    call,
    subscribe(topic, listener) {
      topics.set(topic, (data) => listener(data.argsDict ?? {}));
    },
    async reconnect() {
      await session();
    },
    async close() {
      epoch += 1;
      wake?.();
      giveUp.forEach((fail) => fail());
      const pending = current;
      const client = established;
      current = null;
      established = null;
      lost = false;
      // An attempt under way has closed its own socket and given up.
      await pending?.catch(() => null);
      await client?.disconnect();
    },
  };
}
