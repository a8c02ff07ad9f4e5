import { defineElement } from './define';
import { MessageNotice, type MessageNoticeProps } from '../react/message-notice/MessageNotice';
import { stylesheet } from '../react/message-notice/MessageNotice.module.css';

/**
 * @summary A message in brief: title and content cut at 100 characters on a word boundary,
 * a read-more link to the account inbox at that message, and its optional call to action.
 * @attr message-id - the message to show; without it the inbox's first (unpushed first, then newest)
 * @attr lang - language of this element
 * @event betr-message-action - the call to action was used: `{ messageId, action }`; preventDefault() to handle it yourself
 * @csspart message - the notice
 * @csspart title - the message's title
 * @csspart content - the provider's content (sanitized HTML)
 * @csspart link - a link
 * @csspart button - the call to action
 * @csspart button-primary - the main action (also `button`)
 */
export const BetrMessageNotice = defineElement<MessageNoticeProps>('betr-message-notice', MessageNotice, {
  attributes: { messageId: 'string' },
  stylesheet,
  namespaces: ['account'],
});
