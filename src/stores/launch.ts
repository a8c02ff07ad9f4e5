// The platform's games as the host API and links reach them: the list (betr.getGames()) and
// a game's launch, the one flow of the lobby, a message's link and betr.launchGame.
import type { Game, PlayMode } from '../domain/model';
import { atom } from 'nanostores';
import { gamePath, pathAfterGame } from '../domain/games';
import { $session } from './session';
import { openPopup, queuePopup } from './popup';
import { provider } from './current-provider';
import { $config } from './config';
import { activatedPlayer, onPlatform } from './access';

/** The platform's games (betr.getGames()). */
export async function getGames(): Promise<Game[]> {
  return (await provider()).getGames();
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
