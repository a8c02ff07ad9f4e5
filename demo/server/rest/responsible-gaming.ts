// Limits, breaks, declarations and the session on the REST platform stand-in, in the
// platform's own shapes (its public SDK, @goa-codebet/enji-sdk 1.9.1:
// ResponsibleGamingLimitClient, ResponsibleGamingClient). Ids are numbers (./ids.ts);
// optional fields are left out when the casino has no value for them.
import type { Limit, LimitPeriod, LimitType, Product, SelfExcludeChoice } from '../../../src/domain/model.ts';
import type { Casino } from '../../../src/adapters/stub/index.ts';
import { ids } from './ids.ts';
import { InvalidField, number, optionalText, text, type RestRoute } from './route.ts';

/** The platform's `PlayerLimitType` for the casino's limit types (LoginTime: minutes of play; LoginPeriodBlock and Session are never set here). */
const LIMIT_TYPE: Readonly<Partial<Record<LimitType, string>>> = {
  deposit: 'Deposit',
  loss: 'NetLoss',
  wager: 'Wager',
  session: 'LoginTime',
  'product-session': 'ProductSession',
  'reality-check': 'RealityCheck',
};

/** The platform's `Product` (its gaming products). */
export const PRODUCT: Readonly<Record<Product, string>> = {
  casino: 'Casino',
  bingo: 'Bingo',
  sport: 'Sportsbook',
  fantasy: 'ScoutFantasy',
  'pool-betting': 'PoolBetting',
  poker: 'Poker',
  lotto: 'Lotto',
};

/** `Timespan` in days; 0 for a transaction limit and for a reality check (which has no period). */
const TIMESPAN: Readonly<Record<LimitPeriod, number>> = { transaction: 0, daily: 1, weekly: 7, monthly: 30, none: 0 };

const PANIC_CHOICES: readonly SelfExcludeChoice[] = ['Open', 'Pause', 'None'];

const keyFor = <K extends string>(table: Readonly<Partial<Record<K, unknown>>>, value: unknown): K | undefined =>
  (Object.keys(table) as K[]).find((key) => table[key] === value);

/** The days of /block/{amount} and /self-exclude/{amount}. */
function days(amount: string | undefined): number {
  const value = Number(amount);
  if (!Number.isInteger(value)) throw new InvalidField('expiresIn');
  return value;
}

/** The number a queued raise's row shows: its own, beside the limit's. */
const queuedKey = (limit: Limit) => `${limit.id}#queued`;

/**
 * A limit as the platform lists it (`Limit`): one Active row; while a raise waits for its
 * 72 hours, the row in force is Canceled as of the raise's start and the raise is an Active
 * row that `Activates` then.
 */
function limitRows(casino: Casino, limit: Limit) {
  const type = LIMIT_TYPE[limit.type];
  if (!type) return [];
  const row = {
    Id: ids(casino).number(limit.id),
    Type: type,
    ...(limit.product && { Product: PRODUCT[limit.product] }),
    Status: 'Active',
    Amount: limit.amount,
    Currency: limit.currency,
    Timespan: TIMESPAN[limit.period],
    Created: new Date().toISOString(),
    ...(limit.expiryDate && { Expires: limit.expiryDate }),
    RemainingAmount: limit.remainingAmount ?? limit.amount,
    IsAdmin: limit.locked,
  };
  if (!limit.queued) return [row];
  const { amount, activatesAt } = limit.queued;
  return [
    { ...row, Status: 'Canceled', Canceled: activatesAt },
    { ...row, Id: ids(casino).number(queuedKey(limit)), Amount: amount, RemainingAmount: amount, Activates: activatesAt },
  ];
}

/** The casino limit behind a number the platform showed (a queued raise's number names its limit). */
function limitOf(casino: Casino, sessionId: string, id: string | undefined): Limit {
  const known = ids(casino).id(id);
  const limit = casino.limits.list(sessionId).find((l) => l.id === known || queuedKey(l) === known);
  if (!limit) throw new InvalidField('id');
  return limit;
}

export const responsibleGamingRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/responsiblegaming/limit',
    handle: ({ casino, session }) => casino.limits.list(session()).flatMap((l) => limitRows(casino, l)),
  },
  {
    method: 'POST',
    path: '/responsiblegaming/limit/v2',
    handle: ({ casino, session, body }) => {
      const type = keyFor(LIMIT_TYPE, body.Type);
      if (!type) throw new InvalidField('Type');
      const timespan = number(body, 'Timespan');
      const period = type === 'reality-check' ? 'none' : keyFor(TIMESPAN, timespan);
      if (!period || (period === 'none' && type !== 'reality-check')) throw new InvalidField('Timespan');
      const productName = optionalText(body, 'Product');
      const product = productName === undefined ? undefined : keyFor(PRODUCT, productName);
      if (productName !== undefined && !product) throw new InvalidField('Product');
      casino.limits.set(session(), { type, period, amount: number(body, 'Amount'), ...(product && { product }) });
    },
  },
  {
    method: 'POST',
    path: '/responsiblegaming/limit/cancel/:id',
    handle: ({ casino, session, params }) => {
      const limit = limitOf(casino, session(), params.id);
      casino.limits.remove(session(), { id: limit.id, type: limit.type, period: limit.period });
    },
  },
  {
    method: 'POST',
    path: '/responsiblegaming/block/:amount',
    handle: ({ casino, session, params }) => casino.responsibleGaming.block(session(), days(params.amount)),
  },
  {
    method: 'POST',
    path: '/responsiblegaming/self-exclude/:amount',
    handle: ({ casino, session, params }) => casino.responsibleGaming.selfExclude(session(), days(params.amount)),
  },
  {
    method: 'POST',
    path: '/responsiblegaming/panic',
    handle: ({ casino, session, body }) => {
      const choice = text(body, 'PanicChoice') as SelfExcludeChoice;
      if (!PANIC_CHOICES.includes(choice)) throw new InvalidField('PanicChoice');
      casino.responsibleGaming.sendSelfExcludeChoice(session(), choice);
    },
  },
  // `RealityCheckData`: no list at all when the player has not played.
  {
    method: 'GET',
    path: '/responsiblegaming/realitycheck-data',
    handle: ({ casino, session }) => {
      const rows = casino.responsibleGaming.realityCheck(session());
      return rows.length
        ? { WagersWins: rows.map((r) => ({ Product: PRODUCT[r.product as Product] ?? r.product, Wager: r.wager, Win: r.win })) }
        : {};
    },
  },
  // `SessionInfo`: times in unix seconds, minutes until the reality check (0 without one).
  {
    method: 'GET',
    path: '/responsiblegaming/session',
    handle: ({ casino, session }) => {
      const info = casino.sessions.info(session());
      const unix = (iso: string | null | undefined) => (iso ? Math.floor(Date.parse(iso) / 1000) : 0);
      const untilCheck = info.nextRealityCheck
        ? Math.max(0, Math.ceil((Date.parse(info.nextRealityCheck) - Date.parse(info.started)) / 60_000) - info.length)
        : 0;
      const previous = info.previous;
      return {
        TimeUntilRealityCheck: untilCheck,
        SessionLength: info.length,
        SessionLenght: info.length,
        CurrentUnixStarted: unix(info.started),
        LastUnixStarted: unix(previous?.started),
        LastUnixEnded: unix(previous?.ended),
        ...(previous?.ip && { LastLoginIp: previous.ip }),
        ...(previous?.device && { LastLoginDevice: previous.device }),
        LastWager: previous?.wager ?? 0,
        LastWon: previous?.won ?? 0,
      };
    },
  },
  {
    method: 'GET',
    path: '/responsiblegaming/product-blocks',
    handle: ({ casino, session }) =>
      casino.responsibleGaming.productBlocks(session()).map((b) => ({
        Id: ids(casino).number(b.id),
        Product: PRODUCT[b.product],
        Status: b.status === 'active' ? 'Active' : b.status === 'cool-down' ? 'CoolDown' : 'Inactive',
        Expires: b.expires ?? '9999-12-31T00:00:00Z',
      })),
  },
  // `AddPsgiScoreParams`: the version is the test's kind, Full, Short or SpainLimit.
  {
    method: 'POST',
    path: '/responsiblegaming/pgsi-score',
    handle: ({ casino, session, body }) => {
      const version = text(body, 'Version');
      if (!['Full', 'Short', 'SpainLimit'].includes(version)) throw new InvalidField('Version');
      casino.responsibleGaming.submitGamblingTest(session(), { total: number(body, 'Score'), version });
    },
  },
];
