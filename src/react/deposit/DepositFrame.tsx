import type { ReactNode } from 'react';
import { useElement } from '../ui/ElementRoot';
import ui from '../ui/ui.module.css';

/** The deposit's section and its 'Deposit' heading, around what a visitor or a player sees. */
export function DepositFrame({ busy, children }: { busy?: boolean; children: ReactNode }) {
  const { LL } = useElement();
  return (
    <section className={ui.stack} aria-labelledby="deposit-title" aria-busy={busy}>
      <h2 className={ui.title} id="deposit-title" part="title">
        {LL.cashier.depositTitle()}
      </h2>
      {children}
    </section>
  );
}
