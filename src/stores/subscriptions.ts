import type { Subscription, SubscriptionType } from '../domain/model';
import { subscriptionChannels, withSubscription } from '../domain/subscriptions';
import { loadable } from './loadable';
import { provider } from './current-provider';
import { $session } from './session';

/**
 * The player's channels (sms, email, phone), each on or off: loaded when the first element
 * shows them, only while signed in. The player may switch them on the platform's own pages
 * too, so a view opened again asks again (`fresh`).
 */
export const $subscriptions = loadable(async () => subscriptionChannels(await (await provider()).getSubscriptions()), {
  area: 'subscription',
  player: $session,
  fresh: true,
});

/** Switch one channel: the whole list is sent; the screen follows once the provider agrees. */
export async function setSubscription(type: SubscriptionType, active: boolean): Promise<Subscription[]> {
  const current = $subscriptions.value!;
  const next = withSubscription(current.status === 'ready' ? current.value : [], type, active);
  await (await provider()).updateSubscriptions(next);
  $subscriptions.mutate(next);
  return next;
}
