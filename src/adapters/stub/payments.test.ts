import { expect } from '@open-wc/testing';
import type { Wallet } from '../../domain/model';
import { START, expectError, signedIn, testCasino } from './testing';
import { standInPayment } from './payments';

describe('stub: wallet, history and stats', () => {
  it('history pages hold 10 transactions, zero-based, with the total page count', () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino);
    const first = casino.payments.history(sessionId, { page: 0, type: 'Deposit' });
    const second = casino.payments.history(sessionId, { page: 1, type: 'Deposit' });
    expect(first.transactions).to.have.length(10);
    expect(second.transactions).to.have.length(4);
    expect(first.totalPageCount).to.equal(2);
    expect(first.transactions.every((t) => t.transactionType === 'deposit')).to.equal(true);
    expect(Date.parse(first.transactions[9]?.date ?? '')).to.be.greaterThan(Date.parse(second.transactions[0]?.date ?? ''));
    expect(casino.payments.history(sessionId, { page: 0, type: 'Gambling' }).transactions.map((t) => t.transactionType)).to.include(
      'cashout',
    );
  });

  it('the seeded history has at least 25 transactions since 2020-01-01', () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino);
    const all = (['Deposit', 'Withdraw', 'Gambling'] as const).flatMap((type) =>
      [0, 1].flatMap((page) => casino.payments.history(sessionId, { page, type }).transactions),
    );
    expect(all.length).to.be.at.least(25);
    expect(all.every((t) => t.date >= '2020-01-01')).to.equal(true);
  });

  it("the history starts at the query's start date, 2020-01-01 when none is given", () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino);
    const all = casino.payments.history(sessionId, { page: 0, type: 'Deposit' }).totalPageCount;
    expect(casino.payments.history(sessionId, { page: 0, type: 'Deposit', startDate: '2020-01-01' }).totalPageCount).to.equal(all);
    const recent = casino.payments.history(sessionId, {
      page: 0,
      type: 'Deposit',
      startDate: new Date(START - 86_400_000).toISOString().slice(0, 10),
    });
    expect(recent.transactions.map((t) => t.amount)).to.deep.equal([200]);
  });

  it('a credit is pushed to subscribers and recorded as a completed deposit', () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino);
    const pushed: Wallet[] = [];
    casino.subscribe((event) => event.type === 'wallet' && pushed.push(event.wallet));
    casino.payments.credit(sessionId, 100, { method: 'Visa' });
    expect(pushed).to.deep.equal([{ realBalance: 350, bonusBalance: 20, totalBalance: 370, currency: 'EUR' }]);
    expect(casino.payments.history(sessionId, { page: 0, type: 'Deposit' }).transactions[0]).to.include({
      amount: 100,
      status: 'completed',
      method: 'Visa',
    });
    expect(casino.payments.stats(sessionId).lastDepositAmount).to.equal(100);
  });

  it('per-brand stats: the casino is one brand, betr-demo, with the completed deposits and withdrawals', () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino);
    const before = casino.payments.stats(sessionId);
    casino.payments.credit(sessionId, 100);
    casino.payments.debit(sessionId, 40);
    const after = casino.payments.stats(sessionId);
    expect(after.perBrand).to.deep.equal([
      {
        brand: 'betr-demo',
        totalDeposit: before.totalDeposit + 100,
        totalWithdraw: before.totalWithdraw + 40,
        depositCount: before.depositCount + 1,
        withdrawCount: before.withdrawCount + 1,
      },
    ]);
    expect(after.perBrand![0]).to.include({ totalDeposit: after.totalDeposit, totalWithdraw: after.totalWithdraw });
  });

  it('only an activated player moves money; a withdrawal cannot exceed the real balance', async () => {
    const { casino } = testCasino();
    await expectError(() => casino.payments.credit(signedIn(casino, 'new@example.com'), 10), 'general', 'activation-required');
    const sessionId = signedIn(casino, 'sga@example.com');
    await expectError(() => casino.payments.debit(sessionId, 5000), 'general', 'unknown-error');
    expect(casino.payments.debit(sessionId, 500).realBalance).to.equal(1000);
  });

  it('the SGA player has a SEK wallet; the deposit config is the development cashier', () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino, 'sga@example.com');
    expect(casino.payments.wallet(sessionId).currency).to.equal('SEK');
    expect(casino.payments.depositConfig(sessionId)).to.include({
      merchantId: 'betr-demo',
      environment: 'development',
      currency: 'SEK',
      sessionId,
    });
  });
});

describe('stub: the cashier stand-in stands for the payment provider', () => {
  it('a TX_SUCCESS from the stand-in origin is a completed payment; anything else is not', () => {
    const payload = { amount: 50, txRefId: 'tx-1', txType: 'deposit', paymentMethod: 'Visa', userId: 'u-1001', bonusCode: '' };
    expect(standInPayment('http://localhost:5000', { eventType: 'TX_SUCCESS', payload })).to.deep.equal({
      txRefId: 'tx-1',
      amount: 50,
      withdrawal: false,
      method: 'Visa',
      bonusCode: undefined,
      userId: 'u-1001',
    });
    expect(
      standInPayment('http://localhost:5000', JSON.stringify({ eventType: 'TX_SUCCESS', payload: { ...payload, txType: 'withdrawal' } }))
        ?.withdrawal,
    ).to.equal(true);
    expect(standInPayment('https://evil.example', { eventType: 'TX_SUCCESS', payload })).to.equal(null);
    expect(standInPayment('http://localhost:5000', { eventType: 'TX_FAILED', payload })).to.equal(null);
    expect(standInPayment('http://localhost:5000', { eventType: 'TX_SUCCESS', payload: { amount: -5, txRefId: 'x' } })).to.equal(null);
    expect(standInPayment('http://localhost:5000', 'not json')).to.equal(null);
  });

  it('the stand-in is wherever the cashier is configured: http://localhost:5120 counts, :5000 then does not', () => {
    const message = { eventType: 'TX_SUCCESS', payload: { amount: 50, txRefId: 'tx-2' } };
    expect(standInPayment('http://localhost:5120', message, 'http://localhost:5120')?.amount).to.equal(50);
    expect(standInPayment('http://localhost:5000', message, 'http://localhost:5120')).to.equal(null);
  });
});
