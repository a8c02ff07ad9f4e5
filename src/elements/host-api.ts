import type { AdapterFactory } from '../adapters/provider';
import type { ProviderOperation } from '../domain/operations';
import type { ErrorArea } from '../domain/error-catalogue';
import type { Game, PlayMode, Wallet, PlatformPopup, VersionInfo } from '../domain/model';
import { $config, configure, type BetrConfig, type ConfigureOptions } from '../stores/config';
import { registerAdapter } from '../stores/current-provider';
import { $session, checkSession, signOut } from '../stores/session';
import { $wallet, loadWallet } from '../stores/wallet';
import { openPopup, type WidgetType } from '../stores/popup';
import { contactUs, emit } from '../stores/page-events';
import { isKnownElement } from './autoload';

export const VERSION = '0.1.0';

/** The simulated casino's test knobs, present when the stub adapter is in use. */
export interface StubKnobs {
  outbox(): Promise<{ to: string; subject: string; kind: string; body: string; code?: string; link?: string; sentAt: string }[]>;
  reset(): Promise<void>;
  latency(ms: number): Promise<void>;
  fail(operation: ProviderOperation, key: string | null, area?: ErrorArea): Promise<void>;
  /** Other controls of the stub (approve bank identity, advance the clock, ...). */
  control(name: string, ...args: unknown[]): Promise<unknown>;
}

/** What `window.betr` and the module export offer a host page. */
export interface BetrHostApi {
  readonly version: string;
  configure(options: ConfigureOptions): BetrConfig;
  /**
   * Make the page's own adapter selectable by `name` (`<betr-config adapter="name">` or
   * `configure({ adapter: name, ...options })`). `factory(config)` gives its provider, once,
   * when first needed; an operation the provider does not define is not offered. False (with a
   * console error) for a built-in name or one registered already.
   */
  registerAdapter(name: string, factory: AdapterFactory): boolean;
  /**
   * Show any widget type of the spec as a popup, e.g. `open('message', { type: 'restricted-access' })`;
   * `piq-cashier` is the cashier used for withdraw (as openWithdraw).
   */
  open(type: WidgetType | 'piq-cashier', attributes?: Record<string, string>): void;
  openSignIn(): void;
  openSignUp(): void;
  signOut(): Promise<void>;
  openAccountSettings(view?: string): void;
  openDeposit(): Promise<void>;
  openWithdraw(): Promise<void>;
  /** Emits `betr-contact-us` on document; unless a listener prevents it, /support opens. */
  openContactUs(): void;
  launchGame(gameId: string, playMode?: PlayMode): Promise<void>;
  getWallet(): Promise<Wallet | null>;
  getGames(): Promise<Game[]>;
  isSignedIn(): boolean;
  /** The adapter's version string and hash (on turnkey: 2.5.0 with the brand as suffix). */
  versionInfo(): Promise<VersionInfo>;
  readonly stub: StubKnobs;
}

/** The player-facing actions arrive with their first use. */
const screens = () => import('../stores/open');
const games = () => import('../stores/launch');

/** The stub's knobs arrive with their first use: production pages never call them. */
const stub = new Proxy({} as StubKnobs, {
  get:
    (_, name: keyof StubKnobs) =>
    async (...args: unknown[]) =>
      ((await import('./stub-knobs')).stub[name] as (...a: unknown[]) => Promise<unknown>)(...args),
});

/** On the turnkey platform its framework shows these popups instead of betr's. */
const framed = (popup: PlatformPopup, own: () => void) => () =>
  $config.get().adapter === 'turnkey' ? void import('../stores/access').then((a) => a.openPlatformPopup(popup)) : own();

export const betr: BetrHostApi = {
  version: VERSION,
  configure,
  registerAdapter,
  open(type, attributes = {}) {
    if (type === 'piq-cashier') return void betr.openWithdraw();
    if (!isKnownElement(`betr-${type}`)) throw new Error(`betr: <betr-${type}> is not part of this build`);
    openPopup(type, { attributes });
  },
  openSignIn: framed('sign-in', () => openPopup('sign-in')),
  openSignUp: framed('sign-up', () => openPopup('sign-up')),
  signOut,
  openAccountSettings: (view) => void screens().then((s) => s.openAccountSettings(view)),
  openDeposit: async () => (await screens()).openDeposit(),
  openWithdraw: async () => (await screens()).openWithdraw(),
  openContactUs: framed('contact-us', contactUs),
  launchGame: async (gameId, playMode) => (await games()).launchGame(gameId, playMode),
  getWallet: async () => $wallet.get() ?? ($session.get() ? loadWallet() : null),
  getGames: async () => (await games()).getGames(),
  isSignedIn: () => $session.get() !== null,
  versionInfo: async () => (await import('../stores/version')).versionInfo(),
  stub,
};

/**
 * Document events for the page: betr-signed-in and betr-signed-out on every change, and
 * betr-wallet whenever the balances every element shows change (a payment, a wager pushed by
 * the platform, sign-in, sign-out), so a host header shows the same balance without polling.
 */
function publishSessionEvents(): void {
  $wallet.listen((wallet) => emit(document, 'betr-wallet', { wallet }));
  let signedIn = $session.get() !== null;
  $session.listen((session) => {
    const now = session !== null;
    if (now === signedIn) return;
    signedIn = now;
    emit(document, now ? 'betr-signed-in' : 'betr-signed-out', {});
  });
}

/** Query parameters of mail and payment links; src/elements/address-links.ts acts on them. */
const LINK_PARAMETERS = [
  'reset-pw-key',
  'token',
  'activation-key',
  'code',
  'unsubscribe-token',
  'unsubToken',
  'method',
  'amount',
  'payment-status',
  'deposit',
  'withdraw',
];

/** The link code arrives only with a link: most page views carry none. */
function openFromAddress(): void {
  const q = new URLSearchParams(window.location.search);
  if (LINK_PARAMETERS.some((name) => q.has(name))) {
    import('./address-links').then((m) => m.openFromAddress()).catch((error: unknown) => console.error(error));
  }
}

/** Start the page side: session events, mail links, the stored session. */
export function startHostApi(): void {
  publishSessionEvents();
  openFromAddress();
  void checkSession();
}
