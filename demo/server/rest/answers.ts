// The simulated casino's failures as the REST platform answers them: `{Code, Message,
// Details}` with a non-2xx status. The codes are the platform's own (./errors.ts), written
// from the spec's catalogue and never read from the REST adapter, so a code spelt
// differently on the two sides fails test/contract instead of passing both.
import { ProviderError } from '../../../src/adapters/provider.ts';
import type { ErrorArea } from '../../../src/domain/error-catalogue.ts';
import { SessionExpired } from '../../../src/adapters/stub/index.ts';
import { BAD_REQUEST, INVALID_FIELD, SESSION_EXPIRED, platformCode } from './errors.ts';
import { InvalidField } from './route.ts';

export interface Answer {
  status: number;
  body: unknown;
}

function statusOf(code: string): number {
  if (code === SESSION_EXPIRED) return 401;
  if (code === 'TooManyAttempts') return 429;
  if (code.endsWith('NotFound')) return 404;
  if (/Blocked|Blacklisted|Spelpaus|SelfBlocked|LoginPeriod|GamblingIssues|NotAllowed|NotEligible|ActivationRequired/.test(code))
    return 403;
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
    // SignUpResponse: the platform names no player it refused.
    return { status: 200, body: { PlayerId: 0, Issues: [key] } };
  }
  const { code, detail } = platformCode(area, key);
  return failure(code, message, detail === undefined ? {} : { [detail]: 'Invalid' });
}

/** The answer for whatever a route threw; null for a bug (the server answers 500). */
export function answerForError(error: unknown): Answer | null {
  if (error instanceof SessionExpired) return failure(SESSION_EXPIRED, 'The session is unknown or has ended');
  if (error instanceof InvalidField) return failure(INVALID_FIELD, error.message, { [error.field]: 'Invalid' });
  if (error instanceof SyntaxError) return failure(BAD_REQUEST, 'The body is not JSON');
  if (error instanceof ProviderError) return answerFor(error.area, error.key);
  return null;
}
