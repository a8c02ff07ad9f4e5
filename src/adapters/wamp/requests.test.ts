import { expect } from '@open-wc/testing';
import { NotImplemented } from '../provider';
import { signUpValues } from '../stub/testing';
import { createWampProvider, type WampProvider } from './index';
import { CALL, ERROR, GOODBYE, HELLO, MemorySocket, RESULT, SUBSCRIBE, SUBSCRIBED, WELCOME } from './socket.testing';

type Kwargs = Record<string, unknown>;
/** A procedure's answer: its RESULT kwargs, or the platform's CALL error. */
type Answer = Kwargs | unknown[] | { error: string; desc: string };

/**
 * The platform in memory, behind a WebSocket class of its own: it answers each procedure from
 * `answers` (a function of the call's kwargs, or the same answer every time) and keeps every
 * CALL it receives, procedure and kwargs exactly as sent, so a test reads the request bodies.
 */
function memoryPlatform(answers: Record<string, Answer | ((kwargs: Kwargs) => Answer)>) {
  const calls: [procedure: string, kwargs: Kwargs][] = [];

  class PlatformSocket extends MemorySocket {
    constructor() {
      super();
      setTimeout(() => this.opened());
    }

    protected receive(message: unknown[]): void {
      const [type, requestId] = message as [number, number];
      if (type === HELLO) return this.reply([WELCOME, 1, { roles: { dealer: { features: {} }, broker: { features: {} } } }]);
      if (type === SUBSCRIBE) return this.reply([SUBSCRIBED, requestId, requestId]);
      if (type === GOODBYE) return this.close();
      if (type !== CALL) return;
      const procedure = message[3] as string;
      const kwargs = (message[5] ?? {}) as Kwargs;
      calls.push([procedure, kwargs]);
      const answer = answers[procedure];
      const result = typeof answer === 'function' ? answer(kwargs) : (answer ?? {});
      if (!Array.isArray(result) && typeof result.error === 'string')
        return this.reply([ERROR, CALL, requestId, {}, result.error, [], { desc: result.desc }]);
      this.reply([RESULT, requestId, {}, [], result]);
    }
  }

  return { calls, webSocket: PlatformSocket as unknown as typeof WebSocket };
}

/** What a signed-in player's platform answers, as its public clients read it (see ./platform.ts). */
const SIGNED_IN: Record<string, Answer> = {
  '/connection#getClientIdentity': { cid: 'issued-cid' },
  '/user#login': { hasToAcceptTC: false, isEmailVerified: true },
  '/user#getCmsSessionID': { cmsSessionID: 'cms-1' },
  '/user#getSessionInfo': { isAuthenticated: true, currency: 'EUR', loginTime: '2026-11-27T09:00:00' },
  '/user/limit#getLimits': {},
  '/user#getTransactionHistory': { transactions: [], currentPageIndex: 1, totalRecordCount: 0, totalPageCount: 0 },
};

const NOW = Date.parse('2026-11-27T10:00:00.000Z');

describe("the WAMP adapter's requests, exactly as the platform's public clients send them", () => {
  let provider: WampProvider;
  const open = (
    answers: Record<string, Answer | ((kwargs: Kwargs) => Answer)>,
    options: { culture?: string; captchaPublicKey?: string } = {},
  ) => {
    const platform = memoryPlatform(answers);
    provider = createWampProvider({
      url: 'ws://platform.test/wamp',
      realm: 'betr',
      clientId: 'test-cid',
      webSocket: platform.webSocket,
      now: () => NOW,
      ...options,
    });
    return platform;
  };
  const sent = (calls: [string, Kwargs][], procedure: string) => calls.filter(([p]) => p === procedure).map(([, kwargs]) => kwargs);
  afterEach(() => provider.close());

  it("deposit limits chosen at sign-up per day, week and month: one #setDepositLimit {period, amount, currency} each, in the player's currency, none lost", async () => {
    const { calls } = open(SIGNED_IN);
    await provider.signUp(signUpValues({ depositLimitDay: 100, depositLimitWeek: 500, depositLimitMonth: 1500 }));
    expect(sent(calls, '/user/limit#setDepositLimit')).to.deep.equal([
      { period: 'daily', amount: 100, currency: 'EUR' },
      { period: 'weekly', amount: 500, currency: 'EUR' },
      { period: 'monthly', amount: 1500, currency: 'EUR' },
    ]);
    // The registration itself takes no limits (no public client sends any).
    const [register] = sent(calls, '/user/account#register');
    expect(Object.keys(register!).filter((key) => /limit/i.test(key))).to.deep.equal([]);
  });

  it('a deposit limit chosen for the day alone is the only one set', async () => {
    const { calls } = open(SIGNED_IN);
    await provider.signUp(signUpValues({ depositLimitDay: 100 }));
    expect(sent(calls, '/user/limit#setDepositLimit')).to.deep.equal([{ period: 'daily', amount: 100, currency: 'EUR' }]);
  });

  it('"You are already logged in." at #login: #logout with no kwargs, then #login again with what the player typed; the player is signed in', async () => {
    let logins = 0;
    const { calls } = open({
      ...SIGNED_IN,
      '/user#login': () => (logins++ === 0 ? { error: 'error.Unknown', desc: 'You are already logged in.' } : SIGNED_IN['/user#login']!),
    });
    const result = await provider.signIn('player@example.com', 'Password1!');
    expect(result).to.include({ sessionId: 'cms-1' });
    expect(calls.map(([procedure]) => procedure).filter((p) => p === '/user#login' || p === '/user#logout')).to.deep.equal([
      '/user#login',
      '/user#logout',
      '/user#login',
    ]);
    expect(sent(calls, '/user#logout')).to.deep.equal([{}]);
    expect(sent(calls, '/user#login')).to.deep.equal([
      { usernameOrEmail: 'player@example.com', password: 'Password1!' },
      { usernameOrEmail: 'player@example.com', password: 'Password1!' },
    ]);
  });

  it("any other login error is the player's: no logout, the platform's description shown", async () => {
    const { calls } = open({ ...SIGNED_IN, '/user#login': { error: 'error.IncorrectCredentials', desc: 'Incorrect credentials' } });
    const error = await provider.signIn('player@example.com', 'wrong').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).to.include({ area: 'sign-in', key: 'incorrect-credentials', description: 'Incorrect credentials' });
    expect(sent(calls, '/user#logout')).to.deep.equal([]);
  });

  it("history asks #getTransactionHistory from 2020-01-01 to now, for the platform's types, the first page as 1; gambling is not asked for (the platform has no such type)", async () => {
    const { calls } = open(SIGNED_IN);
    await provider.signIn('player@example.com', 'Password1!');
    await provider.getHistory({ page: 0, type: 'Deposit' });
    await provider.getHistory({ page: 1, type: 'Withdraw' });
    const gambling = await provider.getHistory({ page: 0, type: 'Gambling' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(gambling).to.be.instanceOf(NotImplemented).and.have.property('operation', 'getHistory Gambling');
    expect(sent(calls, '/user#getTransactionHistory')).to.deep.equal([
      { type: 'Deposit', startTime: '2020-01-01T00:00:00.000Z', endTime: '2026-11-27T10:00:00.000Z', pageIndex: 1, pageSize: 10 },
      { type: 'Withdraw', startTime: '2020-01-01T00:00:00.000Z', endTime: '2026-11-27T10:00:00.000Z', pageIndex: 2, pageSize: 10 },
    ]);
  });

  it('#getLimits with one deposit limit per period (depositPerDay, depositPerWeek, depositPerMonth) reads all three; a plain deposit key adds only a period none of them holds', async () => {
    const limit = (period: string, amount: number) => ({
      updatable: true,
      current: { period, amount, currency: 'EUR', expiryDate: null },
      queued: null,
    });
    open({
      ...SIGNED_IN,
      '/user/limit#getLimits': {
        depositPerDay: limit('daily', 100),
        depositPerWeek: limit('weekly', 500),
        depositPerMonth: { updatable: true, current: null, queued: null },
        deposit: limit('weekly', 700),
        loss: null,
        wagering: limit('monthly', 900),
        session: { updatable: true, current: { minutes: 60 }, queued: null },
      },
    });
    await provider.signIn('player@example.com', 'Password1!');
    expect((await provider.getLimits()).map((l) => [l.id, l.type, l.period, l.amount])).to.deep.equal([
      ['depositPerDay', 'deposit', 'daily', 100],
      ['depositPerWeek', 'deposit', 'weekly', 500],
      ['wagering', 'wager', 'monthly', 900],
      ['session', 'session', 'daily', 60],
    ]);
  });
  it('accepting the terms calls /user#acceptTC (no kwargs: the platform knows its current version)', async () => {
    const { calls } = open({ ...SIGNED_IN, '/user#acceptTC': {} });
    await provider.signIn('player@example.com', 'Password1!');
    await provider.acceptTerms('2.0');
    expect(sent(calls, '/user#acceptTC')).to.deep.equal([{}]);
  });

  it('removing a limit calls /user/limit#remove{Kind}Limit: a deposit limit with its period, the others by kind alone', async () => {
    const { calls } = open({
      ...SIGNED_IN,
      '/user/limit#removeDepositLimit': {},
      '/user/limit#removeLossLimit': {},
      '/user/limit#removeWageringLimit': {},
      '/user/limit#removeSessionLimit': {},
    });
    await provider.signIn('player@example.com', 'Password1!');
    await provider.removeLimit({ type: 'deposit', period: 'weekly', id: 'depositPerWeek' });
    await provider.removeLimit({ type: 'loss', period: 'monthly', id: 'loss' });
    await provider.removeLimit({ type: 'wager', period: 'daily', id: 'wagering' });
    await provider.removeLimit({ type: 'session', period: 'daily', id: 'session' });
    expect(calls.filter(([procedure]) => procedure.startsWith('/user/limit#remove'))).to.deep.equal([
      ['/user/limit#removeDepositLimit', { period: 'weekly' }],
      ['/user/limit#removeLossLimit', {}],
      ['/user/limit#removeWageringLimit', {}],
      ['/user/limit#removeSessionLimit', {}],
    ]);
  });

  it('jackpots are asked over HTTP as GET /v1/casino/jackpots with expand=game and a page size of 1000', async () => {
    open(SIGNED_IN);
    const asked: [string, string][] = [];
    const fetch = window.fetch;
    window.fetch = async (input, init) => {
      asked.push([init?.method ?? 'GET', String(input)]);
      return new Response(JSON.stringify({ items: [{ id: 7, amount: 1250.5, currency: 'EUR' }] }), { status: 200 });
    };
    try {
      expect(await provider.getJackpots()).to.deep.equal([{ id: '7', amount: 1250.5, currency: 'EUR' }]);
    } finally {
      window.fetch = fetch;
    }
    expect(asked.length).to.equal(1);
    const [method, address] = asked[0]!;
    const url = new URL(address);
    expect([method, url.origin, url.pathname]).to.deep.equal(['GET', 'http://platform.test', '/v1/casino/jackpots']);
    expect([...url.searchParams]).to.deep.equal([
      ['expand', 'game'],
      ['pagination', 'limit=1000'],
    ]);
  });
  it('the jackpots request carries the session header: X-SessionId is the CMS session id of #getCmsSessionID', async () => {
    open(SIGNED_IN);
    await provider.signIn('player@example.com', 'Password1!');
    const asked: [string, string | null][] = [];
    const fetch = window.fetch;
    window.fetch = async (input, init) => {
      asked.push([String(input), new Headers(init?.headers).get('X-SessionId')]);
      return new Response(JSON.stringify({ items: [] }), { status: 200 });
    };
    try {
      await provider.getJackpots();
    } finally {
      window.fetch = fetch;
    }
    expect(asked).to.deep.equal([['http://platform.test/v1/casino/jackpots?expand=game&pagination=limit%3D1000', 'cms-1']]);
  });

  it("#getSessionInfo sends the page's culture, {culture} and nothing else", async () => {
    const platform = open(SIGNED_IN, { culture: 'sv-SE' });
    await provider.signIn('player@example.com', 'Password1!');
    await provider.getSessionInfo();
    const asked = sent(platform.calls, '/user#getSessionInfo');
    expect(asked.length).to.be.greaterThan(0);
    expect(asked.every((kwargs) => JSON.stringify(kwargs) === JSON.stringify({ culture: 'sv-SE' }))).to.equal(true);
  });

  it('forgot password: /user/pwd#sendResetPwdEmail {email, changePwdURL, captchaPublicKey, captchaResponse}, the site key as configured', async () => {
    const platform = open({ ...SIGNED_IN, '/user/pwd#sendResetPwdEmail': {} }, { captchaPublicKey: 'site-key-1' });
    await provider.forgotPassword('player@example.com', 'captcha-answer');
    expect(sent(platform.calls, '/user/pwd#sendResetPwdEmail')).to.deep.equal([
      {
        email: 'player@example.com',
        changePwdURL: `${location.origin}${location.pathname}?reset-pw-key=`,
        captchaPublicKey: 'site-key-1',
        captchaResponse: 'captcha-answer',
      },
    ]);
  });

  it('a bonus code: /user/bonus#apply {bonusCode}, the code as the player typed it', async () => {
    const { calls } = open({ ...SIGNED_IN, '/user/bonus#apply': {} });
    await provider.signIn('player@example.com', 'Password1!');
    await provider.triggerBonus('SPRING-50');
    expect(sent(calls, '/user/bonus#apply')).to.deep.equal([{ bonusCode: 'SPRING-50' }]);
  });

  it("#getProfile's per-field updatable flags disable the matching profile fields; a profile not updatable disables the editable ones too", async () => {
    const fields = { userID: 7, email: 'player@example.com', firstname: 'Maria', surname: 'Borg', country: 'MT', currency: 'EUR' };
    let answer: Kwargs = {
      fields,
      isFirstnameUpdatable: false,
      isCountryUpdatable: false,
      isEmailUpdatable: true,
      isProfileUpdatable: true,
    };
    open({ ...SIGNED_IN, '/user/account#getProfile': () => answer });
    await provider.signIn('player@example.com', 'Password1!');
    expect((await provider.getProfile()).disabled).to.deep.equal({
      email: false,
      firstName: true,
      lastName: false,
      dateOfBirth: false,
      country: true,
      currency: false,
    });
    answer = { fields, isProfileUpdatable: false };
    expect((await provider.getProfile()).disabled).to.deep.equal({
      email: true,
      firstName: true,
      lastName: true,
      dateOfBirth: true,
      country: true,
      currency: true,
      address: true,
      city: true,
      zip: true,
      phone: true,
      password: true,
    });
  });
});
