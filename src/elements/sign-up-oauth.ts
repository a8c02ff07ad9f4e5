import { defineElement } from './define';
import { SignUpOAuth } from '../react/oauth/BankIdentity';
import { stylesheet } from '../react/oauth/BankIdentity.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary Sign up with a bank identity (BankID): once identified, a new player continues
 * in token sign-up (`<betr-sign-up-token token>`); a known player is signed in.
 * @attr inline - the in-page variant
 * @attr lang - language of this element
 * @event betr-sign-in - a known player was signed in: `{ isEmailVerified, mustAcceptTerms }`
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
 * @csspart notice - the error or info notice
 * @cssproperty --betr-qr-overlay - background of the text over the QR code
 * @csspart notice-success - a success notice (also `notice`)
 * @csspart button-secondary - a secondary action (also `button`)
 */
export const BetrSignUpOAuth = defineElement<object>('betr-sign-up-oauth', unlessLacking(SignUpOAuth, 'startOAuth'), {
  attributes: {},
  stylesheet,
  namespaces: ['identity'],
});
