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
