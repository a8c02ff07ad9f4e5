import type { RealityCheckRow } from '../adapters/provider';

/** The reality-check screen (spec: account §2.9, cashier §2). */

export interface RealityCheckLine extends RealityCheckRow {
  /** Win minus wager. */
  total: number;
}

/**
 * The table of product, win, wager and total (win minus wager). It appears only when there
 * are wagers: no rows otherwise.
 */
export function realityCheckTable(rows: readonly RealityCheckRow[]): RealityCheckLine[] {
  if (!rows.some((r) => r.wager > 0)) return [];
  return rows.map((r) => ({ ...r, total: r.win - r.wager }));
}

/** Milliseconds until the next reality check (never negative); null when none is scheduled. */
export function realityCheckDelay(nextRealityCheck: string | null, now: number): number | null {
  if (!nextRealityCheck) return null;
  const at = Date.parse(nextRealityCheck);
  return Number.isFinite(at) ? Math.max(0, at - now) : null;
}
