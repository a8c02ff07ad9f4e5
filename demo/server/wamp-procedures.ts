// The websocket platform's procedures on the simulated casino: what the WAMP peer
// (demo/server/wamp.ts) answers to a CALL. Names, arguments and answer shapes are written
// from what the platform's public clients send and decode (WAMP-PLATFORM.md's lineages:
// L1 the emWamp service and its vendor doc comments, L2 the GOMA/Tipico Swift models in
// rubenroques/goma-sportsbook-ios, L3-L9 operators' sites), never from the adapter: a name or
// shape spelt differently on the two sides then fails the suites instead of passing both.
// A session belongs to the connection's client identity (`cid`), as on the platform.
import type {
  Bonus,
  BonusStatus,
  Gender,
  HistoryTransaction,
  HistoryType,
  Limit,
  LimitPeriod,
  LimitType,
  Profile,
  SignUpValues,
  TransactionStatus,
} from '../../src/domain/model.ts';
import { ProviderError } from '../../src/adapters/provider.ts';
import { SessionExpired, type Casino } from '../../src/adapters/stub/index.ts';
import { jurisdictionFor } from '../../src/domain/jurisdiction.ts';
import type { DemoCasino } from './demo-controls.ts';

/**
 * The platform's `error.InvalidField` for an argument of the caller (its name as the
 * platform spells it): a wire error of the platform, not a catalogue key of the product.
 */
export class InvalidField extends Error {
  readonly field: string;
  constructor(field: string) {
    super(`invalid field ${field}`);
    this.field = field;
  }
}

/**
 * `#login` on a client identity that is logged in already. The platform's description is
 * 'You are already logged in.' (L6 matches it); no public client names the error's URI.
 */
export class AlreadyLoggedIn extends Error {
  constructor() {
    super('You are already logged in.');
  }
}

export type Kwargs = Record<string, unknown>;

/** What a procedure sees of its caller: the casino, the connection and its client identity. */
export interface CallContext {
  readonly scope: DemoCasino;
  /** The client identity the platform issued this connection (`/connection#getClientIdentity`). */
  readonly cid: string;
  /** The connection's culture (`#getSessionInfo {culture}`): the language of its error descriptions. */
  setCulture(culture: string): void;
  /** The live casino session of this client identity; SessionExpired otherwise. */
  session(): string;
  /** The client identity signed in or out; the peer tells every connection of the client. */
  setSession(sessionId: string | null): void;
  /** `#watchBalance`: from now on this connection hears `/account/balanceChanged`. */
  watchBalance(): void;
  /** `/connection#increaseRequestQuota`: a captcha response restores the quota; true when it did. */
  increaseQuota(challengeResponse: string): boolean;
}

/** A procedure's answer: the RESULT's kwargs, which the platform sends as an array for some. */
type Procedure = (context: CallContext, kwargs: Kwargs) => Kwargs | Kwargs[] | void;

/** A kwargs field of the caller, as text; a missing one is the platform's invalid field. */
function text(kwargs: Kwargs, name: string): string {
  const value = kwargs[name];
  if (typeof value !== 'string') throw new InvalidField(name);
  return value;
}
const optionalText = (kwargs: Kwargs, name: string) => (typeof kwargs[name] === 'string' ? (kwargs[name] as string) : undefined);

/** A number argument (`amount`, `minutes`, `gamingAccountID`); anything else is the platform's invalid field. */
function number(kwargs: Kwargs, name: string): number {
  const value = kwargs[name];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new InvalidField(name);
  return value;
}

/** A whole number argument of at least `min`; anything else is the platform's invalid field. */
function whole(kwargs: Kwargs, name: string, min: number): number {
  const value = number(kwargs, name);
  if (!Number.isInteger(value) || value < min) throw new InvalidField(name);
  return value;
}

/** A time argument (ISO 8601), as milliseconds; anything else is the platform's invalid field. */
function time(kwargs: Kwargs, name: string): number {
  const value = Date.parse(text(kwargs, name));
  if (Number.isNaN(value)) throw new InvalidField(name);
  return value;
}

/** A page address the platform appends a key to (`changePwdURL`, `emailVerificationURL`). */
function pageAddress(kwargs: Kwargs, name: string): string {
  const page = text(kwargs, name);
  if (!/^https?:\/\/\S+$/.test(page)) throw new InvalidField(name);
  return page;
}

// ─── Accounts and balance ────────────────────────────────────────────────────────────

/**
 * A player's gaming accounts as integers (L2 decodes `id: Int`): the casino wallet, and its
 * bonus account beside it, numbered from the player's user id.
 */
function accountIds(userId: string): { real: number; bonus: number } {
  const base = 5_510_000 + 2 * (Number(userId.replace(/\D/g, '')) % 100_000);
  return { real: base, bonus: base + 1 };
}

/** `#getGamingAccounts {expectBalance, expectBonus}` (L2 UserBalance; L3, L4 `accounts[i].name`). */
function gamingAccounts(casino: Casino, sessionId: string): Kwargs {
  const wallet = casino.payments.wallet(sessionId);
  const ids = accountIds(casino.account.profile(sessionId).userId);
  return {
    accounts: [
      {
        id: ids.real,
        name: 'CasinoWallet',
        vendor: 'CasinoWallet',
        currency: wallet.currency,
        amount: wallet.realBalance,
        isBonusAccount: false,
      },
      {
        id: ids.bonus,
        name: 'CasinoWallet Bonus',
        vendor: 'CasinoWallet',
        currency: wallet.currency,
        amount: wallet.bonusBalance,
        isBonusAccount: true,
      },
    ],
  };
}

/** `/account/balanceChanged`'s kwargs (L1 doc sample, L2 AccountBalance). */
export function balanceEvent(casino: Casino, sessionId: string): Kwargs {
  const wallet = casino.payments.wallet(sessionId);
  const { userId } = casino.account.profile(sessionId);
  const deposited = casino.payments.history(sessionId, { page: 0, type: 'Deposit' }).transactions.length > 0;
  return {
    id: accountIds(userId).real,
    vendor: 'CasinoWallet',
    type: 'Ordinary',
    amount: wallet.realBalance,
    bonusAmount: wallet.bonusBalance,
    isFirstDeposit: !deposited,
  };
}

// ─── Profile ─────────────────────────────────────────────────────────────────────────

const GENDER_CODES: Readonly<Record<Gender, string>> = { male: 'M', female: 'F', other: 'O' };

/** `#getProfile`: the fields under `fields`, the per-field flags beside them (L2, L3, L4, L6). */
function profileAnswer(p: Profile): Kwargs {
  const updatable = (field: keyof Profile['disabled']) => !p.disabled[field];
  return {
    fields: {
      userID: p.userId,
      username: p.email,
      email: p.email,
      title: p.title,
      gender: GENDER_CODES[p.gender],
      firstname: p.firstName,
      surname: p.lastName,
      birthDate: p.dateOfBirth,
      country: p.country,
      address1: p.address,
      address2: '',
      city: p.city,
      postalCode: p.zip,
      mobilePrefix: p.callingCode,
      mobile: p.phone,
      phonePrefix: '',
      phone: '',
      currency: p.currency,
      language: p.language,
      personalID: '',
      alias: '',
      region: '',
    },
    isFirstnameUpdatable: updatable('firstName'),
    isSurnameUpdatable: updatable('lastName'),
    isBirthDateUpdatable: updatable('dateOfBirth'),
    isCountryUpdatable: updatable('country'),
    isCurrencyUpdatable: updatable('currency'),
    isEmailUpdatable: updatable('email'),
    isProfileUpdatable: true,
  };
}

/** `#getSessionInfo` (L1 doc and live test, L2 SessionInfo, L6). A visitor's answer has no public sample: the flag and the IP country. */
function sessionInfo({ scope: { casino }, session }: CallContext): Kwargs {
  const ipCountry = casino.site.visitorCountry().country ?? '';
  let sessionId: string;
  try {
    sessionId = session();
  } catch {
    return { isAuthenticated: false, ipCountry };
  }
  const p = casino.account.profile(sessionId);
  return {
    isAuthenticated: true,
    userID: p.userId,
    username: p.email,
    email: p.email,
    firstname: p.firstName,
    surname: p.lastName,
    currency: p.currency,
    userCountry: p.country,
    ipCountry,
    birthDate: p.dateOfBirth,
    roles: p.playerGroups,
    // The vendor's sample has no zone: "2014-01-01T00:00:00".
    loginTime: casino.sessions.info(sessionId).started,
    lastLoginTime: casino.sessions.info(sessionId).started,
    isEmailVerified: p.isActivated,
  };
}

/** `#register`'s kwargs (L1, L2, L6, L8) as the casino's sign-up values; the platform sets the jurisdiction by country. */
function signUpValues(k: Kwargs): SignUpValues {
  const gender = Object.entries(GENDER_CODES).find(([, code]) => code === k.gender)?.[0] as Gender | undefined;
  const consents = (typeof k.userConsents === 'object' && k.userConsents !== null ? k.userConsents : {}) as Kwargs;
  const country = text(k, 'country');
  const optIns: SignUpValues['optIns'] = [
    ...(consents.emailmarketing === true ? (['bonus-emails', 'news-emails'] as const) : []),
    ...(consents.sms === true ? (['bonus-sms', 'news-sms'] as const) : []),
  ];
  return {
    email: text(k, 'email'),
    password: text(k, 'password'),
    firstName: optionalText(k, 'firstname') ?? '',
    lastName: optionalText(k, 'surname') ?? '',
    dateOfBirth: text(k, 'birthDate'),
    gender,
    address: optionalText(k, 'address1') ?? '',
    city: optionalText(k, 'city') ?? '',
    zip: optionalText(k, 'postalCode') ?? '',
    callingCode: optionalText(k, 'mobilePrefix') ?? '',
    phone: optionalText(k, 'mobile') ?? '',
    country,
    currency: text(k, 'currency'),
    language: optionalText(k, 'language') ?? 'en',
    jurisdiction: jurisdictionFor(undefined, country),
    bonusCode: optionalText(k, 'bonusCode'),
    acceptTerms: consents.termsandconditions === true,
    acceptMarketing: optIns.length > 0,
    optIns,
    annualActivity: '',
  };
}

// ─── Bonuses ─────────────────────────────────────────────────────────────────────────

/** The casino's status as the platform's word, in lowercase (L7 `bonus.status == 'active'`). */
const BONUS_STATUS: Readonly<Record<BonusStatus, string>> = {
  active: 'active',
  initiated: 'initiated',
  expired: 'expired',
  canceled: 'canceled',
  finished: 'finished',
};

/** `#getApplicableBonuses` items (L2 Bonus): the minimum deposit per currency. */
const applicableBonus = (b: Bonus) => ({
  code: b.code,
  name: b.name,
  description: b.description,
  url: b.assets,
  html: b.html,
  minAmount: { [b.currency]: b.minAmount },
});

/** `#getGrantedBonuses` items (L1, L2 GrantedBonus, L7): no code. */
const grantedBonus = (b: Bonus) => ({
  id: b.id,
  name: b.name,
  status: BONUS_STATUS[b.status],
  type: b.deposit ? 'deposit' : 'standard',
  localizedType: b.deposit ? 'Deposit' : 'Standard',
  description: b.description,
  vendor: 'CasinoWallet',
  currency: b.currency,
  amount: b.maxAmount,
  expiryDate: b.endTime,
  grantedDate: b.startTime,
  initialWagerRequirementAmount: b.wageringRequirment,
  remainingWagerRequirementAmount: b.wageringRequirmentRemaining,
});

// ─── Limits ──────────────────────────────────────────────────────────────────────────

/** `#getLimits`' keys (L1, L2 LimitsResponse, L3) and the casino's limit types. */
const LIMIT_KINDS: readonly [kind: string, procedure: string, type: LimitType][] = [
  ['deposit', 'Deposit', 'deposit'],
  ['loss', 'Loss', 'loss'],
  ['wagering', 'Wagering', 'wager'],
  ['session', 'Session', 'session'],
];
const PERIODS: readonly LimitPeriod[] = ['daily', 'weekly', 'monthly'];
/**
 * Deposit limits are kept one per period, each under a key of its own (L7 reads and sets
 * `depositPerDay`, `depositPerWeek`, `depositPerMonth`; L3 reads every key naming deposit; L1
 * lists them). Loss, wagering and session limits are one of a kind (L1, L2, L3).
 */
const DEPOSIT_KEYS: Readonly<Record<string, LimitPeriod>> = {
  depositPerDay: 'daily',
  depositPerWeek: 'weekly',
  depositPerMonth: 'monthly',
};

/** One key's `{updatable, current, queued}`. Session limits are minutes. */
function limitEntry(limit: Limit | undefined, type: LimitType): Kwargs {
  if (!limit) return { updatable: true, current: null, queued: null };
  const amount = (value: number) =>
    type === 'session' ? { minutes: value } : { period: limit.period, amount: value, currency: limit.currency };
  return {
    updatable: !limit.locked,
    current: { ...amount(limit.amount), expiryDate: limit.expiryDate },
    queued: limit.queued ? { ...amount(limit.queued.amount), expiryDate: limit.queued.activatesAt } : null,
  };
}

const limitsAnswer = (limits: readonly Limit[]): Kwargs => ({
  ...Object.fromEntries(
    LIMIT_KINDS.filter(([, , type]) => type !== 'deposit').map(([kind, , type]) => [
      kind,
      limitEntry(
        limits.find((l) => l.type === type),
        type,
      ),
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(DEPOSIT_KEYS).map(([key, period]) => [
      key,
      limitEntry(
        limits.find((l) => l.type === 'deposit' && l.period === period),
        'deposit',
      ),
    ]),
  ),
});

/**
 * `#set{Kind}Limit {period, amount, currency}` and `#setSessionLimit {minutes}` (L1, L2, L3,
 * L7); `#removeDepositLimit {period}` and the others with no kwargs. A deposit limit is its
 * period's; a loss or wagering limit of another period replaces the one there was.
 */
function limitProcedures(): [string, Procedure][] {
  return LIMIT_KINDS.flatMap(([, name, type]): [string, Procedure][] => [
    [
      `/user/limit#set${name}Limit`,
      ({ scope: { casino }, session }, k) => {
        const sessionId = session();
        const period: LimitPeriod = type === 'session' ? 'none' : (text(k, 'period') as LimitPeriod);
        if (type !== 'session' && !PERIODS.includes(period)) throw new InvalidField('period');
        const amount = type === 'session' ? whole(k, 'minutes', 1) : number(k, 'amount');
        if (type !== 'session' && text(k, 'currency') !== casino.account.profile(sessionId).currency) throw new InvalidField('currency');
        const replaced = type === 'deposit' ? [] : casino.limits.list(sessionId).filter((l) => l.type === type && l.period !== period);
        for (const other of replaced) casino.limits.remove(sessionId, { type, period: other.period, id: other.id });
        casino.limits.set(sessionId, { type, period, amount });
      },
    ],
    [
      `/user/limit#remove${name}Limit`,
      ({ scope: { casino }, session }, k) => {
        const sessionId = session();
        const existing = casino.limits.list(sessionId).filter((l) => l.type === type);
        const period = type === 'deposit' ? text(k, 'period') : undefined;
        const removed = existing.filter((l) => period === undefined || l.period === period);
        if (removed.length === 0) throw new InvalidField(type === 'deposit' ? 'period' : 'limit');
        for (const l of removed) casino.limits.remove(sessionId, { type, period: l.period, id: l.id });
      },
    ],
  ]);
}

// ─── History ─────────────────────────────────────────────────────────────────────────

const HISTORY_TYPES = ['Deposit', 'Withdraw', 'Transfer', 'BuddyTransfer'] as const;

// The status words have no public sample (L2 decodes `status` as optional text): the catalogue's, unverified.
const TRANSACTION_STATUS: Readonly<Record<TransactionStatus, string>> = {
  completed: 'Completed',
  failed: 'Failed',
  initiated: 'Initiated',
  canceled: 'Canceled',
  pending: 'Pending',
};

/** Every transaction of a type from the casino's history (which pages by its own size). */
function allTransactions(casino: Casino, sessionId: string, type: HistoryType, from: number): HistoryTransaction[] {
  const startDate = new Date(from).toISOString().slice(0, 10);
  const all: HistoryTransaction[] = [];
  for (let page = 0, pages = 1; page < pages; page += 1) {
    const answer = casino.payments.history(sessionId, { page, type, startDate });
    pages = answer.totalPageCount;
    all.push(...answer.transactions);
  }
  return all;
}

/**
 * A record as the platform keeps it (L2 TransactionHistory, L3 sample): money moves from the
 * debit side to the credit side; a deposit from the payment method to the casino wallet.
 */
function historyRecord(t: HistoryTransaction, type: string): Kwargs {
  const wallet = { currency: t.currency, amount: t.amount, name: 'CasinoWallet' };
  const other = { currency: t.currency, amount: t.amount, name: t.method || t.description };
  const [debit, credit] = type === 'Deposit' ? [other, wallet] : [wallet, other];
  return { transactionID: t.id, time: t.date, debit, credit, fees: [], status: TRANSACTION_STATUS[t.status] };
}

// ─── The procedures ──────────────────────────────────────────────────────────────────

/** Whether the client identity holds a live login. */
function loggedIn(session: CallContext['session']): boolean {
  try {
    session();
    return true;
  } catch (error) {
    if (error instanceof SessionExpired) return false;
    throw error;
  }
}

/** The key a platform link ends with: the page address as sent, the key appended as it is (L1 doc). */
const appendKey = (page: string) => (key: string) => `${page}${key}`;

const PROCEDURES: [string, Procedure][] = [
  // L1, L6, L9: the platform's identity for this client; the client keeps it and names it in `?cid=`.
  ['/connection#getClientIdentity', ({ cid }) => ({ cid })],
  // L1: after `wamp.quota_exhausted`, the captcha's response buys more quota.
  ['/connection#increaseRequestQuota', ({ increaseQuota }, k) => ({ success: increaseQuota(optionalText(k, 'challengeResponse') ?? '') })],
  [
    '/user#login',
    ({ scope, session, setSession }, k) => {
      if (loggedIn(session)) throw new AlreadyLoggedIn();
      const email = text(k, 'usernameOrEmail');
      const result = scope.casino.sessions.signIn(email, text(k, 'password'));
      setSession(result.sessionId);
      scope.sessions.set(email.trim().toLowerCase(), result.sessionId);
      const p = scope.casino.account.profile(result.sessionId);
      // L1's live test: the answer's fields; L6, L7 read `username`.
      return {
        hasToAcceptTC: result.mustAcceptTerms,
        minorChangeInTC: false,
        majorChangeInTC: result.mustAcceptTerms,
        isEmailVerified: result.isEmailVerified,
        isProfileIncomplete: false,
        roles: p.playerGroups,
        hasToEnterCaptcha: false,
        hasToChangePassword: false,
        username: p.email,
      };
    },
  ],
  [
    '/user#logout',
    ({ scope, session, setSession }) => {
      try {
        scope.casino.sessions.signOut(session());
      } catch (error) {
        if (!(error instanceof SessionExpired)) throw error;
      }
      setSession(null);
    },
  ],
  [
    '/user#getSessionInfo',
    (context, k) => {
      // L1 sends nothing; L2 and L4 send the culture, which picks the descriptions' language.
      const culture = optionalText(k, 'culture');
      if (culture !== undefined) context.setCulture(culture);
      return sessionInfo(context);
    },
  ],
  ['/user#getCmsSessionID', ({ session }) => ({ cmsSessionID: session() })],
  ['/user#acceptTC', ({ scope: { casino }, session }) => casino.account.acceptTerms(session(), casino.site.terms().version)],
  [
    '/user#getTransactionHistory',
    ({ scope, session }, k) => {
      // The transactions of `type` from startTime to endTime, newest first, pageSize a page; "1 means first page" (L1 doc).
      const [from, to] = [time(k, 'startTime'), time(k, 'endTime')];
      const [pageIndex, pageSize] = [whole(k, 'pageIndex', 1), whole(k, 'pageSize', 1)];
      // Deposit, Withdraw, Transfer, BuddyTransfer (L1 doc; L3 once sends 'deposit'): payments and
      // transfers between accounts only. The casino makes no transfers; bets and wins are not asked here.
      const type = HISTORY_TYPES.find((t) => t.toLowerCase() === text(k, 'type').toLowerCase());
      if (type === undefined) throw new InvalidField('type');
      const matching = (type === 'Deposit' || type === 'Withdraw' ? allTransactions(scope.casino, session(), type, from) : []).filter(
        (t) => Date.parse(t.date) >= from && Date.parse(t.date) <= to,
      );
      const transactions = matching.slice((pageIndex - 1) * pageSize, pageIndex * pageSize).map((t) => historyRecord(t, type));
      return {
        transactions,
        currentPageIndex: pageIndex,
        totalRecordCount: matching.length,
        totalPageCount: Math.ceil(matching.length / pageSize),
      };
    },
  ],
  [
    '/user#getApplicableBonuses',
    ({ scope: { casino }, session }, k) => {
      const sessionId = session();
      const gamingAccountId = number(k, 'gamingAccountID');
      if (gamingAccountId !== accountIds(casino.account.profile(sessionId).userId).real) throw new InvalidField('gamingAccountID');
      const deposit = text(k, 'type') === 'deposit';
      const bonuses = casino.bonuses
        .offers(sessionId)
        .filter((b) => b.deposit === deposit)
        .map(applicableBonus);
      return { enableBonusInput: true, enableBonusSelector: true, gamingAccountId, bonuses };
    },
  ],
  [
    '/user/account#register',
    ({ scope: { casino } }, k) => {
      // The platform mails the activation link it builds from emailVerificationURL and the key (L1, L2, L6, L8).
      const link = appendKey(pageAddress(k, 'emailVerificationURL'));
      const values = signUpValues(k);
      // The platform registers; signing in is the client's next call.
      casino.sessions.signOut(casino.registration.signUp(values, link).sessionId);
      return { username: optionalText(k, 'username') ?? values.email, email: values.email, anonymousRegistration: false };
    },
  ],
  [
    '/user/account#activate',
    ({ scope: { casino } }, k) => {
      // The platform knows the player by the key (L3-L6 send only `verificationCode`).
      const code = text(k, 'verificationCode');
      const mail = [...casino.outbox()].reverse().find((m) => m.kind === 'activation' && m.code === code.trim());
      casino.registration.activate(optionalText(k, 'email') ?? mail?.to ?? '', code);
    },
  ],
  ['/user/account#getProfile', ({ scope, session }) => profileAnswer(scope.casino.account.profile(session()))],
  [
    '/user/account#updateProfile',
    ({ scope, session }, k) => {
      // Clients send the whole form (L2, L4) and L2 decodes an empty answer.
      scope.casino.account.updateProfile(session(), {
        address: optionalText(k, 'address1'),
        city: optionalText(k, 'city'),
        zip: optionalText(k, 'postalCode'),
        phone: optionalText(k, 'mobile'),
        callingCode: optionalText(k, 'mobilePrefix'),
        password: optionalText(k, 'password'),
      });
      return {};
    },
  ],
  ['/user/account#getGamingAccounts', ({ scope, session }) => gamingAccounts(scope.casino, session())],
  [
    '/user/account#watchBalance',
    ({ session, watchBalance }) => {
      session();
      watchBalance();
    },
  ],
  [
    '/user/account#getCountries',
    ({ scope: { casino } }) => ({
      countries: casino.site
        .countries()
        .map((c) => ({ code: c.code, name: c.name, phonePrefix: c.phonePrefix, currency: c.currency, legalAge: 18 })),
      currentIPCountry: casino.site.visitorCountry().country,
    }),
  ],
  // A bare array in the kwargs (L1 live test `Array.isArray(result)`, L3, L4, L8).
  ['/user/account#getCurrencies', ({ scope: { casino } }) => casino.site.currencies().map((c) => ({ code: c.code, name: c.code }))],
  ['/user/pwd#change', ({ scope, session }, k) => scope.casino.passwords.change(session(), text(k, 'oldPassword'), text(k, 'newPassword'))],
  ['/user/pwd#reset', ({ scope }, k) => scope.casino.passwords.reset({ key: text(k, 'key'), password: text(k, 'password') })],
  ['/user/pwd#isResetPwdKeyAvailable', ({ scope }, k) => ({ isAvailable: scope.casino.passwords.isKeyValid(text(k, 'key')) })],
  [
    '/user/pwd#sendResetPwdEmail',
    ({ scope }, k) => {
      // The key is appended to changePwdURL as it is (L1 doc); this site requires the captcha test.
      const page = pageAddress(k, 'changePwdURL');
      if (!optionalText(k, 'captchaResponse')?.trim()) throw new ProviderError('forgot-password', 'captcha-required');
      scope.casino.passwords.forgot(text(k, 'email'), page, appendKey(page));
    },
  ],
  // A bare array (L2 `locallyInjectedKey: [ApplicableBonus]`): the bonuses a player may claim without a deposit.
  [
    '/user/bonus#getClaimableBonuses',
    ({ scope, session }) =>
      scope.casino.bonuses
        .offers(session())
        .filter((b) => !b.deposit)
        .map((b) => ({ code: b.code, name: b.name, description: b.description, url: b.assets, html: b.html })),
  ],
  [
    '/user/bonus#getGrantedBonuses',
    ({ scope, session }) => {
      const bonuses = scope.casino.bonuses.list(session()).map(grantedBonus);
      return { totalRecords: bonuses.length, bonuses };
    },
  ],
  ['/user/bonus#apply', ({ scope, session }, k) => scope.casino.bonuses.trigger(session(), text(k, 'bonusCode'))],
  ['/user/limit#getLimits', ({ scope, session }) => limitsAnswer(scope.casino.limits.list(session()))],
  ...limitProcedures(),
];

/** The platform's procedures by name. */
export const PROCEDURE_TABLE: ReadonlyMap<string, Procedure> = new Map(PROCEDURES);
