/**
 * The longest value each kind of field takes: the `maxLength` of its input and the limit of
 * its rule, so typed, pasted and programmatic values meet the same bound. The platforms name
 * no lengths, so these are the standards' and the usual ones.
 *
 * The email and password rules of src/domain/sign-in.ts carry their bounds, so every form
 * that takes an email or a password (sign-in, forgot password, activation, sign-up, profile)
 * refuses a longer one.
 */

/** An email address: at most 254 characters (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;
/** A password: 128 characters, far above any strong password a person types, and bounded for hashing. */
export const MAX_PASSWORD_LENGTH = 128;
/** A first or last name, a street address, a city. */
export const MAX_TEXT_LENGTH = 100;
/** A postal code (the longest in use are about 10 characters). */
export const MAX_ZIP_LENGTH = 20;
