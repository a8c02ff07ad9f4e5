import { expect } from '@open-wc/testing';
import { STORAGE_KEY } from './core';
import type { CasinoState } from './state';
import { DAY, MINUTE } from './time';
import { expectError, signedIn, testCasino } from './testing';

describe('stub: responsible gaming', () => {
  it('records the self-exclude choices (Open, None, Pause) in order', () => {
    const { casino, storage } = testCasino();
    const sessionId = signedIn(casino);
    for (const choice of ['Open', 'None', 'Open', 'Pause'] as const) casino.responsibleGaming.sendSelfExcludeChoice(sessionId, choice);
    const state = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as CasinoState;
    expect(state.players['u-1001']?.selfExcludeChoices.map((c) => c.choice)).to.deep.equal(['Open', 'None', 'Open', 'Pause']);
  });

  it('a self-exclusion ends the session and keeps the player out until it is over', async () => {
    const { casino, clock } = testCasino();
    const sessionId = signedIn(casino);
    casino.responsibleGaming.selfExclude(sessionId, 7);
    expect(casino.sessions.isValid(sessionId)).to.equal(false);
    await expectError(() => casino.sessions.signIn('player@example.com', 'Password1!'), 'sign-in', 'player-self-blocked');
    clock.advance(7 * DAY + MINUTE);
    expect(casino.sessions.signIn('player@example.com', 'Password1!').sessionId).to.be.a('string');
  });

  it("the session summary: deposits minus withdrawals over 12 months in the player's currency, the deposit limits, the last sign-in", () => {
    const { casino, clock } = testCasino();
    const sessionId = signedIn(casino);
    const summary = casino.responsibleGaming.sessionSummary(sessionId);
    expect(summary.currency).to.equal('EUR');
    expect(summary.depositLimits).to.deep.equal({ daily: 1000, weekly: 5000, monthly: 10000 });
    expect(summary.lastLoggedIn).to.be.a('string');
    casino.payments.credit(sessionId, 300);
    casino.payments.debit(sessionId, 50);
    expect(casino.responsibleGaming.sessionSummary(sessionId).depositWithdrawalSummary).to.equal(summary.depositWithdrawalSummary + 250);
    // A year on, those payments (and every older one) are out of the 12 months; a new one is in.
    clock.advance(366 * DAY);
    casino.payments.credit(signedIn(casino), 40);
    expect(casino.responsibleGaming.sessionSummary(signedIn(casino)).depositWithdrawalSummary).to.equal(40);
  });

  it('a submitted declaration or test completes its required page; a total must be a whole number from 0', async () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino);
    casino.account.setDisplayPages('player@example.com', [
      { page: 'source-of-wealth', forced: false },
      { page: 'responsible-gaming-test', forced: true },
    ]);
    casino.responsibleGaming.submitSourceOfWealth(sessionId, {
      income: { from: 0, to: 25000 },
      industry: 'Education',
      occupation: 'Teacher',
      sources: ['Salary'],
    });
    expect(casino.account.displayPages(sessionId).map((p) => p.page)).to.deep.equal(['responsible-gaming-test']);
    await expectError(() => casino.responsibleGaming.submitGamblingTest(sessionId, { total: -1 }), 'general', 'unknown-error');
    casino.responsibleGaming.submitGamblingTest(sessionId, { total: 4 });
    expect(casino.account.displayPages(sessionId)).to.deep.equal([]);
  });

  it("the reality-check rows are the session's wins and wagers per product", () => {
    const { casino } = testCasino();
    expect(casino.responsibleGaming.realityCheck(signedIn(casino))).to.deep.equal([
      { product: 'casino', win: 120, wager: 200 },
      { product: 'sport', win: 0, wager: 50 },
    ]);
  });
});
