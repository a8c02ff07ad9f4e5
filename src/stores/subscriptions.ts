import type { Subscription, SubscriptionType } from '../domain/model';
import { subscriptionChannels, withSubscription } from '../domain/subscriptions';
import { loader, playerAtom } from './account';
import { forgetCalls } from './call-cache';
import { provider } from './current-provider';

/** The player's channels (sms, email, phone), each on or off. */
export const $subscriptions = playerAtom<Subscription[]>();

const load = loader($subscriptions, 'subscription', { keepValue: true });

/** One call for every element that shows them; `fresh` for a view the player opens again. */
export function loadSubscriptions(fresh = false): Promise<void> {
  return load(async () => subscriptionChannels(await (await provider()).getSubscriptions()), { fresh });
}

/** Switch one channel: the whole list is sent; the screen follows once the provider agrees. */
export async function setSubscription(type: SubscriptionType, active: boolean): Promise<Subscription[]> {
  const current = $subscriptions.get();
  const next = withSubscription(current.status === 'ready' ? current.value : [], type, active);
  await (await provider()).updateSubscriptions(next);
  forgetCalls($subscriptions);
  $subscriptions.set({ status: 'ready', value: next });
  return next;
}
