import { defineElement } from './define';
import { ForgotPassword } from '../react/forgot-password/ForgotPassword';
import { stylesheet } from '../react/forgot-password/ForgotPassword.module.css';
import { unlessLacking } from '../react/ui/Unavailable';

/**
 * @summary Ask for a password reset link by email.
 * @event betr-forgot-password - the mail was sent: `{ email }`
 */
export const BetrForgotPassword = defineElement<object>('betr-forgot-password', unlessLacking(ForgotPassword, 'forgotPassword'), { attributes: {}, stylesheet, namespaces: ['signIn'] });

declare global {
  interface HTMLElementTagNameMap {
    'betr-forgot-password': HTMLElement;
  }
}
