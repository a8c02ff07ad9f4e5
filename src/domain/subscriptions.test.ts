import { expect } from '@open-wc/testing';
import { SUBSCRIPTION_CHANNELS, subscriptionChannels, withSubscription } from './subscriptions';

describe('subscriptions', () => {
  it('subscription channels: sms, email, phone', () => {
    expect([...SUBSCRIPTION_CHANNELS]).to.deep.equal(['sms', 'email', 'phone']);
  });

  it('each channel is on or off', () => {
    expect(subscriptionChannels([{ type: 'email', active: true }])).to.deep.equal([
      { type: 'sms', active: false },
      { type: 'email', active: true },
      { type: 'phone', active: false },
    ]);
  });

  it('a toggle per channel: switching one keeps the others', () => {
    const list = [
      { type: 'sms' as const, active: true },
      { type: 'email' as const, active: true },
      { type: 'phone' as const, active: false },
    ];
    expect(withSubscription(list, 'phone', true)).to.deep.equal([
      { type: 'sms', active: true },
      { type: 'email', active: true },
      { type: 'phone', active: true },
    ]);
    expect(withSubscription(list, 'sms', false)[0]).to.deep.equal({ type: 'sms', active: false });
  });
});
