import { LIMIT_INCREASE_COOLDOWN_HOURS } from './limits';

/** One row of a provider's limit list, as far as the queue rule needs it. */
export interface LimitRow {
  amount: number;
  /** The provider's own status: 'Active', 'Cancelled', ... */
  status: string;
  /** When a queued change takes effect; null for a row in force. */
  activationDate: string | null;
}

export interface QueuedLimit<T extends LimitRow> {
  current: T;
  queued: T | null;
}

/**
 * A platform that queues a raised limit lists the limit as several rows of the same type
 * and period (spec: cashier §4): "the lowest active or cancelled amount is current; an
 * Active one with an activation date is queued". Null when no row is in force.
 */
export function currentAndQueuedLimit<T extends LimitRow>(rows: readonly T[]): QueuedLimit<T> | null {
  let current: T | null = null;
  for (const row of rows) {
    if ((row.status === 'Active' || row.status === 'Cancelled') && (current === null || row.amount < current.amount)) current = row;
  }
  if (current === null) return null;
  const queued = rows.find((row) => row !== current && row.status === 'Active' && row.activationDate !== null) ?? null;
  return { current, queued };
}

/** A raised limit waits at least this long (spec: "Limit increase cooldown 72 hours"). */
export const LIMIT_INCREASE_COOLDOWN_MS = LIMIT_INCREASE_COOLDOWN_HOURS * 60 * 60 * 1000;

/**
 * When a period of a limit next begins, in UTC: the next midnight (daily), the next Monday
 * (weekly), the first of the next month (monthly). A transaction limit or one without a
 * period has no next period: null.
 */
export function nextPeriodStart(period: string, now: number): number | null {
  const d = new Date(now);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  if (period === 'daily') return Date.UTC(y, m, day + 1);
  if (period === 'weekly') return Date.UTC(y, m, day + (7 - ((d.getUTCDay() + 6) % 7)));
  if (period === 'monthly') return Date.UTC(y, m + 1, 1);
  return null;
}

/**
 * When a raised limit takes effect (spec: account §4 "An increase is queued (shown as
 * incoming limit) and activates after 72 hours or at the next period"). The 72 hours are a
 * cooldown (§9), so never less; a period that has not ended by then is finished under the
 * old limit, so a raise asked for mid-month does not widen that month. Thus the later of the
 * two: 72 hours after the request, or the start of the next period.
 */
export function limitIncreaseTakesEffect(period: string, requestedAt: number): number {
  const cooled = requestedAt + LIMIT_INCREASE_COOLDOWN_MS;
  const next = nextPeriodStart(period, requestedAt);
  return next === null ? cooled : Math.max(cooled, next);
}
