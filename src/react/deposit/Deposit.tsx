import { useStore } from '@nanostores/react';
import { paymentOutcome } from '../../domain/payment-outcome';
import { $session } from '../../stores/session';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { OutcomeNotice } from '../cashier/OutcomeNotice';
import { SignInPrompt } from '../ui/SignInPrompt';
import { preloadable } from '../ui/preloadable';
import { DepositFrame } from './DepositFrame';
import ui from '../ui/ui.module.css';

export interface DepositProps {
  /** A deposit bonus's code: sent with the deposit, and the bonus selector is skipped. */
  bonusCode?: string;
  /** The bonus was settled before (the sign-up's bonus step): no selector; without `bonusCode`, no bonus. */
  skipBonus?: boolean;
  /** Amount to start with. */
  amount?: number;
  /** Preselects a payment method (e.g. CREDITCARD, SIRU). */
  providerType?: string;
  /** Back from a payment (the first platform's `?payment-status=`): its outcome shows first. */
  paymentStatus?: string;
}

/**
 * The signed-in player's deposit screen (DepositBody: limits, bonus selector, cashier) is
 * code a visitor never runs: it loads once a player is signed in, as soon as this module is
 * on the page (a signed-in page asks for it beside the element's own chunk; the idle preload
 * of the first deposit popup loads this module, and so it).
 */
let askAhead: ((props: DepositProps) => Promise<void>) | undefined;
const body = preloadable(
  () =>
    import('./DepositBody').then((m) => {
      askAhead = m.askDepositAhead;
      return m.DepositBody;
    }),
  $session,
);
const Body = body.Component;

/**
 * What a signed-in player's first screen needs (the element's `prepare`): its code, then the
 * platform's answers for it (for at most FIRST_SCREEN_WAIT_MS); none for a visitor.
 */
export const prepareDeposit = (props: DepositProps): Promise<unknown> | undefined =>
  $session.get() ? body.load().then(() => askAhead!(props)) : undefined;

/**
 * The deposit (spec: account §2.16). A visitor reads 'Sign in to deposit or withdraw.' with
 * a way to sign in (and, back from a payment, its outcome); a signed-in player gets the
 * deposit screen.
 */
export function Deposit(props: DepositProps) {
  const { LL } = useElement();
  usePopupTitle(LL.cashier.depositTitle());
  const session = useStore($session);
  if (!session) {
    return (
      <DepositFrame>
        <OutcomeNotice outcome={paymentOutcome(props.paymentStatus)} />
        <SignInPrompt text={LL.cashier.signInFirst()} />
      </DepositFrame>
    );
  }
  return (
    <Body
      {...props}
      fallback={
        <DepositFrame busy>
          <p className={ui.text} role="status">
            {LL.states.loading()}
          </p>
        </DepositFrame>
      }
    />
  );
}
