/**
 * What every call goes through (./request): the time-out, a refused connection, an unreadable
 * answer, the errors subscribers hear, the session a 401 ends, the routes, and the GETs shared
 * while in flight.
 */
import { expect } from '@open-wc/testing';
import { expectError } from '../../testing/expect-error';
import { waitUntil } from '../../../test/wait';
import { createRestApi } from './request';
import { API, caught, error, platform, SIGNED_IN, SITE, type Reply } from './fake-platform.testing';

describe('rest adapter: the request', () => {
  describe('failures of the connection and of the answer', () => {
    it('no answer within the time-out is general.timeout', async () => {
      const { provider } = platform({ 'POST /player/signin/v2': 'hang' }, 30);
      await expectError(() => provider.signIn('a@example.com', 'x'), 'general', 'timeout');
    });

    it('a refused connection is general.offline', async () => {
      const { provider } = platform({ 'POST /player/request-password-reset': 'refuse' });
      await expectError(() => provider.forgotPassword('a@example.com'), 'general', 'offline');
    });

    it("a 500 page, malformed JSON or an answer missing a field is the area's unknown-error", async () => {
      await expectError(
        () => platform({ 'POST /player/signin/v2': { status: 500, text: '<h1>500</h1>' } }).provider.signIn('a@example.com', 'x'),
        'sign-in',
        'unknown-error',
      );
      await expectError(
        () => platform({ 'POST /player/signin/v2': { text: '{"SessionId": "' } }).provider.signIn('a@example.com', 'x'),
        'sign-in',
        'unknown-error',
      );
      await expectError(
        () => platform({ 'POST /player/signin/v2': { json: { SessionId: 7 } } }).provider.signIn('a@example.com', 'x'),
        'sign-in',
        'unknown-error',
      );
      await expectError(
        () => platform({ 'POST /player/activate': { text: 'not json' } }).provider.activate('a@example.com', '1'),
        'activate',
        'unknown-error',
      );
    });

    it('subscribers hear every error before the caller does', async () => {
      const { provider, events } = platform({ 'POST /player/request-password-reset': 'refuse' });
      const failure = await caught(() => provider.forgotPassword('a@example.com'));
      expect(events).to.deep.equal([{ type: 'error', error: failure }]);
    });
  });

  it('401 SessionExpired: general.unknown-error, and subscribers hear the session end', async () => {
    const { provider, events, sent } = platform({
      'POST /player/signin/v2': { json: SIGNED_IN },
      'GET /wallets': error('SessionExpired', {}, 401),
    });
    await provider.signIn('ann@example.com', 'Secret12!');
    await expectError(() => provider.getWallet(), 'general', 'unknown-error');
    expect(events.map((e) => e.type)).to.deep.equal(['session', 'error']);
    await caught(() => provider.getWallet());
    expect(sent[sent.length - 1]!.headers.has('X-Player-Session-Id')).to.equal(false);
  });

  it('a 401 answered to a request of an ended session does not end the session opened since', async () => {
    const WALLET = {
      Balances: {
        EUR: {
          Total: { Balance: 1, ReservedBalance: 0 },
          Real: { Balance: 1, ReservedBalance: 0 },
          Bonus: { Balance: 0, ReservedBalance: 0 },
        },
      },
    };
    let answerOldWallet: (() => void) | undefined;
    const { provider, events, last } = platform({
      'POST /player/signin/v2': (request) => ({
        json: { ...SIGNED_IN, SessionId: (request.body as { Username: string }).Username === 'ann@example.com' ? 'sid-old' : 'sid-new' },
      }),
      'GET /wallets': (request) =>
        request.headers.get('X-Player-Session-Id') === 'sid-old'
          ? new Promise<Reply>((answer) => (answerOldWallet = () => answer(error('SessionExpired', {}, 401))))
          : { json: WALLET },
    });
    await provider.signIn('ann@example.com', 'Secret12!');
    const oldWallet = caught(() => provider.getWallet());
    await waitUntil(() => answerOldWallet, 'the wallet was never asked for');
    await provider.signIn('bob@example.com', 'Secret12!');
    answerOldWallet!();
    await oldWallet;
    expect(events.filter((event) => event.type === 'session')).to.deep.equal([]);
    await provider.getWallet();
    expect(last().headers.get('X-Player-Session-Id')).to.equal('sid-new');
  });

  it('every call the adapter makes is a route of REST_ROUTES: another is refused before it leaves the page', async () => {
    const sent: string[] = [];
    const api = createRestApi({ apiUrl: API, fetch: async (input) => (sent.push(String(input)), new Response(null, { status: 204 })) });
    const refused = await caught(() => api.call('general', { get: '/player/secret-admin' }));
    expect(String(refused)).to.equal("Error: betr: GET /player/secret-admin is not in the REST adapter's routes");
    await api.call('general', { post: '/bonus/17/claim' });
    expect(sent).to.deep.equal([`${API}/bonus/17/claim`]);
  });

  it('the adapter keeps no player data: the same GETs asked together share one call, asked again later they are asked again', async () => {
    const { provider, sent } = platform({
      'POST /player/signin/v2': { json: SIGNED_IN },
      'GET /content/bootstrap': { json: { ...SITE, Cashier: { MerchantId: 'm-1', Environment: 'test' } } },
    });
    const asked = (path: string) => sent.filter((r) => r.path === path).length;
    await provider.signIn('ann@example.com', 'Secret12!');
    const atSignIn = asked('/player/user-info');
    await Promise.all([provider.getProfile(), provider.getProfile()]);
    expect([asked('/player/user-info') - atSignIn, asked('/player-groups')], 'one call each, in flight together').to.deep.equal([1, 1]);
    await provider.getProfile();
    expect([asked('/player/user-info') - atSignIn, asked('/player-groups')], 'asked again: the page keeps the profile').to.deep.equal([
      2, 2,
    ]);
    await provider.updateProfile({ address: 'Street 2', password: 'Secret12!' });
    expect(sent.find((r) => r.path === '/player/update')!.body, 'the required Language goes with every update').to.deep.equal({
      Password: 'Secret12!',
      Language: 'en-US',
      Address1: 'Street 2',
    });
    // The bootstrap is the page's configuration, kept: the sign-in's jurisdiction, every profile's
    // calling codes and the cashier's merchant (this platform sends it to anyone) read one answer.
    expect((await provider.getDepositConfig()).merchantId).to.equal('m-1');
    expect(asked('/content/bootstrap'), 'the bootstrap, once for the page').to.equal(1);
  });
});
