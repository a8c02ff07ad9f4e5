/** Subscriptions (./subscriptions): an unsubscribe link. */
import { expect } from '@open-wc/testing';
import { platform } from './fake-platform.testing';

describe('rest adapter: subscriptions', () => {
  it('an unsubscribe link reads its choices from /player/opt-out-ins?unsubToken= before opting out', async () => {
    const { provider, sent } = platform({ 'GET /player/opt-out-ins': { json: [{ Type: 'BonusSMSs', TypeId: '1', OptIn: true }] } });
    await provider.unsubscribe('unsub-token');
    expect(sent.map((r) => [`${r.method} ${r.path}?${r.query}`, r.body])).to.deep.equal([
      ['GET /player/opt-out-ins?unsubToken=unsub-token', undefined],
      ['POST /player/opt-out-choices?', { OptOutToken: 'unsub-token', OptIns: [] }],
    ]);
  });
});
