/**
 * `waitUntil` of @open-wc/testing, polling every 10 ms instead of its 50 ms. A test waits
 * for what the page does (a render, a store update, a reply of the stub), which mostly
 * comes within a few milliseconds: at 50 ms each wait cost up to 50 ms of nothing, and the
 * unit suite makes thousands of them. Timeouts are unchanged (1 s unless given).
 */
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

export const POLL_INTERVAL_MS = 10;

export function waitUntil(predicate: () => unknown | Promise<unknown>, message?: string, options: { interval?: number; timeout?: number } = {}): Promise<void> {
  return openWcWaitUntil(predicate, message, { interval: POLL_INTERVAL_MS, ...options });
}
