// A namespace import on purpose: tools/split-valibot.mjs splits only named imports, so these
// functions stay in the lazily loaded wamp chunk instead of joining the runtime every page loads.
import * as v from 'valibot';

/**
 * The websocket (first) platform as the adapter speaks it: procedure and topic URIs
 * (spec: cashier §7) and the shapes of their answers (`kwargs`). The provider server's
 * WAMP peer answers with the same shapes, so this is the one description of the protocol.
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
  balance: '/user/account#getBalance',
  countries: '/user/account#getCountries',
  currencies: '/user/account#getCurrencies',
  changePassword: '/user/pwd#change',
  resetPassword: '/user/pwd#reset',
  resetKeyAvailable: '/user/pwd#isResetPwdKeyAvailable',
  sendResetEmail: '/user/pwd#sendResetPwdEmail',
  claimableBonuses: '/user/bonus#getClaimableBonuses',
  applyBonus: '/user/bonus#apply',
} as const;

/** The limit kinds the platform keeps, by our limit type. */
export const LIMIT_KINDS = { deposit: 'Deposit', loss: 'Loss', wager: 'Wagering', session: 'Session' } as const;
export type LimitKind = (typeof LIMIT_KINDS)[keyof typeof LIMIT_KINDS];

/** `/user/limit#getDepositLimit`, `#setLossLimit`, `#removeSessionLimit`, ... */
export function limitProcedure(action: 'get' | 'set' | 'remove', kind: LimitKind): string {
  return `/user/limit#${action}${kind}Limit`;
}

export const TOPICS = { sessionState: '/sessionStateChange', balance: '/account/balanceChanged' } as const;

/** The realm the provider server's peer serves. */
export const DEMO_REALM = 'betr';

// ─── Answers ─────────────────────────────────────────────────────────────────────────

export const LoginAnswer = v.object({ hasToAcceptTC: v.boolean(), isEmailVerified: v.boolean() });
export const CmsSessionAnswer = v.object({ id: v.string() });
export const SessionInfoAnswer = v.object({
  isAuthenticated: v.boolean(),
  firstname: v.string(),
  surname: v.string(),
  currency: v.string(),
  userCountry: v.string(),
  /** Empty when the visitor's country is unknown. */
  ipCountry: v.string(),
  /** ISO time; empty for a visitor. */
  loginTime: v.string(),
  isEmailVerified: v.boolean(),
});
export const AvailableAnswer = v.object({ available: v.boolean() });

/** `#getBalance` answers this with the currency; `/account/balanceChanged` carries it without. */
export const BalanceAnswer = v.object({
  /** The gaming account id (`gamingAccountID` of `#getApplicableBonuses`). */
  id: v.string(),
  vendor: v.string(),
  type: v.string(),
  amount: v.number(),
  bonusAmount: v.number(),
  currency: v.optional(v.string()),
});

export const SessionStateEvent = v.object({ code: v.number(), desc: v.string() });

export const CountriesAnswer = v.object({
  countries: v.array(v.object({ code: v.string(), name: v.string(), currency: v.string(), phonePrefix: v.string() })),
  currentIPCountry: v.nullable(v.string()),
});
export const CurrenciesAnswer = v.object({ currencies: v.array(v.object({ code: v.string() })) });

export const ProfileAnswer = v.object({
  userID: v.string(),
  email: v.string(),
  firstname: v.string(),
  surname: v.string(),
  birthDate: v.string(),
  address1: v.string(),
  city: v.string(),
  postalCode: v.string(),
  mobilePrefix: v.string(),
  mobile: v.string(),
  country: v.string(),
  language: v.string(),
  currency: v.string(),
  gender: v.picklist(['M', 'F', 'O']),
  title: v.string(),
  isEmailVerified: v.boolean(),
  regulator: v.picklist(['MGA', 'SGA', 'ES', 'UKGC']),
  playerGroups: v.array(v.string()),
  /** The per-field updatable flags of the first platform (spec: cashier §3). */
  updatable: v.object({ email: v.boolean(), firstname: v.boolean(), surname: v.boolean(), birthDate: v.boolean(), country: v.boolean(), currency: v.boolean() }),
  /** The operator disabled the whole profile. */
  isProfileDisabled: v.boolean(),
});

export const BonusesAnswer = v.object({
  bonuses: v.array(
    v.object({
      id: v.string(),
      code: v.string(),
      name: v.string(),
      description: v.string(),
      /** The provider's status: Active, PreClaimed, Expired, ... (mapBonusStatus). */
      status: v.string(),
      url: v.string(),
      html: v.string(),
      startTime: v.string(),
      endTime: v.string(),
      wageredPercent: v.number(),
      wageringRequirement: v.number(),
      wageringRequirementRemaining: v.number(),
      currency: v.string(),
      minAmount: v.number(),
      maxAmount: v.number(),
      isDeposit: v.boolean(),
      canBeCanceled: v.boolean(),
    }),
  ),
});

export const LimitsAnswer = v.object({
  limits: v.array(
    v.object({
      id: v.string(),
      period: v.picklist(['Transaction', 'Daily', 'Weekly', 'Monthly', 'None']),
      /** Money, or minutes for session limits. */
      amount: v.number(),
      remainingAmount: v.nullable(v.number()),
      currency: v.string(),
      expiryDate: v.nullable(v.string()),
      isLocked: v.boolean(),
      product: v.nullable(v.picklist(['casino', 'bingo', 'sport', 'fantasy', 'pool-betting', 'poker', 'lotto'])),
      /** A pending increase and when it applies. */
      queuedAmount: v.nullable(v.number()),
      queuedActivation: v.nullable(v.string()),
    }),
  ),
});

export const HistoryAnswer = v.object({
  transactions: v.array(
    v.object({
      transactionID: v.string(),
      time: v.string(),
      type: v.string(),
      amount: v.number(),
      currency: v.string(),
      /** The provider's status: Completed, Failed, ... (mapTransactionStatus). */
      status: v.string(),
      paymentMethod: v.string(),
      description: v.string(),
    }),
  ),
  totalPageCount: v.number(),
});

export type PlatformBalance = v.InferOutput<typeof BalanceAnswer>;
export type PlatformProfile = v.InferOutput<typeof ProfileAnswer>;
export type PlatformBonus = v.InferOutput<typeof BonusesAnswer>['bonuses'][number];
export type PlatformLimit = v.InferOutput<typeof LimitsAnswer>['limits'][number];
export type PlatformTransaction = v.InferOutput<typeof HistoryAnswer>['transactions'][number];
export type PlatformSessionInfo = v.InferOutput<typeof SessionInfoAnswer>;

// ─── HTTP (session id header) ────────────────────────────────────────────────────────

/** The header that carries the CMS session id on the platform's HTTP calls. */
export const SESSION_HEADER = 'X-SessionId';
export const JackpotsAnswer = v.object({ items: v.array(v.object({ id: v.string(), amount: v.number(), currency: v.string() })) });
export const FavoritesAnswer = v.object({ items: v.array(v.object({ id: v.string(), tableIds: v.optional(v.array(v.string()), []) })) });
/** GET /v1/casino/games: the lobby's games, each with its launch address. */
export const GamesAnswer = v.object({
  items: v.array(
    v.object({
      id: v.string(),
      slug: v.string(),
      name: v.string(),
      thumbnail: v.optional(v.string(), ''),
      playModes: v.optional(v.array(v.string()), []),
      appealingForChildren: v.optional(v.string(), '0'),
      launchUrl: v.string(),
    }),
  ),
});
