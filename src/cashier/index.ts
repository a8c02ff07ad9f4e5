/**
 * The payment cashier bootstrapper on its own (`dist/cashier.js`): no React, no betr stores.
 * It builds the cashier and lookup iframes, speaks their postMessage protocol, and reports
 * transaction outcomes and the other cashier events to the host page.
 *
 * ```js
 * import { createCashier } from '/dist/cashier.js';
 * const cashier = createCashier({
 *   container: '#cashier',
 *   config: { environment: 'production', merchantId: '1000', userId, sessionId, method: 'deposit' },
 *   on: { success: ({ amount, txRefId }) => refreshBalance(), failed: (payload) => console.warn(payload) },
 * });
 * ```
 */
import type { DeviceIdOptions } from './device-id';

export { createCashier, DEVICE_ID_RETRY_MS, LOOKUP_INITIAL_HEIGHT } from './cashier';
export type { Cashier, CashierHandler, CashierOptions } from './cashier';
export { BOOTSTRAP_VERSION, DEFAULT_INIT_LOAD_TIMEOUT_MS } from './config';
export type { CashierConfig, ConfigObject, ConfigValue, LookupConfig } from './config';
export { CASHIER_HOSTS, cashierHosts } from './environments';
export type { CashierEnvironment, CashierHosts } from './environments';
export { CASHIER_EVENTS, CASHIER_PAGE_EVENTS, SIRU_PREDEFINED_AMOUNTS } from './messages';
export type { CashierEventName, CashierPageEventName, CashierPayload } from './messages';
export { allowedOrigins } from './origins';
export { cashierUrl, lookupUrl, QUERY_WARNING_LENGTH } from './query';
/** The PKCE S256 code challenge of a verifier (RFC 7636 §4.2), its code from a chunk of its own. */
export const codeChallenge = (codeVerifier: string): Promise<string> => import('./pkce').then((pkce) => pkce.codeChallenge(codeVerifier));
/** This browser's device id (src/cashier/device-id.ts), its code from a chunk of its own. */
export const deviceId = (options?: DeviceIdOptions): Promise<string> => import('./device-id').then((made) => made.deviceId(options));
