import type { RealityCheckRow } from './model';

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

/** The last reality check a player answered, as every tab of the browser reads it. */
export interface AnsweredRealityCheck {
  sessionId: string;
  /** When that check was due (ms since the epoch). */
  due: number;
}

/**
 * How far apart two tabs' times for one check may be. Each tab reads the schedule when it
 * reads the session, and a platform may give it in whole minutes (REST: the minutes until the
 * check), so one check's time differs between tabs by up to a minute; checks are minutes apart.
 */
export const SAME_CHECK_MS = 2 * 60_000;

/** Whether the check due at `due` in session `sessionId` was answered already (in any tab). */
export function realityCheckAnswered(answered: AnsweredRealityCheck | null, sessionId: string, due: number): boolean {
  return answered !== null && answered.sessionId === sessionId && answered.due >= due - SAME_CHECK_MS;
}

/** The shared record as stored; anything else (another version's, a hand edit) is no record. */
export function readAnsweredRealityCheck(stored: string | null): AnsweredRealityCheck | null {
  if (stored === null) return null;
  try {
    const value = JSON.parse(stored) as Partial<AnsweredRealityCheck> | null;
    return typeof value?.sessionId === 'string' && typeof value.due === 'number' ? { sessionId: value.sessionId, due: value.due } : null;
  } catch {
    return null;
  }
}
