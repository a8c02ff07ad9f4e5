import { email, maxLength, nonEmpty, object, pipe, string, trim } from 'valibot';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './input-limits';

/**
 * Schemas of the sign-in family. Messages are keys of the `validation` texts, so the
 * rules stay free of any language.
 */
/** email: trimmed, required, an address, at most 254 characters ('Use at most 254 characters'). */
export const emailRule = pipe(
  string(),
  trim(),
  nonEmpty('emailRequired'),
  email('emailInvalid'),
  maxLength(MAX_EMAIL_LENGTH, 'emailTooLong'),
);

/** password: trimmed, required — 'Please enter your password' (sign-in, edit profile) —, at most 128 characters. */
export const passwordRule = pipe(string(), trim(), nonEmpty('passwordRequired'), maxLength(MAX_PASSWORD_LENGTH, 'passwordTooLong'));

export const signInSchema = object({ email: emailRule, password: passwordRule });

export const forgotPasswordSchema = object({ email: emailRule });

export const activationSchema = object({
  email: emailRule,
  activationCode: pipe(string(), trim(), nonEmpty('activationCodeRequired')),
});
