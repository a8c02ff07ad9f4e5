import { expect } from '@open-wc/testing';
import { depositLimitWarning } from './deposit-limit-warning';

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
