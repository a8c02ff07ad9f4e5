/** The cashier's configuration (./cashier): the merchant from the bootstrap asked with a session. */
import { expect } from '@open-wc/testing';
import { platform, SIGNED_IN, SITE } from './fake-platform.testing';

describe('rest adapter: the cashier', () => {
  it("the cashier's merchant comes only with a session: a bootstrap the page kept for a visitor has none, so the deposit asks with the player's", async () => {
    const { provider, sent } = platform({
      'POST /player/signin/v2': { json: SIGNED_IN },
      'GET /content/bootstrap': (request) => ({
        json: request.headers.has('X-Player-Session-Id') ? { ...SITE, Cashier: { MerchantId: 'm-1', Environment: 'test' } } : SITE,
      }),
    });
    await provider.signIn('ann@example.com', 'Secret12!');
    expect((await provider.getDepositConfig()).merchantId).to.equal('m-1');
    const bootstraps = sent.filter((r) => r.path === '/content/bootstrap');
    expect(bootstraps.map((r) => r.headers.get('X-Player-Session-Id'))).to.deep.equal([null, 'sid-123']);
  });
});
