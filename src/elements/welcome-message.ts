import { defineElement } from './define';
import { WelcomeMessage } from '../react/welcome-message/WelcomeMessage';
import { stylesheet } from '../react/welcome-message/WelcomeMessage.module.css';

/**
 * @summary After sign-in of a verified player: the operator's welcome image and content.
 * @csspart title - the heading
 * @csspart image - the image
 * @csspart content - the provider's content (sanitized HTML)
 */
export const BetrWelcomeMessage = defineElement<object>('betr-welcome-message', WelcomeMessage, {
  attributes: {},
  stylesheet,
  namespaces: ['signIn'],
});
