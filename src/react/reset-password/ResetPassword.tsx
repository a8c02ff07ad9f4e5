import { useEffect, useMemo } from 'react';
import { ProviderError } from '../../stores/errors';
import { resetPasswordSchema } from '../../domain/new-password';
import { isResetKeyValid, resetPassword } from '../../stores/password';
import { openPopup } from '../../stores/popup';
import { formState, setFormOutcome } from '../../stores/forms';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { useForm } from '../ui/useForm';
import { PasswordField } from '../ui/Field';
import { Button } from '../ui/Button';
import { ErrorNotice, Notice } from '../ui/Notice';
import ui from '../ui/ui.module.css';

export interface ResetPasswordProps {
  /** The key of a reset link (`?reset-pw-key=`). */
  resetKey?: string;
  /** Token and username of a reset link on the REST platform (`?token=&username=`). */
  token?: string;
  username?: string;
}

const FORM = 'reset-password';

/**
 * New password and its confirmation, opened from a reset link. A key that is no longer
 * valid shows the invalid-reset-pw-token message; no key or token at all shows 'Missing
 * token'. After success, outside inline use, the button becomes "Let's sign in".
 */
export function ResetPassword({ resetKey, token, username }: ResetPasswordProps) {
  const { LL, inline, inPopup, emit } = useElement();
  const schema = useMemo(() => resetPasswordSchema(username), [username]);
  const form = useForm(FORM, 'reset-password', schema);
  usePopupTitle(LL.resetPassword.title());
  const missing = !resetKey && !(token && username);
  const done = form.state.status === 'done';

  useEffect(() => {
    if (!resetKey || done) return;
    let live = true;
    isResetKeyValid(resetKey).then(
      (valid) => {
        if (!live || valid) return;
        // A submit sent before this answer came speaks for itself (its session-expired is
        // more exact than link-expired, and it is newer): the check does not overwrite it.
        const { status, error } = formState(form.id);
        if (status !== 'idle' || error) return;
        if (inPopup) openPopup('message', { attributes: { type: 'invalid-reset-pw-token' } });
        else setFormOutcome(form.id, { error: new ProviderError('reset-password', 'link-expired') });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [resetKey, inPopup, done, form.id]);

  const submit = form.onSubmit(async ({ password }) => {
    await resetPassword({ key: resetKey, token, username, password });
    emit('betr-password-reset', {});
  });

  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-labelledby="reset-title" part="form">
      <h2 className={ui.title} id="reset-title" part="title">
        {LL.resetPassword.title()}
      </h2>
      {missing && <ErrorNotice error={new ProviderError('reset-password', 'missing-token')} />}
      <ErrorNotice error={form.state.error} />
      {done && <Notice level="success">{LL.resetPassword.updated()}</Notice>}
      {!done && (
        <>
          <PasswordField form={form} label={LL.resetPassword.newPassword()} autoComplete="new-password" disabled={missing} />
          <PasswordField
            form={form}
            name="confirmPassword"
            label={LL.fields.confirmPassword()}
            autoComplete="new-password"
            disabled={missing}
          />
        </>
      )}
      <div className={ui.actions}>
        {done ? (
          !inline && <Button onClick={() => openPopup('sign-in')}>{LL.resetPassword.letsSignIn()}</Button>
        ) : (
          <Button type="submit" busy={form.submitting} disabled={missing}>
            {form.submitting ? LL.states.loading() : LL.resetPassword.submit()}
          </Button>
        )}
      </div>
    </form>
  );
}
