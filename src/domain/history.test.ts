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

  it('Default and Completed map to completed; Failed, Initiated, Canceled to themselves; anything else pending', () => {
    expect(transactionStatus('Default')).to.equal('completed');
    expect(transactionStatus('Completed')).to.equal('completed');
    expect(transactionStatus('Failed')).to.equal('failed');
    expect(transactionStatus('Initiated')).to.equal('initiated');
    expect(transactionStatus('Canceled')).to.equal('canceled');
    expect(transactionStatus('Processing')).to.equal('pending');
  });

  it('the screen also shows pending; an already mapped status stays as it is', () => {
    for (const status of ['completed', 'failed', 'initiated', 'canceled', 'pending']) expect(transactionStatus(status)).to.equal(status);
    expect(transactionStatus(undefined)).to.equal('pending');
  });

  it('transaction types: deposit, withdraw, gambling types including cashout', () => {
    expect(['deposit', 'withdraw', 'Withdrawal', 'bet', 'win', 'cashout', 'jackpot'].map(transactionKind))
      .to.deep.equal(['deposit', 'withdraw', 'withdraw', 'bet', 'win', 'cashout', 'other']);
  });
});
