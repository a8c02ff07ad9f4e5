import { useStore } from '@nanostores/react';
import { forgotPasswordSchema } from '../../domain/sign-in';
import { $captchaRequired, forgotPassword } from '../../stores/password';
import { formState, setFieldValue } from '../../stores/forms';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { useForm } from '../ui/useForm';
import { EmailField } from '../ui/Field';
import { Button } from '../ui/Button';
import { ErrorNotice, Notice } from '../ui/Notice';
import ui from '../ui/ui.module.css';
import styles from './ForgotPassword.module.css';

/** The answer of the captcha stand-in: the platform only asks that there is one. */
const CAPTCHA_CONFIRMED = 'confirmed';

/**
 * Email field; success shows 'Email has been sent' and keeps the address shown. Where the
 * platform wants a captcha answer (the websocket platform), a checkbox gives it; without
 * one the platform's 'Let us know that you are a human.' shows.
 */
export function ForgotPassword() {
  const { LL, emit } = useElement();
  const form = useForm('forgot-password', 'forgot-password', forgotPasswordSchema);
  const captchaRequired = useStore($captchaRequired);
  usePopupTitle(LL.forgotPassword.title());
  const sent = form.state.status === 'done';
  const captchaId = `${form.id}-captcha`;

  const submit = form.onSubmit(async ({ email }) => {
    await forgotPassword(email, captchaRequired ? formState(form.id).values.captcha || undefined : undefined);
    emit('betr-forgot-password', { email });
  });

  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-labelledby="forgot-title" part="form">
      <h2 className={ui.title} id="forgot-title" part="title">
        {LL.forgotPassword.title()}
      </h2>
      {sent ? <Notice level="success">{LL.forgotPassword.sent()}</Notice> : <p className={ui.text}>{LL.forgotPassword.intro()}</p>}
      <ErrorNotice error={form.state.error} />
      <EmailField form={form} />
      {captchaRequired && (
        <div className={`${ui.field} ${styles.captcha}`} part="field captcha">
          <input
            id={captchaId}
            type="checkbox"
            name="captcha"
            part="input"
            checked={form.state.values.captcha === CAPTCHA_CONFIRMED}
            onChange={(event) => setFieldValue(form.id, 'captcha', event.currentTarget.checked ? CAPTCHA_CONFIRMED : '')}
          />
          <label className={ui.label} htmlFor={captchaId} part="label">
            {LL.forgotPassword.captcha()}
          </label>
        </div>
      )}
      <div className={ui.actions}>
        <Button type="submit" busy={form.submitting}>
          {form.submitting ? LL.states.loading() : LL.forgotPassword.submit()}
        </Button>
      </div>
    </form>
  );
}
