import { computed, map } from 'nanostores';
import type { Leaderboard } from '../domain/model';
import { loadableByKey } from './loadable';
import { ProviderError, toProviderError } from './errors';
import { provider } from './current-provider';
import { $session } from './session';

/** Spec (cashier §9): the leaderboard's default limit. */
export const LEADERBOARD_LIMIT = 10;

/** Which page of a leaderboard shows: from an offset, or the page around the signed-in player. */
export type LeaderboardPage = { offset: number; relative: false } | { offset: 0; relative: true };

/** What the player did with a tournament: the page they look at, and the answer to their opt-in. */
export interface TournamentState {
  page: LeaderboardPage;
  optIn: { status: 'idle' | 'busy' | 'done' } | { status: 'failed'; error: ProviderError };
}

/** Each tournament by its identifier: its page and opt-in, the same in every element that shows it. */
export const $tournaments = map<Record<string, TournamentState>>({});

export const FIRST_PAGE: LeaderboardPage = { offset: 0, relative: false };
const IDLE: TournamentState = { page: FIRST_PAGE, optIn: { status: 'idle' } };

export function tournamentState(identifier: string): TournamentState {
  return $tournaments.get()[identifier] ?? IDLE;
}

function update(identifier: string, change: Partial<TournamentState>): void {
  $tournaments.setKey(identifier, { ...tournamentState(identifier), ...change });
}

/**
 * Who is looking: the session, or a visitor. Tournaments show to visitors too, but the board
 * is the viewer's (canJoin, the page around the player), so it is asked anew, nothing of the
 * last one shown, whenever the viewer changes (the store's `player`, which a visitor also is).
 */
const $viewer = computed($session, (session) => session?.sessionId ?? 'visitor');

/**
 * A tournament's leaderboard, a store per identifier, loaded by the first element that shows
 * it: one load however many elements show it. It holds the page the player looks at
 * (`$tournaments`); paging asks again with the page on screen kept until the next one arrives.
 */
export const tournamentBoard = loadableByKey(
  async (identifier: string): Promise<Leaderboard> => {
    // No identifier names no tournament: nothing to ask.
    if (!identifier) throw new ProviderError('tournament', 'not-found');
    const { page } = tournamentState(identifier);
    return (await provider()).getLeaderboard({ tournamentIdentifier: identifier, limit: LEADERBOARD_LIMIT, ...page });
  },
  { area: 'tournament', player: $viewer },
);

/** Show another page of the leaderboard (the page around the player is a signed-in player's). */
export function showLeaderboardPage(identifier: string, page: LeaderboardPage): Promise<void> {
  update(identifier, { page: page.relative && !$session.get() ? FIRST_PAGE : page });
  return tournamentBoard(identifier).refresh();
}

/**
 * Another player, or none: the last one's opt-in answers are not theirs, and a visitor sees
 * the top of the leaderboard. Cleared as the session changes, not when the new board arrives:
 * an opt-in the player makes meanwhile (the button shows as soon as they are signed in) keeps
 * its answer. (This listener is older than any board's, so the board asked anew reads the page
 * set here.)
 */
let answersFor = $session.get()?.sessionId ?? null;
$session.listen((session) => {
  const sessionId = session?.sessionId ?? null;
  if (sessionId === answersFor) return;
  answersFor = sessionId;
  for (const [identifier, state] of Object.entries($tournaments.get())) {
    const page = state.page.relative && !session ? FIRST_PAGE : state.page;
    if (state.optIn.status !== 'idle' || page !== state.page) update(identifier, { optIn: { status: 'idle' }, page });
  }
});

/** Opt the signed-in player in; the leaderboard then shows them (and no Opt in). A refusal is kept to show its text. */
export async function optInTournament(identifier: string): Promise<void> {
  if (tournamentState(identifier).optIn.status === 'busy') return;
  update(identifier, { optIn: { status: 'busy' } });
  try {
    await (await provider()).optInTournament(identifier);
  } catch (error) {
    update(identifier, { optIn: { status: 'failed', error: toProviderError(error, 'tournament') } });
    return;
  }
  update(identifier, { optIn: { status: 'done' } });
  await tournamentBoard(identifier).refresh();
}
