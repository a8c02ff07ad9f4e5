import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../../stores/session';
import { setFieldValues } from '../../../stores/forms';
import { useElement } from '../../ui/ElementRoot';
import { Embedded } from '../../ui/Embedded';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import ui from '../../ui/ui.module.css';
import { StepFrame } from '../StepFrame';
import { useWizard } from '../wizard-context';

/** The sign-in widget keeps what is typed in it under this form id (src/react/sign-in). */
const SIGN_IN_FORM = 'sign-in';

/**
 * get-started's last step. After the wizard's own registration the player is signed in
 * already: a welcome and Done. An email that had an account comes here from the first
 * step: the sign-in widget, with the email filled in, or back to use another email.
 */
export function SignInStep() {
  const { LL } = useElement();
  const wizard = useWizard();
  const session = useStore($session);
  const email = wizard.values().email ?? '';

  useEffect(() => {
    if (!session && email) setFieldValues(SIGN_IN_FORM, { email });
  }, [session, email]);

  if (session) {
    return (
      <StepFrame>
        <Notice level="success">{LL.signUp.signIn.signedIn()}</Notice>
        <div className={ui.actions}>
          <Button onClick={() => wizard.finish('complete')}>{LL.signUp.done()}</Button>
        </div>
      </StepFrame>
    );
  }
  return (
    <StepFrame>
      <Notice level="info">{LL.signUp.signIn.accountExists()}</Notice>
      <Embedded tag="betr-sign-in" on={{ 'betr-sign-in': () => wizard.finish('closed') }} fallback={null} />
      <div className={ui.actions}>
        <Button variant="link" onClick={() => wizard.goTo('email')}>
          {LL.signUp.signIn.otherEmail()}
        </Button>
      </div>
    </StepFrame>
  );
}
