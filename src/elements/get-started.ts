import { defineElement } from './define';
import { GetStarted } from '../react/get-started/GetStarted';
import { stylesheet } from '../react/get-started/GetStarted.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary 'Get started': email, contact, personal, address, limits, annual activity,
 * accept, activation, sign-in. An email that has an account goes straight to sign-in.
 * @attr inline - the in-page variant
 * @attr lang - language of this element
 * @event betr-sign-up-step - the wizard moved to a step: `{ step, index }`
 * @event betr-sign-up-account-exists - the email or phone has an account: `{ key }`
 * @event betr-sign-up-complete - the new player finished, signed in
 * @csspart form - a step's form
 * @csspart title - the wizard's heading
 * @csspart progress - the progress bar (`role="progressbar"`, its value 'Step n of m'): the text over the steps
 * @csspart progress-steps - the bar: one segment per step
 * @csspart progress-step - a step's segment; those reached are also `progress-step-done`
 * @csspart progress-step-done - a segment of a step reached (also `progress-step`)
 * @csspart step-title - the step's heading
 * @csspart field - a label, its input and its error
 * @csspart input - an input or dropdown
 * @csspart field-error - a field's error message
 * @csspart button - Prev, Continue and the other buttons
 * @csspart link - a link
 * @csspart notice - an error or info notice
 * @csspart label - a label
 * @csspart button-primary - the main action (also `button`)
 * @csspart notice-info - an information notice (also `notice`)
 */
export const BetrGetStarted = defineElement<object>('betr-get-started', unlessLacking(GetStarted, 'signUp'), {
  attributes: {},
  stylesheet,
  namespaces: ['signUp'],
});
