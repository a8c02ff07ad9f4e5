/** What the game elements' tests share: reading the tiles, finding a button by its name, a clean lobby. */
import { fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import { $favoriteFailure, $favorites, $games, $launchFailure, $lobbyFilter, lastPlayed } from '../../stores/games';
import { $jurisdiction } from '../../stores/jurisdiction';
import { configure } from '../../stores/config';
import { signIn } from '../../stores/session';
import { closePopupsAndSettle, freshStores, resetWorld, shadow } from '../../../test/support';

export const tiles = (el: Element) => [...shadow(el).querySelectorAll('[part="tile"]')];
export const titles = (el: Element) => tiles(el).map((t) => t.querySelector('[part="game-title"]')!.textContent);
export const button = (el: Element, label: string) => shadow(el).querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);

/** A `<betr-game-list>` showing its games. */
export async function lobby(): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(html`<betr-game-list></betr-game-list>`);
  await waitUntil(() => tiles(el).length > 0, 'the lobby shows no games', { timeout: 4000 });
  return el;
}

export async function signedIn(): Promise<void> {
  await signIn('player@example.com', 'Password1!');
  await closePopupsAndSettle();
}

/** The seeded casino, signed out, and the lobby's page state as on a fresh page (MGA). */
export async function freshLobby(): Promise<void> {
  await resetWorld();
  freshStores($games, $favorites, lastPlayed());
  $lobbyFilter.set('');
  $favoriteFailure.set(null);
  $launchFailure.set(null);
  configure({ jurisdiction: null });
  $jurisdiction.set('MGA');
}
