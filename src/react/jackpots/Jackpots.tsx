import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { jackpotTotals } from '../../domain/jackpots';
import { formatMoney, warmMoneyFormat } from '../../domain/money';
import { $jackpots } from '../../stores/jackpots';
import { $lacks } from '../../stores/lacks';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { Loaded } from '../ui/Loaded';
import ui from '../ui/ui.module.css';
import styles from './Jackpots.module.css';

/**
 * The operator's jackpots, asked again every minute while shown, each amount in its own currency's rules in the page language (no
 * decimals for SEK, NOK and DKK), and their total: one per currency, as amounts in
 * different currencies cannot be added; none on a platform that lacks a total jackpot.
 */
export function Jackpots() {
  const { LL, locale } = useElement();
  const texts = LL.engagement.jackpots;
  const jackpots = useStore($jackpots);
  // Known with the session (never a total shown, then taken back on a platform without one).
  const lacks = useStore($lacks);
  const withTotal = lacks !== null && !lacks.has('jackpot total');
  usePopupTitle(texts.title());
  const loading = jackpots.status === 'loading';
  // The number format is built while the amounts load, in a task of its own (warmMoneyFormat).
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => warmMoneyFormat(locale));
    return () => clearTimeout(timer);
  }, [loading, locale]);

  return (
    <section className={ui.stack} aria-labelledby="jackpots-title" aria-busy={loading}>
      <h2 className={ui.title} id="jackpots-title" part="title">
        {texts.title()}
      </h2>
      <Loaded state={jackpots} retry={() => void $jackpots.retry()} lines={3}>
        {(list) =>
          list.length === 0 ? (
            <p part="empty">{texts.empty()}</p>
          ) : (
            <dl className={styles.list} part="list">
              {list.map((j) => (
                <div key={j.id} className={styles.jackpot} part="jackpot">
                  <dt>{j.name ?? j.id}</dt>
                  <dd part="amount">{formatMoney(j.amount, j.currency, locale)}</dd>
                </div>
              ))}
              {(withTotal ? jackpotTotals(list) : []).map((total) => (
                <div key={total.currency} className={`${styles.jackpot} ${styles.total}`} part="total">
                  <dt>{texts.total()}</dt>
                  <dd part="amount">{formatMoney(total.amount, total.currency, locale)}</dd>
                </div>
              ))}
            </dl>
          )
        }
      </Loaded>
    </section>
  );
}
