// The websocket platform's procedures (spec: cashier §7, "First platform") on the simulated
// casino: what the WAMP peer (demo/server/wamp.ts) answers to a CALL. Each name is spelt here
// and checked at start-up against the spec's own list (./wamp-spec.ts), never taken from the
// adapter; the answer shapes are those the adapter reads (its types, compile-time only). The
// session belongs to the connection's client identity (`cid`), as on the real platform.
import type { Bonus, BonusStatus, Gender, HistoryTransaction, HistoryType, Limit, LimitPeriod, Profile, SignUpValues, TransactionStatus } from '../../src/adapters/provider.ts';
import { ProviderError } from '../../src/adapters/provider.ts';
import { SessionExpired, type Casino } from '../../src/adapters/stub/index.ts';
import type {
  PlatformBalance, PlatformBonus, PlatformLimit, PlatformProfile, PlatformSessionInfo, PlatformTransaction,
} from '../../src/adapters/wamp/platform.ts';
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
import { SPEC_LIMIT_KINDS, SPEC_PROCEDURES } from './wamp-spec.ts';

export type Kwargs = Record<string, unknown>;

/** What a procedure sees of its caller: the casino, and the client identity's session. */
export interface CallContext {
  readonly scope: DemoCasino;
  /** The connection's culture (`#getSessionInfo {culture}`): the language of its error descriptions. */
  setCulture(culture: string): void;
  /** The live casino session of this client identity; SessionExpired otherwise. */
  session(): string;
  /** The client identity signed in or out; the peer tells every connection of the client. */
  setSession(sessionId: string | null): void;
}

type Procedure = (context: CallContext, kwargs: Kwargs) => Kwargs | void;

/** The platform's gender codes. */
const GENDER_CODES: Readonly<Record<Gender, PlatformProfile['gender']>> = { male: 'M', female: 'F', other: 'O' };

/** The casino's limit types by the spec's limit kinds (`/user/limit#getDepositLimit`, …). */
const LIMIT_TYPES_BY_KIND: Readonly<Record<string, Limit['type']>> = { Deposit: 'deposit', Loss: 'loss', Wagering: 'wager', Session: 'session' };

/** A kwargs field of the caller, as text; a missing one is the platform's invalid field. */
function text(kwargs: Kwargs, name: string): string {
  const value = kwargs[name];
  if (typeof value !== 'string') throw new InvalidField(name);
  return value;
}
const optionalText = (kwargs: Kwargs, name: string) => (typeof kwargs[name] === 'string' ? (kwargs[name] as string) : undefined);
const optionalNumber = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The account id of a player's one gaming account. */
const gamingAccount = (userId: string) => `ga-${userId}`;

export function balanceOf(casino: Casino, sessionId: string): PlatformBalance & { currency: string } {
  const wallet = casino.payments.wallet(sessionId);
  const { userId } = casino.account.profile(sessionId);
  return { id: gamingAccount(userId), vendor: 'CasinoWallet', type: 'Ordinary', amount: wallet.realBalance, bonusAmount: wallet.bonusBalance, currency: wallet.currency };
}

function profileOf(p: Profile): PlatformProfile {
  const updatable = (field: keyof Profile['disabled']) => !p.disabled[field];
  return {
    userID: p.userId, email: p.email, firstname: p.firstName, surname: p.lastName, birthDate: p.dateOfBirth, address1: p.address,
    city: p.city, postalCode: p.zip, mobilePrefix: p.callingCode, mobile: p.phone, country: p.country, language: p.language,
    currency: p.currency, gender: GENDER_CODES[p.gender], title: p.title, isEmailVerified: p.isActivated, regulator: p.jurisdiction,
    playerGroups: p.playerGroups,
    updatable: {
      email: updatable('email'), firstname: updatable('firstName'), surname: updatable('lastName'),
      birthDate: updatable('dateOfBirth'), country: updatable('country'), currency: updatable('currency'),
    },
    isProfileDisabled: false,
  };
}

/** Our status back as the provider's word (the adapter maps it with mapBonusStatus). */
const BONUS_STATUS: Readonly<Record<BonusStatus, string>> = { active: 'Active', initiated: 'Initiated', expired: 'Expired', canceled: 'Canceled', finished: 'Finished' };
const TRANSACTION_STATUS: Readonly<Record<TransactionStatus, string>> = { completed: 'Completed', failed: 'Failed', initiated: 'Initiated', canceled: 'Canceled', pending: 'Pending' };

function bonusOf(b: Bonus): PlatformBonus {
  return {
    id: b.id, code: b.code, name: b.name, description: b.description, status: BONUS_STATUS[b.status], url: b.assets, html: b.html,
    startTime: b.startTime, endTime: b.endTime, wageredPercent: b.wagered, wageringRequirement: b.wageringRequirment,
    wageringRequirementRemaining: b.wageringRequirmentRemaining, currency: b.currency, minAmount: b.minAmount, maxAmount: b.maxAmount,
    isDeposit: b.deposit, canBeCanceled: b.canBeCanceled,
  };
}

const periodOf = (period: LimitPeriod) => (period.charAt(0).toUpperCase() + period.slice(1)) as PlatformLimit['period'];

function limitOf(l: Limit): PlatformLimit {
  return {
    id: l.id, period: periodOf(l.period), amount: l.amount, remainingAmount: l.remainingAmount, currency: l.currency,
    expiryDate: l.expiryDate, isLocked: l.locked, product: l.product, queuedAmount: l.queued?.amount ?? null, queuedActivation: l.queued?.activatesAt ?? null,
  };
}

function sessionInfo({ scope: { casino }, session }: CallContext): PlatformSessionInfo {
  const ipCountry = casino.site.visitorCountry().country ?? '';
  let sessionId: string;
  try {
    sessionId = session();
  } catch {
    return { isAuthenticated: false, firstname: '', surname: '', currency: '', userCountry: '', ipCountry, loginTime: '', isEmailVerified: false };
  }
  const p = casino.account.profile(sessionId);
  return {
    isAuthenticated: true, firstname: p.firstName, surname: p.lastName, currency: p.currency, userCountry: p.country, ipCountry,
    loginTime: casino.sessions.info(sessionId).started, isEmailVerified: p.isActivated,
  };
}

/** The registration kwargs (the adapter's `registration()`) as the casino's sign-up values. */
function signUpValues(k: Kwargs): SignUpValues {
  const gender = Object.entries(GENDER_CODES).find(([, code]) => code === k.gender)?.[0] as SignUpValues['gender'];
  const limits = (k.depositLimits ?? {}) as Kwargs;
  const sessions = (k.sessionLimits ?? {}) as Kwargs;
  return {
    email: text(k, 'email'), password: optionalText(k, 'password'), firstName: text(k, 'firstname'), lastName: text(k, 'surname'),
    dateOfBirth: text(k, 'birthDate'), gender, address: text(k, 'address1'), city: text(k, 'city'), zip: text(k, 'postalCode'),
    callingCode: text(k, 'mobilePrefix'), phone: text(k, 'mobile'), country: text(k, 'country'), currency: text(k, 'currency'),
    language: text(k, 'language'), jurisdiction: text(k, 'regulator') as SignUpValues['jurisdiction'], bonusCode: optionalText(k, 'bonusCode'),
    acceptTerms: k.acceptTC === true, acceptMarketing: Array.isArray(k.optIns) && k.optIns.length > 0,
    optIns: Array.isArray(k.optIns) ? (k.optIns as SignUpValues['optIns']) : [], annualActivity: text(k, 'annualActivity'),
    depositLimitDay: optionalNumber(limits.daily), depositLimitWeek: optionalNumber(limits.weekly), depositLimitMonth: optionalNumber(limits.monthly),
    sessionLimitDay: optionalNumber(sessions.daily), sessionLimitWeek: optionalNumber(sessions.weekly), sessionLimitMonth: optionalNumber(sessions.monthly),
  };
}

/** The deposit, loss, wagering and session limit procedures: `/user/limit#{get,set,remove}{Kind}Limit`. */
function limitProcedures(): [string, Procedure][] {
  return SPEC_LIMIT_KINDS.flatMap((kind): [string, Procedure][] => {
    const type = LIMIT_TYPES_BY_KIND[kind];
    if (!type) throw new Error(`wamp stand-in: no casino limit for the spec's ${kind} limits`);
    const ofKind = (limits: Limit[]) => ({ limits: limits.filter((l) => l.type === type).map(limitOf) });
    const request = (k: Kwargs) => ({ type, period: text(k, 'period').toLowerCase() as LimitPeriod });
    return [
      [`/user/limit#get${kind}Limit`, ({ scope, session }) => ofKind(scope.casino.limits.list(session()))],
      [`/user/limit#set${kind}Limit`, ({ scope, session }, k) => ofKind(scope.casino.limits.set(session(), {
        ...request(k), amount: Number(k.amount), product: (optionalText(k, 'product') ?? undefined) as Limit['product'] & string, id: optionalText(k, 'id'),
      }))],
      [`/user/limit#remove${kind}Limit`, ({ scope, session }, k) => ofKind(scope.casino.limits.remove(session(), { ...request(k), id: text(k, 'id') }))],
    ];
  });
}

/** A time argument (ISO 8601), as milliseconds; anything else is the platform's invalid field. */
function time(kwargs: Kwargs, name: string): number {
  const value = Date.parse(text(kwargs, name));
  if (Number.isNaN(value)) throw new InvalidField(name);
  return value;
}

/** A whole number argument of at least `min`; anything else is the platform's invalid field. */
function whole(kwargs: Kwargs, name: string, min: number): number {
  const value = kwargs[name];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) throw new InvalidField(name);
  return value;
}

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

/** `#sendResetPwdEmail`'s link: the player's page (`changePwdURL`) with the mailed key. */
function resetPage(kwargs: Kwargs): string {
  const page = text(kwargs, 'changePwdURL');
  if (!/^https?:\/\/[^\s]+$/.test(page)) throw new InvalidField('changePwdURL');
  return page;
}

const PROCEDURES: [string, Procedure][] = [
  ['/user#login', ({ scope, setSession }, k) => {
    const email = text(k, 'usernameOrEmail');
    const result = scope.casino.sessions.signIn(email, text(k, 'password'));
    setSession(result.sessionId);
    scope.sessions.set(email.trim().toLowerCase(), result.sessionId);
    return { hasToAcceptTC: result.mustAcceptTerms, isEmailVerified: result.isEmailVerified };
  }],
  ['/user#logout', ({ scope, session, setSession }) => {
    try {
      scope.casino.sessions.signOut(session());
    } catch (error) {
      if (!(error instanceof SessionExpired)) throw error;
    }
    setSession(null);
  }],
  ['/user#getSessionInfo', (context, k) => {
    context.setCulture(text(k, 'culture'));
    return sessionInfo(context);
  }],
  ['/user#getCmsSessionID', ({ session }) => ({ id: session() })],
  ['/user#acceptTC', ({ scope: { casino }, session }) => casino.account.acceptTerms(session(), casino.site.terms().version)],
  ['/user#getTransactionHistory', ({ scope, session }, k) => {
    // The transactions of `type` from startTime to endTime, newest first, pageSize a page.
    const [from, to] = [time(k, 'startTime'), time(k, 'endTime')];
    const [pageIndex, pageSize] = [whole(k, 'pageIndex', 0), whole(k, 'pageSize', 1)];
    const matching = allTransactions(scope.casino, session(), text(k, 'type') as HistoryType, from)
      .filter((t) => Date.parse(t.date) >= from && Date.parse(t.date) <= to);
    const transactions = matching.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize).map((t): PlatformTransaction => ({
      transactionID: t.id, time: t.date, type: t.transactionType, amount: t.amount, currency: t.currency,
      status: TRANSACTION_STATUS[t.status], paymentMethod: t.method, description: t.description,
    }));
    return { transactions, totalPageCount: Math.ceil(matching.length / pageSize) };
  }],
  ['/user#getApplicableBonuses', ({ scope: { casino }, session }, k) => {
    const sessionId = session();
    if (text(k, 'gamingAccountID') !== gamingAccount(casino.account.profile(sessionId).userId)) throw new InvalidField('gamingAccountID');
    return { bonuses: casino.bonuses.offers(sessionId).filter((b) => b.deposit).map(bonusOf) };
  }],
  ['/user/account#register', ({ scope: { casino } }, k) => {
    // The platform registers; signing in is the client's next call.
    casino.sessions.signOut(casino.registration.signUp(signUpValues(k)).sessionId);
  }],
  ['/user/account#activate', ({ scope: { casino } }, k) => casino.registration.activate(text(k, 'email'), text(k, 'verificationCode'))],
  ['/user/account#getProfile', ({ scope, session }) => profileOf(scope.casino.account.profile(session()))],
  ['/user/account#updateProfile', ({ scope, session }, k) => profileOf(scope.casino.account.updateProfile(session(), {
    address: optionalText(k, 'address1'), city: optionalText(k, 'city'), zip: optionalText(k, 'postalCode'),
    phone: optionalText(k, 'mobile'), callingCode: optionalText(k, 'mobilePrefix'), password: optionalText(k, 'password'),
  }))],
  ['/user/account#getBalance', ({ scope, session }) => balanceOf(scope.casino, session())],
  ['/user/account#getCountries', ({ scope: { casino } }) => ({ countries: casino.site.countries(), currentIPCountry: casino.site.visitorCountry().country })],
  ['/user/account#getCurrencies', ({ scope: { casino } }) => ({ currencies: casino.site.currencies() })],
  ['/user/pwd#change', ({ scope, session }, k) => scope.casino.passwords.change(session(), text(k, 'oldPassword'), text(k, 'newPassword'))],
  ['/user/pwd#reset', ({ scope }, k) => scope.casino.passwords.reset({ key: text(k, 'key'), password: text(k, 'password') })],
  ['/user/pwd#isResetPwdKeyAvailable', ({ scope }, k) => ({ available: scope.casino.passwords.isKeyValid(text(k, 'key')) })],
  ['/user/pwd#sendResetPwdEmail', ({ scope }, k) => {
    // The captcha is answered for the site's public key, which the platform checks the answer against.
    const captchaPublicKey = text(k, 'captchaPublicKey');
    if (!optionalText(k, 'captchaResponse')?.trim()) throw new ProviderError('forgot-password', 'captcha-required');
    scope.casino.passwords.forgot(text(k, 'email'), resetPage(k));
    return { captchaPublicKey };
  }],
  ['/user/bonus#getClaimableBonuses', ({ scope, session }) => ({ bonuses: scope.casino.bonuses.list(session()).map(bonusOf) })],
  ['/user/bonus#apply', ({ scope, session }, k) => scope.casino.bonuses.trigger(session(), text(k, 'bonusCode'))],
  ...limitProcedures(),
];

/** The procedures by the spec's names: a name the spec does not list stops the server at start-up. */
export const PROCEDURE_TABLE: ReadonlyMap<string, Procedure> = new Map(PROCEDURES.map(([name, run]) => {
  if (!SPEC_PROCEDURES.has(name)) throw new Error(`wamp stand-in: the spec has no procedure ${name}`);
  return [name, run];
}));
