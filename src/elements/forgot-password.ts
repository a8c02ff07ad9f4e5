import { defineElement } from './define';
import { ForgotPassword } from '../react/forgot-password/ForgotPassword';
import { stylesheet } from '../react/forgot-password/ForgotPassword.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary Ask for a password reset link by email.
 * @event betr-forgot-password - the mail was sent: `{ email }`
 * @csspart form - the form
 * @csspart title - the heading
 * @csspart field - a label, its input and its error
 * @csspart label - a label
 * @csspart input - an input
 * @csspart button - a button
 * @csspart button-primary - the main action (also `button`)
 */
export const BetrForgotPassword = defineElement<object>('betr-forgot-password', unlessLacking(ForgotPassword, 'forgotPassword'), {
  attributes: {},
  stylesheet,
  namespaces: ['signIn'],
});
