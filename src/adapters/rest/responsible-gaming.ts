import type {
  GamblingTestResult,
  ProductBlock,
  Product,
  RealityCheckRow,
  SelfExcludeChoice,
  SessionSummary,
  SourceOfWealth,
} from '../provider';
import { list, maybe, num, obj, str } from './read';
import type { RestApi } from './request';

/**
 * POST /responsiblegaming/block/{days}: the platform ends the player's sessions at once,
 * so the adapter signs out too (99999 days is indefinite).
 */
export async function block(api: RestApi, days: number): Promise<void> {
  await api.call('responsible-gaming', {
    post: `/responsiblegaming/block/${days}` });
  api.end();
}

/** POST /responsiblegaming/self-exclude/{days}; as a block. */
export async function selfExclude(api: RestApi, days: number): Promise<void> {
  await api.call('responsible-gaming', { post: `/responsiblegaming/self-exclude/${days}` });
  api.end();
}

/** POST /responsiblegaming/panic `{PanicChoice: 'Open' | 'None' | 'Pause'}` (the self-exclude popup's choices). */
export function sendSelfExcludeChoice(api: RestApi, choice: SelfExcludeChoice): Promise<void> {
  return api.call('responsible-gaming', { post: '/responsiblegaming/panic', body: { PanicChoice: choice } });
}

/** GET /responsiblegaming/realitycheck-data `{WagersWins: [{Product, Win, Wager}]}` */
export function getRealityCheck(api: RestApi): Promise<RealityCheckRow[]> {
  return api.call('responsible-gaming', { get: '/responsiblegaming/realitycheck-data' }, (answer) =>
    list(obj(answer).WagersWins).map((item) => {
      const row = obj(item);
      return { product: str(row.Product), win: num(row.Win), wager: num(row.Wager) };
    }),
  );
}

/** GET /responsiblegaming/product-blocks `[{Id, Product, Status, Expires}]` */
export function getProductBlocks(api: RestApi): Promise<ProductBlock[]> {
  return api.call('responsible-gaming', { get: '/responsiblegaming/product-blocks' }, (answer) =>
    list(answer).map((item) => {
      const b = obj(item);
      return { id: str(b.Id), product: str(b.Product) as Product, status: str(b.Status), expires: maybe(str, b.Expires) };
    }),
  );
}

/**
 * GET /player/lifetime-stats `{DepositWithdrawalSummary, Currency, LastLoggedIn,
 * DepositLimits: {Daily, Weekly, Monthly}}`: deposits minus withdrawals over the last 12
 * months, for the session summary (the platform has no path of its own for it).
 */
export function getSessionSummary(api: RestApi): Promise<SessionSummary> {
  return api.call('responsible-gaming', { get: '/player/lifetime-stats' }, (answer) => {
    const o = obj(answer);
    const limits = obj(o.DepositLimits);
    return {
      depositWithdrawalSummary: num(o.DepositWithdrawalSummary),
      currency: str(o.Currency),
      depositLimits: { daily: maybe(num, limits.Daily), weekly: maybe(num, limits.Weekly), monthly: maybe(num, limits.Monthly) },
      lastLoggedIn: maybe(str, o.LastLoggedIn),
    };
  });
}

/** POST /kyc/source-of-wealth/v2 `{Source, IncomeFromValue, IncomeToValue, Industry, Occupation}`; an open range has no IncomeToValue. */
export function submitSourceOfWealth(api: RestApi, answer: SourceOfWealth): Promise<void> {
  return api.call('source-of-wealth', {
    post: '/kyc/source-of-wealth/v2',
    body: {
      Source: answer.sources,
      IncomeFromValue: answer.income.from,
      IncomeToValue: answer.income.to,
      Industry: answer.industry,
      Occupation: answer.occupation,
    },
  });
}

/** POST /responsiblegaming/pgsi-score `{Score, Version}` */
export function submitGamblingTest(api: RestApi, result: GamblingTestResult): Promise<void> {
  return api.call('responsible-gaming', { post: '/responsiblegaming/pgsi-score', body: { Score: result.total, Version: result.version } });
}
