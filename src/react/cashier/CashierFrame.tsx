import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { DepositConfig } from '../../domain/model';
import { ProviderError } from '../../stores/errors';
import type { Cashier, CashierEventName } from '../../cashier/index';
import { cashierConfigFor, type CashierRequest } from '../../domain/cashier-config';
import type { PaymentOutcome } from '../../domain/payment-outcome';
import { emit } from '../../stores/page-events';
import { paymentCompleted } from '../../stores/cashier';
import { $config } from '../../stores/config';
import { useElement } from '../ui/ElementRoot';
import { Button } from '../ui/Button';
import { ErrorNotice } from '../ui/Notice';
import { useStylesheet } from '../ui/useStylesheet';
import ui from '../ui/ui.module.css';
import styles, { stylesheet } from './Cashier.module.css';
import { OutcomeNotice } from './OutcomeNotice';

/** The session a lookup hands the cashier goes to the cashier only, never into a page event. */
function pageDetail(payload: Record<string, unknown>): Record<string, unknown> {
  const { sessionId: _sessionId, didToken: _didToken, ...rest } = payload;
  return rest;
}

const OUTCOMES: Partial<Record<CashierEventName, PaymentOutcome>> = {
  success: 'success',
  failed: 'failed',
  pending: 'pending',
  unresolved: 'unresolved',
  cancelled: 'cancelled',
  'validation-failed': 'validationFailed',
};

const LOAD_FAILED = new ProviderError('cashier', 'load-failed');

/** A page's bad `amount` attribute is said once in the console, not at every re-render. */
const warned = new Set<string>();
function warnOnce(message: string): void {
  if (!warned.has(message)) console.warn(message);
  warned.add(message);
}

interface Props {
  deposit: DepositConfig;
  request: CashierRequest;
}

/**
 * The payment cashier iframe (src/cashier) for the signed-in player. Outcomes show as a
 * notice above it; a completed payment reloads the wallet everywhere. An initialisation
 * failure never shows raw: the catalogue's load-failed message with Try again.
 */
export function CashierFrame({ deposit, request }: Props) {
  const { LL, host } = useElement();
  useStylesheet(stylesheet);
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const title = LL.cashier.frameTitle();
  const { cashierUrl, cashier: settings } = useStore($config);
  // The page's cashier settings, unless the screen gives its own.
  const requestKey = JSON.stringify(settings ? { ...request, settings: { ...settings, ...request.settings } } : request);

  useEffect(() => {
    const target = container.current;
    if (failed || !target) return;
    const wanted = JSON.parse(requestKey) as CashierRequest;
    let cashier: Cashier | null = null;
    let live = true;
    import('../../cashier/index')
      .then(({ createCashier, cashierHosts, CASHIER_PAGE_EVENTS }) => {
        if (!live) return;
        const hosts = cashierHosts(deposit.environment, cashierUrl);
        const config = cashierConfigFor(deposit, wanted);
        if (wanted.amount !== undefined && config.amount === undefined)
          warnOnce(`betr: amount "${wanted.amount}" is not a ${deposit.currency} amount; the cashier opens without it`);
        cashier = createCashier({ container: target, config, title, hosts });
        // Every cashier event of the spec (cashier §4), lookup events included, reaches the page as `betr-cashier-{name}`.
        for (const name of CASHIER_PAGE_EVENTS) cashier.on(name, (payload) => emit(host, `betr-cashier-${name}`, pageDetail(payload)));
        for (const [name, kind] of Object.entries(OUTCOMES)) cashier.on(name as CashierEventName, () => setOutcome(kind));
        cashier.on('init', () => setOutcome(null));
        cashier.on('load-error', () => setFailed(true));
        cashier.on('success', (payload) => {
          void paymentCompleted(wanted.method);
          if (wanted.method === 'deposit') {
            emit(host, 'betr-deposit-success', {
              amount: Number(payload.amount),
              currency: deposit.currency,
              txRefId: String(payload.txRefId ?? ''),
            });
          }
        });
        if (wanted.settings?.css) cashier.css(wanted.settings.css);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      cashier?.destroy();
    };
  }, [deposit, requestKey, failed, title, host, cashierUrl]);

  if (failed) {
    return (
      <>
        <ErrorNotice error={LOAD_FAILED} />
        <div className={ui.actions}>
          <Button variant="secondary" onClick={() => setFailed(false)}>
            {LL.actions.tryAgain()}
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      <OutcomeNotice outcome={outcome} />
      {/* Keyed: React must not reuse this node for the error's actions, or the failed iframe
          would stay beside "Try again" until the effect's clean-up removes it. */}
      <div key="frame" ref={container} className={styles.frame} part="cashier" />
    </>
  );
}
