import type { Jackpot } from './model';

/**
 * How often shown jackpots are asked again: they grow with every stake, and a player watching
 * one should see it climb. Not a spec constant; once a minute keeps one call per minute per
 * page, however many elements show them.
 */
export const JACKPOT_REFRESH_MS = 60_000;

/** One total per currency, in the order the currencies first appear: amounts in different currencies are never added together. */
export function jackpotTotals(jackpots: readonly Jackpot[]): { currency: string; amount: number }[] {
  const totals = new Map<string, number>();
  for (const { amount, currency } of jackpots) totals.set(currency, (totals.get(currency) ?? 0) + amount);
  return [...totals].map(([currency, amount]) => ({ currency, amount: Math.round(amount * 100) / 100 }));
}
