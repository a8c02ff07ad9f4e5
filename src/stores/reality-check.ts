import { atom } from 'nanostores';
import type { RealityCheckRow } from '../adapters/provider';
import { realityCheckDelay } from '../domain/reality-check';
import type { Loadable } from './content';
import { toProviderError } from './errors';
import { $popup, openPopup, queuePopup } from './popup';
import { provider } from './current-provider';
import { forgetCalls, SESSION_INFO, sharedCall } from './player-data';
import { $session, signOut } from './session';

/** What the reality-check screen shows: minutes signed in, and the session's play. */
export interface RealityCheck {
  minutes: number;
  rows: RealityCheckRow[];
}

export const $realityCheck = atom<Loadable<RealityCheck>>({ status: 'loading' });

/** The clock the schedule is measured with; a test may replace `now`. */
export const realityCheckClock = { now: (): number => Date.now() };

let timer: ReturnType<typeof setTimeout> | null = null;
/** Bumped by every (re)schedule and by sign-out, so a late answer schedules nothing. */
let generation = 0;

function cancel(): void {
  generation += 1;
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

/** The session's reading, one call for the page (a restored session brought it already). */
const sessionInfo = () => sharedCall(SESSION_INFO, async () => (await provider()).getSessionInfo());

/**
 * Schedule the reality check of a signed-in player from the session's nextRealityCheck
 * (none when the player has no reality-check interval). Called on sign-in and, with `moved`
 * (the next check has moved: the session is read again), after the check is answered and
 * when the interval changes.
 */
export async function scheduleRealityCheck(moved = false): Promise<void> {
  cancel();
  const mine = generation;
  if (!$session.get()) return;
  if (moved) forgetCalls(SESSION_INFO);
  let next: string | null;
  try {
    next = (await sessionInfo()).nextRealityCheck;
  } catch {
    return;
  }
  if (mine !== generation || !$session.get()) return;
  const delay = realityCheckDelay(next, realityCheckClock.now());
  if (delay !== null) timer = setTimeout(showRealityCheck, delay);
}

/**
 * The check interrupts whatever popup is open (a game keeps running behind a page only);
 * that popup comes back after it. The player must answer: it cannot be dismissed.
 */
function showRealityCheck(): void {
  timer = null;
  if (!$session.get()) return;
  const interrupted = $popup.get();
  $realityCheck.set({ status: 'loading' });
  openPopup('reality-check', {
    dismissible: false,
    onClose: () => {
      if (!$session.get()) return;
      void scheduleRealityCheck(true);
      if (interrupted && interrupted.type !== 'reality-check') queuePopup(interrupted.type, interrupted);
    },
  });
}

/**
 * Minutes signed in and the session's wins and wagers, for the screen. An answer that
 * arrives after the session changed belongs to another player and is dropped.
 */
export async function loadRealityCheck(): Promise<void> {
  const session = $session.get();
  let next: Loadable<RealityCheck>;
  try {
    const p = await provider();
    // The minutes signed in are those of now.
    forgetCalls(SESSION_INFO);
    const [info, rows] = await Promise.all([sessionInfo(), p.getRealityCheck()]);
    next = { status: 'ready', value: { minutes: info.length, rows } };
  } catch (error) {
    next = { status: 'failed', error: toProviderError(error, 'responsible-gaming') };
  }
  if ($session.get() === session) $realityCheck.set(next);
}

/** End session signs the player out. */
export function endSession(): Promise<void> {
  return signOut();
}

// Sign-out forgets the player's figures: the next player to sign in on this page must
// never see them, not even until their own arrive.
$session.listen((session) => {
  if (session) return;
  cancel();
  $realityCheck.set({ status: 'loading' });
});
