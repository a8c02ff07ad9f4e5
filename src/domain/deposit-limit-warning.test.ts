import { expect } from '@open-wc/testing';
import type { Limit } from './model';
import { depositLimitWarning, tightestDepositLimit } from './deposit-limit-warning';

const limit = (amount: number, remainingAmount: number) => ({ amount, remainingAmount, currency: 'EUR' });

describe('deposit limit warnings', () => {
  it('when the remaining deposit limit is under 10% of the amount, the remaining amount is shown', () => {
    expect(depositLimitWarning(limit(1000, 99.99))).to.deep.equal({ kind: 'low', remainingAmount: 99.99, currency: 'EUR' });
    expect(depositLimitWarning(limit(1000, 1))).to.deep.equal({ kind: 'low', remainingAmount: 1, currency: 'EUR' });
  });

  it('at exactly 10% or more left there is no warning', () => {
    expect(depositLimitWarning(limit(1000, 100))).to.equal(null);
    expect(depositLimitWarning(limit(1000, 1000))).to.equal(null);
  });

  it('at zero, "You have reached your limit." is shown', () => {
    expect(depositLimitWarning(limit(1000, 0))).to.deep.equal({ kind: 'reached' });
    expect(depositLimitWarning(limit(1000, -5))).to.deep.equal({ kind: 'reached' });
  });

  it('no deposit limit, no warning', () => {
    expect(depositLimitWarning(null)).to.equal(null);
    expect(depositLimitWarning(limit(0, 0))).to.equal(null);
  });
});

describe('the deposit limit the notice is about', () => {
  const deposit = (period: Limit['period'], amount: number, remainingAmount: number | null, type: Limit['type'] = 'deposit'): Limit => ({
    id: `${type}-${period}`,
    type,
    period,
    status: 'active',
    amount,
    remainingAmount,
    currency: 'EUR',
    product: null,
    queued: null,
    locked: false,
    expiryDate: null,
  });

  it('is the deposit limit with the least left, whatever its period', () => {
    const limits = [deposit('daily', 100, 80), deposit('weekly', 700, 20), deposit('monthly', 3000, 2000)];
    expect(tightestDepositLimit(limits)).to.deep.equal({ amount: 700, remainingAmount: 20, currency: 'EUR' });
  });

  it('ignores other limit types and deposit limits that do not tell what is left', () => {
    expect(
      tightestDepositLimit([deposit('daily', 100, 1, 'loss'), deposit('weekly', 700, null), deposit('monthly', 3000, 2500)]),
    ).to.deep.equal({ amount: 3000, remainingAmount: 2500, currency: 'EUR' });
    expect(tightestDepositLimit([deposit('daily', 100, null), deposit('daily', 100, 0, 'wager')])).to.equal(null);
    expect(tightestDepositLimit([])).to.equal(null);
  });
});
