/** Durations in milliseconds, the unit of the injected clock. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
