/**
 * The WAMP adapter's own protocol cases of its operations (the shared ones are in
 * wamp.contract.test.ts), over a real socket to the provider server's WAMP peer: sign-up and
 * its limits, history, the platform's errors and rules (resets, bonuses, limits), its HTTP calls,
 * and what it lacks.
 */
import { expect } from '@open-wc/testing';
import { NotImplemented, type ProviderEvent } from '../../src/adapters/provider';
import type { ProviderOperation } from '../../src/domain/operations';
import type { LimitType } from '../../src/domain/model';
import { expectError, signUpValues } from '../../src/adapters/stub/testing';
import type { WampProvider } from '../../src/adapters/wamp/index';
import { wampAdapter } from './wamp-adapter';
import { PASSWORD } from './wamp-server';

describe('wamp adapter: the first platform over WAMP: the operations', () => {
  let provider: WampProvider;
  let events: ProviderEvent[];
  const { demo, open, reset, close } = wampAdapter('wamp-operations', (event) => events.push(event));

  beforeEach(async () => {
    await reset();
    events = [];
    provider = open();
  });
  afterEach(() => close(provider));

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
