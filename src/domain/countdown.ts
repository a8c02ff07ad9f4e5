/** Time left until a moment, in whole units, as a countdown shows it. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left from `now` until `end` (ms since the epoch), rounded down to the second; null once `end` has come or cannot be read. */
export function timeLeft(end: number, now: number): TimeLeft | null {
  if (!Number.isFinite(end) || end <= now) return null;
  const total = Math.floor((end - now) / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

/** Milliseconds until the countdown's shown second changes: it ticks on the second boundaries of `end`, not of the page. */
export function untilNextSecond(end: number, now: number): number {
  const rest = (end - now) % 1000;
  return rest > 0 ? rest : 1000;
}
