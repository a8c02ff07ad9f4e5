import { defineElement } from './define';
import { SessionSummary } from '../react/session-summary/SessionSummary';
import { stylesheet } from '../react/session-summary/SessionSummary.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary The session summary, in rows of three columns: deposits minus withdrawals over
 * the last 12 months, the daily, weekly and monthly deposit limits, and the last sign-in.
 * @attr inline - the in-page variant
 * @attr lang - language of this element
 * @csspart title - the heading
 * @csspart table - the summary
 * @csspart button - Continue (in a popup)
 * @csspart notice - an error, success or information notice
 * @csspart notice-info - an information notice (also `notice`)
 * @csspart button-primary - the main action (also `button`)
 */
export const BetrSessionSummary = defineElement<object>('betr-session-summary', unlessLacking(SessionSummary, 'getSessionSummary'), {
  attributes: {},
  stylesheet,
  namespaces: ['responsibleGaming'],
});
