/**
 * The WAMP adapter's own protocol cases (the shared ones are in wamp.contract.test.ts), over
 * a real socket to the provider server's WAMP peer: pushed session state and balance,
 * reconnection, the platform's errors and rules, and its HTTP calls.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { NotImplemented, type LimitType, type ProviderEvent, type ProviderOperation } from '../../src/adapters/provider';
import { expectError } from '../../src/adapters/stub/testing';
import { createWampProvider, type WampProvider } from '../../src/adapters/wamp/index';
import { MAX_RETRIES } from '../../src/adapters/wamp/connection';
import { wampTestServer } from './wamp-server';

const { url, demo, status } = wampTestServer('wamp-protocol');
const isOffline = (event: ProviderEvent) => event.type === 'error' && event.error.key === 'offline';

const PASSWORD = 'Password1!';

describe('wamp adapter: the first platform over WAMP', () => {
  let provider: WampProvider;
  let events: ProviderEvent[];

  const open = () => {
    const created = createWampProvider({ url, realm: 'betr', clientId: `protocol-${crypto.randomUUID()}`, retryDelayMs: 150 });
    created.subscribe((event) => events.push(event));
    return created;
  };
  const eventually = (what: string, test: () => boolean | Promise<boolean>) => waitUntil(test, what, { timeout: 5000 });

  beforeEach(async () => {
    await demo('reset');
    await demo('fault', {});
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
    expect(events.find((e) => e.type === 'wallet')).to.deep.equal({ type: 'wallet', wallet: { realBalance: 280, bonusBalance: 20, totalBalance: 300, currency: 'EUR' } });
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
    await eventually('no wallet event after reconnecting', () => events.some((e) => e.type === 'wallet'));
    expect(events.filter((e) => e.type === 'session')).to.deep.equal([]);
  });

  it(`after ${MAX_RETRIES} failed retries an offline error is pushed and calls fail with general.offline; later ones connect again`, async () => {
    await provider.signIn('player@example.com', PASSWORD);
    await demo('drop', { refuse: MAX_RETRIES + 1 });
    await eventually('no offline error', () => events.some(isOffline));
    expect((await status()).refuse, 'refusals left after the retries').to.equal(1);
    await expectError(() => provider.getWallet(), 'general', 'offline');
    expect((await status()).refuse).to.equal(0);
    expect((await provider.getWallet()).totalBalance).to.equal(270);
    expect(events.filter(isOffline)).to.have.length(1);
  });

  it('platform errors carry the platform\'s description, shown as is', async () => {
    let error: unknown;
    await provider.signIn('player@example.com', 'Wrong-Passw0rd').catch((e: unknown) => (error = e));
    expect(error).to.include({ area: 'sign-in', key: 'incorrect-credentials', description: 'Incorrect credentials' });
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
    expect(link).to.equal(`/?reset-pw-key=${key}`);
    expect(await provider.isResetKeyValid(key)).to.equal(true);
    await provider.resetPassword({ key, password: 'Fresh-Passw0rd' });
    expect(await provider.isResetKeyValid(key)).to.equal(false);
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

  it('bonuses follow the first platform: none past its end time, deposit bonuses active', async () => {
    await provider.signIn('player@example.com', PASSWORD);
    const bonuses = await provider.getBonuses();
    expect(bonuses.length).to.be.greaterThan(0);
    expect(bonuses.every((b) => Date.parse(b.endTime) > Date.now())).to.equal(true);
    expect(bonuses.filter((b) => b.deposit).map((b) => b.status)).to.satisfy((s: string[]) => s.length > 0 && s.every((x) => x === 'active'));
    expect((await provider.getBonusOffers()).every((b) => b.deposit && b.status === 'active')).to.equal(true);
  });

  it('limits: deposit, loss, wagering and session; a raise is queued; a locked one cannot be changed', async () => {
    await provider.signIn('player@example.com', PASSWORD);
    const limits = await provider.getLimits();
    expect(new Set(limits.map((l) => l.type))).to.deep.equal(new Set(['deposit', 'loss', 'session']));
    expect(limits.find((l) => l.id === 'l-1002')?.queued?.amount).to.equal(7000);
    expect(limits.find((l) => l.id === 'l-1005')).to.include({ type: 'session', period: 'daily', amount: 360 });
    await expectError(() => provider.setLimit({ type: 'loss', period: 'monthly', amount: 100 }), 'responsible-gaming', 'limit-locked');
    const after = await provider.setLimit({ type: 'wager', period: 'weekly', amount: 300 });
    expect(after.find((l) => l.type === 'wager')).to.include({ period: 'weekly', amount: 300 });
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

  it('the session: info from getSessionInfo; the visitor\'s country from getCountries', async () => {
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
      'startOAuth', 'getDisplayPages', 'createSsoToken', 'validateEmail', 'validatePhone', 'requestActivationCode', 'getTerms',
      'getWelcomeContent', 'getMessages', 'claimBonus', 'cancelBonus', 'block', 'selfExclude', 'getKycDocuments',
      'getPaymentStats', 'getSubscriptions', 'getGames', 'launchGame', 'getLastPlayed', 'optInTournament', 'getChatConfig',
      'product-session limits', 'reality-check limits',
    ]);
    const served = ['getProfile', 'updateProfile', 'changePassword', 'getHistory', 'getLimits', 'setLimit', 'removeLimit', 'getBonuses', 'triggerBonus', 'getDepositConfig', 'getDepositLimitStatus', 'deposit limits', 'loss limits', 'wager limits', 'session limits'];
    expect(lacks.filter((name) => served.includes(name))).to.deep.equal([]);
    for (const name of lacks) {
      const type = name.endsWith(' limits') ? name.slice(0, -' limits'.length) : null;
      const run = type ? () => provider.setLimit({ type: type as LimitType, period: 'daily', amount: 1 }) : (provider[name as ProviderOperation] as () => Promise<unknown>);
      const error = await run().then(() => null, (e: unknown) => e);
      expect(error, name).to.be.instanceOf(NotImplemented);
      expect((error as NotImplemented).operation, name).to.equal(name);
    }
  });
});
