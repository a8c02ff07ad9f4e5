import { maxLength, nonEmpty, object, pipe, regex, string, trim } from 'valibot';
import type { Profile, ProfileField, ProfileUpdate } from './model';
import { emailRule, passwordRule } from './sign-in';
import { phoneRule } from './phone';
import { MAX_TEXT_LENGTH, MAX_ZIP_LENGTH } from './input-limits';

/** What the player may change on the edit-profile screen; every other field is read-only. */
export const EDITABLE_PROFILE_FIELDS = ['address', 'city', 'zip', 'phone'] as const;
export type EditableProfileField = (typeof EDITABLE_PROFILE_FIELDS)[number];

/** Email, names, country and currency are read-only. */
export const READ_ONLY_PROFILE_FIELDS = ['email', 'firstName', 'lastName', 'country', 'currency'] as const;

/** Letters with the spaces, hyphens and apostrophes of real names: no digits, no other characters. */
const NAME = /^[\p{L}\p{M}' -]+$/u;
const NO_DIGITS = /^\D*$/;
/** A city: letters, spaces, dots, hyphens and apostrophes (St. Julian's, Saint-Denis). */
const CITY = /^[\p{L}\p{M}' .-]+$/u;

/**
 * The edit-profile rules. Messages are keys of `validation`. Outside SGA the password
 * confirms the change and is required; in SGA there is no password field.
 */
export function profileSchema(withPassword: boolean) {
  const fields = {
    email: emailRule,
    firstName: pipe(
      string(),
      trim(),
      nonEmpty('profileFirstNameRequired'),
      maxLength(MAX_TEXT_LENGTH, 'profileTextTooLong'),
      regex(NAME, 'profileInvalidFormat'),
    ),
    lastName: pipe(
      string(),
      trim(),
      nonEmpty('profileLastNameRequired'),
      maxLength(MAX_TEXT_LENGTH, 'profileTextTooLong'),
      regex(NAME, 'profileInvalidFormat'),
    ),
    address: pipe(string(), trim(), nonEmpty('profileAddressRequired'), maxLength(MAX_TEXT_LENGTH, 'profileTextTooLong')),
    city: pipe(
      string(),
      trim(),
      nonEmpty('profileCityRequired'),
      maxLength(MAX_TEXT_LENGTH, 'profileTextTooLong'),
      regex(NO_DIGITS, 'profileInvalidFormat'),
      regex(CITY, 'profileInvalidFormat'),
    ),
    zip: pipe(string(), trim(), nonEmpty('profileZipRequired'), maxLength(MAX_ZIP_LENGTH, 'profileZipTooLong')),
    phone: phoneRule('profilePhoneRequired', 'profileInvalidFormat'),
    country: pipe(string(), trim(), nonEmpty('profileCountryRequired'), regex(NO_DIGITS, 'profileInvalidFormat')),
    currency: string(),
  };
  return withPassword ? object({ ...fields, password: passwordRule }) : object(fields);
}

/** There is no password in the profile in the SGA jurisdiction. */
export function profileHasPassword(profile: Pick<Profile, 'jurisdiction'>): boolean {
  return profile.jurisdiction !== 'SGA';
}

/** Address, city, zip, phone and password are disabled when the profile disables them. */
export function isProfileFieldDisabled(profile: Pick<Profile, 'disabled'>, field: EditableProfileField | 'password'): boolean {
  return profile.disabled[field as ProfileField] === true;
}

/** The form's starting values: the profile as it is, the password empty. */
export function profileFormValues(profile: Profile, countryName: string = profile.country): Record<string, string> {
  return {
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    address: profile.address,
    city: profile.city,
    zip: profile.zip,
    phone: profile.phone,
    country: countryName,
    currency: profile.currency,
    password: '',
  };
}

/** Only the fields the player changed (and may change), trimmed. */
export function profileChanges(profile: Profile, values: Record<string, string | undefined>): ProfileUpdate {
  const update: ProfileUpdate = {};
  for (const field of EDITABLE_PROFILE_FIELDS) {
    const value = values[field]?.trim();
    if (value !== undefined && value !== profile[field] && !isProfileFieldDisabled(profile, field)) update[field] = value;
  }
  return update;
}

/** Submit is available only when something changed and the form is valid. */
export function canSubmitProfile(profile: Profile, values: Record<string, string | undefined>, valid: boolean): boolean {
  return valid && Object.keys(profileChanges(profile, values)).length > 0;
}
