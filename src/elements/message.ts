import { defineElement } from './define';
import { Message, type MessageProps } from '../react/message/Message';
import { stylesheet } from '../react/message/Message.module.css';

/**
 * @summary A short message with a Close button.
 * @attr type - invalid-reset-pw-token | activation-required | activation-complete | restricted-access | connection-lost
 * @csspart title - the heading
 * @csspart button - a button
 * @csspart button-primary - the main action (also `button`)
 */
export const BetrMessage = defineElement<MessageProps>('betr-message', Message, {
  attributes: { type: 'string' },
  stylesheet,
  namespaces: ['signIn'],
});
