import { defineElement } from './define';
import { SignUp } from '../react/sign-up/SignUp';
import { stylesheet } from '../react/sign-up/SignUp.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary 'Sign up': the nine-step wizard (contact, personal, address, limits, annual
 * activity, accept, activation, bonus, deposit). The player is signed in when the
 * registration is sent. In the SGA jurisdiction: bank identity instead (`<betr-sign-up-oauth>`).
 * @attr inline - the in-page variant
 * @attr lang - language of this element
 * @event betr-sign-up-step - the wizard moved to a step: `{ step, index }`
 * @event betr-sign-up-account-exists - the email or phone has an account: `{ key }`
 * @event betr-sign-up-complete - the first deposit succeeded; the popup closes
 * @csspart form - a step's form
 * @csspart title - the wizard's heading
 * @csspart progress - the progress bar (`role="progressbar"`, its value 'Step n of m'): the text over the steps
 * @csspart progress-steps - the bar: one segment per step
 * @csspart progress-step - a step's segment; those reached are also `progress-step-done`
 * @csspart progress-step-done - a segment of a step reached (also `progress-step`)
 * @csspart step-title - the step's heading
 * @csspart field - a label, its input and its error
 * @csspart label - a label
 * @csspart input - an input or dropdown
 * @csspart select - a dropdown
 * @csspart checkbox - a checkbox with its label
 * @csspart hint - an always-open explanation under a control
 * @csspart field-error - a field's error message
 * @csspart button - Prev, Continue and the other buttons
 * @csspart link - a link ('Do you have a bonuscode?', terms, privacy policy)
 * @csspart notice - an error or info notice
 * @csspart button-primary - the main action (also `button`)
 * @csspart notice-info - an information notice (also `notice`)
 * @cssproperty --betr-sign-up-block-size - the height it keeps before its content arrives, so nothing below it moves (docs/embed-on-a-page.md, a fast first paint at CLS 0)
 */
export const BetrSignUp = defineElement<object>('betr-sign-up', unlessLacking(SignUp, 'signUp'), {
  attributes: {},
  stylesheet,
  namespaces: ['signUp'],
});
