import { check, forward, nonEmpty, object, partialCheck, pipe, string } from 'valibot';
import { isStrongPassword, passwordIncludesEmail } from './password';

/**
 * Change password: the old one is required, the new one is required, differs from the old
 * one and follows the shared password rule (which includes not containing the email).
 * Messages are keys of `validation`.
 */
export function changePasswordSchema(emailOf: () => string | undefined) {
  return pipe(
    object({
      oldPassword: pipe(string(), nonEmpty('oldPasswordRequired')),
      newPassword: pipe(
        string(),
        nonEmpty('newPasswordRequired'),
        check((p) => isStrongPassword(p), 'passwordStrength'),
        check((p) => !passwordIncludesEmail(p, emailOf()), 'passwordIncludesEmail'),
      ),
    }),
    forward(
      partialCheck([['oldPassword'], ['newPassword']], (input) => input.oldPassword.trim() !== input.newPassword.trim(), 'mustBeNewPassword'),
      ['newPassword'],
    ),
  );
}
