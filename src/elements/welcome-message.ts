import { defineElement } from './define';
import { WelcomeMessage } from '../react/welcome-message/WelcomeMessage';
import { stylesheet } from '../react/welcome-message/WelcomeMessage.module.css';

/** @summary After sign-in of a verified player: the operator's welcome image and content. */
export const BetrWelcomeMessage = defineElement<object>('betr-welcome-message', WelcomeMessage, { attributes: {}, stylesheet, namespaces: ['signIn'] });

declare global {
  interface HTMLElementTagNameMap {
    'betr-welcome-message': HTMLElement;
  }
}
