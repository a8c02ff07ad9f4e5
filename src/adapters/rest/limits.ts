import type {
  CrossBrandDepositLimit,
  CrossBrandTimespan,
  DepositLimitStatus,
  Limit,
  LimitPeriod,
  LimitType,
  Product,
  RemoveLimitRequest,
  SetLimitRequest,
} from '../provider';
import { tightestDepositLimit } from '../../domain/deposit-limit-warning';
import { currentAndQueuedLimit } from '../../domain/limit-queue';
import { getWallet, playerId } from './account';
import { ourName } from './names';
import { bool, list, maybe, num, obj, str } from './read';
import type { RestApi } from './request';

/** Limit period codes (spec: cashier §9); a reality check has no period. Shared with the provider server. */
export const TIMESPANS: Readonly<Record<LimitPeriod, number | null>> = { transaction: 0, daily: 1, weekly: 7, monthly: 30, none: null };
export const TYPES: Readonly<Partial<Record<LimitType, string>>> = {
  deposit: 'Deposit',
  wager: 'Wager',
  loss: 'Loss',
  session: 'Session',
  'product-session': 'ProductSession',
  'reality-check': 'RealityCheck',
};

interface Row {
  id: string;
  type: LimitType;
  period: LimitPeriod;
  product: Product | null;
  amount: number;
  remainingAmount: number | null;
  currency: string;
  status: string;
  activationDate: string | null;
  locked: boolean;
  expiryDate: string | null;
}

/**
 * GET /responsiblegaming/limit: rows `{Id, Type, Timespan, Amount, RemainingAmount, Currency,
 * Product, Status: 'Active' | 'Cancelled' | …, ActivationDate, Locked, ExpiryDate}`. A raised
 * limit waiting for its 72 hours is two rows of one type and period: the queue rule of
 * src/domain/limit-queue makes them one Limit with its queued change. Session amounts are
 * minutes.
 */
export function getLimits(api: RestApi): Promise<Limit[]> {
  return api.call('responsible-gaming', { get: '/responsiblegaming/limit' }, (answer) => {
    const groups = new Map<string, Row[]>();
    for (const item of list(answer)) {
      const r = obj(item);
      const type = ourName(TYPES, r.Type);
      const period = ourName(TIMESPANS, r.Timespan ?? null);
      if (!type || !period) continue; // a limit kind this front end does not show
      const row: Row = {
        id: str(r.Id),
        type,
        period,
        product: maybe(str, r.Product) as Product | null,
        amount: num(r.Amount),
        remainingAmount: maybe(num, r.RemainingAmount),
        currency: str(r.Currency),
        status: str(r.Status),
        activationDate: maybe(str, r.ActivationDate),
        locked: bool(r.Locked),
        expiryDate: maybe(str, r.ExpiryDate),
      };
      const key = `${type}/${period}/${row.product}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    return [...groups.values()].flatMap((rows) => {
      const limit = currentAndQueuedLimit(rows);
      if (!limit) return [];
      const { current, queued } = limit;
      return [{
        id: current.id,
        type: current.type,
        period: current.period,
        status: 'active' as const,
        amount: current.amount,
        remainingAmount: current.remainingAmount,
        currency: current.currency,
        product: current.product,
        queued: queued && { amount: queued.amount, activatesAt: queued.activationDate! },
        locked: current.locked,
        expiryDate: current.expiryDate,
      }];
    });
  });
}

/** A limit as this platform names its fields (the rows of GET /responsiblegaming/limit). */
const platformLimit = (limit: Limit) => ({
  Id: limit.id,
  Type: TYPES[limit.type] ?? null,
  Timespan: TIMESPANS[limit.period],
  Amount: limit.amount,
  Currency: limit.currency,
  Product: limit.product,
});

/**
 * POST /responsiblegaming/limit/v2 `{Currency, Amount, Timespan, Type, Product}` (spec:
 * cashier §7), with the account spec's id and existing limits (§7: "set limit: type, period,
 * amount, product, id, existing limits") as `Id` (null for a new limit) and `ExistingLimits`
 * in the platform's own row names. The platform decides what is queued.
 */
export async function setLimit(api: RestApi, request: SetLimitRequest): Promise<Limit[]> {
  const { currency } = await getWallet(api);
  await api.call('responsible-gaming', {
    post: '/responsiblegaming/limit/v2',
    body: {
      Currency: currency,
      Amount: request.amount,
      Timespan: TIMESPANS[request.period],
      Type: TYPES[request.type],
      Product: request.product ?? null,
      Id: request.id ?? null,
      ExistingLimits: (request.existing ?? []).map(platformLimit),
    },
  });
  return getLimits(api);
}

/** POST /responsiblegaming/limit/cancel/{id} */
export async function removeLimit(api: RestApi, request: RemoveLimitRequest): Promise<Limit[]> {
  await api.call('responsible-gaming', { post: `/responsiblegaming/limit/cancel/${encodeURIComponent(request.id)}` });
  return getLimits(api);
}

/** The deposit limit closest to being reached; null without deposit limits. */
export async function getDepositLimitStatus(api: RestApi): Promise<DepositLimitStatus | null> {
  return tightestDepositLimit(await getLimits(api));
}

/**
 * GET /responsiblegaming/limit/{personId}: the person's deposit limits across the
 * operator's brands, `[{Timespan: 1 | 7 | 30, Amount}]`. Known by person: before sign-in,
 * those of a sign-up token's person, from GET /bootstrap?token= (`Person:
 * {CrossBrandDepositLimits}`); none without either.
 */
export async function getCrossBrandDepositLimits(api: RestApi, token?: string): Promise<CrossBrandDepositLimit[]> {
  if (api.sessionId === null) {
    if (token === undefined) return [];
    return api.call('responsible-gaming', { get: '/bootstrap', query: { token } }, (answer) => {
      const person = obj(answer).Person;
      return person === undefined || person === null ? [] : crossBrand(obj(person).CrossBrandDepositLimits ?? []);
    });
  }
  const id = await playerId(api);
  return api.call('responsible-gaming', { get: `/responsiblegaming/limit/${encodeURIComponent(id)}` }, crossBrand);
}

/** `[{Timespan: 1 | 7 | 30, Amount}]` */
function crossBrand(answer: unknown): CrossBrandDepositLimit[] {
  return list(answer).map((item) => {
    const limit = obj(item);
    return { timespan: num(limit.Timespan) as CrossBrandTimespan, amount: num(limit.Amount) };
  });
}
