/** Helpers for the reality check's tests (reality-check.test.ts and reality-check.tabs.test.ts). */
import { waitUntil } from '../../test/wait';
import { $popup, openPopup } from './popup';
import { realityCheckClock, scheduleRealityCheck } from './reality-check';
import { signIn } from './session';

export const MINUTE = 60_000;

const realNow = realityCheckClock.now;
/** The schedule's clock back to the page's own (a test moves it on to make a check due). */
export function realClockAgain(): void {
  realityCheckClock.now = realNow;
}

/**
 * Sign in, and wait until the sign-in's own schedule of the check is made: it reads the
 * schedule's clock once it has the session. A test that schedules a check of its own then has
 * the last word. Otherwise the sign-in's schedule, made after the session's code has loaded, can
 * replace the test's, and under a fake clock its timer is lost when the clock is taken away.
 */
export async function signInScheduled(email = 'player@example.com'): Promise<void> {
  const now = realityCheckClock.now;
  let scheduled = false;
  realityCheckClock.now = () => ((scheduled = true), now());
  try {
    await signIn(email, 'Password1!');
    await waitUntil(() => scheduled, 'the sign-in never scheduled the reality check');
  } finally {
    realityCheckClock.now = now;
  }
}

/** A game shows in a popup when the 60-minute check falls due: the check interrupts it. */
export async function checkOverAGame(): Promise<void> {
  openPopup('external', { attributes: { src: '/play/x', title: 'X' } });
  realityCheckClock.now = () => Date.now() + 60 * MINUTE;
  await scheduleRealityCheck();
  await waitUntil(() => $popup.get()?.type === 'reality-check');
}
