import { useEffect, useLayoutEffect } from 'react';
import { useStore } from '@nanostores/react';
import { safeParse } from 'valibot';
import { activationSchema, emailRule } from '../../domain/sign-in';
import { activate, requestActivationCode } from '../../stores/activation';
import { $profile } from '../../stores/profile';
import { closePopup } from '../../stores/popup';
import { formState, setFieldValues, setFormOutcome, submitForm, touchField } from '../../stores/forms';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { useForm } from '../ui/useForm';
import { Field, EmailField } from '../ui/Field';
import { Button } from '../ui/Button';
import { ErrorNotice, Notice } from '../ui/Notice';
import ui from '../ui/ui.module.css';

export interface ActivationFormProps {
  /** With `code`, activation runs by itself on load (links in the activation mail). */
  email?: string;
  code?: string;
  /** Hide the heading (when embedded in another widget). */
  embedded?: boolean;
}

const FORM = 'activation';

/**
 * Email and activation code, with a way to ask for a new code. 'Account activated' on
 * success; 'Activation code has been sent' for a new code; a signed-in player whose account
 * is already activated reads 'Your account is already activated', and a code sent for an
 * activated account the catalogue's `activate.already-activated`, 'Already activated'. The
 * email is the signed-in player's when known.
 */
export function ActivationForm({ email, code, embedded }: ActivationFormProps) {
  const { LL, inPopup, emit } = useElement();
  const profile = useStore($profile);
  const form = useForm(FORM, 'activate', activationSchema);
  usePopupTitle(LL.activation.title());
  const activated = form.state.status === 'done' && form.state.notice === 'activated';

  const activateWith = async (values: { email: string; activationCode: string }) => {
    await activate(values.email, values.activationCode);
    emit('betr-activated', {});
  };

  // The known email is in the form before the browser paints it: a passive effect runs after
  // the paint, and a code typed and sent in between failed with 'Must provide an email
  // address' for an email the form was about to show.
  useLayoutEffect(() => {
    const known = email ?? profile?.email;
    if (known && !formState(form.id).values.email) setFieldValues(form.id, { email: known });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [email, profile?.email]);

  useEffect(() => {
    if (email && code && formState(form.id).status === 'idle' && !formState(form.id).error) {
      setFieldValues(form.id, { email, activationCode: code });
      void submitForm(form.id, 'activate', () => activateWith({ email, activationCode: code }), 'activated');
    }
    // runs once per supplied email/code
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [email, code]);

  const requestCode = async () => {
    touchField(form.id, 'email');
    const parsed = safeParse(emailRule, formState(form.id).values.email ?? '');
    if (!parsed.success) return;
    const result = await submitForm(form.id, 'activate', () => requestActivationCode(parsed.output));
    if (result.ok) {
      setFormOutcome(form.id, { notice: 'codeSent', status: 'idle' });
      emit('betr-activation-code-sent', {});
    }
  };

  if (profile?.isActivated && !activated) {
    return <Notice level="info">{LL.activation.alreadyActivated()}</Notice>;
  }

  return (
    <form className={ui.form} onSubmit={form.onSubmit(activateWith, 'activated')} noValidate aria-label={LL.activation.title()} part="form">
      {!embedded && (
        <h2 className={ui.title} part="title">
          {LL.activation.title()}
        </h2>
      )}
      {activated ? (
        <Notice level="success">{LL.activation.activated()}</Notice>
      ) : (
        <>
          {!embedded && <p className={ui.text}>{LL.activation.intro()}</p>}
          {form.state.notice === 'codeSent' && <Notice level="success">{LL.activation.codeSent()}</Notice>}
          <ErrorNotice error={form.state.error} />
          <EmailField form={form} />
          <Field form={form} name="activationCode" label={LL.activation.code()} autoComplete="one-time-code" inputMode="numeric" />
        </>
      )}
      <div className={ui.actions}>
        {activated ? (
          inPopup && <Button onClick={() => closePopup('done')}>{LL.actions.close()}</Button>
        ) : (
          <>
            <Button type="submit" busy={form.submitting}>
              {form.submitting ? LL.states.loading() : LL.activation.submit()}
            </Button>
            <Button variant="link" onClick={() => void requestCode()} disabled={form.submitting}>
              {LL.activation.requestCode()}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
