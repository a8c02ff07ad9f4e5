import { useEffect } from 'react';
import type { CashierMethod } from '../../domain/cashier-config';
import type { CashierAccess } from '../../stores/cashier';
import { openPopup } from '../../stores/popup';
import { useElement } from '../ui/ElementRoot';
import { Button } from '../ui/Button';
import { ErrorNotice, Notice } from '../ui/Notice';
import { SignInPrompt } from '../ui/SignInPrompt';
import ui from '../ui/ui.module.css';

interface Props {
  access: Exclude<CashierAccess, { status: 'ready' }>;
  method: CashierMethod;
  retry(): void;
}

/**
 * Why the cashier is not shown yet: loading, sign in first, activate first (a deposit in a
 * popup goes straight to the activate popup), a withdrawal blocked by an active bonus, or a
 * failure with Try again.
 */
export function AccessNotice({ access, method, retry }: Props) {
  const { LL, inPopup } = useElement();
  const notActivated = access.status === 'not-activated';
  useEffect(() => {
    // A non-activated player who tries to deposit is shown the activate popup (spec).
    if (notActivated && method === 'deposit' && inPopup) openPopup('activate-message');
  }, [notActivated, method, inPopup]);

  switch (access.status) {
    case 'loading':
      return (
        <p className={ui.text} role="status">
          {LL.states.loading()}
        </p>
      );
    case 'signed-out':
      return <SignInPrompt text={LL.cashier.signInFirst()} />;
    case 'not-activated':
      return (
        <>
          <Notice level="info">{LL.errors.general['activation-required']()}</Notice>
          <div className={ui.actions}>
            <Button onClick={() => openPopup('activate-message')}>{LL.cashier.activate()}</Button>
          </div>
        </>
      );
    case 'bonus-active':
      return <Notice level="error">{LL.cashier.withdrawBlockedByBonus()}</Notice>;
    case 'failed':
      return (
        <>
          <ErrorNotice error={access.error} />
          <div className={ui.actions}>
            <Button variant="secondary" onClick={retry}>
              {LL.actions.tryAgain()}
            </Button>
          </div>
        </>
      );
  }
}
