import type { Game, GameLaunch, PlayMode } from './model';
import { mayReceiveSsoToken } from './safe-url';

/** A game offers demo play when its play modes include Demo (spec: Game, third platform). */
export function playsInDemo(playModes: unknown): boolean {
  return Array.isArray(playModes) && playModes.includes('Demo');
}

/** A game is childish when the appealing-for-children flag equals the string "1". */
export function appealsToChildren(flag: unknown): boolean {
  return flag === '1';
}

/** Play mode real maps to framework mode "m"; any other mode to "d" (spec: third platform session events). */
export function frameworkMode(playMode: PlayMode | string): 'm' | 'd' {
  return playMode === 'real' ? 'm' : 'd';
}

/** The address while a game is open: /play/{gameId} (the turnkey platform passes its slug). */
export function gamePath(identifier: string): string {
  return `/play/${encodeURIComponent(identifier)}`;
}

/**
 * Where the address goes when a game closes: the path stored before the launch, or /casino
 * when none is stored (spec: routes). A stored game address is none: it would reopen nothing.
 */
export function pathAfterGame(stored: string | null): string {
  return stored && !stored.startsWith('/play/') ? stored : '/casino';
}

/** How many games the lobby shows at first and adds with each 'Show more' (a page of the grid). */
export const LOBBY_PAGE_SIZE = 24;

/** The last-played list's length when the page names none (spec: last played default limit 10). */
export const LAST_PLAYED_LIMIT = 10;

/**
 * Whether the lobby shows a game flagged as appealing to children (`childish`). Under the
 * UK Gambling Commission (UKGC) a licensee must not offer games that appeal particularly to
 * children, so they are left out there; the other jurisdictions show them as any game.
 */
export function showsChildishGames(jurisdiction: string): boolean {
  return jurisdiction !== 'UKGC';
}

const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const foldedTitles = new WeakMap<object, string>();

/**
 * A game's title as the filter compares it (any case, accents ignored), folded once per game:
 * with thousands of games, folding every title again on each key costs more than the rest of
 * the key's work together (budgets.json's typing: at most 100 ms a key over 5,000 games at 4x CPU).
 */
export function foldedTitle(game: Pick<Game, 'title'>): string {
  let title = foldedTitles.get(game);
  if (title === undefined) {
    title = folded(game.title);
    foldedTitles.set(game, title);
  }
  return title;
}

/**
 * The lobby's games: childish ones only where the jurisdiction allows them, then those whose
 * title holds every word of the filter (any case, accents ignored), in the provider's order.
 */
export function lobbyGames<G extends Pick<Game, 'title' | 'childish'>>(games: readonly G[], filter: string, jurisdiction: string): G[] {
  const words = folded(filter).split(/\s+/).filter(Boolean);
  const childish = showsChildishGames(jurisdiction);
  return games.filter((g) => (childish || !g.childish) && words.every((w) => foldedTitle(g).includes(w)));
}

/** Favorites and last played list games by id: those of the lobby, in the given order; ids of no known game are left out. */
export function gamesById<G extends Pick<Game, 'gameId'>>(games: readonly G[], ids: readonly string[]): G[] {
  const byId = new Map(games.map((g) => [g.gameId, g]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Where a launched game runs: its address with the play mode and, for real money, the
 * player's credential (`param`: a single sign-on token, a session id), which goes only to a
 * game on the page's origin or in `launch.gameOrigins` (src/domain/safe-url). Null: a
 * real-money game elsewhere, which does not open and gets nothing (the credential is not
 * even made); a console warning names its origin so the operator can list it. A game on the
 * page's origin is answered as a path.
 */
export async function launchAddress(
  gameUrl: string,
  launch: Pick<GameLaunch, 'playMode' | 'gameOrigins'>,
  page: { href: string; origin: string },
  credential: { param: string; value: () => Promise<string> },
): Promise<string | null> {
  const url = new URL(gameUrl, page.href);
  url.searchParams.set('mode', launch.playMode);
  if (launch.playMode === 'real') {
    if (!mayReceiveSsoToken(url.href, page.origin, launch.gameOrigins)) {
      console.warn(`betr: the game at ${url.origin} is not in gameOrigins; it gets no sign-on token and does not open`);
      return null;
    }
    url.searchParams.set(credential.param, await credential.value());
  }
  return url.origin === page.origin ? `${url.pathname}${url.search}` : url.href;
}

/**
 * A launch on a platform whose catalogue holds each game's address: the game it names (by id,
 * else by identifier) and where it runs ({@link launchAddress}). Null when the catalogue has no
 * such game or no address for it, for demo play of a game without a demo, or where
 * launchAddress refuses it: the adapter says so as its platform's error.
 */
export async function launchFromCatalogue<G extends Pick<Game, 'gameId' | 'identifier' | 'demo'>>(
  games: readonly G[],
  address: (game: G) => string | undefined,
  launch: GameLaunch,
  page: { href: string; origin: string },
  credential: { param: string; value: () => Promise<string> },
): Promise<string | null> {
  const game = games.find((g) => g.gameId === launch.gameId || g.identifier === launch.identifier);
  const url = game && address(game);
  if (!game || !url || (launch.playMode === 'demo' && !game.demo)) return null;
  return launchAddress(url, launch, page, credential);
}
