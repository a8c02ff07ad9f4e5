import { array, nullish, number, object, parse, picklist, string } from 'valibot';
import type {
  GamblingTestResult,
  ProductBlock,
  RealityCheckRow,
  SelfExcludeChoice,
  SessionSummary,
  SourceOfWealth,
} from '../../domain/model';
import { mapTransactionStatus } from '../../domain/status';
import { playerProfile, sessionReading } from './account';
import { PRODUCTS } from './limits';
import { ourName } from './names';
import type { RestApi } from './request';

/**
 * POST /responsiblegaming/block/{days}: the platform ends the player's sessions at once,
 * so the adapter signs out too (99999 days is indefinite).
 */
export async function block(api: RestApi, days: number): Promise<void> {
  await api.call('responsible-gaming', { post: `/responsiblegaming/block/${days}` });
  api.end();
}

/** POST /responsiblegaming/self-exclude/{days}; as a block. */
export async function selfExclude(api: RestApi, days: number): Promise<void> {
  await api.call('responsible-gaming', { post: `/responsiblegaming/self-exclude/${days}` });
  api.end();
}

/** POST /responsiblegaming/panic `{PanicChoice: 'Open' | 'Pause' | 'None'}` (the self-exclude popup's choices). */
export function sendSelfExcludeChoice(api: RestApi, choice: SelfExcludeChoice): Promise<void> {
  return api.call('responsible-gaming', { post: '/responsiblegaming/panic', body: { PanicChoice: choice } });
}

/** The SDK's `RealityCheckData`: `{WagersWins?: [{Product?, Wager, Win}]}`. */
export const PlatformRealityCheck = object({
  WagersWins: nullish(array(object({ Product: nullish(string()), Wager: number(), Win: number() }))),
});

/** GET /responsiblegaming/realitycheck-data; a row of a product this front end does not name is left out. */
export function getRealityCheck(api: RestApi): Promise<RealityCheckRow[]> {
  return api.call('responsible-gaming', { get: '/responsiblegaming/realitycheck-data' }, (answer) =>
    (parse(PlatformRealityCheck, answer).WagersWins ?? []).flatMap((row) => {
      const product = ourName(PRODUCTS, row.Product);
      return product ? [{ product, win: row.Win, wager: row.Wager }] : [];
    }),
  );
}

/** The SDK's `ProductBlock`: `{Id: number, Product, Status: 'Active' | 'Inactive' | 'CoolDown', Expires}`. */
export const PlatformProductBlocks = array(
  object({ Id: number(), Product: string(), Status: picklist(['Active', 'Inactive', 'CoolDown']), Expires: nullish(string()) }),
);
const BLOCK_STATUS = { Active: 'active', Inactive: 'inactive', CoolDown: 'cool-down' } as const;

/** GET /responsiblegaming/product-blocks (blocks of products this front end does not name are left out). */
export function getProductBlocks(api: RestApi): Promise<ProductBlock[]> {
  return api.call('responsible-gaming', { get: '/responsiblegaming/product-blocks' }, (answer) =>
    parse(PlatformProductBlocks, answer).flatMap((b) => {
      const product = ourName(PRODUCTS, b.Product);
      return product ? [{ id: `${b.Id}`, product, status: BLOCK_STATUS[b.Status], expires: b.Expires ?? null }] : [];
    }),
  );
}

/** The SDK's `Transaction` (and `PaymentTransaction`), the fields betr reads. */
export const PlatformTransaction = object({
  Id: number(),
  Amount: number(),
  Status: nullish(string()),
  Started: string(),
  Currency: nullish(string()),
  TransactionType: nullish(string()),
  Method: nullish(string()),
  Provider: nullish(string()),
});
export const PlatformPayments = array(PlatformTransaction);

/** The SDK's `PaymentStatsPerBrand` `{PlayerId, Brand?, DepositCount, TotalDeposit, WithdrawalCount, TotalWithdrawal, …}`, the fields betr reads. */
const PlatformBrandStats = object({
  Brand: nullish(string()),
  DepositCount: number(),
  TotalDeposit: number(),
  WithdrawalCount: number(),
  TotalWithdrawal: number(),
});
/** The SDK's `PaymentStatsResponse`, the fields the session summary and the history read. */
export const PlatformPaymentStats = object({
  DepositCount: number(),
  TotalDeposit: number(),
  WithdrawalCount: number(),
  TotalWithdrawal: number(),
  LastDepositAmount: nullish(number()),
  PerBrandStats: nullish(array(PlatformBrandStats)),
});
/** The SDK's `LifetimeStatsResponse`: `{NGR}`. */
export const PlatformLifetimeStats = object({ NGR: number() });

/** Payments read a page at a time for the session summary's 12 months. */
const SUMMARY_PAGE = 100;
/** The session summary's window: the last 365 days, as the stub counts them. */
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Completed deposits minus completed withdrawals started in the last 12 months, from GET
 * /transaction/payments (no `type`: both kinds, newest first), a page at a time until a page
 * runs short or reaches a payment older than 12 months. Payments in another currency than
 * the player's are left out (the figure is shown in the player's).
 */
async function lastYearNet(api: RestApi, currency: string, now: number): Promise<number> {
  const since = now - YEAR_MS;
  let net = 0;
  for (let offset = 0; ; offset += SUMMARY_PAGE) {
    const page = await api.call('responsible-gaming', { get: '/transaction/payments', query: { offset, max: SUMMARY_PAGE } }, (answer) =>
      parse(PlatformPayments, answer),
    );
    const inYear = page.filter((t) => Date.parse(t.Started) >= since);
    for (const t of inYear) {
      if (mapTransactionStatus(t.Status) !== 'completed' || (t.Currency && t.Currency !== currency)) continue;
      const kind = t.TransactionType?.toLowerCase();
      if (kind === 'deposit') net += t.Amount;
      else if (kind === 'withdraw' || kind === 'withdrawal') net -= t.Amount;
    }
    if (page.length < SUMMARY_PAGE || inYear.length < page.length) return net;
  }
}

/**
 * The session summary has no call of its own on the platform; it is pieced together:
 * deposits minus withdrawals over the last 12 months from the player's payments (GET
 * /transaction/payments, as `lastYearNet`; the platform's GET /player/payment-stats gives
 * lifetime totals only), the currency from the profile, and the last sign-in from the
 * session's reading (GET /responsiblegaming/session `LastUnixStarted`). The profile and the
 * reading are the page's, which it keeps for every reader (a resumed session brought the
 * reading); so are the deposit limits, which are left to it: it reads the player's limits
 * once for every element that shows them.
 */
export async function getSessionSummary(api: RestApi): Promise<SessionSummary> {
  const [profile, session] = await Promise.all([playerProfile(api), sessionReading(api)]);
  return {
    depositWithdrawalSummary: await lastYearNet(api, profile.currency, Date.now()),
    currency: profile.currency,
    lastLoggedIn: session.previous?.started ?? null,
  };
}

/**
 * POST /kyc/source-of-wealth/v2, the SDK's form `{Source: string, IncomeFromValue,
 * IncomeToValue: number, Industry, Occupation, Nationality, CountryOfBirthCode}`. The
 * platform takes one source: the chosen ones go as one text. The widget asks neither
 * nationality nor country of birth; the profile's country stands for both. An open range
 * (no upper bound) sends 0: the SDK says the platform sets IncomeToValue to the player's
 * annual income itself.
 */
export async function submitSourceOfWealth(api: RestApi, answer: SourceOfWealth): Promise<void> {
  const { country } = await playerProfile(api);
  return api.call('source-of-wealth', {
    post: '/kyc/source-of-wealth/v2',
    body: {
      Source: answer.sources.join(', '),
      IncomeFromValue: answer.income.from,
      IncomeToValue: answer.income.to ?? 0,
      Industry: answer.industry,
      Occupation: answer.occupation,
      Nationality: country,
      CountryOfBirthCode: country,
    },
  });
}

/**
 * POST /responsiblegaming/pgsi-score `{Score, Version: 'Full' | 'Short' | 'SpainLimit'}`:
 * the widget's test is the whole nine-question PGSI, the platform's `Full`.
 */
export function submitGamblingTest(api: RestApi, result: GamblingTestResult): Promise<void> {
  return api.call('responsible-gaming', { post: '/responsiblegaming/pgsi-score', body: { Score: result.total, Version: 'Full' } });
}
