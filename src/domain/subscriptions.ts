import type { Subscription, SubscriptionType } from './model';

/** Subscription channels: sms, email, phone (spec: account §9). */
export const SUBSCRIPTION_CHANNELS: readonly SubscriptionType[] = ['sms', 'email', 'phone'];

/** Each channel is on or off: every channel, in the spec's order; one the provider omits is off. */
export function subscriptionChannels(list: readonly Subscription[]): Subscription[] {
  return SUBSCRIPTION_CHANNELS.map((type) => ({ type, active: list.find((s) => s.type === type)?.active === true }));
}

/** The whole list with one channel switched: what an update sends. */
export function withSubscription(list: readonly Subscription[], type: SubscriptionType, active: boolean): Subscription[] {
  return subscriptionChannels(list).map((s) => (s.type === type ? { type, active } : s));
}
