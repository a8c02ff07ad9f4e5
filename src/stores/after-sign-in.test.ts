import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { $popup, closePopup } from './popup';
import { $session, signIn, signOut } from './session';
import { provider } from './current-provider';
import { TERMS_DELAY_MS } from '../domain/after-sign-in';
import { installFakeClock } from '../../test/fake-clock';
import { $flowSteps, finishFlowStep, holdSignInSteps } from './after-sign-in';
import { anotherTabStores, platformEndsSession, resetWorld, stubControls } from '../../test/support';

describe('the steps after a sign-in, in one queue', () => {
  beforeEach(resetWorld);

  it('the required pages in the provider order, the terms 1 s after them, then the greeting once the terms are accepted', async () => {
    (await stubControls()).setDisplayPages('new@example.com', [
      { page: 'source-of-wealth', forced: false },
      { page: 'responsible-gaming-test', forced: true },
    ]);
    const clock = installFakeClock();
    const shown: [string, Record<string, string>, boolean, number][] = [];
    const stop = $popup.listen((popup) => popup && shown.push([popup.type, popup.attributes, popup.dismissible, clock.elapsed]));
    try {
      await signIn('new@example.com', 'Password1!');
      await clock.until(() => $popup.get() !== null, 'no required page');
      const pagesAt = clock.elapsed;
      closePopup('done');
      closePopup('done');
      expect($popup.get(), 'the terms before 1 s').to.equal(null);
      clock.tick(TERMS_DELAY_MS);
      closePopup('done');
      expect(shown).to.deep.equal([
        ['source-of-wealth', {}, true, pagesAt],
        ['responsible-gaming-test', {}, false, pagesAt],
        ['terms-and-conditions', { required: '' }, true, pagesAt + TERMS_DELAY_MS],
        ['activate-message', {}, true, pagesAt + TERMS_DELAY_MS],
      ]);
    } finally {
      stop();
      clock.uninstall();
    }
  });

  it('terms the player refuses (closed without accepting) sign the player out, and no greeting follows', async () => {
    const shown: string[] = [];
    const stop = $popup.listen((popup) => popup && shown.push(popup.type));
    try {
      await signIn('new@example.com', 'Password1!');
      await waitUntil(() => $popup.get()?.type === 'terms-and-conditions', 'no terms', { timeout: 3000 });
      closePopup('dismissed');
      expect([$session.get(), $popup.get()]).to.deep.equal([null, null]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(shown).to.deep.equal(['terms-and-conditions']);
    } finally {
      stop();
    }
  });

  it("another tab signs in as someone else while this tab shows the terms: the end drops this tab's steps, and the other tab's session stays stored and is followed here", async () => {
    await signIn('new@example.com', 'Password1!');
    await waitUntil(() => $popup.get()?.type === 'terms-and-conditions', 'no terms', { timeout: 3000 });
    const { sessionId } = await (await provider()).signIn('player@example.com', 'Password1!');
    anotherTabStores(sessionId);
    await waitUntil(() => $session.get()?.sessionId === sessionId, "the other tab's session was not followed");
    expect(localStorage.getItem('betr:session')).to.equal(sessionId);
    // What followed the first sign-in is over with its session: no greeting of it, now or later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect($popup.get()).to.equal(null);
  });
});

describe('the steps after a sign-in inside a flow (Pay N Play)', () => {
  beforeEach(resetWorld);

  it('terms and required pages come before anything else: the page, then the terms, in the flow; no popup until the flow is over', async () => {
    (await stubControls()).setDisplayPages('new@example.com', [{ page: 'responsible-gaming-test', forced: true }]);
    const release = holdSignInSteps();
    try {
      await signIn('new@example.com', 'Password1!');
      await waitUntil(() => $flowSteps.get().settled, 'the steps never settled', { timeout: 4000 });
      expect($flowSteps.get().steps.map((s) => [s.type, s.attributes, s.dismissible])).to.deep.equal([
        ['responsible-gaming-test', {}, false],
        ['terms-and-conditions', { required: '' }, true],
      ]);
      finishFlowStep('done');
      finishFlowStep('done');
      expect([$flowSteps.get().steps, $popup.get()]).to.deep.equal([[], null]);
    } finally {
      release();
    }
    // The greeting (activate, as this email is not verified) once the flow is over.
    expect($popup.get()?.type).to.equal('activate-message');
  });

  it('a flow closed midway leaves what is left to the popups, in order, and the greeting after them', async () => {
    (await stubControls()).setDisplayPages('new@example.com', [{ page: 'source-of-wealth', forced: false }]);
    const release = holdSignInSteps();
    await signIn('new@example.com', 'Password1!');
    await waitUntil(() => $flowSteps.get().settled, 'the steps never settled', { timeout: 4000 });
    finishFlowStep('dismissed');
    release();
    const shown = [$popup.get()?.type];
    closePopup('done');
    shown.push($popup.get()?.type);
    expect(shown).to.deep.equal(['terms-and-conditions', 'activate-message']);
  });

  it("the session's end reaches the flow, whatever its reason: what it was asked to show is dropped, and nothing of it reaches the popups", async () => {
    const controls = await stubControls();
    const ends = { 'sign-out': signOut, platform: platformEndsSession, 'other-tab': async () => anotherTabStores(null) };
    const left: Record<string, unknown> = {};
    for (const [reason, end] of Object.entries(ends)) {
      controls.setDisplayPages('new@example.com', [{ page: 'source-of-wealth', forced: true }]);
      const release = holdSignInSteps();
      await signIn('new@example.com', 'Password1!');
      await waitUntil(() => $flowSteps.get().steps.length > 0, 'the flow was shown no step');
      await end();
      left[reason] = [$flowSteps.get()];
      release();
      (left[reason] as unknown[]).push($popup.get());
    }
    const nothing = [{ settled: true, steps: [] }, null];
    expect(left).to.deep.equal({ 'sign-out': nothing, platform: nothing, 'other-tab': nothing });
  });
});
