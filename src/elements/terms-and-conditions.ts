import { defineElement } from './define';
import { TermsAndConditions, type TermsAndConditionsProps } from '../react/terms-and-conditions/TermsAndConditions';
import { stylesheet } from '../react/terms-and-conditions/TermsAndConditions.module.css';

/**
 * @summary The terms and conditions with version; a signed-in player accepts them.
 * @attr required - opened because the player must accept the current version
 * @event betr-terms-accepted - `{ version }`
 * @csspart title - the heading
 * @csspart version - the terms' version
 * @csspart content - the provider's content (sanitized HTML)
 * @csspart button - a button
 * @csspart button-primary - the main action (also `button`)
 */
export const BetrTermsAndConditions = defineElement<TermsAndConditionsProps>('betr-terms-and-conditions', TermsAndConditions, {
  attributes: { required: 'boolean' },
  stylesheet,
  namespaces: ['signIn'],
});
