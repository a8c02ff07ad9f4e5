import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { $popup, closePopup } from './popup';
import { $checkTurn, realityCheckClock, realityCheckFigures, scheduleRealityCheck } from './reality-check';
import { $session, resumeSession, signIn, signOut } from './session';
import { provider } from './current-provider';
import type { Provider } from '../adapters/provider';
import { resetWorld, stubControls } from '../../test/support';
import { checkOverAGame, MINUTE, realClockAgain, signInScheduled } from './reality-check.testing';
import { installFakeClock } from '../../test/fake-clock';

/** The figures of the check on screen, loaded as its screen loads them. */
const figures = () => realityCheckFigures($checkTurn.get());
const loadRealityCheck = () => figures().retry();

describe('reality check schedule', () => {
  beforeEach(resetWorld);
  afterEach(realClockAgain);

  it("opens on the session's schedule (nextRealityCheck) for a signed-in player, and cannot be dismissed", async () => {
    await signInScheduled();
    await waitUntil(() => $popup.get()?.type === 'welcome-message');
    closePopup();
    const clock = installFakeClock();
    try {
      // Just before the 60-minute check: nothing yet.
      realityCheckClock.now = () => Date.now() + 60 * MINUTE - 500;
      await scheduleRealityCheck();
      await clock.settle();
      expect($popup.get()).to.equal(null);
      clock.tick(500);
      await clock.until(() => $popup.get()?.type === 'reality-check', 'the check never opened');
    } finally {
      clock.uninstall();
    }
    expect($popup.get()?.dismissible).to.equal(false);
  });

  it('interrupts the popup on screen, which comes back after Continue; the next check is scheduled', async () => {
    await signInScheduled();
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
    await signInScheduled();
    const clock = installFakeClock();
    try {
      realityCheckClock.now = () => Date.now() + 60 * MINUTE - 300;
      await scheduleRealityCheck();
      const scheduled = () => clock.pending().some((ms) => ms <= 300);
      expect(scheduled(), 'the check is scheduled').to.equal(true);
      await signOut();
      expect(scheduled(), 'the check is still scheduled').to.equal(false);
      clock.tick(600);
      await clock.settle();
    } finally {
      clock.uninstall();
    }
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
    await signInScheduled();
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
    await signInScheduled('new@example.com');
    const clock = installFakeClock();
    try {
      realityCheckClock.now = () => Date.now() + 1000 * MINUTE;
      await scheduleRealityCheck();
      clock.tick(1000 * MINUTE);
      await clock.settle();
    } finally {
      clock.uninstall();
    }
    expect($popup.get()?.type).not.to.equal('reality-check');
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
