import { check, forward, maxLength, nonEmpty, object, partialCheck, pipe, string } from 'valibot';
import { isStrongPassword, passwordIncludesEmail } from './password';
import { MAX_PASSWORD_LENGTH } from './input-limits';

// Rules for choosing a password (reset, sign-up, change), apart from the sign-in rules so
// that a page that only signs in does not load them.

/**
 * A new password: required once trimmed ('Please enter your password', as at sign-in: only
 * spaces is no password), the shared strength rule, and not containing the email.
 */
export function newPasswordRule(emailOf: () => string | undefined) {
  return pipe(
    string(),
    check((p) => p.trim() !== '', 'passwordRequired'),
    maxLength(MAX_PASSWORD_LENGTH, 'passwordTooLong'),
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
