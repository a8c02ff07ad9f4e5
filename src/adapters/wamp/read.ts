import type { Bonus, Gender, HistoryTransaction, Limit, LimitPeriod, Profile, Wallet } from '../provider';
import { mapBonusStatus, mapTransactionStatus } from '../../domain/status';
import type { LimitKind, PlatformBalance, PlatformBonus, PlatformLimit, PlatformProfile, PlatformTransaction } from './platform';
import { LIMIT_KINDS } from './platform';

/** The platform's answers in domain terms; the shapes themselves are checked in ./platform. */

const GENDERS: Readonly<Record<PlatformProfile['gender'], Gender>> = { M: 'male', F: 'female', O: 'other' };
export const PLATFORM_GENDERS: Readonly<Record<Gender, PlatformProfile['gender']>> = { male: 'M', female: 'F', other: 'O' };

export function profileOf(p: PlatformProfile): Profile {
  const locked = (updatable: boolean) => p.isProfileDisabled || !updatable;
  return {
    userId: p.userID,
    email: p.email,
    firstName: p.firstname,
    lastName: p.surname,
    dateOfBirth: p.birthDate,
    address: p.address1,
    city: p.city,
    zip: p.postalCode,
    callingCode: p.mobilePrefix,
    phone: p.mobile,
    country: p.country,
    language: p.language,
    currency: p.currency,
    gender: GENDERS[p.gender],
    title: p.title,
    isActivated: p.isEmailVerified,
    jurisdiction: p.regulator,
    disabled: {
      email: locked(p.updatable.email),
      firstName: locked(p.updatable.firstname),
      lastName: locked(p.updatable.surname),
      dateOfBirth: locked(p.updatable.birthDate),
      country: locked(p.updatable.country),
      currency: locked(p.updatable.currency),
      ...(p.isProfileDisabled ? { address: true, city: true, zip: true, phone: true, password: true } : {}),
    },
    playerGroups: p.playerGroups,
  };
}

/** Money in cents precision, so the total of two decimals compares exactly. */
const cents = (amount: number) => Math.round(amount * 100) / 100;

export function walletOf(balance: PlatformBalance, currency: string): Wallet {
  return { realBalance: balance.amount, bonusBalance: balance.bonusAmount, totalBalance: cents(balance.amount + balance.bonusAmount), currency };
}

/** Bonuses whose status the spec does not name are dropped (see mapBonusStatus). */
export function bonusesOf(bonuses: readonly PlatformBonus[]): Bonus[] {
  return bonuses.flatMap((b) => {
    const status = mapBonusStatus(b.status);
    if (!status) return [];
    return [{
      id: b.id, identifier: b.id, code: b.code, name: b.name, description: b.description, status,
      assets: b.url, html: b.html, startTime: b.startTime, endTime: b.endTime,
      wagered: b.wageredPercent, wageringRequirment: b.wageringRequirement, wageringRequirmentRemaining: b.wageringRequirementRemaining,
      currency: b.currency, minAmount: b.minAmount, maxAmount: b.maxAmount, deposit: b.isDeposit, canBeCanceled: b.canBeCanceled,
    }];
  });
}

const LIMIT_TYPES = Object.fromEntries(Object.entries(LIMIT_KINDS).map(([type, kind]) => [kind, type])) as Record<LimitKind, Limit['type']>;

export const limitPeriodOf = (period: PlatformLimit['period']) => period.toLowerCase() as LimitPeriod;
export const platformPeriod = (period: LimitPeriod) => (period.charAt(0).toUpperCase() + period.slice(1)) as PlatformLimit['period'];

export function limitOf(kind: LimitKind, l: PlatformLimit): Limit {
  return {
    id: l.id, type: LIMIT_TYPES[kind], period: limitPeriodOf(l.period), status: 'active',
    amount: l.amount, remainingAmount: l.remainingAmount, currency: l.currency, product: l.product,
    queued: l.queuedAmount !== null && l.queuedActivation !== null ? { amount: l.queuedAmount, activatesAt: l.queuedActivation } : null,
    locked: l.isLocked, expiryDate: l.expiryDate,
  };
}

export function transactionOf(t: PlatformTransaction): HistoryTransaction {
  return {
    id: t.transactionID, transactionType: t.type, amount: t.amount, currency: t.currency,
    status: mapTransactionStatus(t.status), method: t.paymentMethod, description: t.description, date: t.time,
  };
}
