import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { ProviderError } from '../../stores/errors';
import { resetPasswordSchema } from '../../domain/new-password';
import { resetKeyValidity, resetPassword } from '../../stores/password';
import type { FormState } from '../../stores/forms';
import { openPopup } from '../../stores/popup';
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
const LINK_EXPIRED = new ProviderError('reset-password', 'link-expired');

/**
 * New password and its confirmation, opened from a reset link. A key that is no longer
 * valid shows the invalid-reset-pw-token message; no key or token at all shows 'Missing
 * token'. After success, outside inline use, the button becomes "Let's sign in".
 */
export function ResetPassword({ resetKey, token, username }: ResetPasswordProps) {
  const { LL, inline, emit } = useElement();
  const schema = useMemo(() => resetPasswordSchema(username), [username]);
  const form = useForm(FORM, 'reset-password', schema);
  usePopupTitle(LL.resetPassword.title());
  const missing = !resetKey && !(token && username);
  const done = form.state.status === 'done';

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
      {resetKey && !done ? <KeyNotice resetKey={resetKey} state={form.state} /> : <ErrorNotice error={form.state.error} />}
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

/**
 * The form's notice while a reset link's key may be used: the key's validity is asked (a store
 * per key; a link without a key, or a form already done, asks nothing), and a key no longer
 * valid says so.
 */
function KeyNotice({ resetKey, state }: { resetKey: string; state: FormState }) {
  const { inPopup } = useElement();
  const validity = useStore(resetKeyValidity(resetKey));
  // A submit sent before the check answered speaks for itself (its session-expired is more
  // exact than link-expired, and it is newer): the check's "no" shows only while the form has
  // nothing of its own to say.
  const expired = validity.status === 'ready' && !validity.value && state.status === 'idle' && !state.error;
  // In a popup the answer is the invalid-link message in its place: a move to another popup,
  // which no render may make.
  useEffect(() => {
    if (expired && inPopup) openPopup('message', { attributes: { type: 'invalid-reset-pw-token' } });
  }, [expired, inPopup]);
  return <ErrorNotice error={expired && !inPopup ? LINK_EXPIRED : state.error} />;
}
