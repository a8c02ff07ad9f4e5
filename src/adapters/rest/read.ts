import type { SignInResult } from '../provider';

/**
 * Readers of the platform's JSON answers. A value of the wrong kind throws; the request
 * function turns that into the area's unknown-error, so a malformed answer never reaches a
 * store half-read.
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
export const maybe = <T>(read: (value: unknown) => T, value: unknown): T | null => (value === null || value === undefined ? null : read(value));

/**
 * A record whose platform names are ours in PascalCase (`gameId` ← `GameId`), each read by
 * its reader: `fields(o, { id: str, amount: num })`. One line a field, so the list a reader
 * checks against the spec is the whole reader.
 */
export function fields<T extends object>(value: unknown, readers: { [K in keyof T]: (value: unknown) => T[K] }): T {
  const o = obj(value);
  const out: Record<string, unknown> = {};
  for (const key in readers) out[key] = readers[key](o[key[0].toUpperCase() + key.slice(1)]);
  return out as T;
}

/** The answer of sign-in, sign-up and a completed bank identity: `{SessionId, IsActivated, MustAcceptTac}`. */
export function signInResult(answer: unknown): SignInResult {
  const o = obj(answer);
  return { sessionId: str(o.SessionId), isEmailVerified: bool(o.IsActivated), mustAcceptTerms: bool(o.MustAcceptTac) };
}
