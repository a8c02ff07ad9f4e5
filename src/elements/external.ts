import { defineElement } from './define';
import { External, type ExternalProps } from '../react/external/External';
import { stylesheet } from '../react/external/External.module.css';

/**
 * @summary An embedded game or page in a frame (16:9, full size below 600px, min height 300px).
 * @attr src - http(s) address to frame
 * @attr title - accessible name of the frame
 */
export const BetrExternal = defineElement<ExternalProps>('betr-external', External, {
  attributes: { src: 'string', title: 'string' },
  stylesheet,
  namespaces: ['signIn'],
});
