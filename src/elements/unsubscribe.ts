import { defineElement } from './define';
import { Unsubscribe, type UnsubscribeProps } from '../react/unsubscribe/Unsubscribe';
import { stylesheet } from '../react/unsubscribe/Unsubscribe.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary The unsubscribe link of a mail: on load it turns every channel off and says
 * 'You have been unsubscribed' ('Missing token' without a token).
 * @attr token - the link's unsubscribe token
 * @attr inline - the in-page variant
 * @attr lang - language of this element
 * @event betr-unsubscribed - every channel was turned off
 * @csspart title - the heading
 * @csspart notice - the outcome
 * @csspart button - the close button (in a popup)
 * @csspart notice-error - an error notice (also `notice`)
 */
export const BetrUnsubscribe = defineElement<UnsubscribeProps>('betr-unsubscribe', unlessLacking(Unsubscribe, 'unsubscribe'), {
  attributes: { token: 'string' },
  stylesheet,
  namespaces: ['identity'],
});
