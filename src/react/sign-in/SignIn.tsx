import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { signInSchema } from '../../domain/sign-in';
import { $session, signIn, signOut } from '../../stores/session';
import { closePopup, openPopup } from '../../stores/popup';
import { resetForm } from '../../stores/forms';
import { $jurisdiction } from '../../stores/jurisdiction';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { useForm } from '../ui/useForm';
import { EmailField, PasswordField } from '../ui/Field';
import { Button } from '../ui/Button';
import { ErrorNotice, Notice } from '../ui/Notice';
import ui from '../ui/ui.module.css';
import styles from './SignIn.module.css';

export const SIGN_IN_FORM = 'sign-in';

/** SGA signs in with a bank identity instead of a password: loaded only there (with the QR code). */
const SignInWithBankIdentity = lazy(() => import('../oauth/SignInWithBankIdentity'));

/**
 * Email and password sign-in. The forgot-password link is hidden when inline. Every
 * sign-in error key shows its catalogue message; blocked, login-time-blocked and
 * blacklisted link to /support. Success closes the popup; the terms, welcome or activate
 * popups follow (stores/session.ts). In the SGA jurisdiction the player signs in with a
 * bank identity instead (src/react/oauth).
 */
export function SignIn() {
  const { LL, inline, inPopup, emit } = useElement();
  const session = useStore($session);
  const jurisdiction = useStore($jurisdiction);
  const form = useForm(SIGN_IN_FORM, 'sign-in', signInSchema);
  usePopupTitle(LL.signIn.title());

  if (jurisdiction === 'SGA') {
    return (
      <Suspense fallback={null}>
        <SignInWithBankIdentity />
      </Suspense>
    );
  }

  if (session && form.state.status !== 'submitting') {
    return (
      <div className={ui.stack}>
        <Notice level="success">{LL.signIn.signedIn()}</Notice>
        <div className={ui.actions}>
          <Button variant="secondary" onClick={() => void signOut()}>
            {LL.actions.signOut()}
          </Button>
        </div>
      </div>
    );
  }

  const submit = form.onSubmit(async ({ email, password }) => {
    try {
      const result = await signIn(email, password);
      emit('betr-sign-in', { isEmailVerified: result.isEmailVerified, mustAcceptTerms: result.mustAcceptTerms });
      resetForm(form.id);
      if (inPopup) closePopup('done');
    } catch (error) {
      const e = error as { area?: string; key?: string };
      emit('betr-error', { area: e.area ?? 'sign-in', key: e.key ?? 'unknown-error' });
      throw error;
    }
  });

  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-labelledby="sign-in-title" part="form">
      <h2 className={ui.title} id="sign-in-title" part="title">
        {LL.signIn.title()}
      </h2>
      <ErrorNotice error={form.state.error} />
      <EmailField form={form} autoComplete="username" />
      <PasswordField form={form} autoComplete="current-password" />
      <div className={styles.row}>
        <Button type="submit" busy={form.submitting}>
          {form.submitting ? LL.states.loading() : LL.signIn.submit()}
        </Button>
        {!inline && (
          <Button variant="link" onClick={() => openPopup('forgot-password')}>
            {LL.signIn.forgotPassword()}
          </Button>
        )}
      </div>
    </form>
  );
}
