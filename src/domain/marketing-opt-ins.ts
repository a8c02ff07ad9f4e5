import type { MarketingOptIn, SignUpValues } from './model';

/** Every marketing channel a player may opt into (spec: cashier §9): bonus sms, news sms, bonus emails, news emails, phone. */
export const MARKETING_OPT_INS: readonly MarketingOptIn[] = ['bonus-sms', 'news-sms', 'bonus-emails', 'news-emails', 'phone'];

/**
 * The channels a registration opts into, on every platform: none unless marketing is
 * accepted; then the player's choice of channels, or all of them when the caller only says
 * yes (no choice given), so a yes is never sent as no consent at all.
 */
export function registrationOptIns(values: Pick<SignUpValues, 'acceptMarketing' | 'optIns'>): MarketingOptIn[] {
  if (!values.acceptMarketing) return [];
  return [...(values.optIns ?? MARKETING_OPT_INS)];
}
