import { defineElement } from './define';
import { Pnp, type PnpProps } from '../react/pnp/Pnp';
import { stylesheet } from '../react/pnp/Pnp.module.css';
import { stylesheet as bankIdentityStylesheet } from '../react/oauth/BankIdentity.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary Pay N Play: the player picks an amount, identifies with BankID (QR code or this
 * device), and is signed in (an existing player) or signs up by token with contact, terms and
 * deposit limits (a new person); then the deposit of that amount is made through the cashier.
 * A Spelpaus person is refused. Where the platform lacks bank identity: 'This is not available here.'
 * @attr amount - the amount to start with, in the currency (the player can change it)
 * @attr inline - the in-page variant
 * @attr lang - language of this element
 * @event betr-pnp-complete - the deposit succeeded: `{ amount, currency, newPlayer }`; the popup closes
 * @event betr-sign-in - an existing player signed in with the bank identity: `{ isEmailVerified, mustAcceptTerms }`
 * @event betr-error - the bank identity was refused, e.g. on the Spelpaus register: `{ area, key }`
 * @event betr-oauth-pending - a bank-identity attempt started: `{ orderRef }`
 * @csspart title - the headings
 * @csspart form - the amount form and the bank-identity step
 * @csspart field - the amount's label, input and error
 * @csspart label - the amount's label
 * @csspart input - the amount input
 * @csspart field-error - the amount's error message
 * @csspart presets - the preset amount buttons
 * @csspart amount - the chosen amount with 'Change amount'
 * @csspart button - the preset, 'Deposit and play', open-the-app and try-again buttons
 * @csspart button-primary - 'Deposit and play' and the other main actions (also `button`)
 * @csspart button-secondary - a preset amount and other secondary actions (also `button`)
 * @csspart link - 'Change amount' and the switch between this device and another device
 * @csspart qr-code - the 200x200 QR code box (skeleton while loading)
 * @csspart qr-image - the QR code itself
 * @csspart qr-overlay - text over the QR code
 * @csspart time-up - the 'Time is up' heading
 * @csspart identity-frame - the identity provider's frame
 * @csspart notice - a notice: the refusal (e.g. Spelpaus) or 'not available here' (also `notice-error`), the new player's welcome (also `notice-info`), the deposit made (also `notice-success`)
 * @cssproperty --betr-qr-overlay - background of the text over the QR code
 * @cssproperty --betr-color-on-primary - text colour of the preset amount picked
 */
export const BetrPnp = defineElement<PnpProps>('betr-pnp', unlessLacking(Pnp, 'startOAuth'), {
  attributes: { amount: 'number' },
  stylesheet: bankIdentityStylesheet + stylesheet,
  namespaces: ['identity', 'cashier'],
});
