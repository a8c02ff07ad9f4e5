import type { Bonus } from './model';

/** Cashier withdrawals are blocked while a non-deposit bonus is active (spec: roles and permissions). */
export function isWithdrawalBlockedByBonus(bonuses: readonly Pick<Bonus, 'status' | 'deposit'>[]): boolean {
  return bonuses.some((bonus) => bonus.status === 'active' && !bonus.deposit);
}
