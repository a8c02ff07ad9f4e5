// The REST platform's error answers, as this stand-in gives them: `{Code, Message, Details}`
// with a non-2xx status. The spec lists the catalogue keys the platform's codes map to
// (cashier-and-providers §8, "REST platform error mapping": rate-limit is "too many
// attempts", blocked is "player blocked, temp blocked, login period, gambling issues",
// player-conflict "exists or duplicate", country-invalid "country not allowed, not exists,
// or jurisdiction mismatch") but spells no code. So the codes are the platform's own:
// written here from those names, never read from the adapter's table
// (src/adapters/rest/errors.ts). A code spelt differently on the two sides then fails the
// contract suite instead of passing both.

import { pascal } from './names.ts';

/** A call refused because the session is unknown or over (401). */
export const SESSION_EXPIRED = 'SessionExpired';
/** A field the platform refuses, named by the first key of `Details` (`FirstName`, `Dob`). */
export const INVALID_FIELD = 'InvalidField';
/** Anything else the platform cannot do: the adapter's unknown-error. */
export const BAD_REQUEST = 'BadRequest';

/** The fields the spec's mapping names for invalid-field-{…}. */
export const FIELDS: readonly string[] = [
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
];

/**
 * The catalogue key (spec's name) → the platform's code, in the area of the failing call.
 * Where the spec names several situations for one key the stand-in answers with the first.
 */
const CODE_OF_KEY: Readonly<Record<string, string>> = {
  'incorrect-credentials': 'InvalidCredentials',
  'rate-limit': 'TooManyAttempts',
  'player-self-blocked': 'SelfBlocked',
  blocked: 'PlayerBlocked',
  'login-time-blocked': 'LoginTimeBlocked',
  blacklisted: 'Blacklisted',
  'spel-paus-validation-error': 'Spelpaus',
  'player-conflict': 'PlayerExists',
  'country-invalid': 'CountryNotAllowed',
  'invalid-email-domain': 'InvalidEmailDomain',
  'phone-exists': 'PhoneExists',
  'region-blocked': 'RegionBlocked',
  'player-under-age': 'PlayerUnderAge',
  'link-expired': 'LinkExpired',
  // The reset session opened with the link has run out.
  'session-expired': 'ResetSessionExpired',
  'player-not-found': 'PlayerNotFound',
  'already-activated': 'AlreadyActivated',
  'incorrect-code': 'IncorrectCode',
  'invalid-token': 'InvalidToken',
  'missing-token': 'MissingToken',
  'optin-not-required': 'OptInNotRequired',
  'already-optin': 'AlreadyOptedIn',
  'optin-not-allowed': 'OptInNotAllowed',
  // The spec's list says tournament-not-found; its message lookup says tournament.not-found.
  'not-found': 'TournamentNotFound',
  'invalid-file-type': 'InvalidFileType',
  'invalid-bonus': 'InvalidBonus',
  'limit-locked': 'LimitLocked',
};

/** Catalogue entries the platform answers with a code of their own, whatever the call's area. */
const CODE_OF_AREA_KEY: Readonly<Record<string, string>> = {
  'general.activation-required': 'ActivationRequired',
  // A bonus the player may not take.
  'bonus-selector.invalid-bonus': 'NotEligible',
};

/** The platform's code (and the detail key, for an invalid field) of catalogue error `area.key`. */
export function platformCode(area: string, key: string): { code: string; detail?: string } {
  const own = CODE_OF_AREA_KEY[`${area}.${key}`];
  if (own) return { code: own };
  const field = key.startsWith('invalid-field-') ? key.slice('invalid-field-'.length) : null;
  // `first-name` → `FirstName`; the date of birth is `Dob` on this platform.
  if (field !== null && FIELDS.includes(field)) return { code: INVALID_FIELD, detail: pascal(field) };
  return { code: Object.hasOwn(CODE_OF_KEY, key) ? CODE_OF_KEY[key]! : BAD_REQUEST };
}
