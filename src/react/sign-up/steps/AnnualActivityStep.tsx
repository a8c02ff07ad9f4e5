import { annualActivitySchema } from '../../../domain/sign-up';
import { annualActivityRanges } from '../../../domain/annual-activity';
import { useElement } from '../../ui/ElementRoot';
import { useForm } from '../../ui/useForm';
import { Choice } from './Choice';
import { StepFrame } from '../StepFrame';
import { useWizard } from '../wizard-context';

/**
 * annual activity: the expected yearly deposits as ranges of the chosen currency, with an
 * always-open explanation. The choice is the range's minimum; sign-up sends its label.
 */
export function AnnualActivityStep() {
  const { LL } = useElement();
  const wizard = useWizard();
  const form = useForm(wizard.formName(), 'sign-up', annualActivitySchema);
  const currency = wizard.currency();
  const options = annualActivityRanges(currency).map((range) => ({ value: String(range.min), label: `${range.label} ${currency}` }));
  return (
    <StepFrame form={form} onSubmit={form.onSubmit(() => wizard.next())}>
      <Choice
        form={form}
        name="annualActivity"
        label={LL.signUp.annualActivity.label()}
        options={options}
        hint={LL.signUp.annualActivity.tooltip()}
      />
    </StepFrame>
  );
}
