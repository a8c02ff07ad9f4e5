import { emailStepSchema } from '../../../domain/sign-up-contact';
import { checkContact, isAccountExists } from '../../../stores/sign-up';
import { useElement } from '../../ui/ElementRoot';
import { useForm } from '../../ui/useForm';
import { EmailField } from '../../ui/Field';
import { StepFrame } from '../StepFrame';
import { useWizard } from '../wizard-context';

/** get-started's first step: the email, checked with the server; an existing one goes to sign-in. */
export function EmailStep() {
  const { emit } = useElement();
  const wizard = useWizard();
  const form = useForm(wizard.formName(), 'sign-up', emailStepSchema);

  const submit = form.onSubmit(async ({ email }) => {
    try {
      await checkContact({ email });
    } catch (error) {
      if (!isAccountExists(error)) throw error;
      emit('betr-sign-up-account-exists', { key: error.key });
      wizard.goTo('sign-in');
      return;
    }
    await wizard.next();
  });

  return (
    <StepFrame form={form} onSubmit={submit}>
      <EmailField form={form} />
    </StepFrame>
  );
}
