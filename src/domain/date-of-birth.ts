/** Minimum age to sign up (spec: 18). */
export const MINIMUM_AGE = 18;

/** The date-of-birth year list covers this many years (spec: 100). */
export const BIRTH_YEAR_COUNT = 100;

export interface DateOfBirth {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** Today's date as the player's calendar reads it (local time). */
function ymd(today: Date): DateOfBirth {
  return { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Under 18 on `today`: the 18th birthday has not come yet. */
export function isUnderAge(dateOfBirth: DateOfBirth, today: Date): boolean {
  const now = ymd(today);
  const adult = { ...dateOfBirth, year: dateOfBirth.year + MINIMUM_AGE };
  if (adult.year !== now.year) return adult.year > now.year;
  if (adult.month !== now.month) return adult.month > now.month;
  return adult.day > now.day;
}

/** The year list: 100 entries, newest first, the latest being the current year minus 18. */
export function birthYears(today: Date): number[] {
  const latest = today.getFullYear() - MINIMUM_AGE;
  return Array.from({ length: BIRTH_YEAR_COUNT }, (_, i) => latest - i);
}

/** Months to offer: all twelve, except that the latest year stops at today's month. */
export function birthMonths(year: number | null, today: Date): number[] {
  const now = ymd(today);
  const last = year === now.year - MINIMUM_AGE ? now.month : 12;
  return Array.from({ length: last }, (_, i) => i + 1);
}

/**
 * Days to offer: those of the month (28 to 31; 31 while the month is unknown), except that
 * the latest year's current month stops at today.
 */
export function birthDays(year: number | null, month: number | null, today: Date): number[] {
  const now = ymd(today);
  let last = month ? daysInMonth(year ?? 2000, month) : 31;
  if (year === now.year - MINIMUM_AGE && month === now.month) last = Math.min(last, now.day);
  return Array.from({ length: last }, (_, i) => i + 1);
}

/** A real calendar date (no 31 April, no 29 February outside leap years). */
export function isCalendarDate({ year, month, day }: DateOfBirth): boolean {
  return Number.isInteger(year) && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Date of birth is sent as year-month-day with zero-padded month and day. */
export function formatDateOfBirth({ year, month, day }: DateOfBirth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
