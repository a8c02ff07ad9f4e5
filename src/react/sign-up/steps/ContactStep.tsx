import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { CHECKED, contactSchema } from '../../../domain/sign-up-contact';
import { contactAsksPassword } from '../../../domain/sign-up-flow';
import { checkContact, isAccountExists } from '../../../stores/sign-up';
import { $forms, formState, setFieldValue, setFieldValues } from '../../../stores/forms';
import { $visitorCountry } from '../../../stores/jurisdiction';
import { useElement } from '../../ui/ElementRoot';
import { useForm } from '../../ui/useForm';
import { Field, EmailField, PasswordField } from '../../ui/Field';
import { Choice } from './Choice';
import { Button } from '../../ui/Button';
import controls from '../../ui/controls.module.css';
import { StepFrame } from '../StepFrame';
import { useWizard } from '../wizard-context';

/** Only token sign-up asks the terms here: the other wizards' first step does without this code. */
const TermsChecks = lazy(() => import('./TermsChecks').then((m) => ({ default: m.TermsChecks })));

/**
 * contact: email, password (not in SGA, nor after a bank identity), calling code, phone,
 * and a bonus code behind 'Do you have a bonuscode?'; in token sign-up also the terms with
 * an 'Accept all' shortcut. Leaving it checks email and phone with the server: an existing
 * account is tracked ('account exists') and the step stays.
 */
export function ContactStep() {
  const { LL, emit } = useElement();
  const wizard = useWizard();
  const id = wizard.formKey();
  const stored = useStore($forms, { keys: [id] })[id]?.values ?? {};
  const visitor = useStore($visitorCountry);
  const token = wizard.variant === 'sign-up-token';
  const withEmail = wizard.variant !== 'get-started';
  const bonusOpen = stored.bonusCodeOpen === CHECKED;
  const withPassword = contactAsksPassword(wizard.variant, wizard.jurisdiction);
  const form = useForm(
    wizard.formName(),
    'sign-up',
    contactSchema({
      email: withEmail,
      password: withPassword,
      emailOf: () => wizard.values().email,
      bonusCode: bonusOpen,
      terms: token,
    }),
  );
  const { callingCodes } = wizard.options;

  // The visitor's own calling code is the likely one.
  useEffect(() => {
    const prefix = visitor?.phonePrefix;
    if (prefix && !formState(id).values.callingCode && callingCodes.includes(prefix)) setFieldValues(id, { callingCode: prefix });
  }, [id, visitor?.phonePrefix, callingCodes]);

  const submit = form.onSubmit(async (output) => {
    const values = output as Record<string, string>;
    try {
      await checkContact({ email: withEmail ? values.email : undefined, callingCode: values.callingCode, phone: values.phone });
    } catch (error) {
      if (isAccountExists(error)) emit('betr-sign-up-account-exists', { key: error.key });
      throw error;
    }
    await wizard.next();
  });

  return (
    <StepFrame
      form={form}
      onSubmit={submit}
      actions={
        token && stored.acceptTerms !== CHECKED ? (
          <Button
            variant="link"
            onClick={() => {
              // The player's own change (touched, as a tick of each box would be): a draft keeps it.
              setFieldValue(id, 'acceptTerms', CHECKED);
              setFieldValue(id, 'acceptMarketing', CHECKED);
            }}
          >
            {LL.signUp.actions.acceptAll()}
          </Button>
        ) : undefined
      }
    >
      {withEmail && <EmailField form={form} />}
      {withPassword && <PasswordField form={form} autoComplete="new-password" />}
      <div className={`${controls.row} ${controls.narrowFirst}`}>
        <Choice
          form={form}
          name="callingCode"
          label={LL.signUp.fields.callingCode()}
          autoComplete="tel-country-code"
          options={callingCodes.map((code) => ({ value: code, label: code }))}
        />
        <Field form={form} name="phone" label={LL.signUp.fields.phone()} type="tel" autoComplete="tel-national" inputMode="tel" />
      </div>
      {wizard.variant === 'sign-up' &&
        (bonusOpen ? (
          <Field form={form} name="bonusCode" label={LL.signUp.fields.bonusCode()} autoComplete="off" autoFocus />
        ) : (
          <Button variant="link" onClick={() => setFieldValue(id, 'bonusCodeOpen', CHECKED)}>
            {LL.signUp.fields.haveBonusCode()}
          </Button>
        ))}
      {token && (
        <Suspense fallback={null}>
          <TermsChecks form={form} />
        </Suspense>
      )}
    </StepFrame>
  );
}
