import type { PaymentOutcome } from '../../domain/payment-outcome';
import { useElement } from '../ui/ElementRoot';
import { Notice } from '../ui/Notice';

const LEVEL: Record<PaymentOutcome, 'success' | 'error' | 'info'> = {
  success: 'success',
  failed: 'error',
  pending: 'info',
  unresolved: 'info',
  cancelled: 'info',
  validationFailed: 'error',
};

/** A payment's outcome as the player reads it: failures are announced at once. */
export function OutcomeNotice({ outcome }: { outcome: PaymentOutcome | null }) {
  const { LL } = useElement();
  return outcome ? <Notice level={LEVEL[outcome]}>{LL.cashier.outcome[outcome]()}</Notice> : null;
}
