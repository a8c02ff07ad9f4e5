/**
 * The WAMP adapter's own protocol cases of its connection (the shared ones are in
 * wamp.contract.test.ts), over a real socket to the provider server's WAMP peer: pushed session
 * state and balance, reconnection and lost answers, the client identity, the quota and the
 * connection challenge.
 */
import { expect } from '@open-wc/testing';
import { Wampy } from 'wampy';
import type { ProviderEvent } from '../../src/adapters/provider';
import { expectError, signUpValues } from '../../src/adapters/stub/testing';
import { createWampProvider, type WampProvider } from '../../src/adapters/wamp/index';
import { MAX_RETRIES } from '../../src/adapters/wamp/connection';
import { isBack, isLost, wampAdapter } from './wamp-adapter';
import { PASSWORD } from './wamp-server';

describe('wamp adapter: the first platform over WAMP: the connection', () => {
  let provider: WampProvider;
  let events: ProviderEvent[];
  const { url, demo, status, open, eventually, reset, close } = wampAdapter('wamp-connection', (event) => events.push(event));

  beforeEach(async () => {
    await reset();
    events = [];
    provider = open();
  });
  afterEach(() => close(provider));

  it('a session-state event with code 1 tells every subscriber the player is signed out', async () => {
    await provider.signIn('player@example.com', PASSWORD);
    await demo('session-state', { code: 1 });
    await eventually('no signed-out event', () => events.some((e) => e.type === 'session' && !e.signedIn));
    await expectError(() => provider.getWallet(), 'general', 'unknown-error');
  });

  it('/sessionStateChange reaches the connection that called #login and #logout too: a plain WAMP client that logs in hears code 0, then 1', async () => {
    const reference = new Wampy(`${url}&cid=reference-${crypto.randomUUID()}`, { realm: 'betr', autoReconnect: false });
    // wampy checks URIs against WAMP's dotted form; the platform's are `/user#login`.
    Object.defineProperty(reference, '_validateURI', { value: () => true });
    const codes: number[] = [];
    try {
      await reference.connect();
      await reference.subscribe(
        '/sessionStateChange',
        (event: { argsDict?: { code?: number } }) => void codes.push(event.argsDict?.code ?? -1),
      );
      await reference.call('/user#login', { argsList: [], argsDict: { usernameOrEmail: 'player@example.com', password: PASSWORD } });
      await eventually('the caller never heard code 0', () => codes.includes(0));
      await reference.call('/user#logout', { argsList: [], argsDict: {} });
      await eventually('the caller never heard code 1', () => codes.includes(1));
      expect(codes).to.deep.equal([0, 1]);
    } finally {
      await reference.disconnect();
    }
  });

  it('the adapter hears its own login and logout events and does not pass them on: one sign-in, one sign-out, no session event', async () => {
    await provider.signIn('player@example.com', PASSWORD);
    // Answered after anything the login event set going on this socket.
    expect((await provider.getWallet()).totalBalance).to.equal(270);
    await provider.signOut();
    await provider.getVisitorCountry();
    expect(events.filter((e) => e.type === 'session')).to.deep.equal([]);
    await expectError(() => provider.getWallet(), 'general', 'unknown-error');
  });

  it('codes 2, 3, 5 and 6 sign out too', async () => {
    for (const code of [2, 3, 5, 6]) {
      events = [];
      await provider.signIn('player@example.com', PASSWORD);
      await demo('session-state', { code });
      await eventually(`code ${code} did not sign out`, () => events.some((e) => e.type === 'session' && !e.signedIn));
    }
  });

  it('a balance event is pushed as the new wallet', async () => {
    await provider.signIn('player@example.com', PASSWORD);
    await demo('deposit', { email: 'player@example.com', amount: 30 });
    await eventually('no wallet event', () => events.some((e) => e.type === 'wallet'));
    expect(events.find((e) => e.type === 'wallet')).to.deep.equal({
      type: 'wallet',
      wallet: { realBalance: 280, bonusBalance: 20, totalBalance: 300, currency: 'EUR' },
    });
  });

  it('after the server drops the socket the adapter reconnects, keeps the login and re-subscribes', async () => {
    await provider.signIn('player@example.com', PASSWORD);
    await demo('drop');
    // The adapter's new socket: it has seen the drop (a call made before that goes down with
    // the old socket, as a call in flight does).
    await eventually('the adapter did not reconnect', async () => (await status()).connections === 1);
    expect((await provider.getWallet()).totalBalance).to.equal(270);
    // Calls resume only once every subscription is renewed, so this change is heard.
    await demo('deposit', { email: 'player@example.com', amount: 5 });
    await eventually('no wallet event after reconnecting', () => events.some((e) => e.type === 'wallet' && e.wallet.totalBalance === 275));
    expect(events.filter((e) => e.type === 'session')).to.deep.equal([]);
  });

  it('a deposit while the socket is down reaches the wallet once it is back: the balance is read again after reconnecting', async () => {
    await provider.signIn('player@example.com', PASSWORD);
    await demo('drop', { refuse: MAX_RETRIES - 1 });
    await demo('deposit', { email: 'player@example.com', amount: 5 });
    await eventually('the wallet never showed the deposit made while disconnected', () =>
      events.some((e) => e.type === 'wallet' && e.wallet.totalBalance === 275),
    );
    expect(events.filter(isLost)).to.deep.equal([]);
  });

  it(`after ${MAX_RETRIES} failed retries the connection is pushed as lost and calls fail with general.offline; later ones connect again`, async () => {
    await provider.signIn('player@example.com', PASSWORD);
    await demo('drop', { refuse: MAX_RETRIES + 1 });
    await eventually('the connection was not pushed as lost', () => events.some(isLost));
    expect((await status()).refuse, 'refusals left after the retries').to.equal(1);
    await expectError(() => provider.getWallet(), 'general', 'offline');
    expect((await status()).refuse).to.equal(0);
    expect((await provider.getWallet()).totalBalance).to.equal(270);
    expect(events.filter(isLost)).to.have.length(1);
    expect(events.filter(isBack)).to.have.length(1);
  });

  for (const how of ['before-welcome', 'after-welcome'] as const) {
    it(`reconnection sockets the platform closes with 1011 ${how.replace('-', ' ')} are failed retries: the adapter goes on and reconnects, the login kept`, async () => {
      await provider.signIn('player@example.com', PASSWORD);
      await demo('drop', { refuse: MAX_RETRIES - 1, how });
      await eventually('the adapter did not reconnect', async () => (await status()).refuse === 0 && (await status()).connections === 1);
      expect((await provider.getWallet()).totalBalance).to.equal(270);
      expect(events.filter(isLost)).to.deep.equal([]);
    });
  }

  it('every retry closed before WELCOME (an overloaded platform): the connection is lost, and once the platform is back the next call reconnects without a reload', async () => {
    await provider.signIn('player@example.com', PASSWORD);
    await demo('drop', { refuse: MAX_RETRIES, how: 'before-welcome' });
    await eventually('the connection was not pushed as lost: the retries stalled', () => events.some(isLost));
    expect((await status()).refuse).to.equal(0);
    expect((await provider.getWallet()).totalBalance).to.equal(270);
    expect(events.filter(isBack)).to.have.length(1);
    expect(events.filter((e) => e.type === 'session')).to.deep.equal([]);
  });

  it("the player's retry (reconnect) opens the lost connection again", async () => {
    await provider.signIn('player@example.com', PASSWORD);
    await demo('drop', { refuse: MAX_RETRIES + 1, how: 'before-welcome' });
    await eventually('the connection was not pushed as lost', () => events.some(isLost));
    await expectError(() => provider.reconnect(), 'general', 'offline');
    await provider.reconnect();
    expect((await status()).connections).to.equal(1);
    expect((await provider.getWallet()).totalBalance).to.equal(270);
  });

  it('"You are already logged in." (a login this client identity still holds, here another player\'s): the adapter logs it out and signs in the player who typed', async () => {
    const clientId = `already-${crypto.randomUUID()}`;
    const other = new Wampy(`${url}&cid=${clientId}`, { realm: 'betr', autoReconnect: false });
    Object.defineProperty(other, '_validateURI', { value: () => true });
    await other.connect();
    try {
      await other.call('/user#login', { argsList: [], argsDict: { usernameOrEmail: 'sga@example.com', password: PASSWORD } });
      const refused = await other
        .call('/user#login', { argsList: [], argsDict: { usernameOrEmail: 'player@example.com', password: PASSWORD } })
        .then(
          () => null,
          (error: { argsDict?: { desc?: string } }) => error.argsDict?.desc,
        );
      expect(refused, 'the platform let a logged-in client identity log in again').to.equal('You are already logged in.');
      const same = createWampProvider({ url, realm: 'betr', clientId, retryDelayMs: 50 });
      try {
        const sessionEvents: ProviderEvent[] = [];
        same.subscribe((event) => void (event.type === 'session' && sessionEvents.push(event)));
        await same.signIn('player@example.com', PASSWORD);
        expect((await same.getProfile()).email).to.equal('player@example.com');
        expect(sessionEvents, 'its own logout and login are no news').to.deep.equal([]);
      } finally {
        await same.close();
      }
    } finally {
      await other.disconnect();
    }
  });

  it('another tab: its adapter joins the client identity that holds the login (resuming the session with no login of its own), then hears that login end', async () => {
    // Each tab starts under an identity of its own: the platform issues one per connection.
    localStorage.removeItem('betr:wamp-cid');
    const first = createWampProvider({ url, realm: 'betr', retryDelayMs: 50 });
    const second = createWampProvider({ url, realm: 'betr', retryDelayMs: 50 });
    try {
      await Promise.all([first.getVisitorCountry(), second.getVisitorCountry()]);
      const heard: ProviderEvent[] = [];
      second.subscribe((event) => void (event.type === 'session' && heard.push(event)));
      const { sessionId } = await first.signIn('player@example.com', PASSWORD);
      expect(await second.restoreSession(sessionId)).to.equal(true);
      expect((await second.getProfile()).email).to.equal('player@example.com');
      await first.signOut();
      await eventually('the second tab did not hear the sign-out', () =>
        heard.some((event) => event.type === 'session' && !event.signedIn),
      );
    } finally {
      await Promise.all([first.close(), second.close()]);
      localStorage.removeItem('betr:wamp-cid');
    }
  });

  it('sign-up whose answer is lost (the platform registered the player, then the socket dropped): the retry signs the player in with what they typed', async () => {
    const values = signUpValues({ email: 'lost-answer@example.com' });
    await demo('lose-result', { procedure: '/user/account#register' });
    await expectError(() => provider.signUp(values), 'general', 'offline');
    const result = await provider.signUp(values);
    expect(result.sessionId).to.be.a('string').and.not.equal('');
    expect((await provider.getProfile()).email).to.equal('lost-answer@example.com');
  });

  it('after a lost sign-up answer, someone else retrying that address with another password still reads "Player already exists"', async () => {
    const values = signUpValues({ email: 'lost-answer@example.com' });
    await demo('lose-result', { procedure: '/user/account#register' });
    await expectError(() => provider.signUp(values), 'general', 'offline');
    let error: unknown;
    await provider.signUp({ ...values, password: 'Another-Passw0rd!' }).catch((e: unknown) => (error = e));
    expect(error).to.include({ area: 'sign-up', key: 'player-conflict', description: 'Player already exists' });
    await expectError(() => provider.getWallet(), 'general', 'unknown-error');
  });

  it('sign-up whose sign-in answer is lost: the retry ends signed in, not "Player already exists"', async () => {
    const values = signUpValues({ email: 'lost-login@example.com' });
    await demo('lose-result', { procedure: '/user#login' });
    await expectError(() => provider.signUp(values), 'general', 'offline');
    expect((await provider.signUp(values)).sessionId).to.be.a('string');
    expect((await provider.getProfile()).email).to.equal('lost-login@example.com');
  });

  it('the client identity (betr:wamp-cid) is in localStorage only while a player is signed in: a reload keeps the login, sign-out removes it', async () => {
    localStorage.removeItem('betr:wamp-cid');
    const own = createWampProvider({ url, realm: 'betr', retryDelayMs: 50 });
    let reloaded: WampProvider | null = null;
    try {
      const { sessionId } = await own.signIn('player@example.com', PASSWORD);
      expect(localStorage.getItem('betr:wamp-cid')).to.match(/^[0-9a-f]{32}$/);
      reloaded = createWampProvider({ url, realm: 'betr', retryDelayMs: 50 });
      expect(await reloaded.restoreSession(sessionId)).to.equal(true);
      await own.signOut();
      expect(localStorage.getItem('betr:wamp-cid')).to.equal(null);
    } finally {
      await own.close();
      await reloaded?.close();
      localStorage.removeItem('betr:wamp-cid');
    }
  });

  it("an exhausted quota (wamp.quota_exhausted): the operator's captcha is asked, #increaseRequestQuota called with its response, and the call sent again; without a solver the player reads the platform's description", async () => {
    const asked: string[] = [];
    const solving = createWampProvider({
      url,
      realm: 'betr',
      retryDelayMs: 50,
      solveChallenge: async (method) => (asked.push(method), 'solved'),
    });
    try {
      await demo('quota', { calls: 0 });
      expect((await solving.getVisitorCountry()).country).to.equal('MT');
      expect(asked).to.deep.equal(['GoogleRecaptchaV2']);
      await demo('quota', { calls: 0 });
      await expectError(() => provider.getVisitorCountry(), 'general', 'unknown-error');
      const error = await provider.getVisitorCountry().catch((e: unknown) => e);
      expect(error).to.include({ description: 'Too many requests. Please prove you are a human.' });
    } finally {
      await solving.close();
      await demo('quota', {});
    }
  });

  it("a connection challenge (GoogleRecaptchaV2): answered with the operator's captcha solver and its site key; without one the connection fails offline", async () => {
    await demo('challenge', { on: true });
    const keys: unknown[] = [];
    const solving = createWampProvider({
      url,
      realm: 'betr',
      retryDelayMs: 50,
      solveChallenge: async (method, extra) => (keys.push([method, extra.key]), 'solved'),
    });
    try {
      expect((await solving.signIn('player@example.com', PASSWORD)).sessionId).to.be.a('string');
      expect(keys).to.deep.equal([['GoogleRecaptchaV2', '6LeIxAcTAAAAAJcZVRqyHh71UvIEGm0c7yDgEiD7']]);
      await expectError(() => provider.getVisitorCountry(), 'general', 'offline');
    } finally {
      await solving.close();
      await demo('challenge', { on: false });
    }
  });
});
