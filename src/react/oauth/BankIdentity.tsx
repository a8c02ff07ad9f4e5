import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { safeUrl } from '../../domain/identity-frame';
import {
  $bankIdentity,
  tryBankIdentityAgain,
  watchBankIdentity,
  type BankIdentityMode,
  type BankIdentityState,
} from '../../stores/bank-identity';
import { $config } from '../../stores/config';
import { $session, signOut } from '../../stores/session';
import { closePopup } from '../../stores/popup';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { Button } from '../ui/Button';
import { ErrorNotice, Notice } from '../ui/Notice';
import { QrCode } from './QrCode';
import { IdentityFrame, orderFrameUrl } from './IdentityFrame';
import ui from '../ui/ui.module.css';
import styles from './BankIdentity.module.css';

/** On a phone the bank app is on this device: start with its button rather than a QR code. */
const prefersThisDevice = () => window.matchMedia?.('(pointer: coarse) and (width < 480px)').matches ?? false;

/**
 * Sign in or sign up with a bank identity (BankID): a QR code to scan with another device,
 * or a button that opens the bank app on this one, with a switch between them. The store
 * polls the provider; this view shows where the attempt is and tells the page: a session
 * closes the popup (the usual post-sign-in popups follow), a sign-up token opens token
 * sign-up, every third failure shows 'Time is up' with 'Try again'.
 */
export function BankIdentity({
  mode,
  inFlow = false,
}: {
  mode: BankIdentityMode;
  /** A step of a larger flow (Pay N Play): a sign-in does not close the popup. */ inFlow?: boolean;
}) {
  const { LL, locale, inPopup, emit } = useElement();
  const state = useStore($bankIdentity);
  const { identityOrigin } = useStore($config);
  const signedIn = useStore($session) !== null;
  const [thisDevice, setThisDevice] = useState(prefersThisDevice);
  const title = mode === 'sign-in' ? LL.bankIdentity.signInTitle() : LL.bankIdentity.signUpTitle();
  // In a larger flow the popup keeps the flow's name (Pay N Play).
  usePopupTitle(inFlow ? null : title);

  // A signed-in player has nothing to identify; after signing out, an attempt starts.
  useEffect(() => (signedIn ? undefined : watchBankIdentity(mode)), [mode, signedIn]);
  useOutcome(state, inPopup && !inFlow, emit);

  const t = LL.bankIdentity;
  let body;
  if (signedIn || state.status === 'signed-in') {
    body = (
      <>
        <Notice level="success">{t.signedIn()}</Notice>
        <div className={ui.actions}>
          <Button variant="secondary" onClick={() => void signOut()}>
            {LL.actions.signOut()}
          </Button>
        </div>
      </>
    );
  } else if (state.status === 'refused') {
    body = <ErrorNotice error={state.error} />;
  } else if (state.status === 'sign-up') {
    body = <Notice level="info">{t.continueSignUp()}</Notice>;
  } else if (state.status === 'time-up' || state.status === 'cancelled') {
    body = (
      <>
        {state.status === 'time-up' && (
          <div role="alert" className={ui.stack}>
            <h3 className={ui.title} part="time-up">
              {t.timeUp()}
            </h3>
            <p className={ui.text}>{t.timeUpBody()}</p>
          </div>
        )}
        <div className={ui.actions}>
          <Button onClick={tryBankIdentityAgain}>{LL.actions.tryAgain()}</Button>
        </div>
      </>
    );
  } else {
    const pending = state.status === 'pending';
    const appUrl = pending ? safeUrl(state.autoStartUrl) : null;
    // The identity provider's own frame offers the bank app on this device itself.
    const showApp = thisDevice && !state.viaFrame;
    body = (
      <>
        {showApp ? (
          <>
            <p className={styles.intro}>{t.sameDeviceIntro()}</p>
            {appUrl ? (
              <a className={`${ui.button} ${styles.openApp}`} href={appUrl} part="button button-primary">
                {t.openApp()}
              </a>
            ) : (
              <Button className={styles.openApp} busy>
                {t.openApp()}
              </Button>
            )}
          </>
        ) : (
          <>
            <p className={styles.intro}>{t.scanIntro()}</p>
            <QrCode
              text={state.qrCode}
              label={t.qrLabel()}
              overlay={state.appOpened ? t.appOpened() : null}
              identityOrigin={identityOrigin}
            />
          </>
        )}
        <p className={styles.status} role="status">
          {!pending ? t.starting() : state.appOpened ? t.appOpened() : t.waiting()}
        </p>
        {!state.viaFrame && (
          <Button variant="link" className={styles.switch} onClick={() => setThisDevice(!thisDevice)}>
            {thisDevice ? t.useOtherDevice() : t.useThisDevice()}
          </Button>
        )}
        {pending && state.frameUrl && <IdentityFrame key={state.frameUrl} src={state.frameUrl} title={t.frameTitle()} />}
        {identityOrigin && pending && state.orderRef && (
          <IdentityFrame
            key={state.orderRef}
            src={orderFrameUrl(identityOrigin, state.orderRef, mode, state.autoStartUrl, locale)}
            title={t.frameTitle()}
          />
        )}
      </>
    );
  }

  return (
    <section className={ui.stack} aria-labelledby="bank-identity-title" part="form">
      <h2 className={ui.title} id="bank-identity-title" part="title">
        {title}
      </h2>
      {body}
    </section>
  );
}

/**
 * Tell the page what happened, once per change: a new attempt (`betr-oauth-pending`, so a
 * demo or test can answer for the bank), a sign-in, a refusal; close the popup when done
 * or cancelled.
 */
function useOutcome(state: BankIdentityState, inPopup: boolean, emit: ReturnType<typeof useElement>['emit']): void {
  const seen = useRef<BankIdentityState | null>(null);
  useEffect(() => {
    const before = seen.current;
    if (before === state) return;
    seen.current = state;
    if (state.orderRef && state.orderRef !== before?.orderRef) emit('betr-oauth-pending', { orderRef: state.orderRef });
    if (state.status === before?.status) return;
    // Closing removes this element: not while React is still committing.
    const close = (reason: 'done' | 'dismissed') => inPopup && queueMicrotask(() => closePopup(reason));
    if (state.status === 'signed-in' && state.result) {
      emit('betr-sign-in', { isEmailVerified: state.result.isEmailVerified, mustAcceptTerms: state.result.mustAcceptTerms });
      close('done');
    } else if (state.status === 'cancelled') {
      close('dismissed');
    } else if (state.status === 'refused' && state.error) {
      emit('betr-error', { area: state.error.area, key: state.error.key });
    }
  }, [state, inPopup, emit]);
}

export const SignInOAuth = () => <BankIdentity mode="sign-in" />;
export const SignUpOAuth = () => <BankIdentity mode="sign-up" />;
