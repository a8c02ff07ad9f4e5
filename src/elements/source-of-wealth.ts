import { defineElement } from './define';
import { SourceOfWealth } from '../react/source-of-wealth/SourceOfWealth';
import { stylesheet } from '../react/source-of-wealth/SourceOfWealth.module.css';
import { stylesheet as controlsStylesheet } from '../react/ui/controls.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary The source-of-wealth declaration: intro, sources (Other with free text),
 * occupation (25 industries, Other with free text), yearly income (ranges of the player's
 * currency) with the declaration, then completed. Back from occupation and income.
 * @attr inline - the in-page variant
 * @attr lang - language of this element
 * @event betr-source-of-wealth-submitted - the declaration was sent
 * @csspart form - a step
 * @csspart title - the heading
 * @csspart progress - the progress bar (`role="progressbar"`, its value 'Step n of 3'): the text over the steps
 * @csspart progress-steps - the bar: one segment per step
 * @csspart progress-step - a step's segment; those reached are also `progress-step-done`
 * @csspart progress-step-done - a segment of a step reached (also `progress-step`)
 * @csspart field - a label, its input and its error
 * @csspart button - Back, Next, Submit
 * @csspart notice - an error, success or information notice
 * @csspart notice-info - an information notice (also `notice`)
 * @csspart button-primary - the main action (also `button`)
 */
export const BetrSourceOfWealth = defineElement<object>('betr-source-of-wealth', unlessLacking(SourceOfWealth, 'submitSourceOfWealth'), {
  attributes: {},
  stylesheet: controlsStylesheet + stylesheet,
  namespaces: ['responsibleGaming'],
});
