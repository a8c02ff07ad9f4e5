import { ProviderError, type Bonus } from '../provider';
import { mapBonusStatus } from '../../domain/status';
import { refreshWallet } from './account';
import { bool, list, num, obj, str } from './read';
import type { RestApi } from './request';

/**
 * A bonus as the platform lists it: `{Id, Identifier, Code, Name, Description, Status,
 * Assets, Html, StartTime, EndTime, WageredPercent, WageringRequirment,
 * WageringRequirmentRemaining, Currency, Amounts: [{Currency, Min, Max}], IsDeposit,
 * CanBeCanceled}`. Min and max are taken for the bonus's (the player's) currency. A status
 * the spec does not name drops the bonus.
 */
function readBonuses(answer: unknown): Bonus[] {
  return list(answer).flatMap((item) => {
    const b = obj(item);
    const status = mapBonusStatus(str(b.Status));
    if (status === null) return [];
    const currency = str(b.Currency);
    const amounts = list(b.Amounts).map(obj);
    const amount = amounts.find((a) => a.Currency === currency) ?? obj(amounts[0]);
    return [{
      id: str(b.Id),
      identifier: str(b.Identifier),
      code: str(b.Code),
      name: str(b.Name),
      description: str(b.Description),
      status,
      assets: str(b.Assets),
      html: str(b.Html),
      startTime: str(b.StartTime),
      endTime: str(b.EndTime),
      wagered: num(b.WageredPercent),
      wageringRequirment: num(b.WageringRequirment),
      wageringRequirmentRemaining: num(b.WageringRequirmentRemaining),
      currency,
      minAmount: num(amount.Min),
      maxAmount: num(amount.Max),
      deposit: bool(b.IsDeposit),
      canBeCanceled: bool(b.CanBeCanceled),
    }];
  });
}

/** GET /bonus: the player's bonuses. */
export function getBonuses(api: RestApi): Promise<Bonus[]> {
  return api.call('bonus', { get: '/bonus' }, readBonuses);
}

/** GET /bonus/offers?type=all: what the player (or a visitor) may take. */
export function getBonusOffers(api: RestApi): Promise<Bonus[]> {
  return api.call('bonus', { get: '/bonus/offers', query: { type: 'all' } }, readBonuses);
}

/** POST /bonus/trigger/{code} answers a number: 0 means invalid bonus (spec: cashier §5). */
export async function triggerBonus(api: RestApi, code: string): Promise<void> {
  await api.call('bonus', { post: `/bonus/trigger/${encodeURIComponent(code)}` }, (answer) => {
    if (num(answer) === 0) throw new ProviderError('bonus', 'invalid-bonus');
  });
  await refreshWallet(api);
}

/** POST /bonus/claim/{id} */
export async function claimBonus(api: RestApi, id: string): Promise<void> {
  await api.call('bonus', { post: `/bonus/claim/${encodeURIComponent(id)}` });
  await refreshWallet(api);
}

/** POST /bonus/cancel/{id} */
export async function cancelBonus(api: RestApi, id: string): Promise<void> {
  await api.call('bonus', { post: `/bonus/cancel/${encodeURIComponent(id)}` });
  await refreshWallet(api);
}
