/** Session limit choices in minutes (spec): the paired lists of the SGA sign-up. */
export const SESSION_LIMIT_CHOICES = {
  day: [120, 360, 720, 1440],
  week: [1440, 2880, 5760, 10080],
  month: [10080, 20160, 30240, 44640],
} as const;

export type SessionLimitPeriod = keyof typeof SESSION_LIMIT_CHOICES;
export type SessionLimitField = 'sessionLimitDay' | 'sessionLimitWeek' | 'sessionLimitMonth';

/**
 * Choosing a daily session limit fills the matching weekly and monthly values from the
 * paired list (the same position in each list), unless the player has touched them;
 * clearing the daily choice clears the untouched ones.
 */
export function autoFillSessionLimits(
  daily: string,
  touched: Partial<Record<SessionLimitField, boolean>>,
): Partial<Record<SessionLimitField, string>> {
  const index = (SESSION_LIMIT_CHOICES.day as readonly number[]).indexOf(Number(daily));
  const pick = (list: readonly number[]) => (daily !== '' && index >= 0 ? String(list[index]) : '');
  const out: Partial<Record<SessionLimitField, string>> = {};
  if (!touched.sessionLimitWeek) out.sessionLimitWeek = pick(SESSION_LIMIT_CHOICES.week);
  if (!touched.sessionLimitMonth) out.sessionLimitMonth = pick(SESSION_LIMIT_CHOICES.month);
  return out;
}

/**
 * How a choice reads: daily limits in hours, weekly and monthly in days (account spec:
 * session units hours/days/days).
 */
export function sessionLimitDuration(period: SessionLimitPeriod, minutes: number): { amount: number; unit: 'hour' | 'day' } {
  return period === 'day' ? { amount: minutes / 60, unit: 'hour' } : { amount: minutes / 1440, unit: 'day' };
}
