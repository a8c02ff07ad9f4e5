/**
 * `waitUntil` of @open-wc/testing, polling every 10 ms instead of its 50 ms. A test waits
 * for what the page does (a render, a store update, a reply of the stub), which mostly
 * comes within a few milliseconds: at 50 ms each wait cost up to 50 ms of nothing, and the
 * unit suite makes thousands of them. The time-out is 5 s unless given (@open-wc's is 1 s): a
 * passing wait never takes it, and on a busy 2-core CI machine a first chunk import or a
 * provider round trip can take more than 1 s, which made correct tests fail now and then. It
 * stays under mocha's 10 s a test (web-test-runner.config.mjs).
 */
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

export const POLL_INTERVAL_MS = 10;

export const TIMEOUT_MS = 5000;

export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return openWcWaitUntil(predicate, message, { interval: POLL_INTERVAL_MS, timeout: TIMEOUT_MS, ...options });
}

/** Hold the main thread for `ms`, as a big view's render does (the tests of time-sliced rendering). */
export function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}
