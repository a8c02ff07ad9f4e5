/**
 * The provider server's WAMP stand-in, read by a plain WAMP client (not the adapter) as the
 * platform's public clients read the platform: its procedures, the client identity, the balance
 * event, the transaction history, the mailed links, the quota and the connection challenge.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait';
import { Wampy } from 'wampy';
import { PASSWORD, wampTestServer } from './wamp-server';

const { url, demo } = wampTestServer('wamp-stand-in');

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
