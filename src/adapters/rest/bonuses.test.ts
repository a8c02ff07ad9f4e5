/** Bonuses (./bonuses): the player's bonuses, claiming, cancelling, triggering, and the deposit offers. */
import { expect } from '@open-wc/testing';
import { expectError } from '../../testing/expect-error';
import { waitUntil } from '../../../test/wait';
import { platform, PLAYER_INFO, PROFILE_REPLIES, requests, signedIn, type Reply } from './fake-platform.testing';

describe('rest adapter: bonuses', () => {
  it('bonuses: pending ones are initiated (claim /bonus/{id}/claim), instances by State (cancel /bonus/{id}/cancel), an unknown State dropped; trigger 0 is invalid', async () => {
    const instance = (Id: number, State: string) => ({
      Id,
      Name: `b${Id}`,
      Amount: 10,
      Currency: 'SEK',
      State,
      Created: 'c',
      Activates: 'a',
      Expires: 'e',
      AmountWon: 0,
      WageringRequirment: 200,
      WageringRequirmentRemaining: 50,
    });
    const { provider, sent } = await signedIn({
      'GET /bonus/pending': {
        json: [{ Id: 5, Name: 'Spins', Created: 'c', Expires: 'e', Rewards: [{ Amount: 20, Currency: 'SEK', WageringFactor: 0 }] }],
      },
      'GET /bonus': {
        json: [instance(1, 'PreWager'), instance(2, 'FinishedNoGains'), instance(3, 'AdminCanceled'), instance(4, 'Mystery')],
      },
      'POST /bonus/trigger/NOPE': { json: 0 },
      'POST /bonus/trigger/SPRING%2025': { json: 1 },
    });
    const bonuses = await provider.getBonuses();
    expect(bonuses.map((b) => [b.id, b.status, b.canBeCanceled])).to.deep.equal([
      ['5', 'initiated', false],
      ['1', 'active', true],
      ['2', 'finished', false],
      ['3', 'canceled', false],
    ]);
    expect(bonuses[1]).to.include({ name: 'b1', startTime: 'a', endTime: 'e', wagered: 75, currency: 'SEK' });
    await provider.claimBonus('5');
    await provider.cancelBonus('1');
    await provider.triggerBonus('SPRING 25');
    await expectError(() => provider.triggerBonus('NOPE'), 'bonus', 'invalid-bonus');
    expect(requests(sent).filter(([line]) => (line as string).startsWith('POST'))).to.deep.equal([
      ['POST /bonus/5/claim', undefined],
      ['POST /bonus/1/cancel', undefined],
      ['POST /bonus/trigger/SPRING%2025', undefined],
      ['POST /bonus/trigger/NOPE', undefined],
    ]);
  });

  it("bonus offers: GET /bonus/offers?type=Deposit with a session, the promo code and the deposit range of the player's currency; none for a visitor", async () => {
    const offer = {
      Id: 9,
      Identifier: 'welcome',
      Name: 'Welcome',
      priority: 0,
      ValidDateStart: 's',
      ValidDateEnd: 'e',
      IsOptInRequired: false,
      MaxPerPlayerClaimCount: 1,
      MaxPerPlayerClaimCountOn: 'Month',
      PlayerClaimCount: 0,
      HasPlyerOptedIn: false,
      RewardGroups: [
        {
          PromoCode: 'WELCOME100',
          Rewards: [
            {
              Amount: 100,
              CurrencyAmounts: [
                { Currency: 'SEK', MinDepositAmount: 100, MaxDepositAmount: 2000 },
                { Currency: 'EUR', MinDepositAmount: 10, MaxDepositAmount: 200 },
              ],
            },
          ],
        },
      ],
    };
    const { provider, sent } = await signedIn({ ...PROFILE_REPLIES, 'GET /bonus/offers': { json: [offer] } });
    expect(await provider.getBonusOffers()).to.deep.equal([
      {
        id: '9',
        identifier: 'welcome',
        code: 'WELCOME100',
        name: 'Welcome',
        description: '',
        status: 'initiated',
        assets: '',
        html: '',
        startTime: 's',
        endTime: 'e',
        wagered: 0,
        wageringRequirment: 0,
        wageringRequirmentRemaining: 0,
        currency: 'EUR',
        minAmount: 10,
        maxAmount: 200,
        deposit: true,
        canBeCanceled: false,
      },
    ]);
    expect(requests(sent).find(([line]) => (line as string).startsWith('GET /bonus/offers'))![0]).to.equal(
      'GET /bonus/offers?type=Deposit',
    );
    // The offers are asked for with the profile, not after it: a profile not yet read costs the deposit popup no round trip.
    let answerProfile = () => {};
    const slow = await signedIn({
      ...PROFILE_REPLIES,
      'GET /player/user-info': () => new Promise<Reply>((resolve) => (answerProfile = () => resolve({ json: PLAYER_INFO }))),
      'GET /bonus/offers': { json: [offer] },
    });
    const offers = slow.provider.getBonusOffers();
    await waitUntil(() => slow.sent.some((r) => r.path === '/bonus/offers'), 'GET /bonus/offers waited for the profile');
    answerProfile();
    expect((await offers).map((o) => [o.code, o.currency, o.minAmount])).to.deep.equal([['WELCOME100', 'EUR', 10]]);
    const visitor = platform();
    expect(await visitor.provider.getBonusOffers()).to.deep.equal([]);
    expect(visitor.sent).to.deep.equal([]);
  });
});
