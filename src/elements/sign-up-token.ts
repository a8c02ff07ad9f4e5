import { defineElement } from './define';
import { SignUpToken, type SignUpTokenProps } from '../react/sign-up-token/SignUpToken';
import { stylesheet } from '../react/sign-up-token/SignUpToken.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary Sign-up via a token link, after a bank identity: contact (email, calling code,
 * phone, terms with 'Accept all'), three deposit-limit sliders, bonus, deposit.
 * @attr token - the sign-up token
 * @attr bonus-code - a bonus code the link presets: sent with the registration; the wizard then skips the bonus step
 * @attr amount - the amount the deposit step starts with (as `<betr-deposit amount>`; Pay N Play passes the amount picked first)
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
 * @csspart field - a label, its input and its error
 * @csspart slider - a deposit-limit slider
 * @csspart slider-value - the amount a slider shows
 * @csspart field-error - a field's error message
 * @csspart button - Prev, Continue and the other buttons
 * @csspart notice - an error notice (e.g. under 18)
 * @csspart notice-error - an error notice (also `notice`)
 */
export const BetrSignUpToken = defineElement<SignUpTokenProps>('betr-sign-up-token', unlessLacking(SignUpToken, 'signUp'), {
  attributes: { token: 'string', bonusCode: 'string', amount: 'number' },
  stylesheet,
  namespaces: ['signUp'],
});
