import { acceptSchema, toSignUpValues } from '../../../domain/sign-up';
import { CHECKED } from '../../../domain/sign-up-contact';
import { contactAsksPassword } from '../../../domain/sign-up-flow';
import { registerPlayer } from '../../../stores/sign-up-registration';
import { markSubmitted, setFieldValues } from '../../../stores/forms';
import { useElement } from '../../ui/ElementRoot';
import { useForm } from '../../ui/useForm';
import { Button } from '../../ui/Button';
import { StepFrame } from '../StepFrame';
import { useWizard } from '../wizard-context';
import { TermsChecks } from './TermsChecks';

/**
 * accept: the terms and marketing checkboxes. The button reads 'Sign up' once the terms are
 * accepted, 'Accept all' (ticks both boxes) before, and a disabled 'Loading...' while the
 * registration is sent. A failed registration keeps every value and shows its message.
 */
export function AcceptStep() {
  const { LL, locale } = useElement();
  const wizard = useWizard();
  const id = wizard.formKey();
  const form = useForm(wizard.formName(), 'sign-up', acceptSchema);
  const accepted = form.values.acceptTerms === CHECKED;

  const submit = form.onSubmit(async () => {
    // A draft put back after a reload has no password (it is never stored): ask for it again
    // where it was typed, with the contact step's own 'required' message.
    if (contactAsksPassword(wizard.variant, wizard.jurisdiction) && !wizard.values().password) {
      markSubmitted(wizard.formKey('contact'));
      wizard.goTo('contact');
      return;
    }
    const values = toSignUpValues(wizard.values(), { jurisdiction: wizard.jurisdiction, language: locale });
    await registerPlayer(wizard.wizardId, wizard.variant, values);
    // Sent: there is no way back to it, so the password need not stay in memory.
    setFieldValues(wizard.formKey('contact'), { password: '' });
    await wizard.next();
  });

  // Two different buttons (keys), so the click on 'Accept all' can never become a submit
  // when the button re-renders under the pointer.
  const action =
    accepted || form.submitting ? (
      <Button key="sign-up" type="submit" busy={form.submitting}>
        {form.submitting ? LL.states.loading() : LL.signUp.actions.signUp()}
      </Button>
    ) : (
      <Button
        key="accept-all"
        onClick={(event) => {
          event.preventDefault();
          setFieldValues(id, { acceptTerms: CHECKED, acceptMarketing: CHECKED });
        }}
      >
        {LL.signUp.actions.acceptAll()}
      </Button>
    );

  return (
    <StepFrame onSubmit={submit} error={form.state.error} busy={form.submitting} actions={action}>
      <TermsChecks form={form} />
    </StepFrame>
  );
}
