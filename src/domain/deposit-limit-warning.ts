import type { DepositLimitStatus, Limit } from './model';

/** The deposit screen warns when less than this share of the deposit limit is left (spec: 10%). */
export const DEPOSIT_LIMIT_WARNING_SHARE = 0.1;

export type DepositLimitWarning = { kind: 'reached' } | { kind: 'low'; remainingAmount: number; currency: string };

/**
 * The deposit screen's limit notice: 'reached' at zero left, 'low' when what is left is
 * under 10% of the limit's amount, otherwise none.
 */
export function depositLimitWarning(status: DepositLimitStatus | null): DepositLimitWarning | null {
  if (!status || !(status.amount > 0)) return null;
  if (status.remainingAmount <= 0) return { kind: 'reached' };
  if (status.remainingAmount < status.amount * DEPOSIT_LIMIT_WARNING_SHARE) {
    return { kind: 'low', remainingAmount: status.remainingAmount, currency: status.currency };
  }
  return null;
}

/**
 * The deposit limit closest to being reached, which the deposit screen's notice is about;
 * null without a deposit limit that tells what is left of it.
 */
export function tightestDepositLimit(limits: readonly Limit[]): DepositLimitStatus | null {
  let tightest: (Limit & { remainingAmount: number }) | null = null;
  for (const limit of limits) {
    if (limit.type !== 'deposit' || limit.remainingAmount === null) continue;
    if (tightest === null || limit.remainingAmount < tightest.remainingAmount) tightest = limit as Limit & { remainingAmount: number };
  }
  return tightest && { amount: tightest.amount, remainingAmount: tightest.remainingAmount, currency: tightest.currency };
}
