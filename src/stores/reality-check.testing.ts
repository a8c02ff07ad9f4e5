/** Helpers for the reality check's tests (reality-check.test.ts and reality-check.tabs.test.ts). */
import { waitUntil } from '../../test/wait';
import { $popup, openPopup } from './popup';
import { realityCheckClock, scheduleRealityCheck } from './reality-check';

export const MINUTE = 60_000;

const realNow = realityCheckClock.now;
/** The schedule's clock back to the page's own (a test moves it on to make a check due). */
export function realClockAgain(): void {
  realityCheckClock.now = realNow;
}

/** A game shows in a popup when the 60-minute check falls due: the check interrupts it. */
export async function checkOverAGame(): Promise<void> {
  openPopup('external', { attributes: { src: '/play/x', title: 'X' } });
  realityCheckClock.now = () => Date.now() + 60 * MINUTE;
  await scheduleRealityCheck();
  await waitUntil(() => $popup.get()?.type === 'reality-check');
}
