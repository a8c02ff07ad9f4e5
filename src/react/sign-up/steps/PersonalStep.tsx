import { useMemo } from 'react';
import { personalSchema } from '../../../domain/sign-up';
import { useElement } from '../../ui/ElementRoot';
import { useForm } from '../../ui/useForm';
import { Field } from '../../ui/Field';
import { Choice } from './Choice';
import { StepFrame } from '../StepFrame';
import { useWizard } from '../wizard-context';
import { DateOfBirth } from './DateOfBirth';
import { MAX_TEXT_LENGTH } from '../../../domain/input-limits';

/** personal: first name, last name, gender (female, male, other), date of birth. */
export function PersonalStep() {
  const { LL } = useElement();
  const wizard = useWizard();
  const schema = useMemo(() => personalSchema(wizard.today), [wizard.today]);
  const form = useForm(wizard.formName(), 'sign-up', schema);
  const genders = (['female', 'male', 'other'] as const).map((g) => ({ value: g, label: LL.signUp.gender[g]() }));
  return (
    <StepFrame form={form} onSubmit={form.onSubmit(() => wizard.next())}>
      <Field form={form} name="firstName" maxLength={MAX_TEXT_LENGTH} label={LL.signUp.fields.firstName()} autoComplete="given-name" />
      <Field form={form} name="lastName" maxLength={MAX_TEXT_LENGTH} label={LL.signUp.fields.lastName()} autoComplete="family-name" />
      <Choice form={form} name="gender" label={LL.signUp.fields.gender()} options={genders} />
      <DateOfBirth form={form} values={form.values} today={wizard.today} />
    </StepFrame>
  );
}
