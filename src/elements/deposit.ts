import { defineElement } from './define';
import { Deposit, prepareDeposit, type DepositProps } from '../react/deposit/Deposit';
import { stylesheet } from '../react/deposit/Deposit.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary The deposit screen: the deposit-limit notice, the optional bonus selector, then the cashier.
 * A visitor is asked to sign in; a non-activated player gets the activate popup.
 * @attr bonus-code - deposit bonus code to send with the deposit (skips the bonus selector)
 * @attr skip-bonus - the bonus was settled before (e.g. in the sign-up's bonus step): no bonus selector, and no bonus unless bonus-code names one
 * @attr amount - amount to start with: positive, in the currency's minor units, at most 1,000,000 (else ignored with a console warning)
 * @attr provider-type - payment method to preselect (e.g. CREDITCARD, SIRU)
 * @attr payment-status - back from a payment (`?payment-status=`): success, failed, pending, cancelled or unresolved is shown first
 * @event betr-deposit-success - the deposit completed: `{ amount, currency, txRefId }`
 * @event betr-cashier-success - a payment completed: the cashier's payload
 * @event betr-cashier-failed - a payment failed: the cashier's payload
 * @event betr-cashier-pending - a payment is pending: the cashier's payload
 * @event betr-cashier-unresolved - a payment could not be confirmed: the cashier's payload
 * @event betr-cashier-cancelled - the player cancelled: the cashier's payload
 * @event betr-cashier-validation-failed - the cashier refused the details: the cashier's payload
 * @event betr-cashier-init - a transaction started: the cashier's payload
 * @event betr-cashier-loaded - the cashier iframe loaded: the cashier's payload
 * @event betr-cashier-loading - the cashier is busy: the cashier's payload
 * @event betr-cashier-done-loading - the cashier is no longer busy: the cashier's payload
 * @event betr-cashier-app-visible - the cashier became visible: the cashier's payload
 * @event betr-cashier-app-hidden - the cashier was hidden: the cashier's payload
 * @event betr-cashier-method-selected - a payment method was selected: the cashier's payload
 * @event betr-cashier-method-page-entered - a payment method's page was entered: the cashier's payload
 * @event betr-cashier-route-change - the cashier changed page: the cashier's payload
 * @event betr-cashier-new-provider-window - a payment provider opened a window or iframe: the cashier's payload
 * @event betr-cashier-cancelled-pending-withdrawal - a pending withdrawal was cancelled: the cashier's payload
 * @event betr-cashier-height-change - the cashier asked for a new height: the cashier's payload
 * @event betr-cashier-load-error - the cashier failed to load (shown as load-failed with Try again): the cashier's payload
 * @event betr-cashier-pause - the cashier paused: the cashier's payload
 * @event betr-cashier-resume - the cashier resumed: the cashier's payload
 * @event betr-cashier-change - something in the cashier changed: the cashier's payload
 * @csspart title - the heading
 * @csspart notice - the deposit-limit, outcome, access or load-failed notice
 * @csspart link - 'See your limits here'
 * @csspart cashier - the box holding the cashier iframe
 * @csspart button - Sign in, Activate, Try again
 * @csspart button-primary - the main action (also `button`)
 * @csspart form - the bonus choice before the cashier
 * @csspart offer - a bonus offered with the deposit
 * @csspart button-secondary - 'Continue without a bonus' (also `button`)
 * @cssproperty --betr-deposit-block-size - the height it keeps before its content arrives, so nothing below it moves (docs/embed-on-a-page.md, a fast first paint at CLS 0)
 */
export const BetrDeposit = defineElement<DepositProps>('betr-deposit', unlessLacking(Deposit, 'getDepositConfig'), {
  attributes: { bonusCode: 'string', skipBonus: 'boolean', amount: 'number', providerType: 'string', paymentStatus: 'string' },
  stylesheet,
  namespaces: ['cashier'],
  prepare: prepareDeposit,
});
