import { expect } from '@open-wc/testing';
import { NotImplemented, type ProviderEvent } from '../provider';
import { createMemoryStorage } from './memory-storage';
import { HOUR } from './time';
import { expectError, signUpValues, freshStubProvider } from './testing';
import { createProvider, createStubProvider } from './index';

describe('stub adapter', () => {
  it('createProvider gives the stub for any configuration', () => {
    expect(createProvider({ adapter: 'stub' }).name).to.equal('stub');
  });

  it('holds the session after sign-in and answers with copies, never its live objects', async () => {
    const provider = freshStubProvider();
    await provider.signIn('player@example.com', 'Password1!');
    const profile = await provider.getProfile();
    profile.firstName = 'Changed';
    expect((await provider.getProfile()).firstName).to.equal('Maria');
  });

  it('without a session, player operations fail and nothing is pushed', async () => {
    const provider = freshStubProvider();
    const events: ProviderEvent[] = [];
    provider.subscribe((event) => events.push(event));
    await expectError(() => provider.getWallet(), 'general', 'unknown-error');
    expect(events).to.deep.equal([]);
  });

  it('restoreSession accepts a live session id from another page and refuses an ended one', async () => {
    const storage = createMemoryStorage();
    const first = createStubProvider({ storage });
    const { sessionId } = await first.signIn('player@example.com', 'Password1!');
    const second = createStubProvider({ storage });
    expect(await second.restoreSession(sessionId)).to.equal(true);
    expect((await second.getWallet()).currency).to.equal('EUR');
    await first.signOut();
    expect(await second.restoreSession(sessionId)).to.equal(false);
    await expectError(() => second.getWallet(), 'general', 'unknown-error');
  });

  it("fail() makes the next calls throw the given key, in the operation's area, until cleared", async () => {
    const provider = freshStubProvider();
    provider.controls.fail('signIn', 'rate-limit');
    await expectError(() => provider.signIn('player@example.com', 'Password1!'), 'sign-in', 'rate-limit');
    await expectError(() => provider.signIn('player@example.com', 'Password1!'), 'sign-in', 'rate-limit');
    provider.controls.fail('getCountries', 'offline', 'general');
    await expectError(() => provider.getCountries(), 'general', 'offline');
    provider.controls.fail('signIn', null);
    expect((await provider.signIn('player@example.com', 'Password1!')).sessionId).to.be.a('string');
  });

  it('lack() plays a platform without some operations and limit types: lacks names them, each throws NotImplemented', async () => {
    const provider = freshStubProvider();
    expect([...provider.lacks!]).to.deep.equal([]);
    provider.controls.lack(['getMessages', 'block limits', 'weekly session limits']);
    expect([...provider.lacks!]).to.deep.equal(['getMessages', 'block limits', 'weekly session limits']);
    await provider.signIn('player@example.com', 'Password1!');
    const lacking = async (call: () => Promise<unknown>, operation: string) => {
      const error = await call().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(NotImplemented);
      expect((error as NotImplemented).operation).to.equal(operation);
    };
    await lacking(() => provider.getMessages(), 'getMessages');
    await lacking(() => provider.setLimit({ type: 'block', period: 'none', amount: 7 }), 'block limits');
    await lacking(() => provider.setLimit({ type: 'session', period: 'weekly', amount: 2880 }), 'weekly session limits');
    expect(await provider.setLimit({ type: 'session', period: 'daily', amount: 120 })).to.be.an('array');
    expect(await provider.setLimit({ type: 'deposit', period: 'daily', amount: 500 })).to.be.an('array');
    provider.controls.lack([]);
    expect(await provider.getMessages()).to.be.an('array');
  });

  it('latency() delays every call', async () => {
    const provider = freshStubProvider();
    provider.controls.latency(40);
    const started = performance.now();
    await provider.getCountries();
    expect(performance.now() - started).to.be.at.least(35);
  });

  it('pushes the wallet when the balance changes', async () => {
    const provider = freshStubProvider();
    const events: ProviderEvent[] = [];
    provider.subscribe((event) => events.push(event));
    await provider.signIn('sga@example.com', 'Password1!');
    await provider.triggerBonus('FREESPINS20');
    expect(events).to.deep.equal([
      { type: 'wallet', wallet: { realBalance: 1500, bonusBalance: 10, totalBalance: 1510, currency: 'SEK' } },
    ]);
  });

  it('a deposit through the deposit() control is pushed as the new wallet', async () => {
    const provider = freshStubProvider();
    const events: ProviderEvent[] = [];
    provider.subscribe((event) => events.push(event));
    await provider.signIn('player@example.com', 'Password1!');
    provider.controls.deposit(100);
    expect(events).to.deep.equal([{ type: 'wallet', wallet: { realBalance: 350, bonusBalance: 20, totalBalance: 370, currency: 'EUR' } }]);
    expect((await provider.getLimits()).find((l) => l.type === 'deposit' && l.period === 'daily')?.remainingAmount).to.equal(700);
  });

  it('a self-exclusion ends the session and says so', async () => {
    const provider = freshStubProvider();
    const events: ProviderEvent[] = [];
    provider.subscribe((event) => events.push(event));
    await provider.signIn('player@example.com', 'Password1!');
    await provider.selfExclude(7);
    expect(events).to.deep.equal([{ type: 'session', signedIn: false }]);
    await expectError(() => provider.getProfile(), 'general', 'unknown-error');
    await expectError(() => provider.signIn('player@example.com', 'Password1!'), 'sign-in', 'player-self-blocked');
  });

  it('advanceClock() passes time: a queued increase applies after 72 hours', async () => {
    const provider = freshStubProvider();
    await provider.signIn('player@example.com', 'Password1!');
    await provider.setLimit({ type: 'deposit', period: 'daily', amount: 3000 });
    provider.controls.advanceClock(72 * HOUR);
    const limits = await provider.getLimits();
    expect(limits.find((l) => l.type === 'deposit' && l.period === 'daily')).to.include({ amount: 3000, queued: null });
  });

  it('the outbox holds the activation mail of a sign-up; reset() restores the seed and signs out', async () => {
    const provider = freshStubProvider();
    const events: ProviderEvent[] = [];
    provider.subscribe((event) => events.push(event));
    await provider.signUp(signUpValues());
    const [mail] = provider.controls.outbox();
    await provider.activate('ann@example.com', mail?.code ?? '');
    expect((await provider.getProfile()).isActivated).to.equal(true);

    provider.controls.reset();
    expect(provider.controls.outbox()).to.deep.equal([]);
    expect(events).to.deep.equal([{ type: 'session', signedIn: false }]);
    await expectError(() => provider.signIn('ann@example.com', 'Secret12!'), 'sign-in', 'incorrect-credentials');
  });

  it('the visitor country and display pages are demo controls', async () => {
    const provider = freshStubProvider();
    expect(await provider.getVisitorCountry()).to.deep.equal({ country: 'MT', currency: 'EUR', phonePrefix: '+356' });
    provider.controls.setVisitorCountry('SE');
    expect(await provider.getJurisdiction()).to.equal('SGA');
    provider.controls.setVisitorCountry(null);
    expect((await provider.getVisitorCountry()).country).to.equal(null);

    provider.controls.setDisplayPages('player@example.com', [{ page: 'source-of-wealth', forced: false }]);
    await provider.signIn('player@example.com', 'Password1!');
    expect(await provider.getDisplayPages()).to.deep.equal([{ page: 'source-of-wealth', forced: false }]);
    await provider.submitSourceOfWealth({ income: { from: 0, to: 25000 }, industry: 'IT', occupation: 'Developer', sources: ['Salary'] });
    expect(await provider.getDisplayPages()).to.deep.equal([]);
  });
});

describe('stub adapter: the cashier stand-in stands for the payment provider', () => {
  const message = (payload: Record<string, unknown>, origin = 'http://localhost:5000') =>
    new MessageEvent('message', { origin, data: { eventType: 'TX_SUCCESS', payload } });

  it('a completed payment from the stand-in credits the signed-in player once per txRefId, a withdrawal debits', async () => {
    const page = new EventTarget();
    const provider = createStubProvider({ storage: createMemoryStorage(), paymentNotifications: page });
    await provider.signIn('player@example.com', 'Password1!');
    const pushed: number[] = [];
    provider.subscribe((event) => event.type === 'wallet' && pushed.push(event.wallet.realBalance));
    page.dispatchEvent(message({ amount: 50, txRefId: 'tx-1', userId: 'u-1001' }));
    page.dispatchEvent(message({ amount: 50, txRefId: 'tx-1', userId: 'u-1001' }));
    page.dispatchEvent(message({ amount: 70, txRefId: 'tx-2', userId: 'u-1002' }));
    page.dispatchEvent(message({ amount: 70, txRefId: 'tx-3' }, 'https://evil.example'));
    page.dispatchEvent(message({ amount: 100, txRefId: 'tx-4', txType: 'withdrawal' }));
    expect(pushed).to.deep.equal([300, 200]);
    expect((await provider.getWallet()).realBalance).to.equal(200);
  });
});
