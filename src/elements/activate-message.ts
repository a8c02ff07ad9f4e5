import { defineElement } from './define';
import { ActivateMessage } from '../react/activate-message/ActivateMessage';
import { stylesheet } from '../react/activate-message/ActivateMessage.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary After sign-in of a player whose email is not verified: activate now.
 * @csspart title - the heading
 * @csspart form - the form
 * @csspart field - a label, its input and its error
 * @csspart label - a label
 * @csspart input - an input
 * @csspart button - a button
 * @csspart button-primary - the main action (also `button`)
 * @csspart link - a link
 * @csspart notice - an error, success or information notice
 * @csspart notice-info - an information notice (also `notice`)
 */
export const BetrActivateMessage = defineElement<object>('betr-activate-message', unlessLacking(ActivateMessage, 'activate'), {
  attributes: {},
  stylesheet,
  namespaces: ['signIn'],
});
