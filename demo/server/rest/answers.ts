// The simulated casino's failures as the REST platform answers them: `{Code, Message,
// Details}` with a non-2xx status. The codes are those the REST adapter's table
// (src/adapters/rest/errors.ts) knows, read backwards from it, so platform and adapter
// cannot drift apart; test/contract pins the codes themselves.
import { ProviderError, type ErrorArea } from '../../../src/adapters/provider.ts';
import { FIELDS, INVALID_FIELD, KEYS, OTHER_AREA } from '../../../src/adapters/rest/errors.ts';
import { SessionExpired } from '../../../src/adapters/stub/index.ts';
import { InvalidField } from './route.ts';

export interface Answer {
  status: number;
  body: unknown;
}

/** `first-name` → `FirstName`; the date of birth is `Dob` on this platform. */
const pascal = (field: string) => field.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c: string) => c.toUpperCase());

function statusOf(code: string): number {
  if (code === 'SessionExpired') return 401;
  if (code === 'TooManyAttempts') return 429;
  if (code.endsWith('NotFound')) return 404;
  if (/Blocked|Blacklisted|Spelpaus|SelfBlocked|LoginPeriod|GamblingIssues|NotAllowed|NotEligible|ActivationRequired/.test(code)) return 403;
  if (/Exists|Duplicate|Already/.test(code)) return 409;
  return 400;
}

export function failure(code: string, message: string, details: Record<string, string> = {}): Answer {
  return { status: statusOf(code), body: { Code: code, Message: message, Details: details } };
}

/**
 * The answer for a catalogue error `area.key` as the casino raised it (or a test injected
 * it). Sign-up refusals named in the platform's own words (GamblingIssuesCrossBrand,
 * MissingNameOrAddress) come back as the sign-up answer's issues array, not as an error.
 */
export function answerFor(area: ErrorArea, key: string): Answer {
  const message = `${area}.${key}`;
  if (area === 'sign-up' && /^[A-Z]/.test(key)) {
    return { status: 200, body: { SessionId: null, IsActivated: false, MustAcceptTac: false, Issues: [key] } };
  }
  const other = Object.entries(OTHER_AREA).find(([, [a, k]]) => a === area && k === key && !(a === 'general' && k === 'unknown-error'));
  if (other) return failure(other[0], message);
  const field = key.startsWith('invalid-field-') ? key.slice('invalid-field-'.length) : null;
  if (field !== null && (FIELDS as readonly string[]).includes(field)) return failure(INVALID_FIELD, message, { [pascal(field)]: 'Invalid' });
  const code = Object.keys(KEYS).find((c) => KEYS[c] === key);
  return failure(code ?? 'BadRequest', message);
}

/** The answer for whatever a route threw; null for a bug (the server answers 500). */
export function answerForError(error: unknown): Answer | null {
  if (error instanceof SessionExpired) return failure('SessionExpired', 'The session is unknown or has ended');
  if (error instanceof InvalidField) return failure(INVALID_FIELD, error.message, { [error.field]: 'Invalid' });
  if (error instanceof SyntaxError) return failure('BadRequest', 'The body is not JSON');
  if (error instanceof ProviderError) return answerFor(error.area, error.key);
  return null;
}
