import { forgotPasswordSchema } from '../../domain/sign-in';
import { forgotPassword } from '../../stores/password';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { useForm } from '../ui/useForm';
import { Field } from '../ui/Field';
import { Button } from '../ui/Button';
import { ErrorNotice, Notice } from '../ui/Notice';
import ui from '../ui/ui.module.css';

/** Email field; success shows 'Email has been sent' and keeps the address shown. */
export function ForgotPassword() {
  const { LL, emit } = useElement();
  const form = useForm('forgot-password', 'forgot-password', forgotPasswordSchema);
  usePopupTitle(LL.forgotPassword.title());
  const sent = form.state.status === 'done';

  const submit = form.onSubmit(async ({ email }) => {
    await forgotPassword(email);
    emit('betr-forgot-password', { email });
  });

  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-labelledby="forgot-title" part="form">
      <h2 className={ui.title} id="forgot-title" part="title">{LL.forgotPassword.title()}</h2>
      {sent ? <Notice level="success">{LL.forgotPassword.sent()}</Notice> : <p className={ui.text}>{LL.forgotPassword.intro()}</p>}
      <ErrorNotice error={form.state.error} />
      <Field form={form} name="email" label={LL.fields.email()} type="email" autoComplete="email" inputMode="email" />
      <div className={ui.actions}>
        <Button type="submit" busy={form.submitting}>{form.submitting ? LL.states.loading() : LL.forgotPassword.submit()}</Button>
      </div>
    </form>
  );
}
