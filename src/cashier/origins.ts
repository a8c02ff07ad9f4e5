import type { CashierHosts } from './environments';

/** The only events read from any origin: the frames announce themselves before anything else. */
export const ANY_ORIGIN_EVENTS: ReadonlySet<string> = new Set(['CASHIER_INIT_LOAD', 'LOOKUP_INIT_LOAD', 'IS_LOADING']);

export const INVALID_ORIGIN = 'Invalid origin - will not read PIQ Cashier events';

/**
 * Exactly the environment's own origins: its API host and its checkout host. The spec's
 * "localhost on ports 4000 and 5000" are the development environment's hosts, trusted there
 * only: a production cashier never reads a message from a local page.
 */
export function allowedOrigins({ api, checkout }: CashierHosts): string[] {
  return [...new Set([new URL(api).origin, new URL(checkout).origin])];
}

/** Whether a message of `eventType` from `origin` may be read. */
export function mayRead(eventType: string, origin: string, allowed: readonly string[]): boolean {
  return ANY_ORIGIN_EVENTS.has(eventType) || allowed.includes(origin);
}
