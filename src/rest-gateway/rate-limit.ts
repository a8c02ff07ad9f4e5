import type { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

// The two limiters are loaded by their own files: the package's index also loads its cluster,
// database and Node-only limiters, which an edge runtime cannot load. (Typed from the index's
// declarations; `as string` keeps tsc from looking for declarations of the files themselves.)
const loadMemory = async () =>
  ((await import('rate-limiter-flexible/lib/RateLimiterMemory.js' as string)) as { default: typeof RateLimiterMemory }).default;
const loadRedis = async () =>
  ((await import('rate-limiter-flexible/lib/RateLimiterRedis.js' as string)) as { default: typeof RateLimiterRedis }).default;

/**
 * Attempts per client IP in a fixed window, for the calls that guess a password or mail a
 * player (sign-in, sign-up, password reset), counted by rate-limiter-flexible. In memory by
 * default: one gateway process (or one edge isolate) counts its own attempts. With `redisUrl`
 * every instance counts in that one Redis; while Redis cannot be reached, each instance goes
 * on counting in its own memory (the insurance limit), with the same limit, until it is back.
 */
export interface RateLimit {
  /** Attempts one IP may make in a window. */
  max: number;
  /** The window, in whole seconds (a part of a second counts as a second). */
  windowMs: number;
  /** A Redis that every instance shares, `redis://[user:password@]host:port[/db]` or `rediss://…`. Needs ioredis installed. */
  redisUrl?: string;
}

/** A JSON log entry, as the gateway writes it. */
export type LogEntry = Record<string, string | number | null>;

export interface Attempts {
  /** Counts an attempt; the seconds to wait when it is over the limit, else 0. */
  count(key: string): Promise<number>;
  /** Settled once the store is loaded; rejected when a Redis is configured and its client is not installed. */
  ready: Promise<void>;
  /** Closes the store's connection (the Redis one). */
  close(): Promise<void>;
}

const KEY_PREFIX = 'betr-rest-gateway';
/** A Redis command that has not answered by then goes to the insurance limit. */
const REDIS_COMMAND_TIMEOUT_MS = 1000;

export const MISSING_REDIS_CLIENT =
  'betr-rest-gateway: a Redis rate-limit store is configured (BETR_RATE_LIMIT_REDIS_URL, or rateLimit.redisUrl), but its client, ioredis, is not installed: run `npm install ioredis` where betr-widgets is installed';

function secondsOf(windowMs: number): number {
  return Math.max(1, Math.ceil(windowMs / 1000));
}

async function memoryLimiter(max: number, duration: number): Promise<RateLimiterAbstract> {
  return new (await loadMemory())({ keyPrefix: KEY_PREFIX, points: max, duration });
}

/** A Redis limiter that falls back on an in-process one whenever Redis cannot answer. */
async function redisLimiter(url: string, max: number, duration: number, log: (entry: LogEntry) => void) {
  let Redis: typeof import('ioredis').Redis;
  try {
    ({ Redis } = await import('ioredis'));
  } catch {
    throw new Error(MISSING_REDIS_CLIENT);
  }
  const RedisLimiter = await loadRedis();
  const client = new Redis(url, {
    // Never wait for a connection that is down: the insurance limit answers at once instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
  });
  // Only the changes, and never the URL (it may hold a password).
  let reachable: boolean | null = null;
  client.on('ready', () => {
    if (reachable !== true) log({ level: 'info', msg: 'rate-limit store: Redis reached, the limit is shared' });
    reachable = true;
  });
  client.on('error', (error: { code?: unknown }) => {
    if (reachable === false) return;
    reachable = false;
    log({
      level: 'warn',
      msg: 'rate-limit store: Redis cannot be reached, this process counts attempts on its own until it is back',
      cause: typeof error.code === 'string' ? error.code : null,
    });
  });
  const limiter = new RedisLimiter({
    storeClient: client,
    keyPrefix: KEY_PREFIX,
    points: max,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: await memoryLimiter(max, duration),
  });
  return {
    limiter,
    close: () =>
      client.quit().then(
        () => undefined,
        () => client.disconnect(),
      ),
  };
}

export function rateLimiter({ max, windowMs, redisUrl }: RateLimit, log: (entry: LogEntry) => void): Attempts {
  const duration = secondsOf(windowMs);
  const store = redisUrl
    ? redisLimiter(redisUrl, max, duration, log)
    : memoryLimiter(max, duration).then((limiter) => ({ limiter, close: async () => {} }));
  // The failure is the caller's to read through `ready` or a call; it is never an unhandled rejection.
  store.catch(() => {});
  const ready = store.then(() => undefined);
  ready.catch(() => {});
  return {
    ready,
    async count(key) {
      const { limiter } = await store;
      try {
        await limiter.consume(key);
        return 0;
      } catch (refusal) {
        // Both stores gone is not a guesser's doing: the attempt goes on rather than nobody signing in.
        if (refusal instanceof Error) return 0;
        return Math.max(1, Math.ceil((refusal as RateLimiterRes).msBeforeNext / 1000));
      }
    },
    async close() {
      await (await store.catch(() => null))?.close();
    },
  };
}
