import { NotImplemented } from '../adapters/provider';
import type { Game, PlatformPopup, PlayMode, VersionInfo } from '../domain/model';
import { atom } from 'nanostores';
import { gamePath, pathAfterGame } from '../domain/games';
import { $profile, loadProfile } from './profile';
import { $session } from './session';
import { openPopup, queuePopup } from './popup';
import { provider } from './current-provider';
import { $config } from './config';
import { contactUs } from './page-events';

/**
 * Who may do what (spec: roles). Only activated players may deposit, withdraw or play for
 * real money: a deposit by a non-activated player opens the activate popup; a withdrawal
 * shows 'activation required'. A signed-out visitor is asked to sign in first.
 */
async function activatedPlayer(): Promise<'signed-out' | 'not-activated' | 'ok'> {
  if (!$session.get()) return 'signed-out';
  const profile = $profile.get() ?? (await loadProfile());
  // A profile that could not be read says nothing about activation: the screen opens and shows
  // why it cannot go on, with Try again, rather than asking an activated player to activate.
  if (!profile) return 'ok';
  return profile.isActivated ? 'ok' : 'not-activated';
}

/** The deposit popup, for a signed-in, activated player; `options` reach the deposit popup. */
export async function openDeposit(options: { attributes?: Record<string, string>; onClose?: () => void } = {}): Promise<void> {
  if (await openPlatformPopup('deposit')) return;
  if ($session.get())
    void import('./cashier').then(
      (cashier) => cashier.loadDepositCode(),
      () => undefined,
    );
  const access = await activatedPlayer();
  if (access === 'signed-out') openPopup('sign-in');
  else if (access === 'not-activated') openPopup('activate-message');
  else {
    // Its data is asked for before the popup renders, not behind that work.
    await import('./cashier').then(
      (cashier) => cashier.prefetchDeposit(),
      () => undefined,
    );
    openPopup('deposit', options);
  }
}

export async function openWithdraw(): Promise<void> {
  if (await openPlatformPopup('withdraw')) return;
  const access = await activatedPlayer();
  if (access === 'signed-out') openPopup('sign-in');
  else if (access === 'not-activated') openPopup('message', { attributes: { type: 'activation-required' } });
  else openPopup('cashier', { attributes: { method: 'withdraw' } });
}

/** The account from the host API: the framework's my-account popup on turnkey, betr's account elsewhere. */
export async function openAccountSettings(view?: string): Promise<void> {
  if (!(await openPlatformPopup('account'))) openAccount(view);
}

export function openAccount(view?: string): void {
  if (!$session.get()) openPopup('sign-in');
  else openPopup('account', { attributes: view ? { view } : {} });
}

/** The games list of the lobby. */
export async function getGames(): Promise<Game[]> {
  return (await provider()).getGames();
}

/** Contact us: the framework's popup on turnkey; elsewhere the page hears `betr-contact-us` and, unless it prevents it, /support opens. */
export async function openContactUs(): Promise<void> {
  if (!(await openPlatformPopup('contact-us'))) contactUs();
}

/** The version string and hash of the adapter in use. */
export async function versionInfo(): Promise<VersionInfo> {
  return (await provider()).getVersion();
}

/** False when the platform lacks it (NotImplemented): betr does it itself. */
async function onPlatform(run: () => Promise<void>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (error instanceof NotImplemented) return false;
    throw error;
  }
}

/**
 * On a platform whose own framework shows this popup (turnkey), open that one and answer
 * true; false where betr shows its own. The page's address stays as it is.
 */
export async function openPlatformPopup(popup: PlatformPopup): Promise<boolean> {
  return onPlatform(async () => (await provider()).openPlatformPopup(popup));
}

/** The last game launched here, set once the platform has recorded it as last played (where it does). */
export const $lastLaunch = atom<{ gameId: string; playMode: PlayMode } | null>(null);

/**
 * Launch a game: one flow for the lobby, a message's link and `betr.launchGame`. The request
 * carries identifier, gameId and playMode. Real money needs a signed-in, activated player:
 * a visitor is asked to sign in first and, once signed in, the launch goes on by itself. The
 * game opens in the external frame popup at /play/{gameId}; closing it (close button,
 * Escape, browser back) returns to the path stored at the launch, or /casino when none is
 * (a page that was itself a game's address). A real-money launch is recorded as last
 * played where the platform records it. A platform with its own game window (turnkey)
 * opens it there, with its own rules (and /play/{slug}).
 */
export function launchGame(gameId: string, playMode: PlayMode = 'real'): Promise<void> {
  return launch(gameId, playMode, openPopup);
}

/** `show` opens the game: at once (openPopup), or after the popups that greet a player who just signed in (queuePopup). */
async function launch(gameId: string, playMode: PlayMode, show: typeof openPopup): Promise<void> {
  const p = await provider();
  const game = (await p.getGames().catch(() => [] as Game[])).find((g) => g.gameId === gameId);
  const identifier = game?.identifier ?? gameId;
  if (await onPlatform(() => p.openPlatformGame({ identifier, gameId, playMode }))) return;
  if (playMode === 'real') {
    const access = await activatedPlayer();
    if (access === 'signed-out') {
      return openPopup('sign-in', {
        onClose: (reason) => {
          if (reason === 'done' && $session.get())
            void launch(gameId, playMode, queuePopup).catch((error: unknown) => console.error(error));
        },
      });
    }
    if (access === 'not-activated') return openPopup('activate-message');
  }
  const { url } = await p.launchGame({ identifier, gameId, playMode, gameOrigins: $config.get().gameOrigins });
  const stored = `${location.pathname}${location.search}${location.hash}`;
  show('external', {
    attributes: { src: url, title: game?.title ?? identifier },
    path: gamePath(gameId),
    onClose: () => returnFromGame(stored),
  });
  const recorded = playMode === 'real' ? p.setLastPlayed(gameId).catch(() => undefined) : Promise.resolve();
  void recorded.then(() => $lastLaunch.set({ gameId, playMode }));
}

/**
 * After the game's popup closed: the popup host goes back from the game's history entry;
 * where that lands on a game's address (nothing stored before it), the address becomes
 * /casino instead (src/domain/games: pathAfterGame).
 */
function returnFromGame(stored: string): void {
  const settle = () => {
    if (location.pathname.startsWith('/play/')) history.replaceState(history.state, '', pathAfterGame(stored));
  };
  if (location.pathname.startsWith('/play/')) window.addEventListener('popstate', settle, { once: true });
  else settle();
}
