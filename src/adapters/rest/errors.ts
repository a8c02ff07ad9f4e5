import { ProviderError } from '../provider';
import type { CatalogueEntry, ErrorArea, ErrorKey } from '../../domain/error-catalogue';
import type { ProviderOperation } from '../../domain/operations';

/**
 * The REST platform's error answers (`{Code, Message, Details}`, non-2xx) as catalogue
 * errors (spec: cashier §8, "REST platform error mapping"). The key belongs to the area of
 * the operation that failed — `PlayerNotFound` is activate.player-not-found when activating
 * and reset-password.player-not-found when resetting — except for the few codes of
 * {@link OTHER_AREA}. `Message` is the platform's own text and never reaches the player.
 */
export const KEYS: Readonly<Record<string, ErrorKey>> = {
  InvalidCredentials: 'incorrect-credentials',
  TooManyAttempts: 'rate-limit',
  SelfBlocked: 'player-self-blocked',
  PlayerBlocked: 'blocked',
  TempBlocked: 'blocked',
  LoginPeriod: 'blocked',
  GamblingIssues: 'blocked',
  LoginTimeBlocked: 'login-time-blocked',
  Blacklisted: 'blacklisted',
  Spelpaus: 'spel-paus-validation-error',
  PlayerExists: 'player-conflict',
  PlayerDuplicate: 'player-conflict',
  CountryNotAllowed: 'country-invalid',
  CountryNotExists: 'country-invalid',
  JurisdictionMismatch: 'country-invalid',
  InvalidEmailDomain: 'invalid-email-domain',
  PhoneExists: 'phone-exists',
  RegionBlocked: 'region-blocked',
  PlayerUnderAge: 'player-under-age',
  LinkExpired: 'link-expired',
  // The reset session (opened with the link) has run out: 'Your reset password session has expired'.
  ResetSessionExpired: 'session-expired',
  PlayerNotFound: 'player-not-found',
  AlreadyActivated: 'already-activated',
  IncorrectCode: 'incorrect-code',
  InvalidToken: 'invalid-token',
  MissingToken: 'missing-token',
  OptInNotRequired: 'optin-not-required',
  AlreadyOptedIn: 'already-optin',
  OptInNotAllowed: 'optin-not-allowed',
  // The spec's list says tournament-not-found; its message lookup (and the stub) say tournament.not-found.
  TournamentNotFound: 'not-found',
  InvalidFileType: 'invalid-file-type',
  InvalidBonus: 'invalid-bonus',
  LimitLocked: 'limit-locked',
};

/** Codes whose catalogue entry is not in the failing operation's area. */
export const OTHER_AREA: Readonly<Record<string, CatalogueEntry>> = {
  // 401: the session is unknown or over; the catalogue has no key of its own for it (as on the stub).
  SessionExpired: ['general', 'unknown-error'],
  ActivationRequired: ['general', 'activation-required'],
  // A bonus the player may not take: the bonus selector's text.
  NotEligible: ['bonus-selector', 'invalid-bonus'],
  // The signing gateway's own answers (src/rest-gateway, GATEWAY_ERRORS): the platform behind it
  // is down or silent. To the player that is the same as the page not reaching a server at all.
  PlatformUnreachable: ['general', 'offline'],
  PlatformTimeout: ['general', 'timeout'],
};

/** `InvalidField` names the field in its first detail key: `Details: {FirstName: ...}` → invalid-field-first-name. */
export const INVALID_FIELD = 'InvalidField';
export const FIELDS = [
  'username',
  'password',
  'email',
  'dob',
  'first-name',
  'last-name',
  'address',
  'city',
  'zip',
  'region',
  'country',
  'phone',
  'language',
  'gender',
  'currency',
  'jurisdiction',
] as const;

const isField = (field: string): field is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(field);

/** `FirstName` → `first-name`. */
export const kebab = (name: string): string => name.replace(/[a-z0-9](?=[A-Z])/g, '$&-').toLowerCase();

/** The catalogue error of an error answer; anything unrecognised is the area's unknown-error. */
export function providerError(area: ErrorArea, answer: unknown): ProviderError {
  const { Code: code, Details: details } = (answer !== null && typeof answer === 'object' ? answer : {}) as {
    Code?: unknown;
    Details?: unknown;
  };
  if (typeof code !== 'string') return new ProviderError(area, 'unknown-error');
  if (Object.hasOwn(OTHER_AREA, code)) {
    const [other, key] = OTHER_AREA[code]!;
    return new ProviderError(other, key);
  }
  if (code === INVALID_FIELD) {
    const field = kebab(Object.keys(details !== null && typeof details === 'object' ? details : {})[0] ?? '');
    // A field of another area's form shows the fallback (errorText): the page's bytes carry no catalogue to check it.
    return new ProviderError(area, isField(field) ? `invalid-field-${field}` : 'unknown-error');
  }
  return new ProviderError(area, Object.hasOwn(KEYS, code) ? KEYS[code]! : 'unknown-error');
}

/**
 * Every key of this mapping, each by an operation that raises it (its area has the key in the
 * catalogue): the contract suite's error-key cases (`errorKeys` of betr-widgets/testing) inject
 * each on the REST stand-in, and on the stub's and the WAMP stand-in's, which carry the same keys.
 */
export const MAPPED_ERRORS = [
  [
    'signIn',
    [
      'invalid-field-username',
      'invalid-field-password',
      'incorrect-credentials',
      'rate-limit',
      'player-self-blocked',
      'blocked',
      'login-time-blocked',
      'blacklisted',
      'spel-paus-validation-error',
      'unknown-error',
    ],
  ],
  [
    'signUp',
    [
      'invalid-field-email',
      'invalid-field-dob',
      'invalid-field-first-name',
      'invalid-field-last-name',
      'invalid-field-address',
      'invalid-field-city',
      'invalid-field-zip',
      'invalid-field-region',
      'invalid-field-country',
      'invalid-field-phone',
      'invalid-field-language',
      'invalid-field-gender',
      'invalid-field-currency',
      'invalid-field-jurisdiction',
      'player-conflict',
      'country-invalid',
      'invalid-email-domain',
      'phone-exists',
      'region-blocked',
      'blocked',
      'spel-paus-validation-error',
      'GamblingIssuesCrossBrand',
      'MissingNameOrAddress',
    ],
  ],
  ['activate', ['link-expired', 'player-not-found', 'already-activated', 'incorrect-code']],
  ['resetPassword', ['link-expired', 'session-expired', 'player-not-found']],
  ['optInTournament', ['optin-not-required', 'already-optin', 'optin-not-allowed', 'not-found']],
  ['uploadKycDocument', ['invalid-file-type']],
] as const satisfies readonly (readonly [ProviderOperation, readonly ErrorKey[]])[];
