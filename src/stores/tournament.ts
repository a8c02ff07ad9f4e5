import { map } from 'nanostores';
import type { ProviderError } from '../adapters/provider';
import type { Leaderboard } from '../domain/model';
import type { Loadable } from './loadable';
import { toProviderError } from './errors';
import { provider } from './current-provider';
import { $session } from './session';

/** Spec (cashier §9): the leaderboard's default limit. */
export const LEADERBOARD_LIMIT = 10;

/** Which page of a leaderboard shows: from an offset, or the page around the signed-in player. */
export type LeaderboardPage = { offset: number; relative: false } | { offset: 0; relative: true };

export interface TournamentState {
  page: LeaderboardPage;
  board: Loadable<Leaderboard>;
  /** The session the board was loaded for (canJoin and the relative page are the player's): null for a visitor. */
  loadedFor: string | null;
  optIn: { status: 'idle' | 'busy' | 'done' } | { status: 'failed'; error: ProviderError };
}

/** Each tournament by its identifier: one load per page of it, however many elements show it. */
export const $tournaments = map<Record<string, TournamentState>>({});

const inFlight = new Map<string, Promise<void>>();
const FIRST_PAGE: LeaderboardPage = { offset: 0, relative: false };

function update(identifier: string, change: Partial<TournamentState>): void {
  const current = $tournaments.get()[identifier] ?? {
    page: FIRST_PAGE,
    board: { status: 'loading' },
    loadedFor: null,
    optIn: { status: 'idle' },
  };
  $tournaments.setKey(identifier, { ...current, ...change });
}

/**
 * Show a tournament: its leaderboard unless it is already here for this player (another
 * element of the same tournament loaded it), or being loaded.
 */
export function showTournament(identifier: string): Promise<void> {
  const shown = $tournaments.get()[identifier];
  const sessionId = $session.get()?.sessionId ?? null;
  if (shown?.board.status === 'ready' && shown.loadedFor === sessionId) return Promise.resolve();
  return loadLeaderboard(identifier);
}

/**
 * Load a page of the leaderboard (the one shown, unless `page` is given); a page already on
 * screen stays there until the new one arrives, so paging does not flash a skeleton.
 */
export function loadLeaderboard(identifier: string, page?: LeaderboardPage): Promise<void> {
  const sessionId = $session.get()?.sessionId ?? null;
  const asked = page ?? $tournaments.get()[identifier]?.page ?? FIRST_PAGE;
  // The page around the player is a signed-in player's; a visitor sees the top.
  const wanted = asked.relative && !sessionId ? FIRST_PAGE : asked;
  const key = `${identifier}|${wanted.offset}|${wanted.relative}|${sessionId}`;
  const running = inFlight.get(key);
  if (running) return running;
  const shown = $tournaments.get()[identifier];
  update(identifier, { page: wanted, board: shown?.board.status === 'ready' ? shown.board : { status: 'loading' } });
  const load = (async () => {
    try {
      const board = await (await provider()).getLeaderboard({ tournamentIdentifier: identifier, limit: LEADERBOARD_LIMIT, ...wanted });
      if (samePage($tournaments.get()[identifier]?.page, wanted))
        update(identifier, { board: { status: 'ready', value: board }, loadedFor: sessionId });
    } catch (error) {
      if (samePage($tournaments.get()[identifier]?.page, wanted))
        update(identifier, { board: { status: 'failed', error: toProviderError(error, 'tournament') }, loadedFor: sessionId });
    } finally {
      inFlight.delete(key);
    }
  })();
  inFlight.set(key, load);
  return load;
}

/**
 * Another player, or none: the last one's opt-in answers are not theirs. Cleared as the
 * session changes, not when the new board arrives: an opt-in the player makes meanwhile (the
 * button shows as soon as they are signed in) keeps its answer.
 */
let answersFor = $session.get()?.sessionId ?? null;
$session.listen((session) => {
  const sessionId = session?.sessionId ?? null;
  if (sessionId === answersFor) return;
  answersFor = sessionId;
  for (const [identifier, state] of Object.entries($tournaments.get()))
    if (state.optIn.status !== 'idle') update(identifier, { optIn: { status: 'idle' } });
});

const samePage = (a: LeaderboardPage | undefined, b: LeaderboardPage) => a?.offset === b.offset && a.relative === b.relative;

/** Opt the signed-in player in; the leaderboard then shows them (and no Opt in). A refusal is kept to show its text. */
export async function optInTournament(identifier: string): Promise<void> {
  if ($tournaments.get()[identifier]?.optIn.status === 'busy') return;
  update(identifier, { optIn: { status: 'busy' } });
  try {
    await (await provider()).optInTournament(identifier);
    update(identifier, { optIn: { status: 'done' } });
    await loadLeaderboard(identifier);
  } catch (error) {
    update(identifier, { optIn: { status: 'failed', error: toProviderError(error, 'tournament') } });
  }
}
