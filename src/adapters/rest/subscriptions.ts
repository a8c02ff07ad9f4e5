import { array, boolean, object, picklist, string } from 'valibot';
import type { Subscription, SubscriptionType } from '../../domain/model';
import { bool, list, obj, optional } from './read';
import type { RestApi } from './request';

/** The SDK's OptInOut[] (GET /player/opt-in-outs, /player/opt-out-ins). */
export const PlatformOptInOuts = array(
  object({
    Type: picklist(['Bonus', 'BonusEmails', 'BonusSMSs', 'NewsEmails', 'NewsSMSs', 'Phone', 'PushNotifications', 'Casino', 'Sportsbook']),
    TypeId: string(),
    OptIn: boolean(),
  }),
);

/**
 * The platform keeps bonus and news apart (the SDK's PlayerOptInOutType); the subscriptions
 * screen shows a channel: its sms are `BonusSMSs` and `NewsSMSs`, its email `BonusEmails` and
 * `NewsEmails`, the phone `Phone`. The platform's other kinds (push, casino, sportsbook) are
 * not shown.
 */
export const TYPES: Readonly<Record<SubscriptionType, readonly string[]>> = {
  sms: ['BonusSMSs', 'NewsSMSs'],
  email: ['BonusEmails', 'NewsEmails'],
  phone: ['Phone'],
};

/**
 * GET /player/opt-in-outs `[{Type, TypeId, OptIn}]`: a channel the platform lists is shown,
 * subscribed when every one of its kinds is opted in.
 */
export function getSubscriptions(api: RestApi): Promise<Subscription[]> {
  return api.call('subscription', { get: '/player/opt-in-outs' }, (answer) => {
    const optIns = new Map(
      list(answer).map((item) => {
        const o = obj(item);
        return [o.Type, optional(bool, o.OptIn, false)] as const;
      }),
    );
    return (Object.keys(TYPES) as SubscriptionType[]).flatMap((type) => {
      const kinds = TYPES[type].filter((kind) => optIns.has(kind));
      return kinds.length ? [{ type, active: kinds.every((kind) => optIns.get(kind)) }] : [];
    });
  });
}

/** POST /player/opt-in or /player/opt-out `{Type}`, one call per kind of each channel. */
export async function updateSubscriptions(api: RestApi, subscriptions: Subscription[]): Promise<void> {
  for (const { type, active } of subscriptions) {
    for (const Type of TYPES[type]) await api.call('subscription', { post: active ? '/player/opt-in' : '/player/opt-out', body: { Type } });
  }
}

/**
 * An unsubscribe link: GET /player/opt-out-ins?unsubToken= answers the kinds the link's
 * token covers (a token the platform does not know is refused there, before anything
 * changes); then POST /player/opt-out-choices `{OptOutToken, OptIns: []}` opts out of all.
 */
export async function unsubscribe(api: RestApi, token: string): Promise<void> {
  await api.call('unsubscribe', { get: '/player/opt-out-ins', query: { unsubToken: token } });
  await api.call('unsubscribe', { post: '/player/opt-out-choices', body: { OptOutToken: token, OptIns: [] } });
}
