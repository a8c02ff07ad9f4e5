import { useStore } from '@nanostores/react';
import type { Limit, LimitType } from '../../../domain/model';
import { LIMIT_PERIODS, findLimit, type RecurringPeriod } from '../../../domain/limits';
import { formatShortDate } from '../../../domain/date-time';
import { $limits } from '../../../stores/limits';
import { useElement } from '../../ui/ElementRoot';
import { productName } from '../../reality-check/productName';
import styles from './ResponsibleGaming.module.css';
import { limitText } from './LimitCard';

interface Props {
  groups: readonly LimitType[];
  open: ReadonlySet<LimitType>;
  /** The row's button opens (or closes) its group below. */
  onToggle(group: LimitType): void;
}

/**
 * The summary the tab opens on: one row per group with each period's current limit, what is
 * queued and from when, and whether it is locked. Each row's button is the disclosure of its
 * group, so any group is one step away.
 */
export function LimitSummary({ groups, open, onToggle }: Props) {
  const { LL } = useElement();
  const rg = LL.responsibleGaming;
  const summary = rg.summary;
  const limits = useStore($limits);
  const all = limits.status === 'ready' ? limits.value : [];
  // Short names, so a row is one line on a phone; the caption and the column say they are limits.
  const names: Record<LimitType, string> = {
    deposit: summary.groups.deposit(),
    wager: summary.groups.wager(),
    loss: summary.groups.loss(),
    session: summary.groups.session(),
    'product-session': summary.groups.productSession(),
    'reality-check': summary.groups.realityCheck(),
    'self-exclude': summary.groups.selfExclude(),
    block: summary.groups.block(),
  };
  const whole = (group: LimitType) => {
    if (group === 'reality-check') {
      const interval = findLimit(all, 'reality-check', 'none');
      return interval ? rg.minutes({ count: interval.amount }) : summary.off();
    }
    return summary.notActive();
  };
  return (
    <table className={styles.summary} part="summary">
      <caption className={styles.summaryCaption}>{summary.title()}</caption>
      <thead>
        <tr>
          <th scope="col">{summary.limit()}</th>
          {LIMIT_PERIODS.map((period) => (
            <th scope="col" key={period}>
              {summary.periods[period]()}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => (
          <tr key={group} part="summary-row">
            <th scope="row">
              <button
                type="button"
                className={styles.summaryButton}
                aria-expanded={open.has(group)}
                aria-controls={`rg-${group}-group`}
                onClick={() => onToggle(group)}
                part="summary-button"
              >
                {names[group]}
              </button>
            </th>
            {group === 'reality-check' || group === 'self-exclude' || group === 'block' ? (
              <td colSpan={LIMIT_PERIODS.length}>{whole(group)}</td>
            ) : (
              LIMIT_PERIODS.map((period) => (
                <td key={period}>
                  <PeriodLimits limits={all} type={group} period={period} />
                </td>
              ))
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One period of one type: its limit (each product's, for product session limits), queued value and lock. */
function PeriodLimits({ limits, type, period }: { limits: readonly Limit[]; type: LimitType; period: RecurringPeriod }) {
  const { LL, locale } = useElement();
  const rg = LL.responsibleGaming;
  const found = limits.filter((l) => l.type === type && l.period === period);
  if (found.length === 0) return <>{rg.noLimit()}</>;
  const show = (limit: Limit, amount: number) => limitText(LL, locale, limit, period, amount);
  return (
    <>
      {found.map((limit) => (
        <span className={styles.summaryValue} key={limit.id}>
          <span>
            {limit.product
              ? rg.summary.productLimit({ product: productName(LL, limit.product), amount: show(limit, limit.amount) })
              : show(limit, limit.amount)}
          </span>
          {limit.queued && (
            <span className={styles.summaryNote}>
              {rg.summary.incoming({ amount: show(limit, limit.queued.amount), date: formatShortDate(limit.queued.activatesAt, locale) })}
            </span>
          )}
          {limit.locked && <span className={styles.summaryNote}>{rg.summary.locked()}</span>}
        </span>
      ))}
    </>
  );
}
