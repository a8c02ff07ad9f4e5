import type { ErrorArea } from './error-catalogue';

/** Every this many failed bank-identity attempts the player sees 'Time is up' (spec: 3). */
export const ATTEMPTS_BEFORE_TIME_UP = 3;

/** How often a pending attempt asks the provider for its answer. */
export const COLLECT_INTERVAL_MS = 1000;

/**
 * Errors and time-outs are retried automatically until the attempt count reaches a
 * multiple of 3; then the 'time is up' screen with a retry action shows. `failedAttempts`
 * counts every failed attempt of this visit, so after 'Try again' the screen returns at 6.
 */
export function isTimeUp(failedAttempts: number): boolean {
  return failedAttempts > 0 && failedAttempts % ATTEMPTS_BEFORE_TIME_UP === 0;
}

/** Failures that are only a failed attempt: the bank, the network or the server had a problem. */
const TRANSIENT_KEYS = new Set(['unknown-error', 'timeout', 'offline']);

/**
 * A failure of one attempt (retried) rather than the provider's answer about the person
 * (shown): a Spelpaus-registered, blocked or self-excluded player is refused, and asking
 * the bank again would not change that.
 */
export function isRetriedFailure(error: { area: ErrorArea; key: string }): boolean {
  return TRANSIENT_KEYS.has(error.key);
}
