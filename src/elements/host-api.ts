import type { Game, PlayMode, ProviderOperation, Wallet, ErrorArea } from '../adapters/provider';
import { configure, type BetrConfig } from '../stores/config';
import { provider } from '../stores/provider';
import { $session, checkSession, signOut } from '../stores/session';
import { $wallet, loadWallet } from '../stores/wallet';
import { openPopup, type WidgetType } from '../stores/popup';
import { emit } from './events';
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
  configure(options: Partial<BetrConfig>): BetrConfig;
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
  readonly stub: StubKnobs;
}

/** The player-facing actions arrive with their first use. */
const access = () => import('../stores/access');

async function stubControls(): Promise<Record<string, (...args: unknown[]) => unknown>> {
  const p = (await provider()) as unknown as { name: string; controls?: Record<string, (...args: unknown[]) => unknown> };
  if (p.name !== 'stub' || !p.controls) throw new Error('betr.stub: the stub adapter is not in use');
  return p.controls;
}

const stub: StubKnobs = {
  outbox: async () => (await stubControls()).outbox() as Awaited<ReturnType<StubKnobs['outbox']>>,
  reset: async () => {
    (await stubControls()).reset();
    await signOut();
  },
  latency: async (ms) => void (await stubControls()).latency(ms),
  fail: async (operation, key, area) => void (await stubControls()).fail(operation, key, area),
  control: async (name, ...args) => {
    const controls = await stubControls();
    const control = controls[name];
    if (typeof control !== 'function') throw new Error(`betr.stub: no control "${name}"`);
    return control(...args);
  },
};

export const betr: BetrHostApi = {
  version: VERSION,
  configure,
  open(type, attributes = {}) {
    if (type === 'piq-cashier') return void betr.openWithdraw();
    if (!isKnownElement(`betr-${type}`)) throw new Error(`betr: <betr-${type}> is not part of this build`);
    openPopup(type, { attributes });
  },
  openSignIn: () => openPopup('sign-in'),
  openSignUp: () => openPopup('sign-up'),
  signOut,
  openAccountSettings: (view) => void access().then((a) => a.openAccount(view)),
  openDeposit: async () => (await access()).openDeposit(),
  openWithdraw: async () => (await access()).openWithdraw(),
  openContactUs() {
    if (emit(document, 'betr-contact-us', {})) window.location.assign('/support');
  },
  launchGame: async (gameId, playMode) => (await access()).launchGame(gameId, playMode),
  getWallet: async () => $wallet.get() ?? ($session.get() ? loadWallet() : null),
  getGames: async () => (await access()).getGames(),
  isSignedIn: () => $session.get() !== null,
  stub,
};

/** Document events for the page: betr-signed-in and betr-signed-out on every change. */
function publishSessionEvents(): void {
  let signedIn = $session.get() !== null;
  $session.listen((session) => {
    const now = session !== null;
    if (now === signedIn) return;
    signedIn = now;
    emit(document, now ? 'betr-signed-in' : 'betr-signed-out', {});
  });
}

/** Query parameters of mail and payment links; src/elements/address-links.ts acts on them. */
const LINK_PARAMETERS = ['reset-pw-key', 'token', 'activation-key', 'code', 'unsubscribe-token', 'unsubToken', 'method', 'amount', 'payment-status', 'deposit', 'withdraw'];

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
