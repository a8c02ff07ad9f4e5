import { defineElement } from './define';
import { Chat } from '../react/chat/Chat';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary The support chat launcher: 'Chat with us' loads the operator's chat service (the
 * script of the platform's chat configuration, only from this site or over https), looks for
 * it every 500 ms until it is ready (10 s at most) and opens it; if it never becomes ready,
 * 'The chat could not be started. Please try again later.' with Try again. Nothing is loaded
 * before the player asks. The service, once ready, defines the global named by the
 * configuration's `api` option (default `betrChat`) with `open(options)`.
 * @attr inline - the in-page variant
 * @attr lang - language of this element
 * @csspart button - 'Chat with us' (Try again after a failure)
 * @csspart button-primary - the same button (also `button`)
 * @csspart notice - 'Starting the chat...' (also `notice-info`) or the failure (also `notice-error`)
 */
export const BetrChat = defineElement<object>('betr-chat', unlessLacking(Chat, 'getChatConfig'), {
  attributes: {},
  stylesheet: '',
  namespaces: ['engagement'],
});
