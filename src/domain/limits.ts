import { check, object, pipe, string } from 'valibot';
import { hasAtMostDecimals } from './amounts';
import { currencyDecimals } from './money';
import type { Lack } from './operations';
import type { CrossBrandDepositLimit, CrossBrandTimespan, Jurisdiction, Limit, LimitPeriod, LimitType } from './model';

/** Limit rules of the responsible-gaming tab (spec: account §2.8, §4 Limits, §5, §9). */

/** Default max limit amount (spec). */
export const DEFAULT_MAX_LIMIT = 9999999999;

/** A raised limit waits this long before it applies (spec: 72 hours). */
export const LIMIT_INCREASE_COOLDOWN_HOURS = 72;

/** The limit types the tab shows, in order; `enabled-limit-types` picks among them. */
export const LIMIT_TYPES = [
  'deposit',
  'wager',
  'loss',
  'session',
  'product-session',
  'reality-check',
  'self-exclude',
  'block',
] as const satisfies readonly LimitType[];

export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const satisfies readonly LimitPeriod[];
export type RecurringPeriod = (typeof LIMIT_PERIODS)[number];

/** Period codes: 0 transaction, 1 daily, 7 weekly, 30 monthly (monthly = 30 days). */
export const PERIOD_CODES: Readonly<Record<Exclude<LimitPeriod, 'none'>, number>> = { transaction: 0, daily: 1, weekly: 7, monthly: 30 };

/** Cross-brand timespans (1, 7, 30 days) are the recurring periods in days. */
export const CROSS_BRAND_TIMESPAN: Readonly<Record<RecurringPeriod, CrossBrandTimespan>> = { daily: 1, weekly: 7, monthly: 30 };

/** Reality check: 30 or 60 minutes. */
export const REALITY_CHECK_MINUTES = [30, 60] as const;

/** Indefinite, in days, for a block or a self-exclusion. */
export const INDEFINITE_DAYS = 99999;

/** Block: 1, 3, 7, 14, 21, 30, 60, 90, 182 days, or indefinite. */
export const BLOCK_DAYS = [1, 3, 7, 14, 21, 30, 60, 90, 182, INDEFINITE_DAYS] as const;

/** Self-exclusion: 1 day, 1 week, 1 month, 1 year, or indefinite. */
export const SELF_EXCLUDE_PERIODS = [
  { days: 1, name: 'day' },
  { days: 7, name: 'week' },
  { days: 30, name: 'month' },
  { days: 365, name: 'year' },
  { days: INDEFINITE_DAYS, name: 'indefinite' },
] as const;

/** The self-exclude popup's break periods in days; 999 is indefinite there. */
export const BREAK_DAYS = [1, 3, 7, 14, 21, 30, 60, 90, 182, 365, 999] as const;
export const BREAK_INDEFINITE_DAYS = 999;

/**
 * Which limit types to show: the `enabled-limit-types` setting, comma-separated. Absent or
 * naming none we know, every type shows.
 */
export function enabledLimitTypes(setting: string | null | undefined): LimitType[] {
  const wanted = new Set(
    (setting ?? '')
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  );
  const known = LIMIT_TYPES.filter((t) => wanted.has(t));
  return known.length ? known : [...LIMIT_TYPES];
}

/**
 * What each section of the tab cannot work without: the platform keeping that type of
 * limit, or, for block and self-exclusion, the platform's call for it.
 */
const SECTION_NEEDS: Readonly<Record<LimitType, Lack>> = {
  deposit: 'deposit limits',
  wager: 'wager limits',
  loss: 'loss limits',
  session: 'session limits',
  'product-session': 'product-session limits',
  'reality-check': 'reality-check limits',
  'self-exclude': 'selfExclude',
  block: 'block',
};

/** The sections shown: the enabled ones the platform can serve (one it lacks is left out, not shown failing). */
export function limitSectionsOffered(enabled: readonly LimitType[], lacks: ReadonlySet<Lack>): LimitType[] {
  return enabled.filter((type) => !lacks.has(SECTION_NEEDS[type]));
}

/** The periods of a type of limit the platform keeps (`Provider.lacks` may leave some out). */
export function limitPeriodsOffered(type: LimitType, lacks: ReadonlySet<Lack>): RecurringPeriod[] {
  return LIMIT_PERIODS.filter((period) => !lacks.has(`${period} ${type} limits`));
}

/** Time limits (session, product-session) are stored in minutes. */
export function isTimeLimit(type: LimitType): boolean {
  return type === 'session' || type === 'product-session';
}

/** Time limits are entered in hours (daily) or days (weekly, monthly). */
export type TimeUnit = 'hours' | 'days';
export function timeLimitUnit(period: RecurringPeriod): TimeUnit {
  return period === 'daily' ? 'hours' : 'days';
}

const MINUTES_PER: Readonly<Record<TimeUnit, number>> = { hours: 60, days: 1440 };

/** Session max: 24 hours daily, 7 days weekly, 31 days monthly (in the unit entered). */
export const TIME_LIMIT_MAX: Readonly<Record<RecurringPeriod, number>> = { daily: 24, weekly: 7, monthly: 31 };

/** What the player entered (hours or days) in minutes, as sent: ×60 for hours, ×1440 for days. */
export function timeLimitToMinutes(value: number, period: RecurringPeriod): number {
  return Math.round(value * MINUTES_PER[timeLimitUnit(period)]);
}

/** Stored minutes in the unit the player enters, to at most two decimals. */
export function minutesToTimeLimit(minutes: number, period: RecurringPeriod): number {
  return Math.round((minutes / MINUTES_PER[timeLimitUnit(period)]) * 100) / 100;
}

/** The max the player may enter for a limit: the session max for time limits, else the default. */
export function limitMax(type: LimitType, period: RecurringPeriod): number {
  return isTimeLimit(type) ? TIME_LIMIT_MAX[period] : DEFAULT_MAX_LIMIT;
}

export type LimitAmountError = 'notValid' | 'min' | 'max' | 'decimals';

/**
 * A limit amount as typed: a number ('Not a valid limit'), at least 1 ('Must be larger or
 * equal to 1'), at most the max ('Max allowed is {max}.'), and in whole minor units: at most
 * `decimals` decimals (money: the currency's, see limitDecimals; hours and days: whole).
 */
export function checkLimitAmount(
  text: string,
  max: number = DEFAULT_MAX_LIMIT,
  decimals = 2,
): { ok: true; value: number } | { ok: false; error: LimitAmountError } {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { ok: false, error: 'notValid' };
  const value = Number(trimmed);
  if (value < 1) return { ok: false, error: 'min' };
  if (value > max) return { ok: false, error: 'max' };
  if (!hasAtMostDecimals(trimmed, decimals)) return { ok: false, error: 'decimals' };
  return { ok: true, value };
}

/** Decimals a limit takes: time limits are whole hours or days; money the currency's minor units. */
export function limitDecimals(type: LimitType, currency: string): number {
  return isTimeLimit(type) ? 0 : currencyDecimals(currency);
}

/** The 'Max allowed is {max}.' message of each max, as a key of `validation`. */
const MAX_MESSAGE: Readonly<Record<RecurringPeriod, string>> = {
  daily: 'limitMaxHours',
  weekly: 'limitMaxWeekDays',
  monthly: 'limitMaxMonthDays',
};

/**
 * The new-limit field of a limit: the amount rule with the limit's max (money: the default;
 * time: hours or days of the period) and decimals (of `currency` for money). Messages are
 * keys of `validation`.
 */
export function limitAmountSchema(type: LimitType, period: RecurringPeriod, currency = 'EUR') {
  const max = limitMax(type, period);
  const decimals = limitDecimals(type, currency);
  const passes = (error: LimitAmountError) => (text: string) => {
    const result = checkLimitAmount(text, max, decimals);
    return result.ok || result.error !== error;
  };
  return object({
    amount: pipe(
      string(),
      check(passes('notValid'), 'limitNotValid'),
      check(passes('min'), 'limitMin'),
      check(passes('max'), isTimeLimit(type) ? MAX_MESSAGE[period] : 'limitMax'),
      check(passes('decimals'), decimals === 0 ? 'limitWhole' : 'limitCents'),
    ),
  });
}

/** How a new amount changes a limit: a decrease applies instantly, an increase is queued. */
export type LimitChange = 'new' | 'decrease' | 'increase' | 'unchanged';
export function limitChange(current: Pick<Limit, 'amount'> | undefined, amount: number): LimitChange {
  if (!current) return 'new';
  if (amount < current.amount) return 'decrease';
  if (amount > current.amount) return 'increase';
  return 'unchanged';
}

/**
 * The 'remove limit' link shows when a limit exists and is not locked; under SGA deposit
 * limits cannot be removed.
 */
export function canRemoveLimit(limit: Limit | undefined, jurisdiction: Jurisdiction | undefined): boolean {
  if (!limit || limit.locked) return false;
  return !(limit.type === 'deposit' && jurisdiction === 'SGA');
}

/** The limit of a type and period (and product, for product-session) among the player's. */
export function findLimit(
  limits: readonly Limit[],
  type: LimitType,
  period: LimitPeriod,
  product: string | null = null,
): Limit | undefined {
  return limits.find((l) => l.type === type && l.period === period && (l.product ?? null) === product);
}

/**
 * The prior limit a new one is compared with: for deposits the cross-brand limit of the
 * same timespan when there is one, otherwise the limit in force.
 */
export function priorLimit(
  type: LimitType,
  period: RecurringPeriod,
  current: Limit | undefined,
  crossBrand: readonly CrossBrandDepositLimit[],
): number | null {
  const brand = type === 'deposit' ? crossBrand.find((c) => c.timespan === CROSS_BRAND_TIMESPAN[period]) : undefined;
  return brand?.amount ?? current?.amount ?? null;
}

/** A warning shows when a new limit is above the prior one. */
export function exceedsPriorLimit(amount: number, prior: number | null): boolean {
  return prior !== null && amount > prior;
}
