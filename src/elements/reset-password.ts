import { defineElement } from './define';
import { ResetPassword, type ResetPasswordProps } from '../react/reset-password/ResetPassword';
import { stylesheet } from '../react/reset-password/ResetPassword.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary Choose a new password from a reset link.
 * @attr reset-key - the key of the reset link (`?reset-pw-key=`)
 * @attr token - REST platform: the token of the reset link
 * @attr username - REST platform: the username of the reset link
 * @attr inline - the in-page variant: no "Let's sign in" button after success
 * @event betr-password-reset - the password was changed
 * @csspart form - the form
 * @csspart title - the heading
 * @csspart notice - an error, success or information notice
 * @csspart notice-error - an error notice (also `notice`)
 * @csspart field - a label, its input and its error
 * @csspart label - a label
 * @csspart input - an input
 * @csspart button - a button
 * @csspart button-primary - the main action (also `button`)
 */
export const BetrResetPassword = defineElement<ResetPasswordProps>('betr-reset-password', unlessLacking(ResetPassword, 'resetPassword'), {
  attributes: { resetKey: 'string', token: 'string', username: 'string' },
  stylesheet,
  namespaces: ['signIn'],
});
