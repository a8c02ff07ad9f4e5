import { useStore } from '@nanostores/react';
import { formatMoney } from '../../domain/money';
import { realityCheckTable } from '../../domain/reality-check';
import { $profile } from '../../stores/profile';
import { $checkTurn, endSession, realityCheckFigures } from '../../stores/reality-check';
import { closePopup } from '../../stores/popup';
import { $session } from '../../stores/session';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { Button } from '../ui/Button';
import { Loaded } from '../ui/Loaded';
import { SignInPrompt } from '../ui/SignInPrompt';
import ui from '../ui/ui.module.css';
import styles from './RealityCheck.module.css';
import { useStylesheet } from '../ui/useStylesheet';
import tables, { stylesheet as tablesSheet } from '../ui/tables.module.css';
import { productName } from './productName';

/**
 * The reality check: how long the player has been signed in, their play this session
 * (product, win, wager, total = win minus wager, in whole currency units; only when there
 * are wagers), and Continue or End session (which signs out).
 */
export function RealityCheck() {
  const { LL, locale, inPopup, emit } = useElement();
  useStylesheet(tablesSheet);
  const rg = LL.responsibleGaming.realityCheckPopup;
  const $figures = realityCheckFigures(useStore($checkTurn));
  const check = useStore($figures);
  const session = useStore($session);
  const profile = useStore($profile);
  usePopupTitle(rg.title());

  const title = (
    <h2 className={ui.title} id="reality-check-title" part="title">
      {rg.title()}
    </h2>
  );
  if (!session) return <SignInPrompt title={rg.title()} titleId="reality-check-title" text={LL.responsibleGaming.signInFirst()} notice />;
  const money = (amount: number) => formatMoney(amount, profile?.currency ?? 'EUR', locale, 0);

  const answer = (choice: 'continue' | 'end-session') => {
    emit('betr-reality-check', { choice });
    if (choice === 'end-session') void endSession();
    else if (inPopup) closePopup('done');
  };

  return (
    <section className={ui.stack} aria-labelledby="reality-check-title" aria-busy={check.status === 'loading'}>
      {title}
      <Loaded state={check} retry={() => void $figures.retry()} lines={2}>
        {({ minutes, rows: figures }) => {
          const rows = realityCheckTable(figures);
          return (
            <>
              <p className={ui.text}>{rg.signedInFor({ minutes })}</p>
              {rows.length > 0 && (
                <table className={`${tables.table} ${styles.table}`} part="table">
                  <caption>{rg.table()}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{rg.product()}</th>
                      <th scope="col">{rg.win()}</th>
                      <th scope="col">{rg.wager()}</th>
                      <th scope="col">{rg.total()}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.product}>
                        <th scope="row">{productName(LL, row.product)}</th>
                        <td>{money(row.win)}</td>
                        <td>{money(row.wager)}</td>
                        <td>{money(row.total)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </>
          );
        }}
      </Loaded>
      <div className={ui.actions}>
        <Button onClick={() => answer('continue')}>{LL.actions.continue()}</Button>
        <Button variant="secondary" onClick={() => answer('end-session')}>
          {rg.endSession()}
        </Button>
      </div>
    </section>
  );
}
