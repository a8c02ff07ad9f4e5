/** History and stats (./history): payment stats, payment and gambling history. */
import { expect } from '@open-wc/testing';
import { PROFILE_REPLIES, requests, signedIn } from './fake-platform.testing';

describe('rest adapter: history and payment stats', () => {
  it('payment stats: pieced from GET /player/payment-stats and GET /player/lifetime-stats (lifetime totals); no LastDepositAmount is no last deposit (null), not 0', async () => {
    const { provider, sent } = await signedIn({
      ...PROFILE_REPLIES,
      'GET /player/payment-stats': { json: { DepositCount: 3, TotalDeposit: 900, WithdrawalCount: 1, TotalWithdrawal: 250 } },
      'GET /player/lifetime-stats': { json: { NGR: 410.5 } },
    });
    expect(await provider.getPaymentStats()).to.deep.equal({
      totalDeposit: 900,
      totalWithdraw: 250,
      netGrossRenew: 650,
      depositCount: 3,
      withdrawCount: 1,
      lastDepositAmount: null,
      netGamingRevenue: 410.5,
      currency: 'EUR',
      perBrand: [],
    });
    expect(
      requests(sent)
        .map(([line]) => line)
        .filter((line) => !(String(line) in PROFILE_REPLIES))
        .sort(),
    ).to.deep.equal(['GET /player/lifetime-stats', 'GET /player/payment-stats']);
  });

  it("per-brand payment stats: PerBrandStats (PaymentStatsPerBrand) read as each brand's deposits and withdrawals; a row without its Brand is left out, unknown fields ignored", async () => {
    const { provider } = await signedIn({
      ...PROFILE_REPLIES,
      'GET /player/payment-stats': {
        json: {
          DepositCount: 5,
          TotalDeposit: 1400,
          WithdrawalCount: 1,
          TotalWithdrawal: 250,
          LastDepositAmount: 100,
          TotalDepositLast7Days: 100,
          PerBrandStats: [
            {
              PlayerId: 1,
              Brand: 'Nordic Spins',
              FirstDeposit: '2024-01-01T00:00:00Z',
              DepositCount: 4,
              TotalDeposit: 1300,
              WithdrawalCount: 1,
              TotalWithdrawal: 250,
              LastDepositAmount: 100,
            },
            { PlayerId: 1, Brand: 'Lotto Town', DepositCount: 1, TotalDeposit: 100, WithdrawalCount: 0, TotalWithdrawal: 0 },
            { PlayerId: 1, DepositCount: 2, TotalDeposit: 40, WithdrawalCount: 0, TotalWithdrawal: 0 },
          ],
        },
      },
      'GET /player/lifetime-stats': { json: { NGR: 12 } },
    });
    expect((await provider.getPaymentStats()).perBrand).to.deep.equal([
      { brand: 'Nordic Spins', totalDeposit: 1300, totalWithdraw: 250, depositCount: 4, withdrawCount: 1 },
      { brand: 'Lotto Town', totalDeposit: 100, totalWithdraw: 0, depositCount: 1, withdrawCount: 0 },
    ]);
  });

  it('payment history: a bare array asked one longer than the page; a next page only when that one came back', async () => {
    const payment = (Id: number, Status: string) => ({
      Id,
      Amount: 1,
      Status,
      Started: `2025-06-${String(Id).padStart(2, '0')}`,
      Currency: 'EUR',
      TransactionType: 'Withdraw',
      Method: 'Visa',
    });
    const { provider, sent } = await signedIn({
      'GET /transaction/payments': (request) => ({
        json:
          request.query.get('offset') === '20'
            ? [payment(1, 'Default'), payment(2, 'Processing')]
            : Array.from({ length: 11 }, (_, i) => payment(i + 1, 'Completed')),
      }),
    });
    const third = await provider.getHistory({ page: 2, type: 'Withdraw' });
    expect(third.transactions.map((t) => [t.id, t.transactionType, t.status])).to.deep.equal([
      ['1', 'withdraw', 'completed'],
      ['2', 'withdraw', 'pending'],
    ]);
    expect(third.totalPageCount).to.equal(3);
    const first = await provider.getHistory({ page: 0, type: 'Deposit' });
    expect(first.transactions).to.have.length(10);
    expect(first.totalPageCount).to.equal(2);
    expect(sent.map((r) => Object.fromEntries(r.query))).to.deep.equal([
      { offset: '20', max: '11', type: 'withdraw' },
      { offset: '0', max: '11', type: 'deposit' },
    ]);
  });

  it("gambling history: the casino's rounds (a row per bet or win, named by the game) and the sportsbook's bets, merged newest first", async () => {
    const round = (i: number) => ({
      RoundId: i,
      StartTime: `2025-06-${String(28 - 2 * i).padStart(2, '0')}`,
      Currency: 'EUR',
      Bet: 1,
      Win: 0,
      GameId: 1,
      Game: 'Book of Betr',
      Transactions: [
        { Id: 100 + i, Amount: 1, Status: 'Completed', Started: `2025-06-${String(28 - 2 * i).padStart(2, '0')}`, TransactionType: 'Bet' },
      ],
    });
    const bet = (i: number) => ({
      Id: 200 + i,
      Provider: 'Betby',
      TotalWager: 0,
      TotalWin: 5,
      Created: `2025-06-${String(27 - 2 * i).padStart(2, '0')}`,
      Settled: 's',
      Transactions: [{ Type: 'Win', Amount: 5, Description: 'Cashout at Sportsbook', Status: 'Default', Odds: 1 }],
    });
    const { provider, sent } = await signedIn({
      'GET /transaction/gameplay': { json: Array.from({ length: 12 }, (_, i) => round(i)) },
      'GET /transaction/sportsbookbets': { json: Array.from({ length: 3 }, (_, i) => bet(i)) },
    });
    const first = await provider.getHistory({ page: 0, type: 'Gambling' });
    expect(first.transactions.map((x) => x.id)).to.deep.equal(['100', '200-0', '101', '201-0', '102', '202-0', '103', '104', '105', '106']);
    expect(first.transactions.slice(0, 2).map((x) => [x.transactionType, x.method, x.description, x.status])).to.deep.equal([
      ['bet', 'casino', 'Book of Betr', 'completed'],
      ['win', 'sport', 'Cashout at Sportsbook', 'completed'],
    ]);
    expect(first.totalPageCount).to.equal(2);
    expect(sent.map((r) => `${r.path}?${r.query}`)).to.deep.equal([
      '/transaction/gameplay?offset=0&max=11',
      '/transaction/sportsbookbets?offset=0&max=11',
    ]);
  });
});
