import { defineElement } from './define';
import { Cashier, type CashierProps } from '../react/cashier/Cashier';
import { stylesheet } from '../react/cashier/Cashier.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary The payment cashier iframe for the signed-in player (deposit or withdraw).
 * A visitor is asked to sign in; a non-activated player to activate; withdrawals wait while
 * a non-deposit bonus is active. Initialisation errors show 'could not be loaded' with Try again.
 * @attr method - deposit (default) | withdraw
 * @attr amount - amount to start with: positive, in the currency's minor units, at most 1,000,000 (else ignored with a console warning)
 * @attr bonus-code - deposit bonus code sent with the deposit
 * @attr provider-type - payment method to preselect (e.g. CREDITCARD, SIRU)
 * @attr auto-process - let the cashier process at once with the given amount and method
 * @event betr-deposit-success - a deposit completed: `{ amount, currency, txRefId }`
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
 * @csspart cashier - the box holding the cashier iframe (at most 600px wide, at least 600px high)
 * @csspart notice - an outcome, access or load-failed notice
 * @csspart button - Sign in, Activate, Try again
 * @csspart button-primary - the main action (also `button`)
 */
export const BetrCashier = defineElement<CashierProps>('betr-cashier', unlessLacking(Cashier, 'getDepositConfig'), {
  attributes: { method: 'string', amount: 'number', bonusCode: 'string', providerType: 'string', autoProcess: 'boolean' },
  stylesheet,
  namespaces: ['cashier'],
});
