import { email, nonEmpty, object, pipe, string, trim } from 'valibot';

/**
 * Schemas of the sign-in family. Messages are keys of the `validation` texts, so the
 * rules stay free of any language.
 */
export const emailRule = pipe(string(), trim(), nonEmpty('emailRequired'), email('emailInvalid'));

/** password: trimmed, required — 'Please enter your password' (sign-in, edit profile). */
export const passwordRule = pipe(string(), trim(), nonEmpty('passwordRequired'));

export const signInSchema = object({ email: emailRule, password: passwordRule });

export const forgotPasswordSchema = object({ email: emailRule });

export const activationSchema = object({
  email: emailRule,
  activationCode: pipe(string(), trim(), nonEmpty('activationCodeRequired')),
});
