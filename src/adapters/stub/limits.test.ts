import { expect } from '@open-wc/testing';
import type { Limit } from '../../domain/model';
import { HOUR } from './time';
import { expectError, signedIn, testCasino } from './testing';

const daily = (limits: Limit[]) => limits.find((l) => l.type === 'deposit' && l.period === 'daily');

describe('stub: limits', () => {
  it('a decrease applies at once', () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino);
    const limits = casino.limits.set(sessionId, { type: 'deposit', period: 'daily', amount: 500 });
    expect(daily(limits)).to.include({ amount: 500, queued: null });
  });

  it('an increase is queued for 72 hours, then applies', () => {
    const { casino, clock } = testCasino();
    const sessionId = signedIn(casino);
    const queued = daily(casino.limits.set(sessionId, { type: 'deposit', period: 'daily', amount: 2000 }));
    expect(queued?.amount).to.equal(1000);
    expect(queued?.queued).to.deep.equal({ amount: 2000, activatesAt: new Date(clock.now() + 72 * HOUR).toISOString() });

    clock.advance(72 * HOUR - 1);
    expect(daily(casino.limits.list(sessionId))?.amount).to.equal(1000);
    clock.advance(1);
    expect(daily(casino.limits.list(sessionId))).to.include({ amount: 2000, queued: null });
  });

  it('an increase of a monthly limit asked for early in the month waits for the next period, later than 72 hours', () => {
    const { casino, clock } = testCasino(); // Monday 2 June 2025, 10:00 UTC
    const sessionId = signedIn(casino);
    const monthly = (limits: Limit[]) => limits.find((l) => l.type === 'wager' && l.period === 'monthly');
    casino.limits.set(sessionId, { type: 'wager', period: 'monthly', amount: 300 });
    expect(monthly(casino.limits.set(sessionId, { type: 'wager', period: 'monthly', amount: 900 }))).to.include({ amount: 300 });
    expect(monthly(casino.limits.list(sessionId))?.queued).to.deep.equal({ amount: 900, activatesAt: '2025-07-01T00:00:00.000Z' });

    clock.advance(Date.parse('2025-07-01T00:00:00.000Z') - clock.now() - 1);
    expect(monthly(casino.limits.list(sessionId))?.amount).to.equal(300);
    clock.advance(1);
    expect(monthly(casino.limits.list(sessionId))).to.include({ amount: 900, queued: null });
  });

  it('a new limit applies at once', () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino);
    const limits = casino.limits.set(sessionId, { type: 'wager', period: 'weekly', amount: 300 });
    expect(limits.find((l) => l.type === 'wager')).to.include({ amount: 300, period: 'weekly', currency: 'EUR', queued: null });
  });

  it('a reality check is a reminder, not a ceiling: 30 to 60 applies at once', () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino);
    casino.limits.set(sessionId, { type: 'reality-check', period: 'none', amount: 30 });
    const limits = casino.limits.set(sessionId, { type: 'reality-check', period: 'none', amount: 60 });
    expect(limits.find((l) => l.type === 'reality-check')).to.include({ amount: 60, queued: null });
  });

  it('under SGA a deposit limit cannot be removed', async () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino, 'sga@example.com');
    const limit = daily(casino.limits.list(sessionId));
    await expectError(
      () => casino.limits.remove(sessionId, { type: 'deposit', period: 'daily', id: limit?.id ?? '' }),
      'responsible-gaming',
      'limit-locked',
    );
  });

  it('a locked limit refuses changes and removal; an unlocked MGA limit can be removed', async () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino);
    const lossLimit = casino.limits.list(sessionId).find((l) => l.locked);
    await expectError(
      () => casino.limits.set(sessionId, { type: 'loss', period: 'monthly', amount: 10 }),
      'responsible-gaming',
      'limit-locked',
    );
    await expectError(
      () => casino.limits.remove(sessionId, { type: 'loss', period: 'monthly', id: lossLimit?.id ?? '' }),
      'responsible-gaming',
      'limit-locked',
    );
    const id = daily(casino.limits.list(sessionId))?.id ?? '';
    expect(daily(casino.limits.remove(sessionId, { type: 'deposit', period: 'daily', id }))).to.equal(undefined);
  });

  it('the remaining deposit amount counts completed deposits in the period', () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino);
    expect(daily(casino.limits.list(sessionId))?.remainingAmount).to.equal(800);
    casino.payments.credit(sessionId, 750);
    expect(daily(casino.limits.list(sessionId))).to.include({ amount: 1000, remainingAmount: 50, currency: 'EUR' });
  });
});
