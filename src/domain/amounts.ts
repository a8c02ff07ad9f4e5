import { currencyDecimals } from './money';

/**
 * Money amounts a player or a page gives: whole minor units of the currency. SEK, NOK and DKK
 * are whole units (spec: shown without decimals), every other currency has cents.
 */

/**
 * The largest amount a deposit may start with: the spec's widest deposit limit (monthly,
 * 1,000,000). Anything larger is a typo or an attack, not a deposit.
 */
export const MAX_DEPOSIT_AMOUNT = 1_000_000;

/** Whether `text` (digits, an optional `.` or `,` and decimals) has at most `decimals` decimals. */
export function hasAtMostDecimals(text: string, decimals: number): boolean {
  const fraction = /[.,](\d*)$/.exec(text.trim())?.[1] ?? '';
  return fraction.replace(/0+$/, '').length <= decimals;
}

/**
 * An amount for the cashier to start with: a positive number of the currency's minor units, at
 * most MAX_DEPOSIT_AMOUNT; null for anything else (negative, zero, NaN, 12.345 EUR, 10.5 SEK),
 * which is then left out of the cashier's address.
 */
export function depositAmount(amount: unknown, currency: string): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > MAX_DEPOSIT_AMOUNT) return null;
  return hasAtMostDecimals(String(amount), currencyDecimals(currency)) ? amount : null;
}

/**
 * What a player typed as an amount (digits, one `.` or `,` and decimals), by the same rule as
 * depositAmount; null when it is not one (empty, letters, too many decimals, out of range).
 */
export function parseDepositAmount(text: string, currency: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+([.,]\d*)?$/.test(trimmed) || !hasAtMostDecimals(trimmed, currencyDecimals(currency))) return null;
  return depositAmount(Number(trimmed.replace(',', '.')), currency);
}
