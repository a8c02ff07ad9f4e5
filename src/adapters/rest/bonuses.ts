import { array, nullish, number, object, parse, string, type InferOutput } from 'valibot';
import { ProviderError } from '../provider';
import type { Bonus } from '../../domain/model';
import { mapBonusStatus } from '../../domain/status';
import { playerProfile, refreshWallet } from './account';
import type { RestApi } from './request';

/**
 * The SDK's `BonusInstance` (GET /bonus: "pending, active, expired, cleared"), the fields
 * betr reads: `{Id: number, Identifier?, Name?, Description?, Amount, Currency?, State?,
 * Created, Activates?, Expires, WageringRequirment?, WageringRequirmentRemaining?}`.
 */
export const PlatformBonuses = array(
  object({
    Id: number(),
    Identifier: nullish(string()),
    Name: nullish(string()),
    Description: nullish(string()),
    Amount: number(),
    Currency: nullish(string()),
    State: nullish(string()),
    Created: string(),
    Activates: nullish(string()),
    Expires: string(),
    WageringRequirment: nullish(number()),
    WageringRequirmentRemaining: nullish(number()),
  }),
);

/** The SDK's `PendingBonus` (GET /bonus/pending): `{Id: number, Name?, Description?, Created, Expires, Rewards?}`. */
export const PlatformPendingBonuses = array(
  object({
    Id: number(),
    Name: nullish(string()),
    Description: nullish(string()),
    Created: string(),
    Expires: string(),
    Rewards: nullish(array(object({ Amount: number(), Currency: nullish(string()) }))),
  }),
);

/** The SDK's `BonusOffer` (GET /bonus/offers), the fields betr reads. */
export const PlatformOffers = array(
  object({
    Id: number(),
    Identifier: nullish(string()),
    Name: nullish(string()),
    ValidDateStart: string(),
    ValidDateEnd: string(),
    RewardGroups: nullish(
      array(
        object({
          PromoCode: nullish(string()),
          Rewards: array(
            object({
              CurrencyAmounts: array(
                object({ Currency: nullish(string()), MinDepositAmount: nullish(number()), MaxDepositAmount: nullish(number()) }),
              ),
            }),
          ),
        }),
      ),
    ),
  }),
);

/** What the platform does not tell of a bonus: no image, html, code or deposit range. */
const BLANK = {
  code: '',
  assets: '',
  html: '',
  minAmount: 0,
  maxAmount: 0,
  deposit: false,
  canBeCanceled: false,
  wagered: 0,
  wageringRequirment: 0,
  wageringRequirmentRemaining: 0,
};

/** A bonus the player holds, its `State` by the spec's status mapping (an unknown one drops it); only an active one can be cancelled. */
function held(b: InferOutput<typeof PlatformBonuses>[number]): Bonus[] {
  const status = mapBonusStatus(b.State ?? '');
  if (status === null) return [];
  const requirement = b.WageringRequirment ?? 0;
  const remaining = b.WageringRequirmentRemaining ?? 0;
  return [
    {
      ...BLANK,
      id: `${b.Id}`,
      identifier: b.Identifier ?? '',
      name: b.Name ?? '',
      description: b.Description ?? '',
      status,
      startTime: b.Activates ?? b.Created,
      endTime: b.Expires,
      wagered: requirement > 0 ? Math.round(((requirement - remaining) / requirement) * 100) : 0,
      wageringRequirment: requirement,
      wageringRequirmentRemaining: remaining,
      currency: b.Currency ?? '',
      canBeCanceled: status === 'active',
    },
  ];
}

/** A pending bonus waits for the player to claim it (POST /bonus/{id}/claim): the spec's initiated. */
function pending(b: InferOutput<typeof PlatformPendingBonuses>[number]): Bonus {
  const reward = b.Rewards?.[0];
  return {
    ...BLANK,
    id: `${b.Id}`,
    identifier: '',
    name: b.Name ?? '',
    description: b.Description ?? '',
    status: 'initiated',
    startTime: b.Created,
    endTime: b.Expires,
    currency: reward?.Currency ?? '',
  };
}

/** GET /bonus/pending (claimable) and GET /bonus (held), pending first. */
export async function getBonuses(api: RestApi): Promise<Bonus[]> {
  const [waiting, all] = await Promise.all([
    api.call('bonus', { get: '/bonus/pending' }, (answer) => parse(PlatformPendingBonuses, answer).map(pending)),
    api.call('bonus', { get: '/bonus' }, (answer) => parse(PlatformBonuses, answer).flatMap(held)),
  ]);
  return [...waiting, ...all];
}

/**
 * GET /bonus/offers?type=Deposit (the only type the SDK says the platform serves; it needs a
 * session, so a visitor is offered none). The code is the first reward group's `PromoCode`;
 * the deposit range is the first reward's `CurrencyAmounts` of the player's currency.
 */
export async function getBonusOffers(api: RestApi): Promise<Bonus[]> {
  if (api.sessionId === null) return [];
  // Asked together: a profile not yet read is no round trip ahead of the offers.
  const [{ currency }, offers] = await Promise.all([
    playerProfile(api),
    api.call('bonus', { get: '/bonus/offers', query: { type: 'Deposit' } }, (answer) => parse(PlatformOffers, answer)),
  ]);
  return offers.map((offer) => {
    const group = offer.RewardGroups?.find((g) => g.PromoCode) ?? offer.RewardGroups?.[0];
    const amounts = group?.Rewards[0]?.CurrencyAmounts ?? [];
    const amount = amounts.find((a) => a.Currency === currency) ?? amounts[0];
    return {
      ...BLANK,
      id: `${offer.Id}`,
      identifier: offer.Identifier ?? '',
      code: group?.PromoCode ?? '',
      name: offer.Name ?? '',
      description: '',
      status: 'initiated' as const,
      startTime: offer.ValidDateStart,
      endTime: offer.ValidDateEnd,
      currency,
      minAmount: amount?.MinDepositAmount ?? 0,
      maxAmount: amount?.MaxDepositAmount ?? 0,
      deposit: true,
    };
  });
}

/** POST /bonus/trigger/{code} answers a number: 0 means invalid bonus (spec: cashier §5). */
export async function triggerBonus(api: RestApi, code: string): Promise<void> {
  await api.call('bonus', { post: `/bonus/trigger/${encodeURIComponent(code)}` }, (answer) => {
    if (answer === 0) throw new ProviderError('bonus', 'invalid-bonus');
    if (typeof answer !== 'number') throw new TypeError('malformed answer');
  });
  await refreshWallet(api);
}

/** POST /bonus/{id}/claim: a pending bonus. */
export async function claimBonus(api: RestApi, id: string): Promise<void> {
  await api.call('bonus', { post: `/bonus/${encodeURIComponent(id)}/claim` });
  await refreshWallet(api);
}

/** POST /bonus/{id}/cancel: an active bonus. */
export async function cancelBonus(api: RestApi, id: string): Promise<void> {
  await api.call('bonus', { post: `/bonus/${encodeURIComponent(id)}/cancel` });
  await refreshWallet(api);
}
