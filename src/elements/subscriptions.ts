import { defineElement } from './define';
import Subscriptions from '../react/account/subscriptions/Subscriptions';
import { stylesheet } from '../react/account/subscriptions/Subscriptions.module.css';

/**
 * @summary The player's subscriptions: a switch per channel (sms, email, phone), saved at once.
 * @attr lang - language of this element
 * @event betr-subscriptions-updated - a channel was switched: `{ subscriptions }`
 * @csspart subscriptions - the subscriptions tab's channels
 * @csspart title - the heading
 * @csspart toggle - a channel's switch; also `toggle-on` when on
 * @csspart notice - the success or error notice
 * @csspart button - a button
 * @csspart button-primary - the main action (also `button`)
 * @csspart toggle-on - a switch that is on (also `toggle`)
 */
export const BetrSubscriptions = defineElement<object>('betr-subscriptions', Subscriptions, {
  attributes: {},
  stylesheet,
  namespaces: ['account'],
});
