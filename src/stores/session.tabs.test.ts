import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { $popup } from './popup';
import { $profile } from './profile';
import { provider } from './current-provider';
import { $session, signIn } from './session';
import { anotherTabStores, resetWorld } from '../../test/support';

/**
 * The session kept in localStorage and followed through its storage event, run in every engine
 * (web-test-runner.config.mjs). What follows a sign-in is in session.test.ts.
 */
describe('one session per browser: what another tab does to the stored session', () => {
  beforeEach(resetWorld);

  it('a sign-in there is resumed here, with no sign-in of its own', async () => {
    const { sessionId } = await (await provider()).signIn('player@example.com', 'Password1!');
    anotherTabStores(sessionId);
    await waitUntil(() => $session.get()?.sessionId === sessionId, "the other tab's session was not resumed");
    expect($profile.get()?.email).to.equal('player@example.com');
  });

  it('a session this tab cannot resume stays stored: following never signs the other tab out', async () => {
    const p = await provider();
    const restoreSession = p.restoreSession;
    const answered: boolean[] = [];
    p.restoreSession = async (sessionId) => {
      const restored = await restoreSession.call(p, sessionId);
      answered.push(Boolean(restored));
      return restored;
    };
    try {
      anotherTabStores('a-session-this-tab-cannot-resume');
      await waitUntil(() => answered.length > 0, 'this tab never tried to resume the stored session');
      // What this tab does with the answer, it does before the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      p.restoreSession = restoreSession;
    }
    expect(answered).to.deep.equal([false]);
    expect($session.get()).to.equal(null);
    expect(localStorage.getItem('betr:session')).to.equal('a-session-this-tab-cannot-resume');
    localStorage.removeItem('betr:session');
  });

  it('a sign-out there signs this tab out at once, closing its popups', async () => {
    await signIn('player@example.com', 'Password1!');
    await waitUntil(() => $popup.get()?.type === 'welcome-message');
    anotherTabStores(null);
    expect($session.get()).to.equal(null);
    expect($popup.get()).to.equal(null);
    expect($profile.get()).to.equal(null);
  });

  it("a sign-out there makes this tab's adapter let go of the session, with no call: nothing more is asked with it", async () => {
    const { sessionId } = await signIn('player@example.com', 'Password1!');
    anotherTabStores(null);
    const p = await provider();
    await waitUntil(async () => {
      try {
        await p.getProfile();
        return false;
      } catch {
        return true;
      }
    }, 'this tab still asks with the session the other tab ended');
    // The platform was not told anything by this tab (the other tab's sign-out is the one that
    // counts): the session itself is still live there.
    expect(await p.restoreSession(sessionId)).to.equal(true);
  });
});
