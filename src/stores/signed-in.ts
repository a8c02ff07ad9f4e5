import { scheduleRealityCheck } from './reality-check';

/** Soon after the page has nothing else to do (or 300 ms, where the browser cannot tell). */
function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 300);
}

/**
 * What a page starts once a player is signed in, besides the session itself (./session): the
 * reality check on the session's schedule and, while the page is idle, the deposit popup's
 * code (./cashier: preloadDeposit), so that the first deposit opens without fetching it.
 */
export function signedIn(): void {
  void scheduleRealityCheck();
  whenIdle(
    () =>
      void import('./cashier').then(
        (cashier) => cashier.preloadDeposit(),
        () => undefined,
      ),
  );
}
