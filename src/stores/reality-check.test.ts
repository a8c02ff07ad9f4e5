import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { $popup, closePopup, openPopup } from './popup';
import { $checkTurn, realityCheckClock, realityCheckFigures, scheduleRealityCheck } from './reality-check';
import { $session, resumeSession, signIn, signOut } from './session';
import { provider } from './current-provider';
import type { Provider } from '../adapters/provider';
import { resetWorld, stubControls } from '../../test/support';

const MINUTE = 60_000;
const realNow = realityCheckClock.now;
/** The figures of the check on screen, loaded as its screen loads them. */
const figures = () => realityCheckFigures($checkTurn.get());
const loadRealityCheck = () => figures().retry();
/** A game shows in a popup when the 60-minute check falls due: the check interrupts it. */
async function checkOverAGame(): Promise<void> {
  openPopup('external', { attributes: { src: '/play/x', title: 'X' } });
  realityCheckClock.now = () => Date.now() + 60 * MINUTE;
  await scheduleRealityCheck();
  await waitUntil(() => $popup.get()?.type === 'reality-check');
}

describe('reality check schedule', () => {
  beforeEach(resetWorld);
  afterEach(() => {
    realityCheckClock.now = realNow;
  });

  it("opens on the session's schedule (nextRealityCheck) for a signed-in player, and cannot be dismissed", async () => {
    await signIn('player@example.com', 'Password1!');
    await waitUntil(() => $popup.get()?.type === 'welcome-message');
    closePopup();
    // Just before the 60-minute check: nothing yet.
    realityCheckClock.now = () => Date.now() + 60 * MINUTE - 500;
    await scheduleRealityCheck();
    expect($popup.get()).to.equal(null);
    await waitUntil(() => $popup.get()?.type === 'reality-check', 'the check never opened', { timeout: 3000 });
    expect($popup.get()?.dismissible).to.equal(false);
  });

  it('interrupts the popup on screen, which comes back after Continue; the next check is scheduled', async () => {
    await signIn('player@example.com', 'Password1!');
    await waitUntil(() => $popup.get()?.type === 'welcome-message');
    await checkOverAGame();
    // An hour on, for the platform too: its schedule names the next check (the one at 120 minutes).
    (await stubControls()).advanceClock(60 * MINUTE);
    realityCheckClock.now = () => Date.now() + 120 * MINUTE;
    closePopup('done');
    expect($popup.get()?.type).to.equal('external');
    // The answer schedules the next check.
    await waitUntil(() => $popup.get()?.type === 'reality-check', 'no second check', { timeout: 3000 });
  });

  it('timers are cleared on sign-out', async () => {
    await signIn('player@example.com', 'Password1!');
    realityCheckClock.now = () => Date.now() + 60 * MINUTE - 300;
    await scheduleRealityCheck();
    await signOut();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect($session.get()).to.equal(null);
    expect($popup.get()).to.equal(null);
  });

  it("sign-out forgets the player's figures: the next player never sees them", async () => {
    await signIn('player@example.com', 'Password1!');
    await loadRealityCheck();
    expect(figures().value!.status).to.equal('ready');
    await signOut();
    expect(figures().value!).to.deep.equal({ status: 'loading' });
  });

  it('figures that arrive after the player changed are dropped', async () => {
    await signIn('player@example.com', 'Password1!');
    (await stubControls()).latency(50);
    const late = loadRealityCheck();
    await signOut();
    await signIn('new@example.com', 'Password1!');
    await late;
    expect(figures().value!).to.deep.equal({ status: 'loading' });
    await loadRealityCheck();
    const own = figures().value!;
    expect(own.status === 'ready' && own.value.rows).to.deep.equal([]);
  });

  it('each check opens on figures of its own: the next check never shows the figures of the one before', async () => {
    await signIn('player@example.com', 'Password1!');
    await waitUntil(() => $popup.get()?.type === 'welcome-message');
    closePopup();
    await loadRealityCheck();
    const before = figures();
    expect(before.value!.status).to.equal('ready');
    realityCheckClock.now = () => Date.now() + 60 * MINUTE;
    await scheduleRealityCheck();
    await waitUntil(() => $popup.get()?.type === 'reality-check', 'the check never opened', { timeout: 3000 });
    expect(figures()).not.to.equal(before);
    expect(figures().value).not.to.equal(before.value);
  });

  it('no check without a reality-check interval', async () => {
    await signIn('new@example.com', 'Password1!');
    realityCheckClock.now = () => Date.now() + 1000 * MINUTE;
    await scheduleRealityCheck();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect($popup.get()?.type).not.to.equal('reality-check');
  });

  describe('once per session, not once per tab', () => {
    const SHARED = 'betr:reality-check';
    const sessionId = () => $session.get()!.sessionId;
    const nextDue = async () => Date.parse((await (await provider()).getSessionInfo()).nextRealityCheck!);
    const aWhile = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    /** Another tab of the origin writes the shared answer; this tab hears the storage event. */
    function answeredInAnotherTab(id: string, due: number): void {
      const value = JSON.stringify({ sessionId: id, due });
      localStorage.setItem(SHARED, value);
      window.dispatchEvent(new StorageEvent('storage', { key: SHARED, newValue: value, storageArea: localStorage }));
    }
    async function signedInWithNoPopup(): Promise<void> {
      await signIn('player@example.com', 'Password1!');
      await waitUntil(() => $popup.get()?.type === 'welcome-message');
      closePopup();
    }

    it('a check already answered in another tab does not show in this one', async () => {
      await signedInWithNoPopup();
      answeredInAnotherTab(sessionId(), await nextDue());
      realityCheckClock.now = () => Date.now() + 60 * MINUTE - 300;
      await scheduleRealityCheck();
      await aWhile(800);
      expect($popup.get()).to.equal(null);
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
      realityCheckClock.now = () => Date.now() + 60 * MINUTE - 300;
      await scheduleRealityCheck();
      await aWhile(800);
      expect($popup.get()).to.equal(null);
      answeredInAnotherTab(sessionId(), due);
      release();
      await aWhile(300);
      expect($popup.get()).to.equal(null);
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
        realityCheckClock.now = () => Date.now() + 60 * MINUTE;
        await scheduleRealityCheck();
        await aWhile(500);
        expect($popup.get()).to.equal(null);
        expect(await lockFree()).to.equal(true);
        setVisibility('visible');
        await waitUntil(() => $popup.get()?.type === 'reality-check', 'the check never opened once the tab was shown', { timeout: 3000 });
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

        // The tab the player went to shows it and the player answers there.
        answeredInAnotherTab(sessionId(), due);
        setVisibility('visible');
        await aWhile(500);
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
        await waitUntil(() => $popup.get()?.type === 'reality-check', 'the check did not come back', { timeout: 3000 });
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

  describe('one read of the session (one call per datum)', () => {
    let p: Provider;
    let restore: Provider['restoreSession'];
    let read: Provider['getSessionInfo'];
    let reads = 0;
    beforeEach(async () => {
      p = await provider();
      ({ restoreSession: restore, getSessionInfo: read } = p);
      reads = 0;
      p.getSessionInfo = () => {
        reads += 1;
        return read.call(p);
      };
    });
    afterEach(() => {
      Object.assign(p, { restoreSession: restore, getSessionInfo: read });
    });

    it('the session resume and the reality check cause one read of the session: the restored reading is kept', async () => {
      const { sessionId } = await (await provider()).signIn('player@example.com', 'Password1!');
      // The REST platform proves a stored session by reading it (GET /responsiblegaming/session).
      p.restoreSession = async (id) => (await restore.call(p, id)) && { sessionInfo: p.getSessionInfo() };
      await resumeSession(p, sessionId);
      expect($session.get()?.sessionId).to.equal(sessionId);
      await scheduleRealityCheck();
      await scheduleRealityCheck();
      expect(reads).to.equal(1);
    });

    it('what moves the next check reads the session again: an answered check, a changed interval', async () => {
      await signIn('player@example.com', 'Password1!');
      await scheduleRealityCheck();
      const before = reads;
      await scheduleRealityCheck(true);
      expect(reads).to.equal(before + 1);
    });

    it('the reality-check screen shows the minutes signed in of now: it reads the session when it opens', async () => {
      await signIn('player@example.com', 'Password1!');
      await scheduleRealityCheck();
      const before = reads;
      await loadRealityCheck();
      expect(reads).to.equal(before + 1);
    });
  });
});
