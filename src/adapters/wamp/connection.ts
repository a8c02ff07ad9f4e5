import { Errors, Wampy } from 'wampy';
import { ProviderError, type ErrorArea } from '../provider';
import { platformError } from './errors';

/** The spec's websocket max retries: after three failed reconnections the player is told. */
export const MAX_RETRIES = 3;

export interface ConnectionOptions {
  /** wss://… of the platform; `cid` (the client identity the platform keeps a login for) is added. */
  url: string;
  realm: string;
  clientId: string;
  /** Pause before each reconnection attempt. Default 1 s. */
  retryDelayMs?: number;
  /** A call unanswered by then fails with general.timeout. Default 15 s. */
  timeoutMs?: number;
  /** The WebSocket class; the browser's by default (tests pass an in-memory platform). */
  webSocket?: typeof WebSocket;
  /** The platform reached again after a drop, every subscription renewed. */
  onRestored?(): void;
  /** Every retry failed: the connection is closed until the next call opens it again. */
  onLost?(): void;
}

export interface Connection {
  /** `call(uri, [], kwargs)`; the answer is the result's kwargs. Fails with a ProviderError. */
  call(area: ErrorArea, procedure: string, kwargs?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Listen to a topic for as long as the adapter lives, across reconnections; before the first call. */
  subscribe(topic: string, listener: (kwargs: Record<string, unknown>) => void): void;
  /** Close the socket and stop any reconnection; a later call opens a new one. */
  close(): Promise<void>;
}

/** The platform's URIs (`/user#login`) are not WAMP's dotted ones, which wampy insists on. */
const PLATFORM_URI = /^\/[\w/]+(#\w+)?$/;

const offline = () => new ProviderError('general', 'offline');

/**
 * One WAMP session over wampy (JSON serialization, `wamp.2.json`), opened on first use.
 * After a drop it is reconnected here, at most {@link MAX_RETRIES} times, each attempt a new
 * session that is handed to calls only once every subscription is renewed (so nothing the
 * platform pushes after a call's answer is missed); once it has given up, the next call
 * opens it afresh. wampy's own reconnection is not used: it hands the session to calls
 * before it renews the subscriptions, and its pending retry outlives disconnect().
 */
export function createConnection(options: ConnectionOptions): Connection {
  const { realm, clientId, retryDelayMs = 1000, timeoutMs = 15_000 } = options;
  const url = `${options.url}${options.url.includes('?') ? '&' : '?'}cid=${encodeURIComponent(clientId)}`;
  const topics = new Map<string, (data: { argsDict?: Record<string, unknown> }) => void>();
  /** The session calls go to: being opened, open, or being restored after a drop. */
  let current: Promise<Wampy> | null = null;
  /** The open session, whose drop starts a reconnection. */
  let established: Wampy | null = null;
  /** Bumped by close(): an attempt begun before it is abandoned. */
  let epoch = 0;
  /** Ends the pause before the next reconnection attempt early (close()). */
  let wake: (() => void) | null = null;

  /** One attempt: a new socket and session, with every subscription in place before it is used. */
  async function connect(): Promise<Wampy> {
    const mine = epoch;
    const client: Wampy = new Wampy(url, {
      realm,
      autoReconnect: false,
      ws: options.webSocket,
      // Any close: a refused attempt, a drop, or closed on purpose; only a drop matters.
      onClose: () => dropped(client),
      onError: () => undefined,
    });
    // wampy 8 validates URIs against WAMP's dotted form only; the platform's procedures
    // (`/user#login`) need the check widened, for this client only.
    Object.defineProperty(client, '_validateURI', { value: (uri: string) => PLATFORM_URI.test(uri) });
    try {
      await client.connect();
      await Promise.all([...topics].map(([topic, listener]) => client.subscribe(topic, listener)));
    } catch {
      void client.disconnect();
      throw offline();
    }
    if (mine !== epoch || client.getSessionId() === null) {
      await client.disconnect();
      throw offline();
    }
    established = client;
    return client;
  }

  function dropped(client: Wampy): void {
    if (client !== established) return;
    established = null;
    const restoring = restore();
    current = restoring;
    restoring.catch(() => undefined);
  }

  /** After a drop: {@link MAX_RETRIES} attempts, `retryDelayMs` apart; then the player is told. */
  async function restore(): Promise<Wampy> {
    const mine = epoch;
    for (let attempt = 1; attempt <= MAX_RETRIES && mine === epoch; attempt += 1) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, retryDelayMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
      if (mine !== epoch) break;
      try {
        const client = await connect();
        options.onRestored?.();
        return client;
      } catch {
        // refused or dropped again: the next attempt
      }
    }
    if (mine === epoch) {
      current = null;
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

  async function call(area: ErrorArea, procedure: string, kwargs: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ProviderError('general', 'timeout')), timeoutMs);
    });
    try {
      const client = await Promise.race([session(), timeout]);
      const result = await Promise.race([client.call(procedure, { argsList: [], argsDict: kwargs }), timeout]);
      return result.argsDict ?? {};
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      if (error instanceof Errors.CallError) throw platformError(area, error.errorUri, error.argsDict);
      // The socket closed under the call (wampy rejects every call in flight).
      throw offline();
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    call,
    subscribe(topic, listener) {
      topics.set(topic, (data) => listener(data.argsDict ?? {}));
    },
    async close() {
      epoch += 1;
      wake?.();
      const pending = current;
      const client = established;
      current = null;
      established = null;
      // An attempt under way sees the new epoch, closes its own socket and gives up.
      await pending?.catch(() => null);
      await client?.disconnect();
    },
  };
}
