// Bonuses on the REST platform stand-in, in the platform's own shapes (BonusClient of
// @goa-codebet/enji-sdk 1.9.1). A bonus waiting to be claimed is a pending bonus
// (GET /bonus/pending), the others are bonus instances (GET /bonus); a deposit bonus not yet
// taken is an offer (GET /bonus/offers?type=Deposit), taken with a deposit's promo code: the
// casino's held ones waiting for their deposit first, then those anyone may take.
import { isProviderError } from '../../../src/adapters/provider.ts';
import type { Bonus, BonusStatus } from '../../../src/domain/model.ts';
import type { Casino } from '../../../src/adapters/stub/index.ts';
import { ids } from './ids.ts';
import { InvalidField, param, type RestRoute } from './route.ts';

const STATE: Readonly<Record<BonusStatus, string>> = {
  initiated: 'Initiated',
  active: 'Active',
  expired: 'Expired',
  canceled: 'Canceled',
  finished: 'Finished',
};

const pendingBonus = (b: Bonus) => b.status === 'initiated' && !b.deposit;

/** `BonusInstance`: the wagering fields only where the bonus has a requirement. */
function instance(casino: Casino, b: Bonus) {
  return {
    Id: ids(casino).number(b.id),
    Identifier: b.identifier,
    Name: b.name,
    Description: b.description,
    Amount: b.maxAmount,
    Currency: b.currency,
    State: STATE[b.status],
    Created: b.startTime,
    Activates: b.startTime,
    Expires: b.endTime,
    ...(b.wageringRequirment > 0 && {
      WageringRequirment: b.wageringRequirment,
      WageringRequirmentRemaining: b.wageringRequirmentRemaining,
    }),
    AmountWon: 0,
    Product: 'Casino',
  };
}

/** The casino bonus behind a number the platform showed. */
function bonusId(casino: Casino, value: string | undefined): string {
  const id = ids(casino).id(value);
  if (id === undefined) throw new InvalidField('bonusId');
  return id;
}

export const bonusRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/bonus',
    handle: ({ casino, session }) =>
      casino.bonuses
        .list(session())
        .filter((b) => b.status !== 'initiated')
        .map((b) => instance(casino, b)),
  },
  {
    method: 'GET',
    path: '/bonus/pending',
    handle: ({ casino, session }) =>
      casino.bonuses
        .list(session())
        .filter(pendingBonus)
        .map((b) => ({
          Id: ids(casino).number(b.id),
          Name: b.name,
          Description: b.description,
          Created: b.startTime,
          Expires: b.endTime,
          Rewards: [{ Amount: b.maxAmount, Currency: b.currency, WageringFactor: 0, Product: 'Casino' }],
        })),
  },
  // `BonusOffer[]`; "currently only type Deposit is supported", and only with a session.
  {
    method: 'GET',
    path: '/bonus/offers',
    handle: ({ casino, session, query }) => {
      const sid = session();
      if (param(query, 'type') !== 'Deposit') return [];
      const waiting = casino.bonuses.list(sid).filter((b) => b.status === 'initiated' && b.deposit);
      return [...waiting, ...casino.bonuses.offers(sid).filter((o) => o.deposit)].map((o) => ({
        Id: ids(casino).number(o.id),
        Identifier: o.identifier,
        priority: 0,
        ValidDateStart: o.startTime,
        ValidDateEnd: o.endTime,
        IsOptInRequired: false,
        MaxPerPlayerClaimCount: 1,
        MaxPerPlayerClaimCountOn: 'Month',
        PlayerClaimCount: 0,
        RewardGroups: [
          {
            Name: o.name,
            PromoCode: o.code,
            Rewards: [
              {
                Amount: o.maxAmount,
                CurrencyAmounts: [{ Currency: o.currency, MinDepositAmount: o.minAmount, MaxDepositAmount: o.maxAmount }],
                Games: [],
                MaxDepositType: 'LessThanOrEqual',
                MinDepositType: 'MoreThanOrEqual',
                Product: 'Casino',
                RewardType: 'MatchedDeposit',
                ValidDays: 30,
                WageringFactor: 0,
                WageringType: 'None',
              },
            ],
          },
        ],
        HasPlyerOptedIn: false,
        Name: o.name,
      }));
    },
  },
  // Answers how many bonuses the code gave: 0 for a code that is not (or no longer) valid.
  {
    method: 'POST',
    path: '/bonus/trigger/:code',
    handle: ({ casino, session, params }) => {
      try {
        casino.bonuses.trigger(session(), params.code!);
        return 1;
      } catch (error) {
        if (isProviderError(error) && error.area === 'bonus' && error.key === 'invalid-bonus') return 0;
        throw error;
      }
    },
  },
  {
    method: 'POST',
    path: '/bonus/:id/claim',
    handle: ({ casino, session, params }) => casino.bonuses.claim(session(), bonusId(casino, params.id)),
  },
  {
    method: 'POST',
    path: '/bonus/:id/cancel',
    handle: ({ casino, session, params }) => casino.bonuses.cancel(session(), bonusId(casino, params.id)),
  },
];
