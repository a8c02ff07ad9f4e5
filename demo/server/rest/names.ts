// The REST platform's names for the values the spec names (onboarding §2, account §2,
// cashier-and-providers §7: limit types and Timespan 1/7/30, KYC document types, marketing
// opt-ins, subscription channels), as this stand-in spells them: PascalCase of the spec's
// names. Written here, never read from the adapter's tables (src/adapters/rest/*.ts), so a
// name spelt differently on the two sides fails the contract suite instead of passing both.
import type { KycDocumentType, LimitPeriod, LimitType, MarketingOptIn, SubscriptionType } from '../../../src/adapters/provider.ts';

/** Sign-up's `OptIns: ['BonusSms', …]`. */
export const OPT_INS: Readonly<Record<MarketingOptIn, string>> = {
  'bonus-sms': 'BonusSms',
  'news-sms': 'NewsSms',
  'bonus-emails': 'BonusEmails',
  'news-emails': 'NewsEmails',
  phone: 'Phone',
};

/** A limit's `Type`. */
export const LIMIT_TYPES: Readonly<Partial<Record<LimitType, string>>> = {
  deposit: 'Deposit',
  wager: 'Wager',
  loss: 'Loss',
  session: 'Session',
  'product-session': 'ProductSession',
  'reality-check': 'RealityCheck',
};

/** A limit's `Timespan` in days (the spec's 1, 7, 30); 0 per transaction, null for none. */
export const TIMESPANS: Readonly<Record<LimitPeriod, number | null>> = { transaction: 0, daily: 1, weekly: 7, monthly: 30, none: null };

/** A KYC document's `Type`. */
export const KYC_TYPES: Readonly<Record<KycDocumentType, string>> = {
  id: 'Id',
  'credit-card': 'CreditCard',
  'proof-of-address': 'ProofOfAddress',
  'bank-statement': 'BankStatement',
  'e-wallet': 'EWallet',
  'source-of-wealth': 'SourceOfWealth',
  other: 'Other',
};

/** A subscription's `Type` (GET /player/opt-in-outs). */
export const SUBSCRIPTION_TYPES: Readonly<Record<SubscriptionType, string>> = { sms: 'Sms', email: 'Email', phone: 'Phone' };

/** Our value for the platform's name in a table `ours → theirs`; undefined for a name it does not hold. */
export function ourName<K extends string>(table: Readonly<Partial<Record<K, unknown>>>, theirs: unknown): K | undefined {
  return (Object.keys(table) as K[]).find((key) => table[key] === theirs);
}
