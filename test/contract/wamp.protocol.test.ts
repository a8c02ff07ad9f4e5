/**
 * The WAMP adapter's own protocol cases (the shared ones are in wamp.contract.test.ts), over
 * a real socket to the provider server's WAMP peer: pushed session state and balance,
 * reconnection, the platform's errors and rules, and its HTTP calls.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait';
import { Wampy } from 'wampy';
import { NotImplemented, type ProviderEvent } from '../../src/adapters/provider';
import type { ProviderOperation } from '../../src/domain/operations';
import type { LimitType } from '../../src/domain/model';
import { expectError, signUpValues } from '../../src/adapters/stub/testing';
import { createWampProvider, type WampProvider } from '../../src/adapters/wamp/index';
import { MAX_RETRIES } from '../../src/adapters/wamp/connection';
import { wampTestServer } from './wamp-server';

const { url, demo, status } = wampTestServer('wamp-protocol');
const isLost = (event: ProviderEvent) => event.type === 'connection' && event.lost;
const isBack = (event: ProviderEvent) => event.type === 'connection' && !event.lost;

const PASSWORD = 'Password1!';

describe('wamp adapter: the first platform over WAMP', () => {
  let provider: WampProvider;
  let events: ProviderEvent[];

  const open = () => {
    const created = createWampProvider({ url, realm: 'betr', clientId: `protocol-${crypto.randomUUID()}`, retryDelayMs: 50 });
    created.subscribe((event) => events.push(event));
    return created;
  };
  const eventually = (what: string, test: () => boolean | Promise<boolean>) => waitUntil(test, what, { timeout: 5000 });

  beforeEach(async () => {
    await demo('reset');
    await demo('fault', {});
    await demo('lose-result', {});
    events = [];
    provider = open();
  });
  afterEach(async () => {
    await provider.close();
    await demo('drop', { refuse: 0 });
  });

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

  it('sign-up sends emailVerificationURL, this page ending with its key parameter: the mailed activation link opens the activation form with the key', async () => {
    await provider.signUp(signUpValues({ email: 'link@example.com' }));
    const mail = ((await (await demo('outbox')).json()) as { kind: string; to: string; code: string; link: string }[]).find(
      (m) => m.kind === 'activation' && m.to === 'link@example.com',
    )!;
    expect(mail.link).to.equal(`${location.origin}${location.pathname}?email=link%40example.com&activation-key=${mail.code}`);
    await provider.activate('link@example.com', mail.code);
    expect((await provider.getProfile()).isActivated).to.equal(true);
  });

  it("a session limit chosen at sign-up is set as the platform's one (#setSessionLimit {minutes}) once the account exists; weekly and monthly ones are not offered (lacks)", async () => {
    expect([...provider.lacks!].filter((name) => name.endsWith(' session limits'))).to.deep.equal([
      'weekly session limits',
      'monthly session limits',
    ]);
    await provider.signUp(signUpValues({ email: 'session-limit@example.com', sessionLimitDay: 120 }));
    expect((await provider.getLimits()).filter((l) => l.type === 'session').map((l) => [l.period, l.amount])).to.deep.equal([
      ['daily', 120],
    ]);
    const weekly = await provider.setLimit({ type: 'session', period: 'weekly', amount: 2880 }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(weekly).to.be.instanceOf(NotImplemented).and.have.property('operation', 'weekly session limits');
    expect((await provider.getLimits()).filter((l) => l.type === 'session').map((l) => [l.period, l.amount])).to.deep.equal([
      ['daily', 120],
    ]);
  });

  it('deposit limits chosen at sign-up per day, week and month are all kept: each is set with its own #setDepositLimit once the account exists', async () => {
    await provider.signUp(
      signUpValues({ email: 'deposit-limits@example.com', depositLimitDay: 100, depositLimitWeek: 500, depositLimitMonth: 1500 }),
    );
    expect((await provider.getLimits()).filter((l) => l.type === 'deposit').map((l) => [l.period, l.amount, l.currency])).to.deep.equal([
      ['daily', 100, 'EUR'],
      ['weekly', 500, 'EUR'],
      ['monthly', 1500, 'EUR'],
    ]);
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

  it('history: deposits and withdrawals as the platform keeps them (#getTransactionHistory Deposit, Withdraw), shown as such; it names no bet, win or cash-out, so the gambling filter is not available here', async () => {
    await provider.signIn('player@example.com', PASSWORD);
    const deposits = await provider.getHistory({ page: 0, type: 'Deposit' });
    expect(deposits.transactions.length).to.be.greaterThan(0);
    expect([...new Set(deposits.transactions.map((t) => t.transactionType))]).to.deep.equal(['deposit']);
    const withdrawals = await provider.getHistory({ page: 0, type: 'Withdraw' });
    expect(withdrawals.transactions.length).to.be.greaterThan(0);
    expect([...new Set(withdrawals.transactions.map((t) => t.transactionType))]).to.deep.equal(['withdraw']);
    const gambling = await provider.getHistory({ page: 0, type: 'Gambling' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(gambling).to.be.instanceOf(NotImplemented).and.have.property('operation', 'getHistory Gambling');
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

  it("platform errors carry the platform's description, shown as is", async () => {
    let error: unknown;
    await provider.signIn('player@example.com', 'Wrong-Passw0rd').catch((e: unknown) => (error = e));
    expect(error).to.include({ area: 'sign-in', key: 'incorrect-credentials', description: 'Incorrect credentials' });
  });

  it('a platform error general.unknown-error is error.Unknown, "Something went wrong.", not the end of the session: the player stays signed in', async () => {
    await provider.signIn('player@example.com', PASSWORD);
    await demo('fault', { procedure: '/user/account#getGamingAccounts', area: 'general', key: 'unknown-error' });
    let error: unknown;
    await provider.getWallet().catch((e: unknown) => (error = e));
    expect(error).to.include({ area: 'general', key: 'unknown-error', description: 'Something went wrong.' });
    await demo('fault', {});
    expect((await provider.getWallet()).totalBalance).to.equal(270);
    expect(events.filter((e) => e.type === 'session')).to.deep.equal([]);
  });

  it('forgot password requires a captcha response, otherwise forgot-password.captcha-required', async () => {
    expect(provider.needsCaptcha).to.equal(true);
    await expectError(() => provider.forgotPassword('player@example.com'), 'forgot-password', 'captcha-required');
    await expectError(() => provider.forgotPassword('player@example.com', ' '), 'forgot-password', 'captcha-required');
    expect(await (await demo('outbox')).json()).to.deep.equal([]);
  });

  it('a reset by the mailed key: the key is available once, the new password signs in', async () => {
    await provider.forgotPassword('player@example.com', 'confirmed');
    const mails = (await (await demo('outbox')).json()) as { kind: string; code: string; link: string }[];
    const { code: key, link } = mails.find((m) => m.kind === 'reset-password')!;
    // The platform mails the page the adapter named as changePwdURL, with the key.
    expect(link).to.equal(`${location.origin}${location.pathname}?reset-pw-key=${key}`);
    expect(await provider.isResetKeyValid(key)).to.equal(true);
    await provider.resetPassword({ key, password: 'Fresh-Passw0rd' });
    expect(await provider.isResetKeyValid(key)).to.equal(false);
    expect(await provider.signIn('player@example.com', 'Fresh-Passw0rd')).to.include({ isEmailVerified: true });
  });

  it('a reset key used once or never mailed: #isResetPwdKeyAvailable says it is not, and #reset answers error.LinkExpired, reset-password.link-expired', async () => {
    await provider.forgotPassword('player@example.com', 'confirmed');
    const mails = (await (await demo('outbox')).json()) as { kind: string; code: string }[];
    const key = mails.find((m) => m.kind === 'reset-password')!.code;
    await provider.resetPassword({ key, password: 'Fresh-Passw0rd' });
    for (const used of [key, 'no-such-key']) {
      expect(await provider.isResetKeyValid(used)).to.equal(false);
      let error: unknown;
      await provider.resetPassword({ key: used, password: 'Other-Passw0rd' }).catch((e: unknown) => (error = e));
      expect(error).to.include({ area: 'reset-password', key: 'link-expired', description: 'Your reset password link has expired.' });
    }
    expect(await provider.signIn('player@example.com', 'Fresh-Passw0rd')).to.include({ isEmailVerified: true });
  });

  it("a reset session past its 15 minutes: error.ResetSessionExpired, 'Your reset password session has expired'", async () => {
    await provider.forgotPassword('player@example.com', 'confirmed');
    const mails = (await (await demo('outbox')).json()) as { kind: string; code: string }[];
    const key = mails.find((m) => m.kind === 'reset-password')!.code;
    expect(await provider.isResetKeyValid(key)).to.equal(true);
    await demo('control', { name: 'advanceClock', args: [15 * 60_000] });
    let error: unknown;
    await provider.resetPassword({ key, password: 'Fresh-Passw0rd' }).catch((e: unknown) => (error = e));
    expect(error).to.include({ area: 'reset-password', key: 'session-expired', description: 'Your reset password session has expired' });
  });

  it('a bonus code by /user/bonus#apply {bonusCode}: a valid code grants the bonus and its money; an unknown one is bonus.invalid-bonus, a code the player may not take bonus-selector.invalid-bonus', async () => {
    await provider.signUp(signUpValues({ email: 'bonus-code@example.com' }));
    await expectError(() => provider.triggerBonus('NO-SUCH-CODE'), 'bonus', 'invalid-bonus');
    await expectError(() => provider.triggerBonus('VIP500'), 'bonus-selector', 'invalid-bonus');
    expect(await provider.getBonuses()).to.deep.equal([]);
    await provider.triggerBonus('FREESPINS20');
    expect((await provider.getBonuses()).map((b) => [b.name, b.status])).to.deep.equal([['20 free spins', 'active']]);
    expect((await provider.getWallet()).bonusBalance).to.equal(10);
  });

  it("bonuses follow the first platform: the granted ones (#getGrantedBonuses) none past its end time, without a code; the offers (#getApplicableBonuses) deposit bonuses, active, from their minimum in the player's currency", async () => {
    await provider.signIn('player@example.com', PASSWORD);
    const bonuses = await provider.getBonuses();
    expect(bonuses.map((b) => [b.id, b.status])).to.deep.equal([
      ['b-1001', 'initiated'],
      ['b-1002', 'initiated'],
      ['b-1003', 'active'],
      ['b-1004', 'active'],
    ]);
    expect(bonuses.every((b) => b.code === '' && Date.parse(b.endTime) > Date.now())).to.equal(true);
    const offers = await provider.getBonusOffers();
    expect(offers.length).to.be.greaterThan(0);
    expect(
      offers.every((b) => b.deposit && b.status === 'active' && b.currency === 'EUR' && b.maxAmount === Number.POSITIVE_INFINITY),
    ).to.equal(true);
    expect(offers.every((b) => b.minAmount > 0)).to.equal(true);
  });

  it('limits from #getLimits: deposit limits one per period (depositPerDay, depositPerWeek, ...), the other kinds one each; a raise is queued; a locked one cannot be changed; another loss or wagering period replaces the one there was; session limits are minutes', async () => {
    await provider.signIn('player@example.com', PASSWORD);
    const limits = await provider.getLimits();
    expect(limits.map((l) => [l.id, l.type, l.period, l.amount, l.locked])).to.deep.equal([
      ['depositPerDay', 'deposit', 'daily', 1000, false],
      ['depositPerWeek', 'deposit', 'weekly', 5000, false],
      ['depositPerMonth', 'deposit', 'monthly', 10000, false],
      ['loss', 'loss', 'monthly', 2000, true],
      ['session', 'session', 'daily', 360, false],
    ]);
    const raised = await provider.setLimit({ type: 'deposit', period: 'daily', amount: 1500 });
    expect(raised.find((l) => l.type === 'deposit'))
      .to.include({ amount: 1000 })
      .and.have.nested.property('queued.amount', 1500);
    const weekly = await provider.setLimit({ type: 'deposit', period: 'weekly', amount: 4000 });
    expect(weekly.filter((l) => l.type === 'deposit').map((l) => [l.period, l.amount])).to.deep.equal([
      ['daily', 1000],
      ['weekly', 4000],
      ['monthly', 10000],
    ]);
    const removed = await provider.removeLimit({ type: 'deposit', period: 'weekly', id: 'depositPerWeek' });
    expect(removed.filter((l) => l.type === 'deposit').map((l) => [l.period, l.amount])).to.deep.equal([
      ['daily', 1000],
      ['monthly', 10000],
    ]);
    await expectError(() => provider.setLimit({ type: 'loss', period: 'monthly', amount: 100 }), 'responsible-gaming', 'limit-locked');
    const after = await provider.setLimit({ type: 'wager', period: 'weekly', amount: 300 });
    expect(after.find((l) => l.type === 'wager')).to.include({ period: 'weekly', amount: 300 });
    const monthly = await provider.setLimit({ type: 'wager', period: 'monthly', amount: 900 });
    expect(monthly.filter((l) => l.type === 'wager').map((l) => [l.period, l.amount])).to.deep.equal([['monthly', 900]]);
    expect((await provider.setLimit({ type: 'session', period: 'daily', amount: 120 })).find((l) => l.type === 'session')).to.include({
      amount: 120,
    });
    expect((await provider.removeLimit({ type: 'wager', period: 'monthly', id: 'wagering' })).some((l) => l.type === 'wager')).to.equal(
      false,
    );
    try {
      await provider.setLimit({ type: 'reality-check', period: 'none', amount: 30 });
      expect.fail('a reality-check limit was set');
    } catch (error) {
      expect(error).to.be.instanceOf(NotImplemented);
    }
  });

  it('favorites and jackpots go over HTTP with the session header', async () => {
    expect((await provider.getJackpots()).length).to.be.greaterThan(0);
    await provider.signIn('player@example.com', PASSWORD);
    expect((await provider.getFavorites()).map((f) => f.gameId)).to.deep.equal(['g-01', 'g-03']);
    await provider.addFavorite('g-02');
    await provider.removeFavorite('g-01');
    expect((await provider.getFavorites()).map((f) => f.gameId).sort()).to.deep.equal(['g-02', 'g-03']);
  });

  it('the lobby over HTTP: GET /v1/casino/games; a demo launch carries no session, a real-money one the session id as _sid', async () => {
    const games = await provider.getGames();
    expect(games.find((g) => g.gameId === 'g-01')).to.deep.equal({
      gameId: 'g-01',
      identifier: 'book-of-betr',
      title: 'Book of Betr',
      image: '/demo/assets/games/book-of-betr.svg',
      demo: true,
      childish: false,
    });
    const demoUrl = new URL(
      (await provider.launchGame({ identifier: 'book-of-betr', gameId: 'g-01', playMode: 'demo' })).url,
      location.href,
    );
    expect(demoUrl.pathname).to.equal('/demo/game.html');
    expect([...demoUrl.searchParams]).to.deep.equal([
      ['game', 'g-01'],
      ['mode', 'demo'],
    ]);
    const { sessionId } = await provider.signIn('player@example.com', PASSWORD);
    const realUrl = new URL(
      (await provider.launchGame({ identifier: 'book-of-betr', gameId: 'g-01', playMode: 'real' })).url,
      location.href,
    );
    expect([...realUrl.searchParams]).to.deep.equal([
      ['game', 'g-01'],
      ['mode', 'real'],
      ['_sid', sessionId],
    ]);
  });

  it("the session: info from getSessionInfo; the visitor's country from getCountries", async () => {
    expect(await provider.getVisitorCountry()).to.deep.equal({ country: 'MT', currency: 'EUR', phonePrefix: '+356' });
    await provider.signIn('player@example.com', PASSWORD);
    const info = await provider.getSessionInfo();
    expect(info.length).to.equal(0);
    expect(Date.parse(info.started)).to.be.closeTo(Date.now(), 60_000);
  });

  it('lacks names what throws NotImplemented (the front end leaves it out) and nothing the platform has a procedure for', async () => {
    await provider.signIn('player@example.com', PASSWORD);
    const lacks = [...provider.lacks!];
    // The operations the spec gives the platform no procedure for.
    expect(lacks).to.include.members([
      'startOAuth',
      'getDisplayPages',
      'createSsoToken',
      'validateEmail',
      'validatePhone',
      'requestActivationCode',
      'getTerms',
      'getWelcomeContent',
      'getMessages',
      'claimBonus',
      'cancelBonus',
      'block',
      'selfExclude',
      'getKycDocuments',
      'getPaymentStats',
      'getSubscriptions',
      'getLastPlayed',
      'setLastPlayed',
      'optInTournament',
      'getChatConfig',
      'product-session limits',
      'reality-check limits',
      // #getLimits tells no amount left (L1, L2, L3): the deposit screen has no limit notice.
      'remaining limit amounts',
    ]);
    const served = [
      'getProfile',
      'updateProfile',
      'changePassword',
      'getHistory',
      'getLimits',
      'setLimit',
      'removeLimit',
      'getBonuses',
      'triggerBonus',
      'getDepositConfig',
      'getGames',
      'launchGame',
      'getFavorites',
      'addFavorite',
      'removeFavorite',
      'deposit limits',
      'loss limits',
      'wager limits',
      'session limits',
    ];
    expect(lacks.filter((name) => served.includes(name))).to.deep.equal([]);
    // Not an operation: the limits it reads tell no amount left.
    expect((await provider.getLimits()).map((limit) => limit.remainingAmount)).to.satisfy(
      (left: unknown[]) => left.length > 0 && left.every((amount) => amount === null),
    );
    for (const name of lacks.filter((lacking) => lacking !== 'remaining limit amounts')) {
      const type = name.endsWith(' limits') ? name.slice(0, -' limits'.length) : null;
      const run = type
        ? () => provider.setLimit({ type: type as LimitType, period: 'daily', amount: 1 })
        : (provider[name as ProviderOperation] as () => Promise<unknown>);
      const error = await run().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, name).to.be.instanceOf(NotImplemented);
      expect((error as NotImplemented).operation, name).to.equal(name);
    }
  });
});

/**
 * The procedures the platform's public clients call (WAMP-PLATFORM.md's lineages), typed here
 * from that evidence, not from the adapter or the stand-in.
 */
const PLATFORM_PROCEDURES = [
  '/connection#getClientIdentity',
  '/connection#increaseRequestQuota',
  '/user#login',
  '/user#logout',
  '/user#getSessionInfo',
  '/user#getCmsSessionID',
  '/user#acceptTC',
  '/user#getTransactionHistory',
  '/user#getApplicableBonuses',
  '/user/account#register',
  '/user/account#activate',
  '/user/account#getProfile',
  '/user/account#updateProfile',
  '/user/account#getGamingAccounts',
  '/user/account#watchBalance',
  '/user/account#getCountries',
  '/user/account#getCurrencies',
  '/user/pwd#change',
  '/user/pwd#reset',
  '/user/pwd#isResetPwdKeyAvailable',
  '/user/pwd#sendResetPwdEmail',
  '/user/limit#getLimits',
  ...['set', 'remove'].flatMap((action) => ['Deposit', 'Loss', 'Wagering', 'Session'].map((kind) => `/user/limit#${action}${kind}Limit`)),
  '/user/bonus#getClaimableBonuses',
  '/user/bonus#getGrantedBonuses',
  '/user/bonus#apply',
];

type Answer = { argsDict?: unknown };

describe("the WAMP stand-in answers as the platform's public clients read it (a plain WAMP client, not the adapter)", () => {
  let client: Wampy;
  const connect = async (cid: string, options: Record<string, unknown> = {}) => {
    const made = new Wampy(`${url}&cid=${cid}`, { realm: 'betr', autoReconnect: false, ...options });
    // wampy checks URIs against WAMP's dotted form; the platform's are `/user#login`.
    Object.defineProperty(made, '_validateURI', { value: () => true });
    await made.connect();
    return made;
  };
  const callOn = (on: Wampy, procedure: string, kwargs: Record<string, unknown> = {}) =>
    on.call(procedure, { argsList: [], argsDict: kwargs }).then((answer: Answer) => (answer.argsDict ?? {}) as Record<string, unknown>);
  const call = (procedure: string, kwargs: Record<string, unknown> = {}) => callOn(client, procedure, kwargs);
  /** The platform's error for a call: its URI and kwargs. */
  const failure = (procedure: string, kwargs: Record<string, unknown> = {}) =>
    call(procedure, kwargs).then(
      () => expect.fail(`${procedure} answered`),
      (error: { errorUri?: string; argsDict?: Record<string, unknown> }) => ({ uri: error.errorUri, ...error.argsDict }),
    );
  const history = (kwargs: Record<string, unknown>) =>
    call('/user#getTransactionHistory', {
      type: 'Deposit',
      startTime: '2020-01-01T00:00:00.000Z',
      endTime: new Date().toISOString(),
      pageIndex: 1,
      pageSize: 1000,
      ...kwargs,
    }) as Promise<{ transactions: { transactionID: string; time: string }[]; totalPageCount: number }>;
  const signIn = () => call('/user#login', { usernameOrEmail: 'player@example.com', password: PASSWORD });

  beforeEach(async () => {
    await demo('reset');
    client = await connect(`reference-${crypto.randomUUID()}`);
  });
  afterEach(() => client.disconnect());

  it("answers every procedure its public clients call, and none of the spec's that no client calls (#getBalance, #get{Kind}Limit)", async () => {
    for (const procedure of PLATFORM_PROCEDURES) {
      const answer = await call(procedure).then(
        () => null,
        (error: { errorUri?: string }) => error.errorUri,
      );
      expect(answer, procedure).to.not.equal('wamp.error.no_such_procedure');
    }
    for (const unknown of ['/user/account#getBalance', '/user/limit#getDepositLimit', '/user#getSessionInf']) {
      expect((await failure(unknown)).uri, unknown).to.equal('wamp.error.no_such_procedure');
    }
  });

  it('the platform issues the client identity: a connection without one gets one from #getClientIdentity, and a connection that names it keeps the login', async () => {
    const anonymous = await connect('');
    try {
      const { cid } = await callOn(anonymous, '/connection#getClientIdentity');
      expect(cid)
        .to.be.a('string')
        .and.match(/^[0-9a-f]{32}$/);
      await callOn(anonymous, '/user#login', { usernameOrEmail: 'player@example.com', password: PASSWORD });
      const again = await connect(String(cid));
      try {
        expect(await callOn(again, '/connection#getClientIdentity')).to.deep.equal({ cid });
        expect(await callOn(again, '/user#getSessionInfo')).to.include({ isAuthenticated: true, firstname: 'Maria' });
      } finally {
        await again.disconnect();
      }
    } finally {
      await anonymous.disconnect();
    }
  });

  it('/account/balanceChanged reaches only a connection that called #watchBalance, with an integer account id', async () => {
    const heard: unknown[] = [];
    await client.subscribe('/account/balanceChanged', (event: { argsDict?: unknown }) => void heard.push(event.argsDict));
    await signIn();
    await demo('deposit', { email: 'player@example.com', amount: 5 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).to.deep.equal([]);
    await call('/user/account#watchBalance');
    await demo('deposit', { email: 'player@example.com', amount: 5 });
    await waitUntil(() => heard.length === 1, 'no balance event after #watchBalance');
    const { accounts } = (await call('/user/account#getGamingAccounts', { expectBalance: true, expectBonus: true })) as {
      accounts: { id: number; isBonusAccount: boolean }[];
    };
    expect(heard[0]).to.deep.include({ id: accounts.find((a) => !a.isBonusAccount)!.id, amount: 260, bonusAmount: 20 });
    expect(Number.isInteger((heard[0] as { id: unknown }).id)).to.equal(true);
  });

  it('#getCurrencies answers a bare array in the kwargs', async () => {
    const currencies = await call('/user/account#getCurrencies');
    expect(Array.isArray(currencies)).to.equal(true);
    expect(currencies).to.deep.include({ code: 'EUR', name: 'EUR' });
  });

  it('culture (#getSessionInfo): optional, and the platform describes its errors in the culture it was told', async () => {
    expect(await call('/user#getSessionInfo')).to.deep.equal({ isAuthenticated: false, ipCountry: 'MT' });
    expect(await failure('/user#login', { usernameOrEmail: 'player@example.com', password: 'Wrong-Passw0rd' })).to.include({
      desc: 'Incorrect credentials',
    });
    expect(await call('/user#getSessionInfo', { culture: 'sv-SE' })).to.include({ isAuthenticated: false });
    expect(await failure('/user#login', { usernameOrEmail: 'player@example.com', password: 'Wrong-Passw0rd' })).to.deep.equal({
      uri: 'error.IncorrectCredentials',
      desc: 'Felaktiga inloggningsuppgifter',
    });
  });

  it('startTime and endTime (#getTransactionHistory): only the transactions between them', async () => {
    await signIn();
    const all = (await history({})).transactions;
    expect(all.length).to.be.greaterThan(2);
    const [, middle] = all;
    const between = await history({ startTime: middle!.time, endTime: middle!.time });
    expect(between.transactions.map((t) => t.transactionID)).to.deep.equal([middle!.transactionID]);
    expect((await history({ endTime: '2019-12-31T23:59:59.999Z' })).transactions).to.deep.equal([]);
    expect(
      await failure('/user#getTransactionHistory', {
        type: 'Deposit',
        startTime: 'yesterday',
        endTime: new Date().toISOString(),
        pageIndex: 1,
        pageSize: 10,
      }),
    ).to.include({ uri: 'error.InvalidField', field: 'startTime' });
    expect(
      await failure('/user#getTransactionHistory', { type: 'Deposit', startTime: '2020-01-01T00:00:00.000Z', pageIndex: 1, pageSize: 10 }),
    ).to.include({ uri: 'error.InvalidField', field: 'endTime' });
  });

  it('#getTransactionHistory types: Deposit, Withdraw, Transfer, BuddyTransfer (L1 doc), any case; no Gambling', async () => {
    await signIn();
    expect((await history({ type: 'deposit' })).transactions.length).to.be.greaterThan(0);
    expect((await history({ type: 'Transfer' })).transactions).to.deep.equal([]);
    expect((await history({ type: 'BuddyTransfer' })).transactions).to.deep.equal([]);
    expect(
      await failure('/user#getTransactionHistory', {
        type: 'Gambling',
        startTime: '2020-01-01T00:00:00.000Z',
        endTime: new Date().toISOString(),
        pageIndex: 1,
        pageSize: 10,
      }),
    ).to.include({ uri: 'error.InvalidField', field: 'type' });
  });

  it('#login on a client identity logged in already: "You are already logged in."; after #logout the login goes through', async () => {
    await signIn();
    expect(await failure('/user#login', { usernameOrEmail: 'sga@example.com', password: PASSWORD })).to.include({
      desc: 'You are already logged in.',
    });
    await call('/user#logout');
    expect(await call('/user#login', { usernameOrEmail: 'sga@example.com', password: PASSWORD })).to.include({ isEmailVerified: true });
  });

  it('#getLimits keeps a deposit limit per period (depositPerDay, depositPerWeek, depositPerMonth, as L7 reads them)', async () => {
    await signIn();
    await call('/user/limit#setDepositLimit', { period: 'weekly', amount: 700, currency: 'EUR' });
    const limits = (await call('/user/limit#getLimits')) as Record<string, { current: unknown } | null>;
    expect(limits.depositPerDay?.current).to.deep.include({ period: 'daily', amount: 1000, currency: 'EUR' });
    expect(limits.depositPerWeek?.current).to.deep.include({ period: 'weekly', amount: 700, currency: 'EUR' });
    expect(limits.depositPerMonth?.current).to.deep.include({ period: 'monthly', amount: 10000, currency: 'EUR' });
    expect(limits.deposit, 'a deposit limit kept as the one of its kind too').to.equal(undefined);
  });

  it('pageIndex from 1 ("1 means first page") and pageSize (#getTransactionHistory); a deposit moves from its method (debit) to the wallet (credit)', async () => {
    await signIn();
    const all = (await history({})).transactions.map((t) => t.transactionID);
    const first = await history({ pageSize: 2 });
    expect(first.transactions.map((t) => t.transactionID)).to.deep.equal(all.slice(0, 2));
    expect(first.totalPageCount).to.equal(Math.ceil(all.length / 2));
    expect((await history({ pageSize: 2, pageIndex: 2 })).transactions.map((t) => t.transactionID)).to.deep.equal(all.slice(2, 4));
    expect(first.transactions[0]).to.have.nested.property('credit.name', 'CasinoWallet');
    for (const [pageIndex, pageSize, field] of [
      [0, 10, 'pageIndex'],
      [1, 0, 'pageSize'],
    ] as const) {
      expect(
        await failure('/user#getTransactionHistory', {
          type: 'Deposit',
          startTime: '2020-01-01T00:00:00.000Z',
          endTime: new Date().toISOString(),
          pageIndex,
          pageSize,
        }),
      ).to.include({ uri: 'error.InvalidField', field });
    }
  });

  it('#sendResetPwdEmail: changePwdURL required; the mailed link is changePwdURL with the key appended as it is', async () => {
    const request = {
      email: 'player@example.com',
      changePwdURL: 'https://casino.example/account/new-password?brand=betr&reset-pw-key=',
      captchaPublicKey: '',
      captchaResponse: 'solved',
    };
    const { changePwdURL: _page, ...withoutPage } = request;
    expect(await failure('/user/pwd#sendResetPwdEmail', withoutPage)).to.include({ uri: 'error.InvalidField', field: 'changePwdURL' });
    expect(await (await demo('outbox')).json()).to.deep.equal([]);
    await call('/user/pwd#sendResetPwdEmail', request);
    const [mail] = (await (await demo('outbox')).json()) as { code: string; link: string }[];
    expect(mail!.link).to.equal(`https://casino.example/account/new-password?brand=betr&reset-pw-key=${mail!.code}`);
    expect(await call('/user/pwd#isResetPwdKeyAvailable', { key: mail!.code })).to.deep.equal({ isAvailable: true });
  });

  it('#register: the activation mail links to emailVerificationURL with the key appended; #activate knows the player by the key alone', async () => {
    const emailVerificationURL = 'https://casino.example/welcome?activation-key=';
    await call('/user/account#register', {
      username: 'reg@example.com',
      email: 'reg@example.com',
      password: PASSWORD,
      birthDate: '1990-01-01',
      gender: 'F',
      country: 'MT',
      currency: 'EUR',
      mobilePrefix: '+356',
      mobile: '79123456',
      emailVerificationURL,
      userConsents: { termsandconditions: true, sms: false },
    });
    const mail = ((await (await demo('outbox')).json()) as { kind: string; code: string; link: string }[]).find(
      (m) => m.kind === 'activation',
    )!;
    expect(mail.link).to.equal(`${emailVerificationURL}${mail.code}`);
    await call('/user/account#activate', { verificationCode: mail.code });
    expect(await call('/user#login', { usernameOrEmail: 'reg@example.com', password: PASSWORD })).to.include({ isEmailVerified: true });
  });

  it('the quota: past it a call fails wamp.quota_exhausted {type: GoogleRecaptchaV2}; #increaseRequestQuota with the captcha response lifts it', async () => {
    await demo('quota', { calls: 0 });
    expect(await failure('/user/account#getCountries')).to.include({ uri: 'wamp.quota_exhausted', type: 'GoogleRecaptchaV2' });
    expect(await call('/connection#increaseRequestQuota', { challengeResponse: '' })).to.deep.equal({ success: false });
    expect(await call('/connection#increaseRequestQuota', { challengeResponse: 'solved' })).to.deep.equal({ success: true });
    expect(await call('/user/account#getCountries')).to.have.property('currentIPCountry', 'MT');
  });

  it('the connection challenge: switched on, HELLO is answered CHALLENGE GoogleRecaptchaV2 {key}; a captcha response is welcomed, a client that cannot answer is not', async () => {
    await demo('challenge', { on: true });
    const asked: unknown[] = [];
    const answering = await connect('', {
      authid: 'player',
      authmethods: ['GoogleRecaptchaV2'],
      authMode: 'manual',
      onChallenge: (method: string, extra: unknown) => (asked.push([method, extra]), 'solved'),
    });
    expect(asked).to.deep.equal([['GoogleRecaptchaV2', { key: '6LeIxAcTAAAAAJcZVRqyHh71UvIEGm0c7yDgEiD7' }]]);
    expect(await callOn(answering, '/user#getSessionInfo')).to.include({ isAuthenticated: false });
    await answering.disconnect();
    // wampy ABORTs a CHALLENGE it has no answer for; the platform closes that socket unwelcomed.
    const closed = await new Promise<boolean>((resolve) => {
      const unanswering = new Wampy(`${url}&cid=`, { realm: 'betr', autoReconnect: false, onClose: () => resolve(true) });
      unanswering.connect().then(
        () => resolve(false),
        () => undefined,
      );
    });
    expect(closed, 'a client without an answer was welcomed').to.equal(true);
  });
});
