// The REST platform's names for the values the spec names (onboarding §2, account §2,
// cashier-and-providers §7: limit types and Timespan 1/7/30, KYC document types, marketing
// opt-ins, subscription channels), as this stand-in spells them: PascalCase of the spec's
// names (`proof-of-address` is `ProofOfAddress`). Written here, never read from the
// adapter's tables (src/adapters/rest/*.ts), so a name spelt differently on the two sides
// fails the contract suite instead of passing both.
import type { Jurisdiction, KycDocumentType, LimitPeriod, LimitType, MarketingOptIn, SubscriptionType } from '../../../src/domain/model.ts';

/** `proof-of-address` → `ProofOfAddress`: the platform's spelling of a spec name. */
export const pascal = (name: string): string => name.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c: string) => c.toUpperCase());

/** The table `spec name → platform name` of the spec's list `names`. */
function table<K extends string>(names: readonly K[]): Readonly<Record<K, string>> {
  return Object.fromEntries(names.map((name) => [name, pascal(name)])) as Record<K, string>;
}

/** Sign-up's `OptIns` (onboarding §9: bonus sms, news sms, bonus emails, news emails, phone) in the SDK's PlayerOptInOutType. */
export const OPT_INS: Readonly<Record<MarketingOptIn, string>> = {
  'bonus-sms': 'BonusSMSs',
  'news-sms': 'NewsSMSs',
  'bonus-emails': 'BonusEmails',
  'news-emails': 'NewsEmails',
  phone: 'Phone',
};

/** The SDK's Jurisdiction enum (MGA, UK, DGA, SGA, ES, MX, Curacao) for the four betr knows. */
export const JURISDICTIONS: Readonly<Record<Jurisdiction, string>> = { MGA: 'MGA', SGA: 'SGA', ES: 'ES', UKGC: 'UK' };

/** A limit's `Type`. */
export const LIMIT_TYPES: Readonly<Partial<Record<LimitType, string>>> = table<LimitType>([
  'deposit',
  'wager',
  'loss',
  'session',
  'product-session',
  'reality-check',
]);

/** A limit's `Timespan` in days (the spec's 1, 7, 30); 0 per transaction, null for none. */
export const TIMESPANS: Readonly<Record<LimitPeriod, number | null>> = { transaction: 0, daily: 1, weekly: 7, monthly: 30, none: null };

/** A KYC document's `Type` (account §3: id, credit-card, proof-of-address, bank-statement, e-wallet, source-of-wealth, other). */
export const KYC_TYPES = table<KycDocumentType>([
  'id',
  'credit-card',
  'proof-of-address',
  'bank-statement',
  'e-wallet',
  'source-of-wealth',
  'other',
]);

/**
 * The casino's subscription channels as the platform's opt-in kinds (GET
 * /player/opt-in-outs, POST /player/opt-in `{Type}`): the platform keeps bonus and news
 * apart; the casino has one switch per channel, which both kinds of it follow.
 */
export const SUBSCRIPTION_TYPES: Readonly<Record<SubscriptionType, readonly string[]>> = {
  sms: ['BonusSMSs', 'NewsSMSs'],
  email: ['BonusEmails', 'NewsEmails'],
  phone: ['Phone'],
};

/** Our value for the platform's name in a table `ours → theirs`; undefined for a name it does not hold. */
export function ourName<K extends string>(table: Readonly<Partial<Record<K, unknown>>>, theirs: unknown): K | undefined {
  return (Object.keys(table) as K[]).find((key) => table[key] === theirs);
}
