import { array, boolean, nullish, number, object, parse, string, type InferOutput } from 'valibot';
import type {
  CrossBrandDepositLimit,
  Limit,
  LimitPeriod,
  LimitType,
  Product,
  RemoveLimitRequest,
  SetLimitRequest,
} from '../../domain/model';
import { currentAndQueuedLimit } from '../../domain/limit-queue';
import { PERIOD_CODES } from '../../domain/limits';
import { ourName } from './names';
import type { RestApi } from './request';

/**
 * A limit's `Type` (ResponsibleGamingLimitClient: Deposit, NetLoss, Wager, Session,
 * RealityCheck, LoginPeriodBlock, LoginTime, ProductSession). The spec's session limit is
 * minutes of play a day, week or month: the platform's `LoginTime` ("added in minutes"); its
 * `Session` is a game session's length, which "needs frontend support", so betr does not
 * offer it. LoginPeriodBlock has no screen here either: such rows are left out.
 */
export const LIMIT_TYPES: Readonly<Partial<Record<LimitType, string>>> = {
  deposit: 'Deposit',
  wager: 'Wager',
  loss: 'NetLoss',
  session: 'LoginTime',
  'product-session': 'ProductSession',
  'reality-check': 'RealityCheck',
};

/** The platform's `Product` for ours (the SDK's Product enum, the gaming half). */
export const PRODUCTS: Readonly<Record<Product, string>> = {
  casino: 'Casino',
  bingo: 'Bingo',
  sport: 'Sportsbook',
  fantasy: 'ScoutFantasy',
  'pool-betting': 'PoolBetting',
  poker: 'Poker',
  lotto: 'Lotto',
};

/** `Timespan` in days: the spec's period codes; 0 is per transaction, or no period for a reality check (an interval, not a window). */
const TIMESPANS: Readonly<Partial<Record<LimitPeriod, number>>> = PERIOD_CODES;

const timespan = (type: LimitType, period: LimitPeriod): number => (type === 'reality-check' ? 0 : (TIMESPANS[period] ?? 0));
const periodOf = (type: LimitType, value: number): LimitPeriod | undefined =>
  type === 'reality-check' ? 'none' : ourName(TIMESPANS, value);

/**
 * The SDK's `Limit`: `{Id: number, Type?, Product?, Status?, Amount, Currency?, Timespan:
 * number, Created, Canceled?, Expires?, Activates?, RemainingAmount, IsAdmin}`. Optional
 * fields may be absent or null; unknown fields are ignored.
 */
export const PlatformLimit = object({
  Id: number(),
  Type: nullish(string()),
  Product: nullish(string()),
  Status: nullish(string()),
  Amount: number(),
  Currency: nullish(string()),
  Timespan: number(),
  Created: string(),
  Canceled: nullish(string()),
  Expires: nullish(string()),
  Activates: nullish(string()),
  RemainingAmount: number(),
  IsAdmin: boolean(),
});
export const PlatformLimits = array(PlatformLimit);
type PlatformLimit = InferOutput<typeof PlatformLimit>;

const future = (iso: string | null | undefined, now: number): iso is string => !!iso && Date.parse(iso) > now;

interface Row {
  limit: Limit;
  amount: number;
  status: string;
  activationDate: string | null;
}

/**
 * One platform row as the queue rule (src/domain/limit-queue) reads it, or null for a row
 * out of force. The platform lists "all active and canceled limits": a canceled one counts
 * only while its `Canceled` time is still ahead (it is being replaced by a raise). Either
 * spelling of the status is accepted (the SDK's docs write "canceled"). An Active row whose
 * `Activates` is ahead is a queued raise.
 */
function row(r: PlatformLimit, now: number): Row | null {
  const type = ourName(LIMIT_TYPES, r.Type);
  if (!type) return null;
  const period = periodOf(type, r.Timespan);
  if (!period) return null;
  const canceled = r.Status === 'Canceled' || r.Status === 'Cancelled';
  if (canceled && !future(r.Canceled, now)) return null;
  if (!canceled && r.Status !== 'Active') return null;
  const product = ourName(PRODUCTS, r.Product) ?? null;
  return {
    amount: r.Amount,
    status: canceled ? 'Cancelled' : 'Active',
    activationDate: !canceled && future(r.Activates, now) ? r.Activates : null,
    limit: {
      id: `${r.Id}`,
      type,
      period,
      status: 'active',
      amount: r.Amount,
      remainingAmount: r.RemainingAmount,
      currency: r.Currency ?? '',
      product,
      queued: null,
      // The nearest the platform has to a limit the player may not change: one an operator's staff set.
      locked: r.IsAdmin,
      expiryDate: r.Expires ?? null,
    },
  };
}

/** Rows of one type, period and product make one Limit with its queued raise (spec: cashier §4). */
export function readLimits(answer: unknown, now = Date.now()): Limit[] {
  const groups = new Map<string, Row[]>();
  for (const r of parse(PlatformLimits, answer)) {
    const read = row(r, now);
    if (!read) continue;
    const key = `${read.limit.type}/${read.limit.period}/${read.limit.product}`;
    groups.set(key, [...(groups.get(key) ?? []), read]);
  }
  return [...groups.values()].flatMap((rows) => {
    const found = currentAndQueuedLimit(rows);
    if (!found) return [];
    const { current, queued } = found;
    return [{ ...current.limit, queued: queued && { amount: queued.amount, activatesAt: queued.activationDate! } }];
  });
}

/** GET /responsiblegaming/limit */
export function getLimits(api: RestApi): Promise<Limit[]> {
  return api.call('responsible-gaming', { get: '/responsiblegaming/limit' }, (answer) => readLimits(answer));
}

/**
 * POST /responsiblegaming/limit/v2, the SDK's `AddLimit` `{Type, Product?, Amount, Timespan}`:
 * one limit a call, as the limits screen changes one at a time. The platform finds the limit
 * it replaces by type, period and product, takes the player's currency when none is sent,
 * and decides what is queued.
 */
export async function setLimit(api: RestApi, request: SetLimitRequest): Promise<Limit[]> {
  await api.call('responsible-gaming', {
    post: '/responsiblegaming/limit/v2',
    body: {
      Type: LIMIT_TYPES[request.type],
      ...(request.product && { Product: PRODUCTS[request.product] }),
      Amount: request.amount,
      Timespan: timespan(request.type, request.period),
    },
  });
  return getLimits(api);
}

/** POST /responsiblegaming/limit/cancel/{id} */
export async function removeLimit(api: RestApi, request: RemoveLimitRequest): Promise<Limit[]> {
  await api.call('responsible-gaming', { post: `/responsiblegaming/limit/cancel/${encodeURIComponent(request.id)}` });
  return getLimits(api);
}

/**
 * The platform has no call for a person's limits at the operator's other brands: the spec's
 * GET /responsiblegaming/limit/{personId} does not exist. The platform applies them itself,
 * refusing a sign-up with GamblingIssuesCrossBrand or TimeoutIssuesCrossBrand, so the
 * widgets show none.
 */
export async function getCrossBrandDepositLimits(): Promise<CrossBrandDepositLimit[]> {
  return [];
}
