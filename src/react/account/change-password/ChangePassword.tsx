import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { changePasswordSchema } from '../../../domain/change-password';
import { changePassword } from '../../../stores/account';
import { resetForm } from '../../../stores/forms';
import { $profile } from '../../../stores/profile';
import { useElement } from '../../ui/ElementRoot';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/Field';
import { ErrorNotice, Notice } from '../../ui/Notice';
import { useForm } from '../../ui/useForm';
import ui from '../../ui/ui.module.css';

const FORM = 'change-password';

/**
 * Change password: the old and the new one. A wrong old password shows 'Your old password
 * is incorrect.'; success shows 'Successfully changed password' and empties the form.
 */
export default function ChangePassword() {
  const { LL, emit } = useElement();
  const email = useStore($profile)?.email;
  const schema = useMemo(() => changePasswordSchema(() => email), [email]);
  const form = useForm(FORM, 'player', schema);
  const formId = form.id;
  const submit = form.onSubmit(async ({ oldPassword, newPassword }) => {
    await changePassword(oldPassword, newPassword);
    // Passwords do not linger in memory once they have done their job.
    resetForm(formId);
    emit('betr-password-changed', {});
  }, 'changed');

  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-labelledby="change-password-title" part="form">
      <h3 className={ui.title} id="change-password-title">
        {LL.account.changePassword.title()}
      </h3>
      <ErrorNotice error={form.state.error} />
      {form.state.notice === 'changed' && <Notice level="success">{LL.account.changePassword.changed()}</Notice>}
      <PasswordField form={form} name="oldPassword" label={LL.account.changePassword.oldPassword()} autoComplete="current-password" />
      <PasswordField form={form} name="newPassword" label={LL.account.changePassword.newPassword()} autoComplete="new-password" />
      <div className={ui.actions}>
        <Button type="submit" busy={form.submitting}>
          {form.submitting ? LL.states.loading() : LL.account.changePassword.submit()}
        </Button>
      </div>
    </form>
  );
}
