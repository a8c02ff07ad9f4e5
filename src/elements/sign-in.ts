import { defineElement } from './define';
import { unlessLacking } from '../react/ui/UnlessLacking';
import { SignIn } from '../react/sign-in/SignIn';
import { stylesheet } from '../react/sign-in/SignIn.module.css';

/**
 * @summary Sign in with email and password.
 * @attr inline - the in-page variant: no forgot-password link
 * @attr lang - language of this element
 * @event betr-sign-in - signed in: `{ isEmailVerified, mustAcceptTerms }`
 * @event betr-error - sign-in failed: `{ area, key }`
 * @csspart form - the form
 * @csspart title - the heading
 * @csspart field - a label, its input and its error
 * @csspart input - an input
 * @csspart field-error - a field's error message
 * @csspart button - the submit button
 * @csspart link - the forgot-password link
 * @csspart notice - the error or success notice
 * @csspart label - a label
 * @csspart button-primary - the main action (also `button`)
 * @csspart notice-success - a success notice (also `notice`)
 * @csspart button-secondary - a secondary action (also `button`)
 * @cssproperty --betr-sign-in-block-size - the height it keeps before its content arrives, so nothing below it moves (docs/embed-on-a-page.md, a fast first paint at CLS 0)
 */
export const BetrSignIn = defineElement<object>('betr-sign-in', unlessLacking(SignIn, 'signIn'), {
  attributes: {},
  stylesheet,
  namespaces: ['signIn'],
});
