import { ProviderError } from '../provider';
import type { ErrorArea } from '../../domain/error-catalogue';
import type { SignInResult } from '../../domain/model';
import type { RestApi } from './request';

/**
 * Readers of the platform's JSON answers. A required value of the wrong kind throws; the
 * request function turns that into the area's unknown-error, so a malformed answer never
 * reaches a store half-read. A field the platform's SDK marks optional is read with the
 * `optional…` readers: absent or null, it never fails a call.
 */
export type Answer = Record<string, unknown>;

const malformed = (): never => {
  throw new TypeError('malformed answer');
};

export const obj = (value: unknown): Answer =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Answer) : malformed();
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : malformed());
export const str = (value: unknown): string => (typeof value === 'string' ? value : malformed());
export const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : malformed());
export const bool = (value: unknown): boolean => (typeof value === 'boolean' ? value : malformed());
/** Null for an absent or null field, else the reader's value. */
export const maybe = <T>(read: (value: unknown) => T, value: unknown): T | null =>
  value === null || value === undefined ? null : read(value);

/** The platform's ids are numbers (`Id`, `PlayerId`, `MessageId`); the domain's are strings. A string id is taken as it is. */
export const id = (value: unknown): string => (typeof value === 'string' ? value : `${num(value)}`);
/** An optional text: '' when absent or null. */
export const optionalStr = (value: unknown): string => maybe(str, value) ?? '';
/** An optional list: [] when absent or null. */
export const optionalList = (value: unknown): unknown[] => maybe(list, value) ?? [];
/** An optional object: {} when absent or null. */
export const optionalObj = (value: unknown): Answer => maybe(obj, value) ?? {};
/** An optional value with a default when absent or null. */
export const optional = <T>(read: (value: unknown) => T, value: unknown, fallback: T): T => maybe(read, value) ?? fallback;

/**
 * `read(answer)` for an answer that several operations read after its call (one the adapter
 * keeps, see RestApi.keep): as in the request function, a malformed one is the area's unknown-error.
 */
export function readKept<A, T>(area: ErrorArea, read: (answer: A) => T, answer: A): T {
  try {
    return read(answer);
  } catch (error) {
    throw error instanceof ProviderError ? error : new ProviderError(area, 'unknown-error');
  }
}

/**
 * Kept for callers of the older answer shape: `{SessionId}`, with the two flags when an
 * answer carries them. The platform's sign-in answers only `{SessionId}`: the REST core
 * derives the flags itself (see ./index, `signedIn`).
 */
export function signInResult(answer: unknown): SignInResult {
  const o = obj(answer);
  return {
    sessionId: str(o.SessionId),
    isEmailVerified: optional(bool, o.IsActivated, true),
    mustAcceptTerms: optional(bool, o.MustAcceptTac, false),
  };
}

/**
 * A session the platform opened (sign-in, sign-up, activation, bank identity), with the two
 * facts its answer `{SessionId}` does not carry, read with that session before the page
 * takes it (a failure leaves the page signed out):
 * - email verified: GET /player/user-info's `IsVerified` (the SDK's PlayerInfo has no other
 *   flag for an activated account);
 * - terms to accept: its `TacVersionAccepted` is not the `Version` of the current terms,
 *   GET /content/GetDocument?type=TermsAndConditions for the player's jurisdiction. No
 *   version there (no terms published) asks for nothing.
 */
export async function signedIn(api: RestApi, sessionId: string, area: ErrorArea): Promise<SignInResult> {
  const info = await api.call(area, { get: '/player/user-info', session: sessionId }, obj);
  const jurisdiction = maybe(str, info.Jurisdiction) ?? undefined;
  const terms = await api.call(
    area,
    { get: '/content/GetDocument', query: { type: 'TermsAndConditions', jurisdiction }, session: sessionId },
    obj,
  );
  const current = maybe(str, terms.Version);
  api.begin(sessionId);
  return {
    sessionId,
    isEmailVerified: optional(bool, info.IsVerified, false),
    mustAcceptTerms: current !== null && maybe(str, info.TacVersionAccepted) !== current,
  };
}
