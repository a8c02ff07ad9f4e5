import type { CashierMethod } from '../../domain/cashier-config';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import ui from '../ui/ui.module.css';
import { AccessNotice } from './AccessNotice';
import { CashierFrame } from './CashierFrame';
import { useCashierAccess } from './useCashierAccess';

export interface CashierProps {
  /** deposit (default) or withdraw */
  method?: string;
  amount?: number;
  bonusCode?: string;
  /** Preselects a payment method (e.g. CREDITCARD, SIRU). */
  providerType?: string;
  autoProcess?: boolean;
}

/** The payment cashier on its own: `<betr-cashier method="withdraw">` is the withdraw popup. */
export function Cashier({ method, amount, bonusCode, providerType, autoProcess }: CashierProps) {
  const { LL } = useElement();
  const kind: CashierMethod = method === 'withdraw' || method === 'withdrawal' ? 'withdraw' : 'deposit';
  const title = kind === 'withdraw' ? LL.cashier.withdrawTitle() : LL.cashier.depositTitle();
  usePopupTitle(title);
  const [access, retry] = useCashierAccess(kind);
  return (
    <section className={ui.stack} aria-labelledby="cashier-title" aria-busy={access.status === 'loading'}>
      <h2 className={ui.title} id="cashier-title" part="title">
        {title}
      </h2>
      {access.status === 'ready' ? (
        <CashierFrame deposit={access.config} request={{ method: kind, amount, bonusCode, providerType, autoProcess }} />
      ) : (
        <AccessNotice access={access} method={kind} retry={retry} />
      )}
    </section>
  );
}
