import { inArea, type CatalogueEntry, type ErrorArea, type ErrorKey } from '../../domain/error-catalogue';
import { ProviderError } from '../provider';

/**
 * The platform's error URIs and the catalogue keys they mean. The key belongs to the area
 * of the operation that failed (`error.PlayerNotFound` is activate.player-not-found when
 * activating), except for the URIs of {@link OTHER_AREA}. Whatever the key, the player is
 * shown the platform's own `kwargs.desc` (spec: websocket errors surface the description).
 */
export const ERROR_KEYS: Readonly<Record<string, ErrorKey>> = {
  'error.IncorrectCredentials': 'incorrect-credentials',
  'error.TooManyAttempts': 'rate-limit',
  'error.SelfBlocked': 'player-self-blocked',
  'error.PlayerBlocked': 'blocked',
  'error.LoginTimeBlocked': 'login-time-blocked',
  'error.Blacklisted': 'blacklisted',
  'error.Spelpaus': 'spel-paus-validation-error',
  'error.PlayerExists': 'player-conflict',
  'error.PlayerUnderAge': 'player-under-age',
  'error.CountryInvalid': 'country-invalid',
  'error.InvalidEmailDomain': 'invalid-email-domain',
  'error.PhoneExists': 'phone-exists',
  'error.RegionBlocked': 'region-blocked',
  'error.LinkExpired': 'link-expired',
  'error.ResetSessionExpired': 'session-expired',
  'error.PlayerNotFound': 'player-not-found',
  'error.AlreadyActivated': 'already-activated',
  'error.IncorrectCode': 'incorrect-code',
  'error.InvalidToken': 'invalid-token',
  'error.MissingToken': 'missing-token',
  'error.CaptchaRequired': 'captcha-required',
  'error.InvalidBonus': 'invalid-bonus',
  'error.LimitLocked': 'limit-locked',
  'error.GamblingIssuesCrossBrand': 'GamblingIssuesCrossBrand',
  'error.MissingNameOrAddress': 'MissingNameOrAddress',
  'error.OptInNotRequired': 'optin-not-required',
  'error.AlreadyOptedIn': 'already-optin',
  'error.OptInNotAllowed': 'optin-not-allowed',
  'error.TournamentNotFound': 'not-found',
  'error.InvalidFileType': 'invalid-file-type',
  'error.Unknown': 'unknown-error',
};

/** URIs whose catalogue entry is not in the failing operation's area. */
export const OTHER_AREA: Readonly<Record<string, CatalogueEntry>> = {
  'error.SessionExpired': ['general', 'unknown-error'],
  'error.ActivationRequired': ['general', 'activation-required'],
  'error.NotEligible': ['bonus-selector', 'invalid-bonus'],
};

/** `error.InvalidField` names the field in `kwargs.field` (`first-name` → invalid-field-first-name). */
export const INVALID_FIELD = 'error.InvalidField';

/** The session is over on the platform: the adapter tells its subscribers the player is signed out. */
export class SessionEnded extends ProviderError {}

/** The catalogue error of a platform error, always carrying its description. */
export function platformError(area: ErrorArea, uri: string, kwargs: Record<string, unknown> | undefined): ProviderError {
  const desc = typeof kwargs?.desc === 'string' && kwargs.desc !== '' ? kwargs.desc : undefined;
  if (uri === 'error.SessionExpired') return new SessionEnded('general', 'unknown-error', desc);
  if (Object.hasOwn(OTHER_AREA, uri)) {
    const [other, key] = OTHER_AREA[uri]!;
    return new ProviderError(other, key, desc);
  }
  if (uri === INVALID_FIELD && typeof kwargs?.field === 'string')
    return new ProviderError(area, inArea(area, `invalid-field-${kwargs.field}`), desc);
  return new ProviderError(area, Object.hasOwn(ERROR_KEYS, uri) ? inArea(area, ERROR_KEYS[uri]!) : 'unknown-error', desc);
}
