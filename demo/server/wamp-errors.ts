// The first platform's error answers, as this stand-in gives them. The spec names the keys
// of its error catalogue (onboarding §8, cashier-and-providers §8) but no WAMP error URI, so
// the URIs are the platform's own: written here from the catalogue's key names, never read
// from the adapter's table (src/adapters/wamp/errors.ts). A URI spelt differently on the two
// sides then fails the suites instead of passing both.
//
// The end of a session is the platform's `error.SessionExpired`: for the casino's own
// SessionExpired (see wamp.ts errorOf) and for general.session-expired ('Your session has
// ended.'), never for general.unknown-error, which is `error.Unknown` like any unknown error.

/** A call refused because the session is over on the platform. */
export const SESSION_EXPIRED = 'error.SessionExpired';
/** A field the platform refuses, named in `kwargs.field` (`first-name` for invalid-field-first-name). */
export const INVALID_FIELD = 'error.InvalidField';
/** Anything else, general.unknown-error included. */
export const UNKNOWN = 'error.Unknown';

/** The catalogue key (spec's name) → the platform's URI, in the area of the failing call. */
const URI_OF_KEY: Readonly<Record<string, string>> = {
  'incorrect-credentials': 'error.IncorrectCredentials',
  'rate-limit': 'error.TooManyAttempts',
  'player-self-blocked': 'error.SelfBlocked',
  blocked: 'error.PlayerBlocked',
  'login-time-blocked': 'error.LoginTimeBlocked',
  blacklisted: 'error.Blacklisted',
  'spel-paus-validation-error': 'error.Spelpaus',
  'player-conflict': 'error.PlayerExists',
  'player-under-age': 'error.PlayerUnderAge',
  'country-invalid': 'error.CountryInvalid',
  'invalid-email-domain': 'error.InvalidEmailDomain',
  'phone-exists': 'error.PhoneExists',
  'region-blocked': 'error.RegionBlocked',
  'link-expired': 'error.LinkExpired',
  'session-expired': 'error.ResetSessionExpired',
  'player-not-found': 'error.PlayerNotFound',
  'already-activated': 'error.AlreadyActivated',
  'incorrect-code': 'error.IncorrectCode',
  'invalid-token': 'error.InvalidToken',
  'missing-token': 'error.MissingToken',
  'captcha-required': 'error.CaptchaRequired',
  'invalid-bonus': 'error.InvalidBonus',
  'limit-locked': 'error.LimitLocked',
  GamblingIssuesCrossBrand: 'error.GamblingIssuesCrossBrand',
  MissingNameOrAddress: 'error.MissingNameOrAddress',
  'optin-not-required': 'error.OptInNotRequired',
  'already-optin': 'error.AlreadyOptedIn',
  'optin-not-allowed': 'error.OptInNotAllowed',
  'not-found': 'error.TournamentNotFound',
  'invalid-file-type': 'error.InvalidFileType',
  'unknown-error': UNKNOWN,
};

/** Catalogue entries the platform answers with a URI of their own, whatever the call's area. */
const URI_OF_AREA_KEY: Readonly<Record<string, string>> = {
  // A fault control's way to play the platform's end of a session (WAMP's 401).
  'general.session-expired': SESSION_EXPIRED,
  'general.activation-required': 'error.ActivationRequired',
  'bonus-selector.invalid-bonus': 'error.NotEligible',
};

/** The platform's URI (and the field, for an invalid field) of catalogue error `area.key`. */
export function platformUri(area: string, key: string): { uri: string; field?: string } {
  const own = URI_OF_AREA_KEY[`${area}.${key}`];
  if (own) return { uri: own };
  if (key.startsWith('invalid-field-')) return { uri: INVALID_FIELD, field: key.slice('invalid-field-'.length) };
  return { uri: Object.hasOwn(URI_OF_KEY, key) ? URI_OF_KEY[key]! : UNKNOWN };
}
