import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { $popup, closePopup } from './popup';
import { $profile } from './profile';
import { provider } from './current-provider';
import { $session, $signInHere, onSessionEnd, signIn, signOut, type SessionEndReason } from './session';
import { anotherTabStores, platformEndsSession, resetWorld, stubControls } from '../../test/support';
import { installFakeClock } from '../../test/fake-clock';
import { TERMS_DELAY_MS } from '../domain/after-sign-in';
import { loadLacks } from './lacks';
import { $forms, setFieldValue } from './forms';

describe('what follows a sign-in', () => {
  beforeEach(resetWorld);

  it('On success, if terms must be accepted, the terms screen opens after 1 second', async () => {
    expect(TERMS_DELAY_MS).to.equal(1000);
    const clock = installFakeClock();
    try {
      await signIn('new@example.com', 'Password1!');
      await clock.nextTimer(1000);
      clock.tick(999);
      expect($popup.get()?.type, 'at 999 ms').not.to.equal('terms-and-conditions');
      clock.tick(1);
      expect($popup.get()).to.deep.include({ type: 'terms-and-conditions', attributes: { required: '' } });
    } finally {
      clock.uninstall();
    }
  });

  it("is for that session only: a player who signs in right after another never sees the other's terms or pages", async () => {
    const shown: string[] = [];
    const stop = $popup.listen((popup) => popup && shown.push(popup.type));
    (await stubControls()).setDisplayPages('player@example.com', [{ page: 'source-of-wealth', forced: false }]);
    const clock = installFakeClock();
    try {
      // new@example.com must accept the terms, which follow 1 s after the sign-in; and the
      // second player's own required page must show once, not once for each sign-in.
      await signIn('new@example.com', 'Password1!');
      await clock.nextTimer(TERMS_DELAY_MS);
      await signOut();
      await signIn('player@example.com', 'Password1!');
      await clock.until(() => shown.includes('source-of-wealth'), 'no required page for the second player');
      // Past the first player's terms delay, then through whatever was queued behind the welcome.
      clock.tick(TERMS_DELAY_MS + 500);
      await clock.settle();
      for (let i = 0; i < 4 && $popup.get(); i += 1) closePopup();
      expect(shown).to.deep.equal(['source-of-wealth', 'welcome-message']);
    } finally {
      clock.uninstall();
      stop();
    }
  });

  it('A step the platform lacks is skipped: without welcome content a verified player gets no welcome popup', async () => {
    const shown: string[] = [];
    const stop = $popup.listen((popup) => popup && shown.push(popup.type));
    const controls = await stubControls();
    // The steps after a sign-in: the platform's required pages, then (a task later at the most) the greeting.
    const stepsTaken = async () => {
      await waitUntil(() => pagesAnswered > 0, 'the required pages were not asked for');
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    let pagesAnswered = 0;
    const p = await provider();
    const getDisplayPages = p.getDisplayPages;
    p.getDisplayPages = async () => {
      const pages = await getDisplayPages.call(p);
      pagesAnswered += 1;
      return pages;
    };
    try {
      // With welcome content, the same sign-in is greeted once its steps are taken.
      await signIn('player@example.com', 'Password1!');
      await stepsTaken();
      expect(shown, 'no welcome where the platform has welcome content').to.deep.equal(['welcome-message']);
      closePopup();
      await signOut();
      shown.length = 0;
      pagesAnswered = 0;
      controls.lack(['getWelcomeContent']);
      await loadLacks();
      await signIn('player@example.com', 'Password1!');
      await stepsTaken();
      expect($session.get(), 'signed in').not.to.equal(null);
      expect(shown).to.deep.equal([]);
    } finally {
      p.getDisplayPages = getDisplayPages;
      stop();
      controls.lack([]);
      await loadLacks();
    }
  });

  it("a player's profile answered late never shows: not after the sign-out, not for the next player", async () => {
    // The first answer is held back, as a slow network would, until the test lets it go.
    const p = await provider();
    const getProfile = p.getProfile;
    const held: (() => void)[] = [];
    p.getProfile = async () => {
      const answer = await getProfile.call(p);
      if (held.length === 0) await new Promise<void>((resolve) => held.push(resolve));
      return answer;
    };
    try {
      await signIn('player@example.com', 'Password1!');
      await waitUntil(() => held.length === 1, "the first player's profile was not asked for");
      await signOut();
      expect($profile.get()).to.equal(null);
      await signIn('new@example.com', 'Password1!');
      await waitUntil(() => $profile.get()?.email === 'new@example.com', 'no profile for the second player');
      held[0]!();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect($profile.get()?.email).to.equal('new@example.com');
    } finally {
      p.getProfile = getProfile;
    }
  });
});

describe('the end of a session, announced with its reason', () => {
  beforeEach(resetWorld);

  /** What each announcement saw: the reason, and whose profile and typing were still there. */
  function listen(): { heard: [SessionEndReason, string | undefined, unknown][]; stop: () => void } {
    const heard: [SessionEndReason, string | undefined, unknown][] = [];
    const stop = onSessionEnd((reason) => heard.push([reason, $profile.get()?.userId, $forms.get()['typed']?.values]));
    return { heard, stop };
  }

  async function signedInTyping(): Promise<void> {
    await signIn('player@example.com', 'Password1!');
    await waitUntil(() => $profile.get() !== null, 'no profile');
    setFieldValue('typed', 'city', 'Valletta');
  }

  it("the player's sign-out, the platform's end and another tab's each announce once, before the profile and the forms are cleared", async () => {
    const { heard, stop } = listen();
    try {
      await signedInTyping();
      await signOut();
      await signedInTyping();
      await platformEndsSession();
      await signedInTyping();
      anotherTabStores(null);
      expect($session.get()).to.equal(null);
      expect(heard).to.deep.equal([
        ['sign-out', 'u-1001', { city: 'Valletta' }],
        ['platform', 'u-1001', { city: 'Valletta' }],
        ['other-tab', 'u-1001', { city: 'Valletta' }],
      ]);
      expect($forms.get()).to.deep.equal({});
    } finally {
      stop();
    }
  });

  it('the sign-in made here is kept while its session lasts; a session followed from another tab was made there', async () => {
    const { sessionId } = await signIn('player@example.com', 'Password1!');
    expect($signInHere.get()?.sessionId).to.equal(sessionId);
    await signOut();
    expect($signInHere.get()).to.equal(null);
    const there = await (await provider()).signIn('player@example.com', 'Password1!');
    anotherTabStores(there.sessionId);
    await waitUntil(() => $session.get()?.sessionId === there.sessionId, "the other tab's session was not followed");
    expect($signInHere.get()).to.equal(null);
  });

  it('nothing is announced where no session was shown: a sign-out of a visitor, a sign-out twice', async () => {
    const { heard, stop } = listen();
    try {
      await signOut();
      await signIn('player@example.com', 'Password1!');
      await Promise.all([signOut(), signOut()]);
      expect(heard.map(([reason]) => reason)).to.deep.equal(['sign-out']);
    } finally {
      stop();
    }
  });
});
