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

/** The answer of sign-in, sign-up and a completed bank identity: `{SessionId, IsActivated, MustAcceptTac}`. */
export function signInResult(answer: unknown): SignInResult {
  const o = obj(answer);
  return { sessionId: str(o.SessionId), isEmailVerified: bool(o.IsActivated), mustAcceptTerms: bool(o.MustAcceptTac) };
}
