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
  /** The platform reached again after a drop (subscriptions are renewed by then). */
  onRestored?(): void;
  /** Every retry failed: the connection is closed until the next call opens it again. */
  onLost?(): void;
}

export interface Connection {
  /** `call(uri, [], kwargs)`; the answer is the result's kwargs. Fails with a ProviderError. */
  call(area: ErrorArea, procedure: string, kwargs?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Listen to a topic for as long as the adapter lives, across reconnections; before the first call. */
  subscribe(topic: string, listener: (kwargs: Record<string, unknown>) => void): void;
  close(): Promise<void>;
}

/** The platform's URIs (`/user#login`) are not WAMP's dotted ones, which wampy insists on. */
const PLATFORM_URI = /^\/[\w/]+(#\w+)?$/;

const offline = () => new ProviderError('general', 'offline');

/**
 * One WAMP session over wampy (JSON serialization, `wamp.2.json`): opened on first use,
 * reconnected by wampy at most {@link MAX_RETRIES} times after a drop (re-subscribing as it
 * goes), and opened afresh by the next call once it has given up.
 */
export function createConnection(options: ConnectionOptions): Connection {
  const { realm, clientId, retryDelayMs = 1000, timeoutMs = 15_000 } = options;
  const url = `${options.url}${options.url.includes('?') ? '&' : '?'}cid=${encodeURIComponent(clientId)}`;
  const topics = new Map<string, (data: { argsDict?: Record<string, unknown> }) => void>();
  let opening: Promise<Wampy> | null = null;
  let reconnecting: { promise: Promise<Wampy>; resolve(client: Wampy): void; reject(error: Error): void } | null = null;
  let closing = false;

  function open(): Promise<Wampy> {
    if (opening) return opening;
    closing = false;
    const client: Wampy = new Wampy(url, {
      realm,
      autoReconnect: true,
      maxRetries: MAX_RETRIES,
      reconnectInterval: retryDelayMs,
      onReconnectSuccess: () => {
        // wampy's pending retry outlives disconnect(): a connection closed meanwhile ends here.
        if (closing) return void client.disconnect();
        reconnecting?.resolve(client);
        reconnecting = null;
        // wampy renews the subscriptions once this returns.
        options.onRestored?.();
      },
      onClose: () => {
        // Retries exhausted, the first connection refused, or closed on purpose.
        const wasOpen = opening !== null;
        opening = null;
        reconnecting?.reject(offline());
        reconnecting = null;
        if (wasOpen && !closing) options.onLost?.();
      },
      onError: () => undefined,
    });
    // wampy 8 validates URIs against WAMP's dotted form only; the platform's procedures
    // (`/user#login`) need the check widened, for this client only.
    Object.defineProperty(client, '_validateURI', { value: (uri: string) => PLATFORM_URI.test(uri) });
    const opened = client.connect().then(
      async () => {
        await Promise.all([...topics].map(([topic, listener]) => client.subscribe(topic, listener)));
        return client;
      },
      () => {
        if (opening === opened) opening = null;
        throw offline();
      },
    );
    opening = opened;
    return opened;
  }

  /** A session to call on: after a drop, wait for wampy's reconnection (or its giving up). */
  async function ready(): Promise<Wampy> {
    const client = await open();
    if (client.getSessionId() !== null) return client;
    if (!reconnecting) {
      let resolve!: (client: Wampy) => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<Wampy>((res, rej) => ((resolve = res), (reject = rej)));
      reconnecting = { promise, resolve, reject };
    }
    return reconnecting.promise;
  }

  async function call(area: ErrorArea, procedure: string, kwargs: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ProviderError('general', 'timeout')), timeoutMs);
    });
    try {
      const client = await Promise.race([ready(), timeout]);
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
      const current = opening;
      if (!current) return;
      closing = true;
      const client = await current.catch(() => null);
      await client?.disconnect();
    },
  };
}
