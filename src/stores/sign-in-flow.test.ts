import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { $popup, closePopup } from './popup';
import { $session, signIn, signOut } from './session';
import { $flowSteps, finishFlowStep, holdSignInSteps } from './sign-in-flow';
import { anotherTabStores, platformEndsSession, resetWorld, stubControls } from '../../test/support';

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

  it('the flow never sees the session of its sign-in without the steps to come: they are unsettled from the moment the session is', async () => {
    const release = holdSignInSteps();
    const seen: boolean[] = [];
    const stop = $session.listen((session) => session && seen.push($flowSteps.get().settled));
    try {
      await signIn('player@example.com', 'Password1!');
      await waitUntil(() => $flowSteps.get().settled, 'the steps never settled');
      expect(seen).to.deep.equal([false]);
    } finally {
      stop();
      release();
    }
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
