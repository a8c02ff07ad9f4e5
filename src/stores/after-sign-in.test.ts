import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { $popup, closePopup } from './popup';
import { $session, signIn } from './session';
import { provider } from './current-provider';
import { TERMS_DELAY_MS } from '../domain/after-sign-in';
import { installFakeClock } from '../../test/fake-clock';
import { anotherTabStores, resetWorld, stubControls } from '../../test/support';

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
