import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { Notice } from '../ui/Notice';
import { SignUpWizard } from '../sign-up/SignUpWizard';

export interface SignUpTokenProps {
  /** The sign-up token a bank identity gave. */
  token?: string;
  /** A bonus code the link presets: sent with the registration, and the bonus step is skipped. */
  bonusCode?: string;
  /** The amount the deposit step starts with (Pay N Play: the amount picked before the bank identity). */
  amount?: number;
}

/**
 * Sign-up via a token link (after a bank identity): contact with the terms, the three
 * deposit sliders, then bonus and deposit. Under 18 shows the error notice of the catalogue.
 */
export function SignUpToken({ token, bonusCode, amount }: SignUpTokenProps) {
  const { LL } = useElement();
  usePopupTitle(LL.signUp.title());
  if (!token) return <Notice level="error">{LL.signUp.tokenMissing()}</Notice>;
  return <SignUpWizard variant="sign-up-token" token={token} bonusCode={bonusCode} amount={amount} />;
}
