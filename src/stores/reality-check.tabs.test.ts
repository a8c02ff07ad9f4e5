import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { $popup, closePopup } from './popup';
import { realityCheckClock, scheduleRealityCheck } from './reality-check';
import { $session, signOut } from './session';
import { provider } from './current-provider';
import { resetWorld } from '../../test/support';
import { checkOverAGame, MINUTE, realClockAgain, signInScheduled } from './reality-check.testing';
import { installFakeClock } from '../../test/fake-clock';

/**
 * The check of a session open in several tabs, run in every engine (web-test-runner.config.mjs):
 * the answer shared in localStorage and its storage event, the Web Lock the tab that shows it
 * holds, and the page's visibility. The schedule itself is in reality-check.test.ts.
 */
describe('the reality check: once per session, not once per tab', () => {
  beforeEach(resetWorld);
  afterEach(realClockAgain);
  const SHARED = 'betr:reality-check';
  const sessionId = () => $session.get()!.sessionId;
  const nextDue = async () => Date.parse((await (await provider()).getSessionInfo()).nextRealityCheck!);
  /** Whether no tab's turn with the check is under way here: its lock is neither held nor asked for. */
  const noTurn = async () => {
    const { held = [], pending = [] } = await navigator.locks.query();
    return ![...held, ...pending].some((lock) => lock.name === SHARED);
  };
  /** Whether this tab waits for the check's lock, which another tab holds. */
  const waitsForTheLock = async () => ((await navigator.locks.query()).pending ?? []).some((lock) => lock.name === SHARED);
  /** Another tab of the origin writes the shared answer; this tab hears the storage event. */
  function answeredInAnotherTab(id: string, due: number): void {
    const value = JSON.stringify({ sessionId: id, due });
    localStorage.setItem(SHARED, value);
    window.dispatchEvent(new StorageEvent('storage', { key: SHARED, newValue: value, storageArea: localStorage }));
  }
  async function signedInWithNoPopup(): Promise<void> {
    await signInScheduled();
    await waitUntil(() => $popup.get()?.type === 'welcome-message');
    closePopup();
  }

  it('a check already answered in another tab does not show in this one', async () => {
    await signedInWithNoPopup();
    answeredInAnotherTab(sessionId(), await nextDue());
    const clock = installFakeClock();
    try {
      realityCheckClock.now = () => Date.now() + 60 * MINUTE - 300;
      await scheduleRealityCheck();
      // Past the time it was due: this tab takes no turn with it (a turn asks for the lock at once).
      clock.tick(800);
      await clock.settle();
      expect(await noTurn(), 'this tab took a turn with the check').to.equal(true);
      expect($popup.get()).to.equal(null);
    } finally {
      clock.uninstall();
    }
  });

  it('while another tab shows the check (it holds the lock) this one does not; answered there, it never shows here', async () => {
    await signedInWithNoPopup();
    const due = await nextDue();
    let release = () => undefined as void;
    await new Promise<void>(
      (granted) =>
        void navigator.locks.request(SHARED, () => {
          granted();
          return new Promise<void>((resolve) => (release = resolve));
        }),
    );
    const clock = installFakeClock();
    try {
      realityCheckClock.now = () => Date.now() + 60 * MINUTE - 300;
      await scheduleRealityCheck();
      clock.tick(800);
      await clock.until(waitsForTheLock, "this tab never asked for the check's lock");
      expect($popup.get()).to.equal(null);
      answeredInAnotherTab(sessionId(), due);
      release();
      await clock.until(noTurn, "this tab's turn with the check never ended");
      expect($popup.get()).to.equal(null);
    } finally {
      clock.uninstall();
    }
  });

  it('answered in another tab while it shows here: it closes here, and the popup it interrupted comes back', async () => {
    await signedInWithNoPopup();
    const due = await nextDue();
    await checkOverAGame();
    answeredInAnotherTab(sessionId(), due);
    expect($popup.get()?.type).to.equal('external');
  });

  describe('the tab the player uses shows it: a hidden tab never swallows it', () => {
    let visibility: DocumentVisibilityState = 'visible';
    /** The player leaves this tab for another (hidden), or comes back to it (visible). */
    function setVisibility(next: DocumentVisibilityState): void {
      visibility = next;
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
      document.dispatchEvent(new Event('visibilitychange'));
    }
    /** Whether the lock is free for another tab to take now. */
    const lockFree = () => navigator.locks.request(SHARED, { ifAvailable: true }, (lock) => lock !== null);
    afterEach(() => {
      // Back to the browser's own answer (the prototype's getter).
      delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
    });

    it('a tab hidden when the check is due shows it only once it is shown', async () => {
      await signedInWithNoPopup();
      setVisibility('hidden');
      const clock = installFakeClock();
      try {
        realityCheckClock.now = () => Date.now() + 60 * MINUTE;
        await scheduleRealityCheck();
        // Due now: a visible tab would ask for the lock at once.
        clock.tick(500);
        await clock.settle();
        expect($popup.get()).to.equal(null);
        expect(await lockFree()).to.equal(true);
      } finally {
        clock.uninstall();
      }
      setVisibility('visible');
      await waitUntil(() => $popup.get()?.type === 'reality-check', 'the check never opened once the tab was shown');
    });

    it('the check on screen in a tab that is hidden is put away unanswered and the lock let go; shown again, the tab finds it answered elsewhere', async () => {
      await signedInWithNoPopup();
      const due = await nextDue();
      await checkOverAGame();
      expect(await lockFree()).to.equal(false);

      setVisibility('hidden');
      // The game it interrupted is back behind it, and nothing says the check was answered.
      expect($popup.get()?.type).to.equal('external');
      expect(localStorage.getItem(SHARED)).to.equal(null);
      await waitUntil(() => lockFree(), 'the hidden tab kept the lock');

      // The tab the player went to shows it and the player answers there. Shown again, this tab
      // takes its turn, finds the check answered and reads the session for the next one.
      const p = await provider();
      const getSessionInfo = p.getSessionInfo;
      let reads = 0;
      p.getSessionInfo = () => ((reads += 1), getSessionInfo.call(p));
      try {
        answeredInAnotherTab(sessionId(), due);
        setVisibility('visible');
        await waitUntil(() => reads > 0, 'the tab shown again never read the next check');
        await waitUntil(noTurn, "this tab's turn with the check never ended");
      } finally {
        p.getSessionInfo = getSessionInfo;
      }
      expect($popup.get()?.type).to.equal('external');
    });

    it('put away unanswered, it shows again when the player comes back to this tab', async () => {
      await signedInWithNoPopup();
      realityCheckClock.now = () => Date.now() + 60 * MINUTE;
      await scheduleRealityCheck();
      await waitUntil(() => $popup.get()?.type === 'reality-check');
      setVisibility('hidden');
      expect($popup.get()).to.equal(null);
      setVisibility('visible');
      await waitUntil(() => $popup.get()?.type === 'reality-check', 'the check did not come back');
      expect($popup.get()?.dismissible).to.equal(false);
    });
  });

  it('Continue here tells the other tabs which check of which session was answered; sign-out forgets it', async () => {
    await signedInWithNoPopup();
    const due = await nextDue();
    realityCheckClock.now = () => Date.now() + 60 * MINUTE;
    await scheduleRealityCheck();
    await waitUntil(() => $popup.get()?.type === 'reality-check');
    closePopup('done');
    expect(JSON.parse(localStorage.getItem(SHARED)!)).to.deep.equal({ sessionId: sessionId(), due });
    await signOut();
    expect(localStorage.getItem(SHARED)).to.equal(null);
  });
});
