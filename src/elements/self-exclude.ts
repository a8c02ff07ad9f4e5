import { defineElement } from './define';
import { SelfExclude } from '../react/self-exclude/SelfExclude';
import { stylesheet } from '../react/self-exclude/SelfExclude.module.css';
import { stylesheet as controlsStylesheet } from '../react/ui/controls.module.css';

/**
 * @summary Take a break or continue playing (the panic button). Opening sends the choice
 * Open; Continue playing sends None; Take a break sends Pause, keeps the player out for the
 * chosen days (1, 3, 7, 14, 21, 30, 60, 90, 182, 365 or 999 = indefinitely) and signs them
 * out; closing without a choice sends None.
 * @attr inline - the in-page variant
 * @attr lang - language of this element
 * @event betr-self-exclude - the choice: `{ choice: 'None' | 'Pause', days? }`
 * @csspart title - the heading
 * @csspart field - the break length
 * @csspart button - Take a break and Continue playing
 * @csspart notice - an error, success or information notice
 * @csspart notice-info - an information notice (also `notice`)
 * @csspart button-primary - the main action (also `button`)
 * @csspart label - a label
 * @csspart input - an input
 * @csspart select - a dropdown
 * @csspart button-secondary - a secondary action (also `button`)
 */
export const BetrSelfExclude = defineElement<object>('betr-self-exclude', SelfExclude, {
  attributes: {},
  stylesheet: controlsStylesheet + stylesheet,
  namespaces: ['responsibleGaming'],
});
