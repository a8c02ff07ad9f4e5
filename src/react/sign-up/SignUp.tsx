import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { $jurisdiction } from '../../stores/jurisdiction';
import { $signUpOptions, $wizards } from '../../stores/sign-up';
import { isKnownElement } from '../../catalogue';
import { useElement, useFormKey, usePopupTitle } from '../ui/ElementRoot';
import { SignUpWizard } from './SignUpWizard';

/** Only the SGA jurisdiction embeds another widget here: elsewhere this code is not loaded. */
const Embedded = lazy(() => import('../ui/Embedded').then((m) => ({ default: m.Embedded })));

/** In the SGA jurisdiction the password sign-up is replaced by bank identity. */
const BANK_IDENTITY = 'betr-sign-up-oauth';

/**
 * 'Sign up': the nine-step wizard. In the SGA jurisdiction (known once the visitor's
 * country is) it is bank identity instead, whose outcome continues in token sign-up; a
 * build without bank identity keeps the wizard, without a password.
 */
export function SignUp() {
  const { LL } = useElement();
  const jurisdiction = useStore($jurisdiction);
  const options = useStore($signUpOptions);
  const wizardId = useFormKey('sign-up');
  const started = useStore($wizards, { keys: [wizardId] })[wizardId]?.registered ?? false;
  usePopupTitle(LL.signUp.title());

  const bankIdentity = jurisdiction === 'SGA' && options?.status === 'ready' && !started && isKnownElement(BANK_IDENTITY);
  if (bankIdentity) {
    return (
      <Suspense fallback={null}>
        <Embedded tag={BANK_IDENTITY} attributes={{ inline: '' }} fallback={<SignUpWizard variant="sign-up" />} />
      </Suspense>
    );
  }
  return <SignUpWizard variant="sign-up" />;
}
