import { expect } from '@open-wc/testing';
import { isWithdrawalBlockedByBonus } from './withdrawal';

describe('withdrawals and bonuses', () => {
  it('cashier withdrawals are blocked while a non-deposit bonus is active', () => {
    expect(isWithdrawalBlockedByBonus([{ status: 'active', deposit: false }])).to.equal(true);
    expect(
      isWithdrawalBlockedByBonus([
        { status: 'finished', deposit: true },
        { status: 'active', deposit: false },
      ]),
    ).to.equal(true);
  });

  it('an active deposit bonus, or a non-deposit bonus that is not active, does not block a withdrawal', () => {
    expect(isWithdrawalBlockedByBonus([{ status: 'active', deposit: true }])).to.equal(false);
    for (const status of ['initiated', 'expired', 'canceled', 'finished'] as const) {
      expect(isWithdrawalBlockedByBonus([{ status, deposit: false }])).to.equal(false);
    }
    expect(isWithdrawalBlockedByBonus([])).to.equal(false);
  });
});
