import { check, email, forward, nonEmpty, object, partialCheck, pipe, string, trim } from 'valibot';
import { isStrongPassword, passwordIncludesEmail } from './password';

/**
 * Schemas of the sign-in family. Messages are keys of the `validation` texts, so the
 * rules stay free of any language.
 */
export const emailRule = pipe(string(), trim(), nonEmpty('emailRequired'), email('emailInvalid'));

export const signInSchema = object({
  email: emailRule,
  password: pipe(string(), trim(), nonEmpty('passwordRequired')),
});

export const forgotPasswordSchema = object({ email: emailRule });

/** A new password: required, the shared strength rule, and not containing the email. */
export function newPasswordRule(emailOf: () => string | undefined) {
  return pipe(
    string(),
    nonEmpty('passwordRequired'),
    check((p) => isStrongPassword(p), 'passwordStrength'),
    check((p) => !passwordIncludesEmail(p, emailOf()), 'passwordIncludesEmail'),
  );
}

export function resetPasswordSchema(username?: string) {
  return pipe(
    object({
      password: newPasswordRule(() => username),
      confirmPassword: pipe(string(), nonEmpty('confirmPasswordRequired')),
    }),
    forward(
      partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, 'passwordsMustMatch'),
      ['confirmPassword'],
    ),
  );
}

export const activationSchema = object({
  email: emailRule,
  activationCode: pipe(string(), trim(), nonEmpty('activationCodeRequired')),
});
