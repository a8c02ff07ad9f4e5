import type { Bonus } from './model';

/**
 * The first (websocket) platform's bonus rules (spec: cashier §4): bonuses past their end
 * time are dropped, and deposit bonuses have status active. Only that platform applies
 * them (DESIGN.md, decisions).
 */
export function firstPlatformBonuses(bonuses: readonly Bonus[], now: number): Bonus[] {
  return bonuses
    .filter((bonus) => !(Date.parse(bonus.endTime) <= now))
    .map((bonus) => (bonus.deposit ? { ...bonus, status: 'active' as const } : bonus));
}
