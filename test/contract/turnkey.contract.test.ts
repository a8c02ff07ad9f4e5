import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait';
import { NotImplemented, type Provider } from '../../src/adapters/provider';
import type { ProviderOperation } from '../../src/domain/operations';
import { createTurnkeyProvider, FRAMEWORK_SESSION } from '../../src/adapters/turnkey/index';
import { MAPPED_ERRORS } from '../../src/adapters/rest/errors';
import { SEEDED_PLAYERS, testSeededCasino } from '../../src/testing/seeded-casino/index';
import { testProvider, type ContractMail, type ContractOptions } from 'betr-widgets/testing';
import { PROVIDER_SERVER as SERVER } from './provider-server';

/**
 * The turnkey adapter against the provider server's framework stand-in, loaded into this
 * page from /turnkey/framework.js as a brand page loads it; a casino of this suite's own
 * (`?casino=`). A player signs in through the framework's own login popup, as on a brand page.
 */
const casino = `turnkey-contract-${crypto.randomUUID().slice(0, 8)}`;
const host = `${SERVER}/turnkey/framework.js?casino=${casino}`;
const BRAND = 'betr-brand';
const make = () => createTurnkeyProvider({ host, brandId: BRAND, brandDomain: 'brand.example' });

async function demo(control: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${SERVER}/api/demo/${control}`, {
    method: body === undefined && control === 'outbox' ? 'GET' : 'POST',
    headers: { 'X-Betr-Casino': casino, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`/api/demo/${control}: HTTP ${response.status}`);
  return response;
}

/** The framework's login popup, filled and sent as a player would. */
async function signInThroughFramework(email: string, password: string): Promise<{ sessionId: string }> {
  const framework = window.TurnkeyFramework!;
  framework.openLogin();
  const dialog = document.querySelector<HTMLDialogElement>('dialog.tk-dialog')!;
  expect(dialog.open).to.equal(true);
  dialog.querySelector<HTMLInputElement>('input[name=email]')!.value = email;
  dialog.querySelector<HTMLInputElement>('input[name=password]')!.value = password;
  dialog.querySelector('form')!.requestSubmit();
  await waitUntil(() => framework.isLoggedIn(), 'the framework signed the player in', { timeout: 5000 });
  return { sessionId: FRAMEWORK_SESSION };
}

const options: ContractOptions = {
  ...SEEDED_PLAYERS,
  reset: async () => {
    await window.TurnkeyFramework?.logout();
    await demo('reset');
  },
  outbox: async () => (await (await demo('outbox')).json()) as ContractMail[],
  // No 'failures' fixture: only the error-key cases inject failures, and they need betr's
  // sign-in, sign-up and the other operations this platform lacks, which skips them anyway
  // (they are listed, skipped, as for the other adapters).
  errorKeys: MAPPED_ERRORS,
  // Player storage answers empty here (spec: stubbed on the third platform).
  ownRules: ['player storage kept'],
  advanceClock: async (ms) => void (await demo('control', { name: 'advanceClock', args: [ms] })),
  signIn: signInThroughFramework,
};

testProvider('turnkey', make, options);
testSeededCasino('turnkey', make, options);

/** The spec's list of what the third platform does not implement (cashier §7), as Provider operations. */
const SPEC_NOT_IMPLEMENTED: readonly (readonly [string, readonly ProviderOperation[]])[] = [
  ['jurisdiction', ['getJurisdiction']],
  ['welcome and activate popups, welcome and activate content', ['getWelcomeContent']],
  ['favorites', ['getFavorites', 'addFavorite', 'removeFavorite']],
  ['chat', ['getChatConfig']],
  ['pnp', ['startOAuth', 'collectOAuth']],
  ['message', ['getMessages', 'markMessageRead']],
  ['activate account', ['activate', 'requestActivationCode']],
  ['history', ['getHistory', 'getPaymentStats']],
  ['bonuses', ['getBonuses', 'getBonusOffers', 'claimBonus', 'cancelBonus']],
  ['bonus code', ['triggerBonus']],
  ['terms', ['getTerms', 'acceptTerms']],
  ['limits', ['getLimits', 'setLimit', 'removeLimit']],
  ['launch URL', ['launchGame']],
  ['countries', ['getCountries']],
  ['IP country', ['getVisitorCountry']],
  ['calling codes', ['getCallingCodes']],
  ['currencies', ['getCurrencies']],
  ['user', ['getProfile', 'updateProfile']],
];

describe('turnkey platform (the third platform) over its framework stand-in', () => {
  let provider: Provider;
  before(async () => {
    provider = await make();
  });
  beforeEach(async () => {
    await window.TurnkeyFramework?.logout();
    await demo('reset');
  });

  for (const [listed, operations] of SPEC_NOT_IMPLEMENTED) {
    it(`not implemented: ${listed} — rejects with NotImplemented, declared in lacks`, async () => {
      for (const operation of operations) {
        expect(provider.lacks?.has(operation), operation).to.equal(true);
        let error: unknown = null;
        await (provider[operation] as (...args: unknown[]) => Promise<unknown>)({}).catch((e: unknown) => (error = e));
        expect(error, operation).to.be.instanceOf(NotImplemented);
      }
    });
  }

  it('jackpots come from the partner host (the concrete description wins over the spec’s list)', async () => {
    expect(provider.lacks?.has('getJackpots')).to.equal(false);
    expect(await provider.getJackpots()).to.deep.equal([
      { id: 'mega-fruit', amount: 1254300.55, currency: 'EUR' },
      { id: 'jungle-jackpot', amount: 88410.2, currency: 'EUR' },
      { id: 'dragon-gold', amount: 12990, currency: 'EUR' },
      { id: 'viking-voyage', amount: 452310, currency: 'SEK' },
    ]);
  });

  it("the total jackpot stays not implemented (the spec lists it so): lacks names 'jackpot total', so the jackpots list shows no total row", () => {
    expect(provider.lacks?.has('jackpot total')).to.equal(true);
  });

  it('games: title, gameId, slug as identifier; demo when play modes include Demo; childish when the flag equals "1"', async () => {
    const games = await provider.getGames();
    expect(games).to.have.length(12);
    expect(games.find((g) => g.identifier === 'book-of-betr')).to.deep.include({ title: 'Book of Betr', demo: true, childish: false });
    expect(games.find((g) => g.identifier === 'live-roulette')).to.deep.include({ title: 'Live Roulette', demo: false, childish: false });
    expect(games.find((g) => g.identifier === 'jungle-jackpot')).to.deep.include({ demo: true, childish: true });
  });

  it('the wallet of the framework (BonusBalance, RealBalance, Currency code) as realBalance, bonusBalance, totalBalance, currency', async () => {
    const signedIn = new Promise((resolve) => provider.subscribe((event) => event.type === 'session' && event.signedIn && resolve(event)));
    await signInThroughFramework('player@example.com', 'Password1!');
    expect(await signedIn).to.deep.equal({ type: 'session', signedIn: true, sessionId: FRAMEWORK_SESSION });
    expect(await provider.getWallet()).to.deep.equal({ realBalance: 250, bonusBalance: 20, totalBalance: 270, currency: 'EUR' });
  });

  it('version info: 2.5.0 with the brand as suffix, and the framework build as hash', async () => {
    expect(await provider.getVersion()).to.deep.equal({ version: `2.5.0-${BRAND}`, hash: 'tk-stand-in-1' });
  });

  it('player storage get and set answer empty (stubbed)', async () => {
    expect(await provider.getPlayerProperties()).to.deep.equal([]);
    expect(await provider.setPlayerProperties([{ name: 'x', type: 'string', value: 'y' }])).to.equal(undefined);
  });

  it('license logos: a form-encoded POST of a fixed country, the brand and lng English; data.html of the JSON text', async () => {
    const { html } = await provider.getBrandBlock('license-logos');
    // The stand-in echoes the form it received.
    expect(html).to.contain(`data-request="country=MT&amp;brand=${BRAND}&amp;lng=en"`);
    expect(html).to.contain('alt="MGA licensed"');
  });

  it('about us and bonus policy: the brand info page is asked for and discarded; the placeholder text with rewrite links', async () => {
    const about = await provider.getBrandBlock('about-us');
    expect(about.html).to.contain('<h2>About us</h2>').and.contain('href="/privacy-policy"').and.contain('href="/contact-us"');
    expect(about.html).not.to.contain('Its content is not used');
    const policy = await provider.getBrandBlock('bonus-policy');
    for (const link of ['/help-deposit', '/help-deposit-account', '/help-deposit-banking'])
      expect(policy.html).to.contain(`href="${link}"`);
  });

  it("host actions open the framework's own popups and leave the address as it is", async () => {
    const address = location.href;
    for (const [popup, title] of [
      ['sign-in', 'Log in'],
      ['sign-up', 'Register'],
      ['contact-us', 'Contact us'],
    ] as const) {
      await provider.openPlatformPopup(popup);
      const dialog = document.querySelector<HTMLDialogElement>('dialog.tk-dialog')!;
      expect(dialog.open, popup).to.equal(true);
      expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal(title);
      dialog.close();
    }
    expect(location.href).to.equal(address);
  });

  it("the host's withdraw and my-account actions open the framework's own withdraw and account popups", async () => {
    await signInThroughFramework('player@example.com', 'Password1!');
    for (const [popup, title] of [
      ['withdraw', 'Withdraw'],
      ['account', 'My account'],
    ] as const) {
      await provider.openPlatformPopup(popup);
      const dialog = await waitFor(() => document.querySelector<HTMLDialogElement>('dialog.tk-dialog[open]'));
      expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent, popup).to.equal(title);
      dialog.close();
    }
  });

  it('the brand info page is a GET with the language parameter (en), beside the framework script', async () => {
    performance.clearResourceTimings();
    await provider.getBrandBlock('bonus-policy');
    const asked = requested('/turnkey/brand-info/bonus-policy');
    expect(asked).to.have.length(1);
    expect(new URL(asked[0]!).searchParams.get('language')).to.equal('en');
    expect(new URL(asked[0]!).origin).to.equal(new URL(host).origin);
  });

  it('jackpots are fetched from the partner host beside the framework script', async () => {
    performance.clearResourceTimings();
    await provider.getJackpots();
    expect(requested('/turnkey/partner/jackpots').map((url) => new URL(url).origin)).to.deep.equal([new URL(host).origin]);
  });

  it('a fun-mode (demo) launch needs no player: the framework plays the game at the partner host\'s fun-mode address, in mode "d", at /play/{slug}', async () => {
    performance.clearResourceTimings();
    const path = location.pathname + location.search;
    try {
      await provider.openPlatformGame({ identifier: 'book-of-betr', gameId: 'g-book', playMode: 'demo' });
      const game = await waitFor(() => document.querySelector<HTMLDialogElement>('dialog.tk-game[open]'));
      expect([game.dataset.slug, game.dataset.mode]).to.deep.equal(['book-of-betr', 'd']);
      expect(requested('/turnkey/partner/fun-mode/book-of-betr')).to.have.length(1);
      expect(
        new URL(game.querySelector('iframe')!.src).pathname + new URL(game.querySelector('iframe')!.src).searchParams.get('mode'),
      ).to.equal('/turnkey/partner/game/book-of-betrd');
      expect(location.pathname).to.equal('/play/book-of-betr');
      game.close();
      await waitUntil(() => location.pathname !== '/play/book-of-betr', 'the address went back');
    } finally {
      history.replaceState(null, '', path);
    }
  });

  it('where the browser refuses storage (blocked site data), a launch still shows the game at /play/{slug}, and closing it goes to /casino', async () => {
    const path = location.pathname + location.search;
    const own = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      await provider.openPlatformGame({ identifier: 'book-of-betr', gameId: 'g-book', playMode: 'demo' });
      const game = await waitFor(() => document.querySelector<HTMLDialogElement>('dialog.tk-game[open]'));
      expect(location.pathname).to.equal('/play/book-of-betr');
      game.close();
      await waitUntil(() => location.pathname === '/casino', 'closing the game did not go to /casino');
    } finally {
      Object.defineProperty(window, 'sessionStorage', own);
      history.replaceState(null, '', path);
    }
  });

  it('a launch asks the framework for the game by its identifier (the slug), not its id', async () => {
    const framework = window.TurnkeyFramework!;
    const original = framework.launchGame.bind(framework);
    const asked: unknown[][] = [];
    framework.launchGame = async (...args: Parameters<typeof original>) => void asked.push(args);
    const path = location.pathname + location.search;
    try {
      await provider.openPlatformGame({ identifier: 'book-of-betr', gameId: 'g-book', playMode: 'demo' });
    } finally {
      framework.launchGame = original;
      history.replaceState(null, '', path);
    }
    expect(asked).to.deep.equal([['book-of-betr', 'd']]);
  });
});

/** The addresses this page has fetched whose path starts with `path` (the browser's resource timing). */
function requested(path: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).pathname.startsWith(path));
}

async function waitFor<T>(find: () => T | null): Promise<T> {
  let found: T | null = null;
  await waitUntil(() => (found = find()) !== null, 'never appeared');
  return found!;
}
