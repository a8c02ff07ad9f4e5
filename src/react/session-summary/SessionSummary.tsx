import { useStore } from '@nanostores/react';
import type { DepositLimitAmounts, SessionSummary as Summary } from '../../domain/model';
import { LIMIT_PERIODS } from '../../domain/limits';
import { formatDateTime } from '../../domain/date-time';
import { formatMoney } from '../../domain/money';
import { closePopup } from '../../stores/popup';
import { $sessionSummary } from '../../stores/responsible-gaming';
import { $session } from '../../stores/session';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { Button } from '../ui/Button';
import { Loaded } from '../ui/Loaded';
import { SignInPrompt } from '../ui/SignInPrompt';
import ui from '../ui/ui.module.css';
import styles from './SessionSummary.module.css';
import { useStylesheet } from '../ui/useStylesheet';
import tables, { stylesheet as tablesSheet } from '../ui/tables.module.css';

/**
 * The session summary in rows of three columns (item, period, value): deposits minus
 * withdrawals over 12 months, the daily, weekly and monthly deposit limits, and when the
 * player last logged in.
 */
export function SessionSummary() {
  const { LL, locale, inPopup } = useElement();
  useStylesheet(tablesSheet);
  const texts = LL.responsibleGaming.sessionSummary;
  const summary = useStore($sessionSummary);
  const session = useStore($session);
  usePopupTitle(texts.title());

  const heading = (
    <h2 className={ui.title} id="session-summary-title" part="title">
      {texts.title()}
    </h2>
  );
  if (!session)
    return <SignInPrompt title={texts.title()} titleId="session-summary-title" text={LL.responsibleGaming.signInFirst()} notice />;

  const table = (s: Summary & { depositLimits: DepositLimitAmounts }) => {
    const money = (amount: number | null) => (amount === null ? LL.responsibleGaming.noLimit() : formatMoney(amount, s.currency, locale));
    const rows: [string, string, string][] = [
      [texts.depositsMinusWithdrawals(), texts.last12Months(), money(s.depositWithdrawalSummary)],
      ...LIMIT_PERIODS.map((p): [string, string, string] => [
        texts.depositLimit(),
        LL.responsibleGaming.periods[p](),
        money(s.depositLimits[p]),
      ]),
      [texts.lastLoggedIn(), '', s.lastLoggedIn ? formatDateTime(s.lastLoggedIn, locale) : texts.never()],
    ];
    return (
      <table className={`${tables.table} ${tables.figures} ${styles.table}`} part="table" aria-labelledby="session-summary-title">
        <thead>
          <tr>
            <th scope="col">{texts.item()}</th>
            <th scope="col">{texts.period()}</th>
            <th scope="col">{texts.value()}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([item, period, value]) => (
            <tr key={item + period}>
              <th scope="row">{item}</th>
              <td>{period}</td>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  };

  return (
    <section className={ui.stack} aria-labelledby="session-summary-title" aria-busy={summary.status === 'loading'}>
      {heading}
      <Loaded state={summary} retry={() => void $sessionSummary.retry()} lines={4}>
        {table}
      </Loaded>
      {inPopup && (
        <div className={ui.actions}>
          <Button onClick={() => closePopup('done')}>{LL.actions.continue()}</Button>
        </div>
      )}
    </section>
  );
}
