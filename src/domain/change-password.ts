import { check, forward, maxLength, nonEmpty, object, partialCheck, pipe, string } from 'valibot';
import { isStrongPassword, passwordIncludesEmail } from './password';
import { MAX_PASSWORD_LENGTH } from './input-limits';

/**
 * Change password: the old one is required, the new one is required, differs from the old
 * one and follows the shared password rule (which includes not containing the email).
 * Messages are keys of `validation`.
 */
export function changePasswordSchema(emailOf: () => string | undefined) {
  return pipe(
    object({
      oldPassword: pipe(string(), nonEmpty('oldPasswordRequired'), maxLength(MAX_PASSWORD_LENGTH, 'passwordTooLong')),
      newPassword: pipe(
        string(),
        nonEmpty('newPasswordRequired'),
        maxLength(MAX_PASSWORD_LENGTH, 'passwordTooLong'),
        check((p) => isStrongPassword(p), 'passwordStrength'),
        check((p) => !passwordIncludesEmail(p, emailOf()), 'passwordIncludesEmail'),
      ),
    }),
    forward(
      partialCheck(
        [['oldPassword'], ['newPassword']],
        (input) => input.oldPassword.trim() !== input.newPassword.trim(),
        'mustBeNewPassword',
      ),
      ['newPassword'],
    ),
  );
}
