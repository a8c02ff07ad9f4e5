// The websocket platform's procedures (spec: cashier §7, "First platform") on the simulated
// casino: what the WAMP peer (demo/server/wamp.ts) answers to a CALL. The answer shapes
// are those the adapter reads (src/adapters/wamp/platform.ts). The session belongs to the
// connection's client identity (`cid`), as on the real platform.
import type { Bonus, BonusStatus, HistoryType, Limit, LimitPeriod, Profile, SignUpValues, TransactionStatus } from '../../src/adapters/provider.ts';
import { ProviderError } from '../../src/adapters/provider.ts';
import { SessionExpired, type Casino } from '../../src/adapters/stub/index.ts';
import {
  LIMIT_KINDS, PROCEDURES as P, limitProcedure, type LimitKind, type PlatformBalance, type PlatformBonus, type PlatformLimit,
  type PlatformProfile, type PlatformSessionInfo, type PlatformTransaction,
} from '../../src/adapters/wamp/platform.ts';
import { PLATFORM_GENDERS } from '../../src/adapters/wamp/read.ts';
import type { DemoCasino } from './demo-controls.ts';

export type Kwargs = Record<string, unknown>;

/** What a procedure sees of its caller: the casino, and the client identity's session. */
export interface CallContext {
  readonly scope: DemoCasino;
  /** The live casino session of this client identity; SessionExpired otherwise. */
  session(): string;
  /** The client identity signed in or out; the peer tells every connection of the client. */
  setSession(sessionId: string | null): void;
}

type Procedure = (context: CallContext, kwargs: Kwargs) => Kwargs | void;

/** A kwargs field of the caller, as text; a missing one is the platform's invalid field. */
function text(kwargs: Kwargs, name: string): string {
  const value = kwargs[name];
  if (typeof value !== 'string') throw new ProviderError('general', `invalid-field-${name}`);
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
    currency: p.currency, gender: PLATFORM_GENDERS[p.gender], title: p.title, isEmailVerified: p.isActivated, regulator: p.jurisdiction,
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
  const gender = Object.entries(PLATFORM_GENDERS).find(([, code]) => code === k.gender)?.[0] as SignUpValues['gender'];
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

/** The deposit, loss, wagering and session limit procedures. */
function limitProcedures(): [string, Procedure][] {
  return Object.entries(LIMIT_KINDS).flatMap(([type, kind]: [string, LimitKind]): [string, Procedure][] => {
    const ofKind = (limits: Limit[]) => ({ limits: limits.filter((l) => l.type === type).map(limitOf) });
    const request = (k: Kwargs) => ({ type: type as Limit['type'], period: text(k, 'period').toLowerCase() as LimitPeriod });
    return [
      [limitProcedure('get', kind), ({ scope, session }) => ofKind(scope.casino.limits.list(session()))],
      [limitProcedure('set', kind), ({ scope, session }, k) => ofKind(scope.casino.limits.set(session(), {
        ...request(k), amount: Number(k.amount), product: (optionalText(k, 'product') ?? undefined) as Limit['product'] & string, id: optionalText(k, 'id'),
      }))],
      [limitProcedure('remove', kind), ({ scope, session }, k) => ofKind(scope.casino.limits.remove(session(), { ...request(k), id: text(k, 'id') }))],
    ];
  });
}

export const PROCEDURE_TABLE: ReadonlyMap<string, Procedure> = new Map<string, Procedure>([
  [P.login, ({ scope, setSession }, k) => {
    const email = text(k, 'usernameOrEmail');
    const result = scope.casino.sessions.signIn(email, text(k, 'password'));
    setSession(result.sessionId);
    scope.sessions.set(email.trim().toLowerCase(), result.sessionId);
    return { hasToAcceptTC: result.mustAcceptTerms, isEmailVerified: result.isEmailVerified };
  }],
  [P.logout, ({ scope, session, setSession }) => {
    try {
      scope.casino.sessions.signOut(session());
    } catch (error) {
      if (!(error instanceof SessionExpired)) throw error;
    }
    setSession(null);
  }],
  [P.sessionInfo, (context) => sessionInfo(context)],
  [P.cmsSessionId, ({ session }) => ({ id: session() })],
  [P.acceptTerms, ({ scope: { casino }, session }) => casino.account.acceptTerms(session(), casino.site.terms().version)],
  [P.history, ({ scope, session }, k) => {
    const page = scope.casino.payments.history(session(), { page: Number(k.pageIndex ?? 0), type: text(k, 'type') as HistoryType });
    const transactions = page.transactions.map((t): PlatformTransaction => ({
      transactionID: t.id, time: t.date, type: t.transactionType, amount: t.amount, currency: t.currency,
      status: TRANSACTION_STATUS[t.status], paymentMethod: t.method, description: t.description,
    }));
    return { transactions, totalPageCount: page.totalPageCount };
  }],
  [P.applicableBonuses, ({ scope: { casino }, session }, k) => {
    const sessionId = session();
    if (text(k, 'gamingAccountID') !== gamingAccount(casino.account.profile(sessionId).userId)) throw new ProviderError('bonus', 'invalid-field-gamingAccountID');
    return { bonuses: casino.bonuses.offers(sessionId).filter((b) => b.deposit).map(bonusOf) };
  }],
  [P.register, ({ scope: { casino } }, k) => {
    // The platform registers; signing in is the client's next call.
    casino.sessions.signOut(casino.registration.signUp(signUpValues(k)).sessionId);
  }],
  [P.activate, ({ scope: { casino } }, k) => casino.registration.activate(text(k, 'email'), text(k, 'verificationCode'))],
  [P.profile, ({ scope, session }) => profileOf(scope.casino.account.profile(session()))],
  [P.updateProfile, ({ scope, session }, k) => profileOf(scope.casino.account.updateProfile(session(), {
    address: optionalText(k, 'address1'), city: optionalText(k, 'city'), zip: optionalText(k, 'postalCode'),
    phone: optionalText(k, 'mobile'), callingCode: optionalText(k, 'mobilePrefix'), password: optionalText(k, 'password'),
  }))],
  [P.balance, ({ scope, session }) => balanceOf(scope.casino, session())],
  [P.countries, ({ scope: { casino } }) => ({ countries: casino.site.countries(), currentIPCountry: casino.site.visitorCountry().country })],
  [P.currencies, ({ scope: { casino } }) => ({ currencies: casino.site.currencies() })],
  [P.changePassword, ({ scope, session }, k) => scope.casino.passwords.change(session(), text(k, 'oldPassword'), text(k, 'newPassword'))],
  [P.resetPassword, ({ scope }, k) => scope.casino.passwords.reset({ key: text(k, 'key'), password: text(k, 'password') })],
  [P.resetKeyAvailable, ({ scope }, k) => ({ available: scope.casino.passwords.isKeyValid(text(k, 'key')) })],
  [P.sendResetEmail, ({ scope }, k) => {
    if (!optionalText(k, 'captchaResponse')?.trim()) throw new ProviderError('forgot-password', 'captcha-required');
    scope.casino.passwords.forgot(text(k, 'email'));
  }],
  [P.claimableBonuses, ({ scope, session }) => ({ bonuses: scope.casino.bonuses.list(session()).map(bonusOf) })],
  [P.applyBonus, ({ scope, session }, k) => scope.casino.bonuses.trigger(session(), text(k, 'bonusCode'))],
  ...limitProcedures(),
]);
