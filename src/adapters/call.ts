import type { ErrorArea } from '../domain/error-catalogue';

/**
 * The one idiom every adapter writes an operation in (types only: no bytes of their own).
 *
 *     getWallet: () => call('general', { get: '/wallets' }, readWallet)           // rest
 *     getWallet: () => call('general', { procedure: P.balance }, v.parser(Wallet)) // wamp
 *
 * - The operation's name is its `Provider` method; the adapter's table of them is typed
 *   against the interface, so none is missing.
 * - `call` is the adapter's transport: it makes the request (a REST path and body, a WAMP
 *   procedure and kwargs, a framework or service call), and turns every failure into a
 *   `ProviderError` of `area` through the adapter's own error table.
 * - `read` checks the answer's shape and maps it to domain values: a hand reader
 *   (rest/read.ts) or valibot's `v.parser(schema)`. Whatever it throws that is not a
 *   `ProviderError` is `area`'s unknown-error, so a malformed answer never reaches a store
 *   half-read. No `read`: the answer carries nothing the front end needs.
 */
export type Call<Request> = <T = void>(area: ErrorArea, request: Request, read?: Read<T>) => Promise<T>;

/** Turns a platform's answer into domain values; anything it throws is a malformed answer. */
export type Read<T> = (answer: unknown) => T;
