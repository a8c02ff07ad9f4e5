import { expect } from '@open-wc/testing';
import { FIRST_HISTORY_PAGE, HISTORY_PAGE_SIZE, HISTORY_START_DATE, HISTORY_TYPES, transactionKind, transactionStatus } from './history';

describe('history', () => {
  it('history page size 10, start date 2020-01-01, pages zero-based', () => {
    expect(HISTORY_PAGE_SIZE).to.equal(10);
    expect(HISTORY_START_DATE).to.equal('2020-01-01');
    expect(FIRST_HISTORY_PAGE).to.equal(0);
  });

  it('a type filter: Deposit, Withdraw, Gambling', () => {
    expect([...HISTORY_TYPES]).to.deep.equal(['Deposit', 'Withdraw', 'Gambling']);
  });

  it('a provider status goes through the provider mapping (status.test.ts: Default and Completed → completed … anything else pending)', () => {
    expect(transactionStatus('Default')).to.equal('completed');
    expect(transactionStatus('Processing')).to.equal('pending');
  });

  it('the screen also shows pending; an already mapped status stays as it is', () => {
    for (const status of ['completed', 'failed', 'initiated', 'canceled', 'pending']) expect(transactionStatus(status)).to.equal(status);
    expect(transactionStatus(undefined)).to.equal('pending');
  });

  it('transaction types: deposit, withdraw, gambling types including cashout', () => {
    expect(['deposit', 'withdraw', 'Withdrawal', 'bet', 'win', 'cashout', 'jackpot'].map(transactionKind)).to.deep.equal([
      'deposit',
      'withdraw',
      'withdraw',
      'bet',
      'win',
      'cashout',
      'other',
    ]);
  });
});
