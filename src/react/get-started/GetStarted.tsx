import { SignUpWizard } from '../sign-up/SignUpWizard';

/**
 * 'Get started': the email first (an existing one goes to sign-in), then the sign-up steps,
 * activation, and a signed-in ending.
 */
export function GetStarted() {
  return <SignUpWizard variant="get-started" />;
}
