/**
 * Attempts per client IP in a fixed window, for the calls that guess a password or mail a
 * player (sign-in, sign-up, password reset). In memory: one gateway process (or one edge
 * isolate) counts its own attempts.
 */
export interface RateLimit {
  /** Attempts one IP may make in a window. */
  max: number;
  windowMs: number;
}

/** At most this many IPs are remembered; the oldest windows go first. */
const MAX_KEYS = 10_000;

/** Counts an attempt; the seconds to wait when it is over the limit, else 0. */
export function rateLimiter({ max, windowMs }: RateLimit, now: () => number = Date.now): (key: string) => number {
  const windows = new Map<string, { start: number; count: number }>();
  return (key) => {
    const time = now();
    let window = windows.get(key);
    if (!window || time - window.start >= windowMs) {
      windows.delete(key);
      window = { start: time, count: 0 };
      windows.set(key, window);
      if (windows.size > MAX_KEYS) {
        for (const [other, { start }] of windows) if (time - start >= windowMs) windows.delete(other);
        // Insertion order is start order: the oldest windows are first.
        for (const other of windows.keys()) {
          if (windows.size <= MAX_KEYS) break;
          windows.delete(other);
        }
      }
    }
    window.count += 1;
    return window.count > max ? Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)) : 0;
  };
}
