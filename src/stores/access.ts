import type { Game, PlayMode } from '../adapters/provider';
import { $profile, loadProfile } from './profile';
import { $session } from './session';
import { openPopup } from './popup';
import { provider } from './provider';
import { $config } from './config';

/**
 * Who may do what (spec: roles). Only activated players may deposit, withdraw or play for
 * real money: a deposit by a non-activated player opens the activate popup; a withdrawal
 * shows 'activation required'. A signed-out visitor is asked to sign in first.
 */
async function activatedPlayer(): Promise<'signed-out' | 'not-activated' | 'ok'> {
  if (!$session.get()) return 'signed-out';
  const profile = $profile.get() ?? (await loadProfile());
  return profile?.isActivated ? 'ok' : 'not-activated';
}

/** The deposit popup, for a signed-in, activated player; `options` reach the deposit popup. */
export async function openDeposit(options: { attributes?: Record<string, string>; onClose?: () => void } = {}): Promise<void> {
  const access = await activatedPlayer();
  if (access === 'signed-out') openPopup('sign-in');
  else if (access === 'not-activated') openPopup('activate-message');
  else openPopup('deposit', options);
}

export async function openWithdraw(): Promise<void> {
  const access = await activatedPlayer();
  if (access === 'signed-out') openPopup('sign-in');
  else if (access === 'not-activated') openPopup('message', { attributes: { type: 'activation-required' } });
  else openPopup('cashier', { attributes: { method: 'withdraw' } });
}

export function openAccount(view?: string): void {
  if (!$session.get()) openPopup('sign-in');
  else openPopup('account', { attributes: view ? { view } : {} });
}

/** The games list of the lobby. */
export async function getGames(): Promise<Game[]> {
  return (await provider()).getGames();
}

/**
 * Launch a game: real money needs a signed-in, activated player. The game opens in the
 * external frame popup at /play/{identifier}; closing it returns to the page's address.
 */
export async function launchGame(gameId: string, playMode: PlayMode = 'real'): Promise<void> {
  if (playMode === 'real') {
    const access = await activatedPlayer();
    if (access === 'signed-out') return openPopup('sign-in');
    if (access === 'not-activated') return openPopup('activate-message');
  }
  const p = await provider();
  const game = (await p.getGames()).find((g) => g.gameId === gameId);
  const identifier = game?.identifier ?? gameId;
  const { url } = await p.launchGame({ identifier, gameId, playMode, gameOrigins: $config.get().gameOrigins });
  if (playMode === 'real') void p.setLastPlayed(gameId).catch(() => undefined);
  openPopup('external', { attributes: { src: url, title: game?.title ?? identifier }, path: `/play/${encodeURIComponent(identifier)}` });
}
