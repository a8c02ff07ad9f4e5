import type { Bonus, Gender, HistoryTransaction, HistoryType, Jurisdiction, Limit, LimitPeriod, Profile, Wallet } from '../../domain/model';
import { mapBonusStatus, mapTransactionStatus } from '../../domain/status';
import type {
  LimitKind,
  PlatformAccount,
  PlatformApplicableBonus,
  PlatformGrantedBonus,
  PlatformLimitInfo,
  PlatformLimits,
  PlatformProfile,
  PlatformTransaction,
} from './platform';
import { LIMIT_KINDS, PERIOD_KEYS, periodKey, type PlatformPeriod } from './platform';

/** The platform's answers in domain terms; the shapes themselves are checked in ./platform. */

/** The platform's gender codes (L2, L6 send 'M'/'F'); any other is other. */
const GENDERS: Readonly<Record<string, Gender>> = { M: 'male', F: 'female' };
export const PLATFORM_GENDERS: Readonly<Record<Gender, string>> = { male: 'M', female: 'F', other: 'O' };

/** What `#getProfile` lacks, from `#getSessionInfo` and the site's rules. */
export interface ProfileContext {
  isEmailVerified: boolean;
  roles: string[];
  jurisdiction: Jurisdiction;
}

export function profileOf(p: PlatformProfile, context: ProfileContext): Profile {
  const f = p.fields;
  const locked = (updatable: boolean) => !p.isProfileUpdatable || !updatable;
  return {
    userId: f.userID,
    email: f.email,
    firstName: f.firstname,
    lastName: f.surname,
    dateOfBirth: f.birthDate,
    address: f.address1,
    city: f.city,
    zip: f.postalCode,
    callingCode: f.mobilePrefix,
    phone: f.mobile,
    country: f.country,
    language: f.language,
    currency: f.currency,
    gender: GENDERS[f.gender] ?? 'other',
    title: f.title,
    isActivated: context.isEmailVerified,
    jurisdiction: context.jurisdiction,
    disabled: {
      email: locked(p.isEmailUpdatable),
      firstName: locked(p.isFirstnameUpdatable),
      lastName: locked(p.isSurnameUpdatable),
      dateOfBirth: locked(p.isBirthDateUpdatable),
      country: locked(p.isCountryUpdatable),
      currency: locked(p.isCurrencyUpdatable),
      ...(p.isProfileUpdatable ? {} : { address: true, city: true, zip: true, phone: true, password: true }),
    },
    playerGroups: context.roles,
  };
}

/** Money in cents precision, so the total of two decimals compares exactly. */
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The player's main (real money) account: the first that is not a bonus account. */
export function mainAccount(accounts: readonly PlatformAccount[]): PlatformAccount | null {
  return accounts.find((a) => !a.isBonusAccount) ?? accounts[0] ?? null;
}

/** Real money from the main account's currency, bonus money from the bonus accounts in it. */
export function walletOfAccounts(accounts: readonly PlatformAccount[]): Wallet {
  const main = mainAccount(accounts);
  const currency = main?.currency ?? '';
  const inCurrency = accounts.filter((a) => a.currency === currency);
  const sum = (list: readonly PlatformAccount[]) => cents(list.reduce((total, a) => total + a.amount, 0));
  return walletOf(sum(inCurrency.filter((a) => !a.isBonusAccount)), sum(inCurrency.filter((a) => a.isBonusAccount)), currency);
}

export function walletOf(realBalance: number, bonusBalance: number, currency: string): Wallet {
  return { realBalance, bonusBalance, totalBalance: cents(realBalance + bonusBalance), currency };
}

/**
 * An applicable (deposit) bonus as an offer: its minimum deposit in the player's currency, no
 * maximum (the platform gives none). An offer without a minimum in that currency is not offered.
 */
export function offerOf(b: PlatformApplicableBonus, currency: string): Bonus | null {
  const min = b.minAmount[currency] ?? (Object.keys(b.minAmount).length === 0 ? 0 : undefined);
  if (min === undefined) return null;
  return {
    id: b.code,
    identifier: b.code,
    code: b.code,
    name: b.name,
    description: b.description,
    status: 'active',
    assets: b.url,
    html: b.html,
    startTime: '',
    endTime: '',
    wagered: 0,
    wageringRequirment: 0,
    wageringRequirmentRemaining: 0,
    currency,
    minAmount: min,
    maxAmount: Number.POSITIVE_INFINITY,
    deposit: true,
    canBeCanceled: false,
  };
}

/**
 * A granted bonus. The platform spells statuses in lowercase (L7 `status == 'active'`); one
 * whose status the spec does not name is dropped (see mapBonusStatus). It names no code.
 */
export function grantedBonusOf(b: PlatformGrantedBonus): Bonus | null {
  const status = mapBonusStatus(b.status.charAt(0).toUpperCase() + b.status.slice(1));
  if (!status) return null;
  const required = b.initialWagerRequirementAmount;
  const remaining = b.remainingWagerRequirementAmount;
  return {
    id: b.id,
    identifier: b.id,
    code: '',
    name: b.name,
    description: b.description,
    status,
    assets: '',
    html: '',
    startTime: b.grantedDate,
    endTime: b.expiryDate,
    wagered: required > 0 ? Math.round(((required - remaining) / required) * 100) : 0,
    wageringRequirment: required,
    wageringRequirmentRemaining: remaining,
    currency: b.currency,
    minAmount: 0,
    maxAmount: 0,
    deposit: false,
    canBeCanceled: false,
  };
}

const LIMIT_TYPES = Object.fromEntries(Object.entries(LIMIT_KINDS).map(([type, kind]) => [kind, type])) as Record<LimitKind, Limit['type']>;
const PERIODS: readonly LimitPeriod[] = ['daily', 'weekly', 'monthly'];

/** The platform's period, lowercase on the wire; a session limit names none (it is per session). */
export const limitPeriodOf = (period: string): LimitPeriod => {
  const lower = period.toLowerCase() as LimitPeriod;
  return PERIODS.includes(lower) ? lower : 'none';
};

const amountOf = (info: PlatformLimitInfo) => info.amount ?? info.minutes ?? info.minute ?? 0;

/** One entry of `#getLimits` as a limit of ours; none without a current one. */
function limitOf(id: string, kind: LimitKind, period: LimitPeriod, entry: PlatformLimits[LimitKind]): Limit[] {
  const current = entry?.current;
  if (!entry || !current) return [];
  const queued = entry.queued;
  return [
    {
      id,
      type: LIMIT_TYPES[kind],
      period,
      status: 'active',
      amount: amountOf(current),
      remainingAmount: null,
      currency: current.currency,
      product: null,
      queued: queued ? { amount: amountOf(queued), activatesAt: queued.expiryDate ?? current.expiryDate ?? '' } : null,
      locked: !entry.updatable,
      expiryDate: current.expiryDate,
    },
  ];
}

/**
 * `#getLimits`: the money limits kept per period (`depositPerDay`, ...), then the plain key of
 * a kind for a period none of those holds (a platform that keeps one limit of the kind, with
 * its period); a queued one is its pending change.
 */
export function limitsOf(answer: PlatformLimits): Limit[] {
  return (Object.values(LIMIT_KINDS) as LimitKind[]).flatMap((kind): Limit[] => {
    // A session limit has no period on the platform (minutes per session, L1, L3): the limits
    // tab shows time limits by period, so it is shown, and set, as the daily one.
    if (kind === 'session') return limitOf(kind, kind, 'daily', answer.session);
    const perPeriod = (Object.keys(PERIOD_KEYS) as PlatformPeriod[]).flatMap((period) =>
      limitOf(periodKey(kind, period), kind, period, answer[periodKey(kind, period)]),
    );
    const plain = limitOf(kind, kind, limitPeriodOf(answer[kind]?.current?.period ?? ''), answer[kind]);
    return [...perPeriod, ...plain.filter((l) => !perPeriod.some((p) => p.period === l.period))];
  });
}

/**
 * A history record: the player's money moves from the debit side to the credit side, so a
 * deposit's method is the debit's name and a withdrawal's the credit's (L2, L3 sample).
 */
export function transactionOf(t: PlatformTransaction, type: HistoryType): HistoryTransaction {
  const outward = type === 'Withdraw';
  const wallet = (outward ? t.debit : t.credit) ?? t.debit ?? t.credit;
  const other = outward ? t.credit : t.debit;
  return {
    id: t.transactionID,
    transactionType: type.toLowerCase(),
    amount: wallet?.amount ?? 0,
    currency: wallet?.currency ?? '',
    // A record without a status is one the platform completed (its sample has none).
    status: mapTransactionStatus(t.status || 'Completed'),
    method: other?.name ?? '',
    description: [t.debit?.name, t.credit?.name].filter(Boolean).join(' → '),
    date: t.time,
  };
}
