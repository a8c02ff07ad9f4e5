import type { CashierHosts } from './environments';

/** The demo's two local origins, always accepted (spec). */
const LOCAL_ORIGINS = ['http://localhost:4000', 'http://localhost:5000'];

/** The only events read from any origin: the frames announce themselves before anything else. */
export const ANY_ORIGIN_EVENTS: ReadonlySet<string> = new Set(['CASHIER_INIT_LOAD', 'LOOKUP_INIT_LOAD', 'IS_LOADING']);

export const INVALID_ORIGIN = 'Invalid origin - will not read PIQ Cashier events';

/** The provider API host, the checkout host, and localhost on ports 4000 and 5000. */
export function allowedOrigins({ api, checkout }: CashierHosts): string[] {
  return [...new Set([new URL(api).origin, new URL(checkout).origin, ...LOCAL_ORIGINS])];
}

/** Whether a message of `eventType` from `origin` may be read. */
export function mayRead(eventType: string, origin: string, allowed: readonly string[]): boolean {
  return ANY_ORIGIN_EVENTS.has(eventType) || allowed.includes(origin);
}
