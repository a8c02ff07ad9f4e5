import { maxLength, pipe } from 'valibot';
import { emailRule } from './sign-in';

/**
 * The longest value each kind of field takes: the `maxLength` of its input and the limit of
 * its rule, so typed, pasted and programmatic values meet the same bound. The platforms name
 * no lengths, so these are the standards' and the usual ones.
 *
 * The sign-in form takes the email and password bounds as its inputs' `maxLength` only: its
 * page has no bytes to spare for the rule (budgets.json).
 */

/** An email address: at most 254 characters (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;
/** A password: 128 characters, far above any strong password a person types, and bounded for hashing. */
export const MAX_PASSWORD_LENGTH = 128;
/** A first or last name, a street address, a city. */
export const MAX_TEXT_LENGTH = 100;
/** A postal code (the longest in use are about 10 characters). */
export const MAX_ZIP_LENGTH = 20;

/** An email to register or keep: the sign-in rule, and at most 254 characters ('Use at most 254 characters'). */
export const boundedEmailRule = pipe(emailRule, maxLength(MAX_EMAIL_LENGTH, 'emailTooLong'));
