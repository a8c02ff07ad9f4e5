import { defineElement } from './define';
import { ActivateMessage } from '../react/activate-message/ActivateMessage';
import { stylesheet } from '../react/activate-message/ActivateMessage.module.css';
import { unlessLacking } from '../react/ui/Unavailable';

/** @summary After sign-in of a player whose email is not verified: activate now. */
export const BetrActivateMessage = defineElement<object>('betr-activate-message', unlessLacking(ActivateMessage, 'activate'), { attributes: {}, stylesheet, namespaces: ['signIn'] });

declare global {
  interface HTMLElementTagNameMap {
    'betr-activate-message': HTMLElement;
  }
}
