import { $profile } from './profile';
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
 * Whether the player may deposit is in the profile: the preload waits until some element (or
 * the session's resume) has read it, and asks the platform nothing itself. It used to look
 * once, at the first idle moment, and a profile that answered after that moment left the
 * first deposit to fetch its code behind the click (four times slower at 4x CPU).
 */
export function signedIn(): void {
  void scheduleRealityCheck();
  const preload = () =>
    whenIdle(
      () =>
        void import('./cashier').then(
          (cashier) => cashier.preloadDeposit(),
          () => undefined,
        ),
    );
  if ($profile.get()) return preload();
  const stop = $profile.listen((profile) => {
    if (!profile) return;
    stop();
    preload();
  });
}
