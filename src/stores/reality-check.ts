import { atom } from 'nanostores';
import { browserStorage, readStorage, writeStorage } from '../browser-storage';
import type { RealityCheckRow } from '../domain/model';
import {
  SAME_CHECK_MS,
  readAnsweredRealityCheck,
  realityCheckAnswered,
  realityCheckDelay,
  type AnsweredRealityCheck,
} from '../domain/reality-check';
import { loadableByKey } from './loadable';
import { $popup, closePopup, openPopup, queuePopup, type PopupRequest } from './popup';
import { provider } from './current-provider';
import { forgetCalls, SESSION_INFO, sharedCall } from './call-cache';
import { $session, signOut } from './session';

/** What the reality-check screen shows: minutes signed in, and the session's play. */
export interface RealityCheck {
  minutes: number;
  rows: RealityCheckRow[];
}

/** Which check the screen shows: each check the schedule opens is a turn of its own. */
export const $checkTurn = atom(0);

/**
 * The figures of one check, loaded by the first element that shows them, only while signed in:
 * a store per turn, so a check opens on a skeleton, never on the figures of the one before. The
 * minutes signed in are those of now: the session is read again with the figures, and an
 * element shown again asks again (`fresh`).
 */
export const realityCheckFigures = loadableByKey<number, RealityCheck>(
  async () => {
    const p = await provider();
    forgetCalls(SESSION_INFO);
    const [info, rows] = await Promise.all([sessionInfo(), p.getRealityCheck()]);
    return { minutes: info.length, rows };
  },
  { area: 'responsible-gaming', player: $session, fresh: true },
);

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
  if (delay === null) return;
  const due = Date.parse(next!);
  // Answered in another tab already, and the platform's schedule has not moved on yet (its
  // clock a little behind this one): read it again once that check is surely past.
  if (realityCheckAnswered(readAnswered(), $session.get()!.sessionId, due))
    timer = setTimeout(() => void scheduleRealityCheck(true), delay + SAME_CHECK_MS);
  else timer = setTimeout(() => void showRealityCheck(due, mine), delay);
}

/**
 * The check is the session's, not the tab's: with the session open in several tabs it shows
 * once, in the tab the player is using, and once answered there it does not show in another.
 *
 * The rule: the check shows only in a visible tab, and only in one. The tab that shows it holds
 * a lock of the origin (Web Locks) until it is answered; the others wait their turn, and find the
 * check answered (`betr:reality-check`, the session and the time it was due). A hidden tab never
 * swallows it: a tab that is hidden when the check is due waits until it is shown before it asks
 * for the lock, a tab granted the lock while hidden lets go of it at once, and a tab whose check
 * is on screen when it is hidden (the player went to another tab) puts the check away unanswered
 * and lets go, so a visible tab waiting for it shows it; the hidden one asks again once it is
 * shown. A tab that closes lets go of the lock with it, so the check moves to a tab still open.
 * Where a browser has no Web Locks each visible tab shows it, and the answer in one closes it in
 * the others.
 */
const ANSWERED_KEY = 'betr:reality-check';
const LOCK = 'betr:reality-check';

/** The check this tab shows, and how to close it when another tab has answered it. */
let shown: { sessionId: string; due: number; popup: PopupRequest } | null = null;

function readAnswered(): AnsweredRealityCheck | null {
  return readAnsweredRealityCheck(readStorage('local', ANSWERED_KEY));
}

/** Where storage is blocked the tabs cannot share the answer, and each asks once. */
function writeAnswered(answered: AnsweredRealityCheck | null): void {
  writeStorage('local', ANSWERED_KEY, answered && JSON.stringify(answered));
}

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** Resolves once the tab's visibility is `hidden` (true) or not (false). */
function whenHidden(hidden: boolean): Promise<void> {
  if (isHidden() === hidden) return Promise.resolve();
  return new Promise((resolve) => {
    const changed = () => {
      if (isHidden() !== hidden) return;
      document.removeEventListener('visibilitychange', changed);
      resolve();
    };
    document.addEventListener('visibilitychange', changed);
  });
}

async function oneTabAtATime<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(LOCK, run) : run();
}

/** How a turn with the check ended: over (answered, here or elsewhere, or the session changed), or handed on (this tab is hidden). */
type Turn = 'over' | 'handed-on';

async function showRealityCheck(due: number, mine: number): Promise<void> {
  timer = null;
  let turn: Turn = 'handed-on';
  while (turn === 'handed-on') {
    await whenHidden(false);
    if (mine !== generation || !$session.get()) return;
    turn = await oneTabAtATime(async (): Promise<Turn> => {
      const session = $session.get();
      if (mine !== generation || !session) return 'over';
      if (isHidden()) return 'handed-on';
      if (realityCheckAnswered(readAnswered(), session.sessionId, due)) {
        void scheduleRealityCheck(true);
        return 'over';
      }
      return open(session.sessionId, due);
    });
  }
}

/**
 * The check interrupts whatever popup is open (a game keeps running behind a page only);
 * that popup comes back after it. The player must answer: it cannot be dismissed. Resolves
 * once the check is off the screen: 'over' when answered (or the session ended, or another
 * popup replaced it), 'handed-on' when the tab was hidden and put it away unanswered.
 */
function open(sessionId: string, due: number): Promise<Turn> {
  const interrupted = $popup.get();
  let puttingAway = false;
  $checkTurn.set($checkTurn.get() + 1);
  openPopup('reality-check', {
    dismissible: false,
    onClose: () => {
      if ($session.get()?.sessionId !== sessionId) return;
      if (!puttingAway) {
        // Told to the other tabs before the lock goes (below), so the next holder reads it.
        writeAnswered({ sessionId, due });
        void scheduleRealityCheck(true);
      }
      if (interrupted && interrupted.type !== 'reality-check') queuePopup(interrupted.type, interrupted);
    },
  });
  const popup = $popup.get()!;
  shown = { sessionId, due, popup };
  return new Promise((resolve) => {
    const putAway = () => {
      if (!isHidden() || $popup.get() !== popup) return;
      puttingAway = true;
      closePopup('dismissed');
    };
    // Closed (answered, signed out, put away) or replaced: after its onClose has run.
    const stop = $popup.listen((now) => {
      if (now === popup) return;
      stop();
      document.removeEventListener('visibilitychange', putAway);
      if (shown?.popup === popup) shown = null;
      setTimeout(() => resolve(puttingAway ? 'handed-on' : 'over'));
    });
    document.addEventListener('visibilitychange', putAway);
  });
}

/** Answered in another tab: the check this tab shows closes, and the next one is scheduled here. */
function followAnswers(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== browserStorage('local') || event.key !== ANSWERED_KEY || !shown) return;
    if (!realityCheckAnswered(readAnswered(), shown.sessionId, shown.due)) return;
    if ($popup.get() === shown.popup) closePopup('done');
  });
}
followAnswers();

/** End session signs the player out. */
export function endSession(): Promise<void> {
  return signOut();
}

// Sign-out ends the schedule (the figures are the player's: realityCheckFigures forgets them).
$session.listen((session) => {
  if (session) return;
  cancel();
  writeAnswered(null);
});
