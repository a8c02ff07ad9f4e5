/**
 * What the turnkey adapter needs of the platform's framework script: the API it finds on
 * `window.TurnkeyFramework` (the stand-in, demo/server/turnkey-framework.ts, documents it).
 * A real framework replaces the stand-in by offering the same.
 */
import { scriptUrl } from '../../trusted-types';

export interface FrameworkWallet {
  BonusBalance: number;
  RealBalance: number;
  Currency: { code: string };
}

export interface FrameworkGame {
  name: string;
  id: string;
  slug: string;
  thumbnail?: string;
  playModes: string[];
  appealingForChildren: string;
}

export type FrameworkEvent = 'ready' | 'login' | 'logout' | 'balance' | 'gameClose';

export interface TurnkeyFramework {
  init(options: { brandId: string; brandDomain: string; language: string; host: string }): void;
  on(event: FrameworkEvent, listener: (detail?: unknown) => void): () => void;
  isReady(): boolean;
  isLoggedIn(): boolean;
  getWallet(): Promise<FrameworkWallet>;
  getGames(): Promise<{ games: { instant: FrameworkGame[] } }>;
  launchGame(slug: string, mode: 'm' | 'd'): Promise<void>;
  closeGame(): void;
  logout(): Promise<void>;
  openLogin(): void;
  openRegistration(): void;
  openMyAccount(): void;
  openDeposit(): void;
  openWithdraw(): void;
  openContactUs(): void;
  /** The framework's build, reported as the hash of the version info. */
  build?: string;
}

declare global {
  interface Window {
    TurnkeyFramework?: TurnkeyFramework;
  }
}

/** The framework has this long to say it is ready. */
export const READY_TIMEOUT_MS = 10_000;

const loading = new Map<string, Promise<TurnkeyFramework>>();

/**
 * Load the framework script from `host` once per page, start it and wait for its `ready`
 * event. Fails with a message naming the host when the script does not load or the
 * framework does not become ready in time.
 */
export function loadFramework(
  host: string,
  start: (framework: TurnkeyFramework) => void,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<TurnkeyFramework> {
  let loaded = loading.get(host);
  if (!loaded) {
    loaded = new Promise<TurnkeyFramework>((resolve, reject) => {
      const fail = (why: string) => {
        loading.delete(host);
        reject(new Error(`betr: the turnkey framework ${why} (host="${host}" on <betr-config>)`));
      };
      const script = document.createElement('script');
      script.src = scriptUrl(host);
      script.async = true;
      script.onerror = () => {
        script.remove();
        fail('script could not be loaded');
      };
      script.onload = () => {
        const framework = window.TurnkeyFramework;
        if (!framework) return fail('script loaded but offers no window.TurnkeyFramework');
        const timer = setTimeout(() => fail(`did not become ready within ${timeoutMs / 1000} s`), timeoutMs);
        const ready = () => {
          clearTimeout(timer);
          resolve(framework);
        };
        framework.on('ready', ready);
        start(framework);
        if (framework.isReady()) ready();
      };
      document.head.append(script);
    });
    loading.set(host, loaded);
  }
  return loaded;
}
