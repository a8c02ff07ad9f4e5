import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { betr, startHostApi } from './host-api';
import { $popup, closeAllPopups } from '../stores/popup';
import { closePopupsAndSettle, replaceOperation, resetWorld } from '../../test/support';
import type { GameLaunch } from '../domain/model';
import { mountPopupHost } from './popup-host';
import { loadElement } from './autoload';

describe('the host API', () => {
  before(() => startHostApi());
  beforeEach(resetWorld);
  afterEach(() => closeAllPopups());

  it('signing in and out is announced on document as betr-signed-in / betr-signed-out', async () => {
    const { signIn } = await import('../stores/session');
    const signedIn = oneEvent(document, 'betr-signed-in');
    await signIn('player@example.com', 'Password1!');
    await signedIn;
    expect(betr.isSignedIn()).to.equal(true);
    const signedOut = oneEvent(document, 'betr-signed-out');
    await betr.signOut();
    await signedOut;
    expect(betr.isSignedIn()).to.equal(false);
  });

  it("getWallet answers the signed-in player's balances, and null when signed out", async () => {
    expect(await betr.getWallet()).to.equal(null);
    const { signIn } = await import('../stores/session');
    await signIn('player@example.com', 'Password1!');
    const wallet = await betr.getWallet();
    expect(wallet?.currency).to.equal('EUR');
  });

  it('each change of the balances is announced on document as betr-wallet, with the wallet (null after sign-out)', async () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<{ wallet: unknown }>).detail.wallet);
    document.addEventListener('betr-wallet', listener);
    try {
      const { signIn } = await import('../stores/session');
      await signIn('player@example.com', 'Password1!');
      const wallet = await betr.getWallet();
      await waitUntil(() => seen.length > 0, 'no betr-wallet after sign-in');
      expect(seen.at(-1)).to.deep.equal(wallet);
      expect((seen.at(-1) as { currency: string }).currency).to.equal('EUR');
      await betr.signOut();
      await waitUntil(() => seen.at(-1) === null, 'no betr-wallet with null after sign-out');
    } finally {
      document.removeEventListener('betr-wallet', listener);
    }
  });

  it('getGames lists the lobby', async () => {
    expect((await betr.getGames()).length).to.be.greaterThan(0);
  });

  it('open(type) shows that widget as a popup; an unknown type is refused clearly', () => {
    betr.open('message', { type: 'restricted-access' });
    expect($popup.get()?.type).to.equal('message');
    expect(() => betr.open('no-such-widget' as never)).to.throw('<betr-no-such-widget> is not part of this build');
  });

  it('every widget type the spec lists opens with betr.open(type); piq-cashier is the cashier used for withdraw', async () => {
    // spec: cashier §2 "Widget types", in its order.
    const SPEC_WIDGET_TYPES = [
      'reality-check',
      'deposit',
      'message',
      'terms-and-conditions',
      'sign-in',
      'sign-up',
      'sign-up-token',
      'get-started',
      'sign-in-oauth',
      'forgot-password',
      'reset-password',
      'welcome-message',
      'activate-message',
      'activation-form',
      'account',
      'bonus-selector',
      'piq-cashier',
      'external',
      'self-exclude',
      'source-of-wealth',
      'responsible-gaming-test',
      'subscriptions',
      'session-summary',
      'message-notice',
      'pnp',
    ] as const;
    // Each popup's element code, fetched at once rather than one after the other in the loop
    // (25 first loads through the test server took near the test's time-out on a busy machine).
    await Promise.all(SPEC_WIDGET_TYPES.map((type) => loadElement(`betr-${type === 'piq-cashier' ? 'cashier' : type}`)));
    const { signIn } = await import('../stores/session');
    await signIn('player@example.com', 'Password1!');
    const opened: string[] = [];
    for (const type of SPEC_WIDGET_TYPES) {
      closeAllPopups();
      betr.open(type as Parameters<typeof betr.open>[0]);
      await waitUntil(() => $popup.get() !== null, `betr.open('${type}') opened nothing`);
      const popup = $popup.get()!;
      opened.push(popup.type);
      // The popup's element is part of this build and registers.
      await loadElement(`betr-${popup.type}`);
      expect(customElements.get(`betr-${popup.type}`), `<betr-${popup.type}>`).not.to.equal(undefined);
      if (type === 'piq-cashier') expect(popup.attributes).to.deep.equal({ method: 'withdraw' });
    }
    expect(opened).to.deep.equal(SPEC_WIDGET_TYPES.map((t) => (t === 'piq-cashier' ? 'cashier' : t)));
  });

  it('deposit asks a visitor to sign in, and a non-activated player to activate', async () => {
    await betr.openDeposit();
    expect($popup.get()?.type).to.equal('sign-in');
    const { signIn } = await import('../stores/session');
    await signIn('new@example.com', 'Password1!');
    closeAllPopups();
    await betr.openDeposit();
    expect($popup.get()?.type).to.equal('activate-message');
  });

  it('withdraw by a non-activated player shows activation-required', async () => {
    const { signIn } = await import('../stores/session');
    await signIn('new@example.com', 'Password1!');
    closeAllPopups();
    await betr.openWithdraw();
    expect($popup.get()?.attributes.type).to.equal('activation-required');
  });

  it('a real-money game needs a signed-in player', async () => {
    const [game] = await betr.getGames();
    await betr.launchGame(game!.gameId, 'real');
    expect($popup.get()?.type).to.equal('sign-in');
  });

  it('a demo game opens in the external frame at /play/{gameId}', async () => {
    const [game] = await betr.getGames();
    await betr.launchGame(game!.gameId, 'demo');
    await waitUntil(() => $popup.get()?.type === 'external');
    expect($popup.get()?.path).to.equal(`/play/${encodeURIComponent(game!.gameId)}`);
  });

  it("the launch request carries the game's identifier (its slug), its id and the play mode (spec: game launch request)", async () => {
    const game = (await betr.getGames()).find((g) => g.demo && g.identifier !== g.gameId)!;
    const asked: unknown[] = [];
    const { provider } = await import('../stores/current-provider');
    const p = await provider();
    const launch = p.launchGame.bind(p);
    const restore = await replaceOperation('launchGame', ((request: GameLaunch) => (asked.push(request), launch(request))) as never);
    try {
      await betr.launchGame(game.gameId, 'demo');
      await waitUntil(() => $popup.get()?.type === 'external');
    } finally {
      restore();
    }
    expect(asked).to.deep.equal([{ identifier: game.identifier, gameId: game.gameId, playMode: 'demo', gameOrigins: undefined }]);
  });

  it("versionInfo() answers the platform's version and hash (the simulated casino's own)", async () => {
    expect(await betr.versionInfo()).to.deep.equal({ version: '0.1.0-stub', hash: 'stub' });
  });

  describe('closing a game returns to the path stored before the launch, or /casino when none is stored', () => {
    const page = `${location.pathname}${location.search}`;
    before(() => mountPopupHost());
    afterEach(async () => {
      await closePopupsAndSettle();
      history.replaceState(null, '', page);
    });
    const opened = async (gameId: string) => {
      await betr.launchGame(gameId, 'demo');
      await waitUntil(() => location.pathname === `/play/${gameId}`, `the address is ${location.pathname}`);
    };

    it('the close button: back to the stored path', async () => {
      history.replaceState(null, '', '/promotions?tab=new');
      await opened('g-01');
      document.querySelector('betr-popup')!.shadowRoot!.querySelector<HTMLButtonElement>('[part="close"]')!.click();
      await waitUntil(() => location.pathname === '/promotions', `the address is ${location.pathname}`);
      expect(location.search).to.equal('?tab=new');
    });

    it("the browser's back: back to the stored path, the game closed", async () => {
      history.replaceState(null, '', '/promotions');
      await opened('g-02');
      history.back();
      await waitUntil(() => $popup.get() === null && location.pathname === '/promotions', `the address is ${location.pathname}`);
    });

    it('nothing stored (the page was itself a game address): /casino', async () => {
      history.replaceState(null, '', '/play/g-09');
      await opened('g-01');
      closeAllPopups();
      await waitUntil(() => location.pathname === '/casino', `the address is ${location.pathname}`);
    });
  });

  it('contact us tells the page, which may handle it itself', () => {
    let heard = false;
    const listener = (event: Event) => {
      heard = true;
      event.preventDefault();
    };
    document.addEventListener('betr-contact-us', listener);
    betr.openContactUs();
    document.removeEventListener('betr-contact-us', listener);
    expect(heard).to.equal(true);
  });
});
