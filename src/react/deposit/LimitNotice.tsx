import type { DepositLimitStatus } from '../../domain/model';
import { depositLimitWarning } from '../../domain/deposit-limit-warning';
import { formatMoney } from '../../domain/money';
import { useElement } from '../ui/ElementRoot';
import { Notice } from '../ui/Notice';
import ui from '../ui/ui.module.css';

/** The limits page the reached-limit notice links to (spec: routes). */
export const LIMITS_PATH = '/menu/responsible-gaming';

/** 'You have {remainingAmount} left to deposit.' under 10% left; at zero, the limit is reached. */
export function LimitNotice({ limit }: { limit: DepositLimitStatus | null }) {
  const { LL, locale } = useElement();
  const warning = depositLimitWarning(limit);
  if (!warning) return null;
  if (warning.kind === 'low') {
    return (
      <Notice level="info">
        {LL.cashier.limitLeft({ remainingAmount: formatMoney(warning.remainingAmount, warning.currency, locale) })}
      </Notice>
    );
  }
  return (
    <Notice level="error">
      {LL.cashier.limitReached()}{' '}
      <a className={ui.link} href={LIMITS_PATH} part="link">
        {LL.cashier.seeLimits()}
      </a>
    </Notice>
  );
}
