import type { CrossBrandTimespan, DepositLimitRange, DepositLimitRangeOverride, DepositLimitRangeSettings } from './model';

/**
 * Deposit slider defaults (spec: day 1 to 5000, week 1 to 50000, month 1 to 1,000,000),
 * used when the provider gives no ranges for the person. The slider starts at the maximum,
 * so a player who moves nothing keeps the widest limit.
 */
export const DEFAULT_DEPOSIT_LIMIT_RANGES: Readonly<Record<CrossBrandTimespan, DepositLimitRange>> = {
  1: { min: 1, max: 5000, initial: 5000 },
  7: { min: 1, max: 50000, initial: 50000 },
  30: { min: 1, max: 1000000, initial: 1000000 },
};

const TIMESPANS: readonly CrossBrandTimespan[] = [1, 7, 30];

function applyOverride(
  base: Readonly<Record<CrossBrandTimespan, DepositLimitRange>>,
  override: DepositLimitRangeOverride | undefined,
): Record<CrossBrandTimespan, DepositLimitRange> {
  const out = { ...base };
  for (const timespan of TIMESPANS) out[timespan] = { ...base[timespan], ...override?.[timespan] };
  return out;
}

/**
 * The deposit sliders' ranges for a person: the spec's defaults (day 1–5000, week 1–50000,
 * month 1–1,000,000), overridden by the operator's ranges, then by the age band the
 * person's age falls in (the first listed that matches), then by the person's own: each
 * changes only the values it names. The result is always usable: max at least min, the
 * initial value clamped into the range.
 */
export function depositLimitRangesFor(settings: DepositLimitRangeSettings | null): Record<CrossBrandTimespan, DepositLimitRange> {
  const age = settings?.person?.age ?? null;
  const band = age === null ? undefined : settings?.ageBands.find((b) => age >= b.fromAge && (b.toAge === undefined || age <= b.toAge));
  let ranges = applyOverride(DEFAULT_DEPOSIT_LIMIT_RANGES, settings?.ranges);
  ranges = applyOverride(ranges, band?.ranges);
  ranges = applyOverride(ranges, settings?.person?.ranges);
  for (const timespan of TIMESPANS) {
    const { min, max, initial } = ranges[timespan];
    const top = Math.max(min, max);
    ranges[timespan] = { min, max: top, initial: clampDepositLimit(initial, { min, max: top }) };
  }
  return ranges;
}

/** Weekly = 7 x daily, monthly = 30 x daily. */
export const WEEK_FACTOR = 7;
export const MONTH_FACTOR = 30;

/** Deposit sliders: step 100 below 2500, 500 below 10000, otherwise 1000. */
export function depositSliderStep(amount: number): number {
  if (amount < 2500) return 100;
  if (amount < 10000) return 500;
  return 1000;
}

/** Values are clamped to the range's min and max. */
export function clampDepositLimit(amount: number, range: Pick<DepositLimitRange, 'min' | 'max'>): number {
  return Math.min(range.max, Math.max(range.min, amount));
}

/** The nearest notch of the slider for an amount: rounded to its step, then clamped. */
export function snapDepositLimit(amount: number, range: Pick<DepositLimitRange, 'min' | 'max'>): number {
  const step = depositSliderStep(amount);
  return clampDepositLimit(Math.round(amount / step) * step, range);
}

/**
 * Every value the slider can take, from min to max: the steps grow with the amount, so
 * one notch is 100 at the low end and 1000 at the high end.
 */
export function depositSliderValues(range: Pick<DepositLimitRange, 'min' | 'max'>): number[] {
  const values = [range.min];
  let value = range.min;
  while (value < range.max) {
    const next = snapDepositLimit(value + depositSliderStep(value), range);
    if (next <= value) break;
    values.push(next);
    value = next;
  }
  if (values.at(-1) !== range.max) values.push(range.max);
  return values;
}

export type DepositLimitField = 'depositLimitDay' | 'depositLimitWeek' | 'depositLimitMonth';

/**
 * Entering a daily deposit limit fills the weekly limit (x7) and monthly limit (x30)
 * unless the player has touched them. Clearing the daily limit clears the untouched ones,
 * so a player who changes their mind can still skip limits. Returns the fields to set.
 */
export function autoFillDepositLimits(
  daily: string,
  touched: Partial<Record<DepositLimitField, boolean>>,
): Partial<Record<DepositLimitField, string>> {
  const amount = Number(daily.trim());
  const filled = daily.trim() !== '' && Number.isFinite(amount) && amount > 0;
  const out: Partial<Record<DepositLimitField, string>> = {};
  if (!touched.depositLimitWeek) out.depositLimitWeek = filled ? String(amount * WEEK_FACTOR) : '';
  if (!touched.depositLimitMonth) out.depositLimitMonth = filled ? String(amount * MONTH_FACTOR) : '';
  return out;
}
