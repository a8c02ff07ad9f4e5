/** Limits (./limits) as the SDK has them. */
import { expect } from '@open-wc/testing';
import { ahead, requests, signedIn } from './fake-platform.testing';

describe('rest adapter: limits', () => {
  const past = new Date(Date.now() - 86_400_000).toISOString();
  const limit = (fields: Record<string, unknown>) => ({
    Status: 'Active',
    Created: '2025-01-01T00:00:00Z',
    RemainingAmount: 0,
    IsAdmin: false,
    ...fields,
  });

  it('limits: Limit rows read by the queue rule (a raise Activates later; Canceled or Cancelled replaced; past cancels and other types left out); IsAdmin is locked; LoginTime is the session limit', async () => {
    const { provider } = await signedIn({
      'GET /responsiblegaming/limit': {
        json: [
          limit({
            Id: 11,
            Type: 'Deposit',
            Amount: 5000,
            Currency: 'EUR',
            Timespan: 7,
            Status: 'Canceled',
            Canceled: ahead,
            RemainingAmount: 4000,
          }),
          limit({ Id: 12, Type: 'Deposit', Amount: 7000, Currency: 'EUR', Timespan: 7, Activates: ahead, RemainingAmount: 7000 }),
          limit({ Id: 13, Type: 'Deposit', Amount: 100, Currency: 'EUR', Timespan: 1, Status: 'Cancelled', Canceled: past }),
          limit({ Id: 14, Type: 'LoginTime', Product: 'Casino', Amount: 120, Timespan: 1, IsAdmin: true, Expires: '2026-01-01T00:00:00Z' }),
          limit({
            Id: 15,
            Type: 'NetLoss',
            Product: 'Sportsbook',
            Amount: 50,
            Currency: 'EUR',
            Timespan: 30,
            Status: 'Cancelled',
            Canceled: ahead,
          }),
          limit({ Id: 16, Type: 'NetLoss', Product: 'Sportsbook', Amount: 80, Currency: 'EUR', Timespan: 30, Activates: ahead }),
          limit({ Id: 17, Type: 'RealityCheck', Amount: 60, Timespan: 0 }),
          limit({ Id: 18, Type: 'LoginPeriodBlock', Amount: 1, Timespan: 1 }),
        ],
      },
    });
    expect(await provider.getLimits()).to.deep.equal([
      {
        id: '11',
        type: 'deposit',
        period: 'weekly',
        status: 'active',
        amount: 5000,
        remainingAmount: 4000,
        currency: 'EUR',
        product: null,
        queued: { amount: 7000, activatesAt: ahead },
        locked: false,
        expiryDate: null,
      },
      {
        id: '14',
        type: 'session',
        period: 'daily',
        status: 'active',
        amount: 120,
        remainingAmount: 0,
        currency: '',
        product: 'casino',
        queued: null,
        locked: true,
        expiryDate: '2026-01-01T00:00:00Z',
      },
      {
        id: '15',
        type: 'loss',
        period: 'monthly',
        status: 'active',
        amount: 50,
        remainingAmount: 0,
        currency: 'EUR',
        product: 'sport',
        queued: { amount: 80, activatesAt: ahead },
        locked: false,
        expiryDate: null,
      },
      {
        id: '17',
        type: 'reality-check',
        period: 'none',
        status: 'active',
        amount: 60,
        remainingAmount: 0,
        currency: '',
        product: null,
        queued: null,
        locked: false,
        expiryDate: null,
      },
    ]);
  });

  it("limits: setting posts the SDK's AddLimit {Type, Product?, Amount, Timespan} with the period codes transaction 0, daily 1, weekly 7, monthly 30; removing posts the cancel path; no cross-brand call (GET /responsiblegaming/limit/{personId}) exists", async () => {
    const { provider, sent } = await signedIn({ 'GET /responsiblegaming/limit': { json: [] } });
    await provider.setLimit({ type: 'deposit', period: 'daily', amount: 10 });
    await provider.setLimit({ type: 'deposit', period: 'monthly', amount: 300, id: '11', existing: [] });
    await provider.setLimit({ type: 'session', period: 'weekly', amount: 600, product: 'casino' });
    await provider.setLimit({ type: 'loss', period: 'transaction', amount: 20, product: 'pool-betting' });
    await provider.setLimit({ type: 'reality-check', period: 'none', amount: 30 });
    await provider.removeLimit({ type: 'deposit', period: 'monthly', id: '11' });
    expect(requests(sent).filter(([line]) => (line as string).startsWith('POST'))).to.deep.equal([
      ['POST /responsiblegaming/limit/v2', { Type: 'Deposit', Amount: 10, Timespan: 1 }],
      ['POST /responsiblegaming/limit/v2', { Type: 'Deposit', Amount: 300, Timespan: 30 }],
      ['POST /responsiblegaming/limit/v2', { Type: 'LoginTime', Product: 'Casino', Amount: 600, Timespan: 7 }],
      ['POST /responsiblegaming/limit/v2', { Type: 'NetLoss', Product: 'PoolBetting', Amount: 20, Timespan: 0 }],
      ['POST /responsiblegaming/limit/v2', { Type: 'RealityCheck', Amount: 30, Timespan: 0 }],
      ['POST /responsiblegaming/limit/cancel/11', undefined],
    ]);
    sent.length = 0;
    expect(await provider.getCrossBrandDepositLimits()).to.deep.equal([]);
    expect(await provider.getCrossBrandDepositLimits('tok-2')).to.deep.equal([]);
    expect(sent).to.deep.equal([]);
  });
});
