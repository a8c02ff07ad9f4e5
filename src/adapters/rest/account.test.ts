/** The player's account (./account): the page's player instead of asking again, wallet, display pages and properties. */
import { expect } from '@open-wc/testing';
import { platform, SITE } from './fake-platform.testing';

describe("rest adapter: the player's account", () => {
  it("with the page's player (RestOptions.player), what derives from the profile or the session's reading asks for neither: one call per datum across operations", async () => {
    const reading = { length: 5, started: '2025-06-01T10:00:00.000Z', nextRealityCheck: null };
    const previous = {
      won: 0,
      wager: 0,
      ip: '',
      device: '',
      started: '2025-05-31T10:00:00.000Z',
      ended: '2025-05-31T11:00:00.000Z',
      length: 60,
    };
    const known = { ...(await platform().provider.getProfile()), currency: 'SEK', country: 'SE' };
    const page = { profile: 0, sessionInfo: 0 };
    const { provider, sent } = platform(
      {
        'GET /content/bootstrap': { json: { ...SITE, Cashier: { MerchantId: 'm-1', Environment: 'test' } } },
        'GET /responsiblegaming/session': { json: {} },
        'GET /bonus/offers': { json: [] },
        'GET /transaction/payments': { json: [] },
        'GET /player/payment-stats': { json: { DepositCount: 0, TotalDeposit: 0, WithdrawalCount: 0, TotalWithdrawal: 0 } },
        'GET /player/lifetime-stats': { json: { NGR: 0 } },
      },
      undefined,
      undefined,
      {
        profile: async () => ((page.profile += 1), known),
        sessionInfo: async () => ((page.sessionInfo += 1), { ...reading, previous }),
      },
    );
    await provider.restoreSession('sid-1');
    sent.length = 0;
    const config = await provider.getDepositConfig();
    expect([config.userId, config.currency, config.locale]).to.deep.equal(['1', 'SEK', 'en-US']);
    await provider.getBonusOffers();
    expect(await provider.getSessionSummary()).to.deep.equal({
      depositWithdrawalSummary: 0,
      currency: 'SEK',
      lastLoggedIn: '2025-05-31T10:00:00.000Z',
    });
    expect((await provider.getPaymentStats()).currency).to.equal('SEK');
    await provider.submitSourceOfWealth({ sources: ['salary'], income: { from: 0, to: 10 }, industry: 'IT', occupation: 'Dev' });
    expect(sent.find((r) => r.path === '/kyc/source-of-wealth/v2')!.body).to.include({ Nationality: 'SE' });
    await provider.updateProfile({ city: 'Lund', password: 'Secret12!' });
    expect(sent.find((r) => r.path === '/player/update')!.body).to.include({ Language: 'en-US', City: 'Lund' });
    const paths = sent.map((r) => r.path);
    expect(
      paths.filter((path) => ['/player/user-info', '/player-groups', '/responsiblegaming/session'].includes(path)),
      "only the update's new profile is asked for",
    ).to.deep.equal(['/player/user-info', '/player-groups']);
    expect(paths.filter((path) => path === '/content/bootstrap').length, "the page's bootstrap, once").to.equal(1);
    expect(page).to.deep.equal({ profile: 6, sessionInfo: 1 });
  });

  it("wallet, subscriptions, display pages (GET /player/display-pages) and properties read the SDK's answers; absent optional fields fail nothing", async () => {
    const { provider, sent } = platform({
      'GET /wallets': {
        json: {
          Balances: {
            SEK: {
              Total: { Balance: 120, ReservedBalance: 5 },
              Real: { Balance: 100, ReservedBalance: 0 },
              Bonus: { Balance: 20, ReservedBalance: 5 },
            },
          },
        },
      },
      'GET /player/opt-in-outs': {
        json: [
          { Type: 'BonusSMSs', TypeId: '1', OptIn: true },
          { Type: 'NewsSMSs', TypeId: '2', OptIn: false },
          { Type: 'Phone', TypeId: '3', OptIn: true },
          { Type: 'PushNotifications', TypeId: '4', OptIn: true },
        ],
      },
      'GET /player/display-pages': {
        json: [
          {
            Id: 1,
            PlayerId: 1,
            Created: 'c',
            PageType: 'KycProvideDocuments',
            ForceAction: true,
            RealityCheckSelection: 'ContinuePlaying',
          },
          {
            Id: 2,
            PlayerId: 1,
            Created: 'c',
            PageType: 'TermsAndConditions',
            ForceAction: false,
            RealityCheckSelection: 'ContinuePlaying',
          },
          { Id: 3, PlayerId: 1, Created: 'c', PageType: 'RealityCheck', ForceAction: false, RealityCheckSelection: 'Logout' },
        ],
      },
      'GET /player-properties': {
        json: [{ PlayerId: 1, Name: 'theme', Type: 'Text', value: 'dark' }, { PlayerId: 1, Name: 'empty' }, { PlayerId: 1 }],
      },
    });
    expect(await provider.getWallet()).to.deep.equal({ realBalance: 100, bonusBalance: 20, totalBalance: 120, currency: 'SEK' });
    expect(await provider.getSubscriptions()).to.deep.equal([
      { type: 'sms', active: false },
      { type: 'phone', active: true },
    ]);
    sent.length = 0;
    expect(await provider.getDisplayPages()).to.deep.equal([
      { page: 'provide-documents', forced: true },
      { page: 'terms-and-conditions', forced: false },
    ]);
    expect(sent.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['GET /player/display-pages']);
    expect(await provider.getPlayerProperties()).to.deep.equal([
      { name: 'theme', type: 'Text', value: 'dark' },
      { name: 'empty', type: 'Text', value: '' },
    ]);
  });
});
