import { defineElement } from './define';
import { ActivationForm, type ActivationFormProps } from '../react/activation-form/ActivationForm';
import { stylesheet } from '../react/activation-form/ActivationForm.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary Activate an account with the emailed code, or ask for a new code.
 * @attr email - prefilled email; with `code`, activation runs on load
 * @attr code - the activation code
 * @attr embedded - no heading or intro (inside another widget)
 * @event betr-activated - the account was activated
 * @event betr-activation-code-sent - a new code was mailed
 * @csspart form - the form
 * @csspart title - the heading
 * @csspart field - a label, its input and its error
 * @csspart label - a label
 * @csspart input - an input
 * @csspart button - a button
 * @csspart button-primary - the main action (also `button`)
 * @csspart link - a link
 * @csspart notice - an error, success or information notice
 * @csspart notice-info - an information notice (also `notice`)
 */
export const BetrActivationForm = defineElement<ActivationFormProps>('betr-activation-form', unlessLacking(ActivationForm, 'activate'), {
  attributes: { email: 'string', code: 'string', embedded: 'boolean' },
  stylesheet,
  namespaces: ['signIn'],
});
