/**
 * Responsible gaming (./responsible-gaming): panic, PGSI, source of wealth, self-exclusion, blocks,
 * the reality check and the session summary.
 */
import { expect } from '@open-wc/testing';
import { PROFILE_REPLIES, requests, signedIn } from './fake-platform.testing';

describe('rest adapter: responsible gaming', () => {
  it("responsible gaming: panic, PGSI score as Full, source of wealth with one Source and the profile's country, self-exclusion signs out", async () => {
    const { provider, sent, events } = await signedIn(PROFILE_REPLIES);
    for (const choice of ['Open', 'None', 'Pause'] as const) await provider.sendSelfExcludeChoice(choice);
    await provider.submitGamblingTest({ total: 7, version: '1' });
    await provider.submitSourceOfWealth({
      income: { from: 15000, to: 30000 },
      industry: 'IT',
      occupation: 'Engineer',
      sources: ['salary', 'savings'],
    });
    await provider.submitSourceOfWealth({
      income: { from: 1000000, to: null },
      industry: 'IT',
      occupation: 'Engineer',
      sources: ['inheritance'],
    });
    await provider.selfExclude(30);
    expect(requests(sent).filter(([line]) => (line as string).startsWith('POST'))).to.deep.equal([
      ['POST /responsiblegaming/panic', { PanicChoice: 'Open' }],
      ['POST /responsiblegaming/panic', { PanicChoice: 'None' }],
      ['POST /responsiblegaming/panic', { PanicChoice: 'Pause' }],
      ['POST /responsiblegaming/pgsi-score', { Score: 7, Version: 'Full' }],
      [
        'POST /kyc/source-of-wealth/v2',
        {
          Source: 'salary, savings',
          IncomeFromValue: 15000,
          IncomeToValue: 30000,
          Industry: 'IT',
          Occupation: 'Engineer',
          Nationality: 'MT',
          CountryOfBirthCode: 'MT',
        },
      ],
      [
        'POST /kyc/source-of-wealth/v2',
        {
          Source: 'inheritance',
          IncomeFromValue: 1000000,
          IncomeToValue: 0,
          Industry: 'IT',
          Occupation: 'Engineer',
          Nationality: 'MT',
          CountryOfBirthCode: 'MT',
        },
      ],
      ['POST /responsiblegaming/self-exclude/30', undefined],
    ]);
    expect(events).to.deep.equal([{ type: 'session', signedIn: false }]);
  });

  it('block: POST /responsiblegaming/block/{amount} with the days and no body; the platform ends the session, so the page signs out', async () => {
    const { provider, sent, events } = await signedIn();
    await provider.block(7);
    expect(requests(sent)).to.deep.equal([['POST /responsiblegaming/block/7', undefined]]);
    expect(events).to.deep.equal([{ type: 'session', signedIn: false }]);
    const indefinite = await signedIn();
    await indefinite.provider.block(99999);
    expect(requests(indefinite.sent)).to.deep.equal([['POST /responsiblegaming/block/99999', undefined]]);
  });

  it("reality check and product blocks: GET /responsiblegaming/realitycheck-data's WagersWins {Product, Win, Wager} read with PascalCase products as ours, an absent WagersWins is no rows", async () => {
    const { provider } = await signedIn({
      'GET /responsiblegaming/realitycheck-data': {
        json: {
          WagersWins: [
            { Product: 'Casino', Wager: 200, Win: 120 },
            { Product: 'Sportsbook', Wager: 50, Win: 0 },
            { Wager: 1, Win: 1 },
          ],
        },
      },
      'GET /responsiblegaming/product-blocks': { json: [{ Id: 3, Product: 'Poker', Status: 'CoolDown', Expires: '2026-01-01T00:00:00Z' }] },
    });
    expect(await provider.getRealityCheck()).to.deep.equal([
      { product: 'casino', win: 120, wager: 200 },
      { product: 'sport', win: 0, wager: 50 },
    ]);
    expect(await provider.getProductBlocks()).to.deep.equal([
      { id: '3', product: 'poker', status: 'cool-down', expires: '2026-01-01T00:00:00Z' },
    ]);
    const empty = await signedIn({ 'GET /responsiblegaming/realitycheck-data': { json: {} } });
    expect(await empty.provider.getRealityCheck()).to.deep.equal([]);
  });

  it("session summary: completed deposits minus withdrawals of the last 12 months, from GET /transaction/payments paged by 100 until a payment is older; the player's currency", async () => {
    const day = 86_400_000;
    const started = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString();
    // The SDK's PaymentTransaction, newest first.
    const payment = (Id: number, TransactionType: string, Amount: number, daysAgo: number, Status = 'Completed', Currency = 'EUR') => ({
      Id,
      Amount,
      Status,
      Started: started(daysAgo),
      Currency,
      TransactionType,
    });
    // A full first page: 100 deposits of 10 in the last 100 days.
    const first = Array.from({ length: 100 }, (_, i) => payment(i + 1, 'Deposit', 10, i + 1));
    const second = [
      payment(101, 'Withdraw', 250, 200),
      payment(102, 'Deposit', 5000, 210, 'Failed'),
      payment(103, 'Deposit', 7000, 220, 'Completed', 'SEK'),
      payment(104, 'Withdraw', 40, 360, 'Pending'),
      payment(105, 'Deposit', 30, 364),
      payment(106, 'Deposit', 9000, 366),
      ...Array.from({ length: 94 }, (_, i) => payment(107 + i, 'Deposit', 9000, 367 + i)),
    ];
    const { provider, sent } = await signedIn({
      ...PROFILE_REPLIES,
      'GET /transaction/payments': (request) => ({
        json: request.query.get('offset') === '0' ? first : request.query.get('offset') === '100' ? second : [],
      }),
    });
    expect(await provider.getSessionSummary()).to.deep.equal({
      depositWithdrawalSummary: 100 * 10 - 250 + 30,
      currency: 'EUR',
      lastLoggedIn: '2025-05-31T10:00:00.000Z',
    });
    expect(
      requests(sent)
        .map(([line]) => line)
        .filter((line) => String(line).startsWith('GET /transaction')),
    ).to.deep.equal(['GET /transaction/payments?offset=0&max=100', 'GET /transaction/payments?offset=100&max=100']);
    expect(requests(sent).map(([line]) => line)).not.to.include('GET /player/payment-stats');
  });

  it('session summary: a short page is the last one asked for; no payments is 0', async () => {
    const { provider, sent } = await signedIn({
      ...PROFILE_REPLIES,
      'GET /transaction/payments': { json: [] },
    });
    expect((await provider.getSessionSummary()).depositWithdrawalSummary).to.equal(0);
    expect(requests(sent).filter(([line]) => String(line).startsWith('GET /transaction')).length).to.equal(1);
  });
});
