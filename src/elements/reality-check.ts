import { defineElement } from './define';
import { RealityCheck } from '../react/reality-check/RealityCheck';
import { stylesheet } from '../react/reality-check/RealityCheck.module.css';

/**
 * @summary The reality check: 'You have now been signed in for {minutes} minutes.', the
 * session's play per product (win, wager, total in whole units; shown when there are
 * wagers), Continue and End session. Opens by itself on the session's schedule.
 * @attr inline - the in-page variant
 * @attr lang - language of this element
 * @event betr-reality-check - answered: `{ choice: 'continue' | 'end-session' }` (end-session signs out)
 * @csspart title - the heading
 * @csspart table - the table of play
 * @csspart button - Continue and End session
 * @csspart notice - an error, success or information notice
 * @csspart notice-info - an information notice (also `notice`)
 * @csspart button-primary - the main action (also `button`)
 * @csspart button-secondary - a secondary action (also `button`)
 */
export const BetrRealityCheck = defineElement<object>('betr-reality-check', RealityCheck, {
  attributes: {},
  stylesheet,
  namespaces: ['responsibleGaming'],
});
