import { defineElement } from './define';
import { SignInOAuth } from '../react/oauth/BankIdentity';
import { stylesheet } from '../react/oauth/BankIdentity.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary Sign in with a bank identity (BankID): a QR code to scan with another device, or
 * a button that opens the bank app on this one. A new player is led to token sign-up.
 * @attr inline - the in-page variant
 * @attr lang - language of this element
 * @event betr-sign-in - signed in: `{ isEmailVerified, mustAcceptTerms }`
 * @event betr-error - refused, e.g. on the Spelpaus register: `{ area, key }`
 * @event betr-oauth-pending - an attempt started: `{ orderRef }`
 * @csspart form - the widget
 * @csspart title - the heading
 * @csspart qr-code - the 200x200 QR code box (skeleton while loading)
 * @csspart qr-image - the QR code itself
 * @csspart qr-overlay - text over the QR code
 * @csspart button - the open-the-app and try-again buttons
 * @csspart link - the switch between this device and another device
 * @csspart time-up - the 'Time is up' heading
 * @csspart identity-frame - the identity provider's frame
 * @csspart notice - the error or success notice
 * @cssproperty --betr-qr-overlay - background of the text over the QR code
 * @csspart notice-success - a success notice (also `notice`)
 * @csspart button-secondary - a secondary action (also `button`)
 */
export const BetrSignInOAuth = defineElement<object>('betr-sign-in-oauth', unlessLacking(SignInOAuth, 'startOAuth'), {
  attributes: {},
  stylesheet,
  namespaces: ['identity'],
});
