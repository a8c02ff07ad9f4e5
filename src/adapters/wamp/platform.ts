// A namespace import on purpose: tools/build/split-valibot.mjs splits only named imports, so these
// functions stay in the lazily loaded wamp chunk instead of joining the runtime every page loads.
import * as v from 'valibot';

/**
 * The websocket (first) platform as its public clients speak it: procedure and topic URIs and
 * the shapes of their answers (`kwargs`), written from what those clients send and decode
 * (docs/connect-a-platform.md, "WAMP adapter": which shapes have public evidence and which do not). Readers are
 * tolerant: valibot's `object` drops fields it does not name, every field no client relies on
 * is optional, and numbers stay numbers. The provider server's peer is written separately from
 * the same evidence; test/contract/wamp.platform.test.ts checks its answers against these.
 */
export const PROCEDURES = {
  login: '/user#login',
  logout: '/user#logout',
  sessionInfo: '/user#getSessionInfo',
  cmsSessionId: '/user#getCmsSessionID',
  acceptTerms: '/user#acceptTC',
  history: '/user#getTransactionHistory',
  applicableBonuses: '/user#getApplicableBonuses',
  register: '/user/account#register',
  activate: '/user/account#activate',
  profile: '/user/account#getProfile',
  updateProfile: '/user/account#updateProfile',
  gamingAccounts: '/user/account#getGamingAccounts',
  watchBalance: '/user/account#watchBalance',
  countries: '/user/account#getCountries',
  currencies: '/user/account#getCurrencies',
  changePassword: '/user/pwd#change',
  resetPassword: '/user/pwd#reset',
  resetKeyAvailable: '/user/pwd#isResetPwdKeyAvailable',
  sendResetEmail: '/user/pwd#sendResetPwdEmail',
  claimableBonuses: '/user/bonus#getClaimableBonuses',
  grantedBonuses: '/user/bonus#getGrantedBonuses',
  applyBonus: '/user/bonus#apply',
  limits: '/user/limit#getLimits',
  clientIdentity: '/connection#getClientIdentity',
  increaseQuota: '/connection#increaseRequestQuota',
} as const;

/** The limit kinds the platform keeps (the keys of `#getLimits`), by our limit type. */
export const LIMIT_KINDS = { deposit: 'deposit', loss: 'loss', wager: 'wagering', session: 'session' } as const;
export type LimitKind = (typeof LIMIT_KINDS)[keyof typeof LIMIT_KINDS];

/** `/user/limit#setDepositLimit`, `#removeSessionLimit`, ...: the kind capitalised. */
export function limitProcedure(action: 'set' | 'remove', kind: LimitKind): string {
  return `/user/limit#${action}${kind.charAt(0).toUpperCase()}${kind.slice(1)}Limit`;
}

export const TOPICS = { sessionState: '/sessionStateChange', balance: '/account/balanceChanged' } as const;

/**
 * The `#getLimits` keys of a money limit kept per period (`depositPerDay`, `lossPerWeek`, ...):
 * L7 reads and sets `depositPerDay|Week|Month` one period at a time, L3 reads every key that
 * names the kind, L1 lists them; L2 decodes `lossPerDay…`, `wageringPerDay…` beside the plain
 * `deposit`, `loss`, `wagering` (one limit of the kind, with its period).
 */
export const PERIOD_KEYS = { daily: 'PerDay', weekly: 'PerWeek', monthly: 'PerMonth' } as const;
export type PlatformPeriod = keyof typeof PERIOD_KEYS;
export type MoneyLimitKind = Exclude<LimitKind, 'session'>;
export const periodKey = <K extends MoneyLimitKind, P extends PlatformPeriod>(kind: K, period: P) =>
  `${kind}${PERIOD_KEYS[period]}` as const;

/**
 * `#getTransactionHistory`'s `type`s (L1 doc: Deposit, Withdraw, Transfer, BuddyTransfer; L2,
 * L3, L4 send Deposit and Withdraw). None is the player's bets and wins: no public client asks
 * the platform for gambling records (docs/connect-a-platform.md, WAMP adapter).
 */
export const HISTORY_TYPES = { Deposit: 'Deposit', Withdraw: 'Withdraw' } as const;

/**
 * The description of `#login`'s error when the client identity is logged in already (L6 matches
 * it; no public client names the error's URI, so the text is what is known of it).
 */
export const ALREADY_LOGGED_IN = 'You are already logged in.';

/** The error of a connection that used up its request quota (a CALL's error URI). */
export const QUOTA_EXHAUSTED = 'wamp.quota_exhausted';

/** The realm the provider server's peer serves. */
export const DEMO_REALM = 'betr';

/** An id the platform sends as a number (L2 decodes Int) and a stand-in might send as text. */
const Id = v.pipe(v.union([v.number(), v.string()]), v.transform(String));
const text = () => v.nullish(v.string(), '');
const flag = (fallback: boolean) => v.nullish(v.boolean(), fallback);

// ─── Answers ─────────────────────────────────────────────────────────────────────────

export const LoginAnswer = v.object({ hasToAcceptTC: flag(false), isEmailVerified: flag(true) });
/** `#getCmsSessionID` (L2, L3, L5, L6). */
export const CmsSessionAnswer = v.object({ cmsSessionID: v.string() });
/** `/connection#getClientIdentity` (L1, L6, L9): the platform issues the cid. */
export const ClientIdentityAnswer = v.object({ cid: v.string() });
/** `/connection#increaseRequestQuota {challengeResponse}` (L1). */
export const QuotaAnswer = v.object({ success: flag(false) });
/** The kwargs of a `wamp.quota_exhausted` error (L1 reads `type`). */
export const QuotaError = v.object({ type: text() });
/** Signed in, every field (L1 doc, L2, L6); a visitor's answer has no public sample, so all but the flag are optional. */
export const SessionInfoAnswer = v.object({
  isAuthenticated: flag(false),
  firstname: text(),
  surname: text(),
  currency: text(),
  userCountry: text(),
  ipCountry: text(),
  /** ISO time, without a zone in the vendor's sample; L2 makes it optional. */
  loginTime: text(),
  isEmailVerified: flag(false),
  roles: v.nullish(v.array(v.string()), []),
});
/** `#isResetPwdKeyAvailable` (L4, L7). */
export const AvailableAnswer = v.object({ isAvailable: flag(false) });

/** `#getGamingAccounts {expectBalance, expectBonus}` (L2 UserBalance; L1, L3, L4, L5, L7). */
export const GamingAccountsAnswer = v.object({
  accounts: v.array(
    v.object({
      /** `gamingAccountID` of `#getApplicableBonuses`, sent back as it came (an Int in L2). */
      id: v.union([v.number(), v.string()]),
      name: text(),
      vendor: text(),
      currency: v.string(),
      amount: v.number(),
      isBonusAccount: flag(false),
    }),
  ),
});

/** `/account/balanceChanged`, delivered after `#watchBalance` (L1 doc sample, L2 AccountBalance). */
export const BalanceEvent = v.object({
  id: Id,
  vendor: text(),
  type: text(),
  amount: v.number(),
  bonusAmount: v.nullish(v.number(), 0),
});

export const SessionStateEvent = v.object({ code: v.number(), desc: text() });

export const CountriesAnswer = v.object({
  countries: v.array(v.object({ code: v.string(), name: v.string(), currency: text(), phonePrefix: text() })),
  currentIPCountry: v.nullish(v.string(), null),
});
/** A bare array in the RESULT's kwargs (L1 live test, L3, L4, L8). */
export const CurrenciesAnswer = v.array(v.object({ code: v.string(), name: text() }));

/** `#getProfile`: the fields under `fields`, the updatable flags beside them (L2, L3, L4, L6). */
export const ProfileAnswer = v.object({
  fields: v.object({
    userID: Id,
    username: text(),
    email: v.string(),
    title: text(),
    gender: text(),
    firstname: text(),
    surname: text(),
    birthDate: text(),
    country: text(),
    address1: text(),
    address2: text(),
    city: text(),
    postalCode: text(),
    mobilePrefix: text(),
    mobile: text(),
    phonePrefix: text(),
    phone: text(),
    currency: text(),
    language: text(),
  }),
  isFirstnameUpdatable: flag(true),
  isSurnameUpdatable: flag(true),
  isBirthDateUpdatable: flag(true),
  isCountryUpdatable: flag(true),
  isCurrencyUpdatable: flag(true),
  isEmailUpdatable: flag(true),
  isProfileUpdatable: flag(true),
});

/** `#getApplicableBonuses` items (L2 Bonus; L1, L4): minAmount per currency. */
export const ApplicableBonusesAnswer = v.object({
  bonuses: v.nullish(
    v.array(
      v.object({
        code: v.string(),
        name: text(),
        description: text(),
        url: text(),
        html: text(),
        minAmount: v.nullish(v.record(v.string(), v.number()), {}),
      }),
    ),
    [],
  ),
});

/** `#getGrantedBonuses` (L1, L2, L7): the player's own bonuses, with no code; L7 sends `{skipRecords, maxRecords, type}`. */
export const GrantedBonusesAnswer = v.object({
  bonuses: v.nullish(
    v.array(
      v.object({
        id: Id,
        name: text(),
        status: text(),
        type: text(),
        description: text(),
        vendor: text(),
        currency: text(),
        amount: v.nullish(v.number(), 0),
        expiryDate: text(),
        grantedDate: text(),
        /** L2 (Tipico's GrantedBonus), L7. */
        initialWagerRequirementAmount: v.nullish(v.number(), 0),
        remainingWagerRequirementAmount: v.nullish(v.number(), 0),
      }),
    ),
    [],
  ),
});

/** `#getClaimableBonuses`: a bare array (L2, one lineage). */
export const ClaimableBonusesAnswer = v.array(v.object({ code: v.string(), name: text(), description: text(), url: text(), html: text() }));

/** One limit's `current` or `queued`: money limits name a period and an amount, session limits minutes. */
const LimitInfo = v.object({
  period: text(),
  amount: v.nullish(v.number()),
  minutes: v.nullish(v.number()),
  /** Some clients read `minute` for session limits (L1). */
  minute: v.nullish(v.number()),
  currency: text(),
  expiryDate: v.nullish(v.string(), null),
});
const KindLimits = v.nullish(
  v.object({
    updatable: flag(true),
    current: v.nullish(LimitInfo, null),
    queued: v.nullish(LimitInfo, null),
  }),
  null,
);

/**
 * `/user/limit#getLimits` (L1, L2 LimitsResponse, L3, L5, L7): an object keyed by kind, and for
 * money limits kept per period, by kind and period (PERIOD_KEYS).
 */
export const LimitsAnswer = v.object({
  deposit: KindLimits,
  loss: KindLimits,
  wagering: KindLimits,
  session: KindLimits,
  depositPerDay: KindLimits,
  depositPerWeek: KindLimits,
  depositPerMonth: KindLimits,
  lossPerDay: KindLimits,
  lossPerWeek: KindLimits,
  lossPerMonth: KindLimits,
  wageringPerDay: KindLimits,
  wageringPerWeek: KindLimits,
  wageringPerMonth: KindLimits,
});

/** `#getTransactionHistory`: each record a debit and a credit side (L2, L3 sample). */
const Side = v.nullish(v.object({ currency: text(), amount: v.nullish(v.number(), 0), name: text() }), null);
export const HistoryAnswer = v.object({
  transactions: v.nullish(
    v.array(
      v.object({
        transactionID: Id,
        time: v.string(),
        debit: Side,
        credit: Side,
        fees: v.nullish(v.array(v.object({ currency: text(), amount: v.nullish(v.number(), 0) })), []),
        status: text(),
      }),
    ),
    [],
  ),
  totalPageCount: v.nullish(v.number(), 0),
});

export type PlatformAccount = v.InferOutput<typeof GamingAccountsAnswer>['accounts'][number];
export type PlatformBalanceEvent = v.InferOutput<typeof BalanceEvent>;
export type PlatformProfile = v.InferOutput<typeof ProfileAnswer>;
export type PlatformApplicableBonus = NonNullable<v.InferOutput<typeof ApplicableBonusesAnswer>['bonuses']>[number];
export type PlatformGrantedBonus = NonNullable<v.InferOutput<typeof GrantedBonusesAnswer>['bonuses']>[number];
export type PlatformLimits = v.InferOutput<typeof LimitsAnswer>;
export type PlatformLimitInfo = v.InferOutput<typeof LimitInfo>;
export type PlatformTransaction = NonNullable<v.InferOutput<typeof HistoryAnswer>['transactions']>[number];
export type PlatformSessionInfo = v.InferOutput<typeof SessionInfoAnswer>;

// ─── HTTP (session id header) ────────────────────────────────────────────────────────

/** The header that carries the CMS session id on the platform's HTTP calls (L6, L2). */
export const SESSION_HEADER = 'X-SessionId';
/** Unverified: no public client reads the jackpots; the spec's reading, made tolerant. */
export const JackpotsAnswer = v.object({ items: v.array(v.object({ id: Id, amount: v.number(), currency: v.string() })) });
/** Unverified: no public client reads the favorites; the spec's reading, made tolerant. */
export const FavoritesAnswer = v.object({ items: v.array(v.object({ id: Id, tableIds: v.nullish(v.array(v.string()), []) })) });
/** GET /v1/casino/games (L2 EveryMatrix+CasinoGame): `slug` and `thumbnail` may be absent. */
export const GamesAnswer = v.object({
  items: v.array(
    v.object({
      id: Id,
      slug: v.nullish(v.string()),
      name: v.string(),
      thumbnail: v.nullish(v.string(), ''),
      playModes: v.nullish(v.array(v.string()), []),
      appealingForChildren: v.nullish(v.string(), '0'),
      launchUrl: v.string(),
    }),
  ),
});
