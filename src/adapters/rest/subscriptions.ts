import type { Subscription, SubscriptionType } from '../provider';
import { ourName } from './names';
import { bool, list, obj, str } from './read';
import type { RestApi } from './request';

/** Shared with the provider server, which speaks the same names. */
export const TYPES: Readonly<Record<SubscriptionType, string>> = { sms: 'Sms', email: 'Email', phone: 'Phone' };

/** GET /player/opt-in-outs `[{Type: 'Sms' | 'Email' | 'Phone', OptedIn}]`; other kinds are not shown. */
export function getSubscriptions(api: RestApi): Promise<Subscription[]> {
  return api.call('subscription', { get: '/player/opt-in-outs' }, (answer) =>
    list(answer).flatMap((item) => {
      const o = obj(item);
      const type = ourName(TYPES, str(o.Type));
      return type ? [{ type, active: bool(o.OptedIn) }] : [];
    }),
  );
}

/** POST /player/opt-in `{Types}` for the channels turned on, POST /player/opt-out `{Types}` for those turned off. */
export async function updateSubscriptions(api: RestApi, subscriptions: Subscription[]): Promise<void> {
  const types = (active: boolean) => subscriptions.filter((s) => s.active === active).map((s) => TYPES[s.type]);
  for (const [path, Types] of [['/player/opt-in', types(true)], ['/player/opt-out', types(false)]] as const) {
    if (Types.length) await api.call('subscription', { post: path, body: { Types } });
  }
}

/**
 * An unsubscribe link: GET /player/opt-out-ins?unsubToken= answers the channels the link's
 * token covers `[{Type}]` (a token the platform does not know is refused there, before
 * anything changes); then POST /player/opt-out-choices `{UnsubToken, OptIns: []}` opts out of
 * all of them.
 */
export async function unsubscribe(api: RestApi, token: string): Promise<void> {
  await api.call('unsubscribe', { get: '/player/opt-out-ins', query: { unsubToken: token } });
  await api.call('unsubscribe', { post: '/player/opt-out-choices', body: { UnsubToken: token, OptIns: [] } });
}
