import type { Call, Read } from '../call';
import { ProviderError, type Provider, type ProviderEvent, type AdapterConfig } from '../provider';
import { defineProvider } from '../define-provider';
import type { ErrorArea } from '../../domain/error-catalogue';
import type { BrandBlock, Game, Jackpot, PlatformPopup, Wallet } from '../../domain/model';
import { appealsToChildren, frameworkMode, gamePath, pathAfterGame, playsInDemo } from '../../domain/games';
import { loadFramework, type FrameworkWallet, type TurnkeyFramework } from './framework';
import { exchange, readAnswer } from '../http';
import { readStorage, writeStorage } from '../../browser-storage';

export interface TurnkeyOptions {
  /** URL of the framework script. Its services sit beside it (see docs/connect-a-platform.md, "Turnkey adapter"). */
  host: string;
  brandId: string;
  brandDomain: string;
  /** How long the framework has to become ready; 10 s by default. */
  readyTimeoutMs?: number;
}

/** The adapter's version: 2.5.0 with a brand suffix (spec: constants). */
export const ADAPTER_VERSION = '2.5.0';

/** The platform's page content is English whatever the page's language (spec: translation languages). */
const CONTENT_LANGUAGE = 'en';
/** The footer-icons request uses a fixed country (spec: third platform). */
const FOOTER_COUNTRY = 'MT';

/**
 * The placeholder text of the About us and Bonus policy blocks: the brand info page is
 * fetched and its answer discarded (spec). The links follow the rewrite rules
 * (src/domain/brand-links.ts): they open the host actions.
 */
const PLACEHOLDERS: Readonly<Record<Exclude<BrandBlock, 'license-logos'>, string>> = {
  'about-us':
    '<h2>About us</h2><p>We are a licensed online casino with hundreds of games, fast payouts and support around the clock.</p>' +
    '<p>Read how we handle your data in our <a href="/privacy-policy">privacy policy</a>, or <a href="/contact-us">contact us</a> with any question.</p>',
  'bonus-policy':
    '<h2>Bonus policy</h2><p>Bonus money must be wagered before it can be withdrawn; each offer states its own wagering requirement and end date.</p>' +
    '<p>To claim a deposit bonus, <a href="/help-deposit">make a deposit</a>; see also <a href="/help-deposit-account">your account</a> ' +
    'and <a href="/help-deposit-banking">banking</a>. Questions? <a href="/contact-us">Contact us</a>.</p>',
};

/** The session id betr keeps for a framework session: the framework holds the real one. */
export const FRAMEWORK_SESSION = 'turnkey-framework';

const POPUPS: Readonly<Record<PlatformPopup, keyof TurnkeyFramework>> = {
  'sign-in': 'openLogin',
  'sign-up': 'openRegistration',
  account: 'openMyAccount',
  deposit: 'openDeposit',
  withdraw: 'openWithdraw',
  'contact-us': 'openContactUs',
};

export function walletOf(wallet: FrameworkWallet): Wallet {
  return {
    realBalance: wallet.RealBalance,
    bonusBalance: wallet.BonusBalance,
    totalBalance: wallet.RealBalance + wallet.BonusBalance,
    currency: wallet.Currency.code,
  };
}

/** A failure of the framework or a service: the player reads the general message, never its text. */
const failure = (error: unknown) => {
  throw error instanceof ProviderError ? error : new ProviderError('general', 'unknown-error');
};

const RETURN_PATH = 'betr:return-path';

/**
 * The address while the framework's game window is open (spec: routes): /play/{slug}; on
 * close the path stored before the launch, or /casino when none is stored (a page opened at
 * /play/{slug}). The browser's back action closes the game and stays where back went.
 */
function showGameAddress(framework: TurnkeyFramework, slug: string): void {
  const here = location.pathname + location.search;
  // Where the browser refuses storage the path is not kept, and closing goes to /casino.
  if (!here.startsWith('/play/')) writeStorage('session', RETURN_PATH, here);
  history.pushState({ betrGame: slug }, '', gamePath(slug));
  let wentBack = false;
  const back = () => {
    wentBack = true;
    framework.closeGame();
  };
  window.addEventListener('popstate', back, { once: true });
  const stop = framework.on('gameClose', () => {
    stop();
    window.removeEventListener('popstate', back);
    if (!wentBack) history.pushState(null, '', pathAfterGame(readStorage('session', RETURN_PATH)));
    writeStorage('session', RETURN_PATH, null);
  });
}

/** A call of a service beside the framework script: its URL, and a POST's form body. */
type ServiceRequest = { get: string } | { post: string; form: URLSearchParams };

/**
 * The transport of the service calls (see ../call). The services answer no error
 * codes: a failure is the area's unknown-error (offline or timeout when nothing came).
 */
const call: Call<ServiceRequest> = async <T>(area: ErrorArea, request: ServiceRequest, read?: Read<T>): Promise<T> => {
  const answer = await exchange(
    'get' in request ? request.get : request.post,
    'post' in request ? { method: 'POST', body: request.form } : {},
    { area },
  );
  return readAnswer(answer, area, read);
};

/**
 * The turnkey adapter: the third platform (spec: cashier §7), driven through the platform's
 * own framework script, loaded once from `host`. The framework draws login, registration,
 * account, deposit, withdraw and contact-us popups and runs the games; this adapter maps its
 * wallet, games and events, and fetches the brand blocks and the jackpots from the services
 * beside the script.
 *
 * Only what the platform offers is defined here. Every other operation is left out, so it throws
 * NotImplemented and `lacks` names it: what the spec lists as not implemented on this platform
 * (cashier §7: jurisdiction, welcome and activate popups and content, favorites, chat, pnp,
 * message, activate account, history, bonuses, bonus code, terms, limits, launch URL, countries,
 * IP country, calling codes, currencies, user), and what its framework does itself (sign-in,
 * registration, password, the account area, the cashier). Jackpots are defined: they come from
 * the partner host (DESIGN.md, decisions).
 */
export async function createTurnkeyProvider(options: TurnkeyOptions): Promise<Provider> {
  const listeners = new Set<(event: ProviderEvent) => void>();
  const emit = (event: ProviderEvent) => listeners.forEach((listener) => listener(event));
  const script = new URL(options.host, document.baseURI);
  // The services sit beside the script and take its query (a test's ?casino=).
  const service = (path: string) => `${new URL(path, script).href.split('?')[0]}${script.search}`;

  const framework = await loadFramework(
    script.href,
    (f) => {
      f.init({ brandId: options.brandId, brandDomain: options.brandDomain, language: CONTENT_LANGUAGE, host: script.href });
    },
    options.readyTimeoutMs,
  ).catch((error: Error) => {
    console.error(error.message);
    throw error;
  });
  // The framework's ready event reaches the page as betr-ready (the second one, after betr.js's own).
  document.dispatchEvent(new CustomEvent('betr-ready', { detail: { version: `${ADAPTER_VERSION}-${options.brandId}` } }));
  framework.on('login', () => emit({ type: 'session', signedIn: true, sessionId: FRAMEWORK_SESSION }));
  framework.on('logout', () => emit({ type: 'session', signedIn: false }));
  framework.on('balance', (wallet) => emit({ type: 'wallet', wallet: walletOf(wallet as FrameworkWallet) }));

  const player = <T>(run: () => Promise<T>): Promise<T> =>
    framework.isLoggedIn() ? run().catch(failure) : Promise.reject(new ProviderError('general', 'unknown-error'));

  return defineProvider({
    name: 'turnkey',
    // The spec lists the total jackpot among this platform's unimplemented parts; its jackpots come from the partner host.
    lacks: new Set(['jackpot total']),
    subscribe(listener) {
      listeners.add(listener);
      // A player the framework already knows (signed in on another page) is signed in here too.
      if (framework.isLoggedIn()) queueMicrotask(() => listener({ type: 'session', signedIn: true, sessionId: FRAMEWORK_SESSION }));
      return () => listeners.delete(listener);
    },
    signOut: () => framework.logout().catch(failure),
    restoreSession: async () => framework.isLoggedIn(),
    getWallet: () => player(async () => walletOf(await framework.getWallet())),
    async getGames(): Promise<Game[]> {
      const answer = await framework.getGames().catch(failure);
      return answer.games.instant.map((game) => ({
        gameId: game.id,
        identifier: game.slug,
        title: game.name,
        image: game.thumbnail ?? '',
        demo: playsInDemo(game.playModes),
        childish: appealsToChildren(game.appealingForChildren),
      }));
    },
    openPlatformPopup: async (popup) => void (framework[POPUPS[popup]] as () => void)(),
    async openPlatformGame(launch) {
      const mode = frameworkMode(launch.playMode);
      // Real money needs a player: the framework's login first.
      if (mode === 'm' && !framework.isLoggedIn()) return framework.openLogin();
      await framework.launchGame(launch.identifier, mode).catch(failure);
      showGameAddress(framework, launch.identifier);
    },
    async getJackpots(): Promise<Jackpot[]> {
      return call('general', { get: service('partner/jackpots') }, (answer) =>
        (answer as Jackpot[]).map(({ id, amount, currency }) => {
          if (typeof id !== 'string' || typeof amount !== 'number' || typeof currency !== 'string') throw new TypeError('jackpot');
          return { id, amount, currency };
        }),
      );
    },
    async getBrandBlock(block) {
      if (block === 'license-logos') {
        const form = new URLSearchParams({ country: FOOTER_COUNTRY, brand: options.brandId, lng: CONTENT_LANGUAGE });
        return call('general', { post: service('services/getFooterIcons'), form }, (answer) => {
          const html = (answer as { data?: { html?: unknown } }).data?.html;
          if (typeof html !== 'string') throw new TypeError('data.html');
          return { html };
        });
      }
      // Asked as the spec says; the answer is discarded for the placeholder text.
      await call('general', { get: `${service(`brand-info/${block}`)}${script.search ? '&' : '?'}language=${CONTENT_LANGUAGE}` });
      return { html: PLACEHOLDERS[block] };
    },
    getVersion: async () => ({ version: `${ADAPTER_VERSION}-${options.brandId}`, hash: framework.build ?? '' }),
    // Player storage: get and set answer empty (spec: stubbed).
    getPlayerProperties: async () => [],
    setPlayerProperties: async () => undefined,
  });
}

/** The adapter module's entry for `src/stores/current-provider.ts`: `<betr-config adapter="turnkey" host="…" brand-id="…" brand-domain="…">`. */
export function createProvider(config: AdapterConfig): Promise<Provider> {
  if (!config.host || !config.brandId) {
    return Promise.reject(new Error('betr: the turnkey adapter needs host and brand-id on <betr-config>'));
  }
  return createTurnkeyProvider({ host: config.host, brandId: config.brandId, brandDomain: config.brandDomain ?? '' });
}
