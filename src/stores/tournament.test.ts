import { expect } from '@open-wc/testing';
import { signIn, signOut } from './session';
import { $tournaments, optInTournament, showLeaderboardPage, tournamentBoard } from './tournament';
import type { Loadable } from './loadable';
import type { Leaderboard } from '../domain/model';
import { freshStores, recordCalls, resetWorld, stubControls } from '../../test/support';
import { waitUntil } from '../../test/wait';

const optIn = () => $tournaments.get()['spring-spins']?.optIn;

/** Show the board as an element would, until the test ends; its answers are kept in `seen`. */
function show(identifier: string): { seen: Loadable<Leaderboard>[]; board: () => Loadable<Leaderboard>; stop: () => void } {
  const seen: Loadable<Leaderboard>[] = [];
  const $board = tournamentBoard(identifier);
  const stop = $board.subscribe((state) => seen.push(state));
  return { seen, board: () => $board.get(), stop };
}

const ready = async (board: () => Loadable<Leaderboard>) => {
  await waitUntil(() => board().status === 'ready', 'the board never loaded');
  const state = board();
  return state.status === 'ready' ? state.value : null;
};

describe('tournament store', () => {
  let stops: (() => void)[] = [];
  beforeEach(async () => {
    await resetWorld();
    $tournaments.set({});
    freshStores(...tournamentBoard.made.values());
  });
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
  });

  it('one load however many elements show a tournament', async () => {
    const { calls, restore } = await recordCalls('getLeaderboard');
    try {
      const first = show('spring-spins');
      const second = show('spring-spins');
      stops.push(first.stop, second.stop);
      expect((await ready(first.board))?.players).to.have.length(10);
      expect(calls.length).to.equal(1);
    } finally {
      restore();
    }
  });

  it('paging keeps the page on screen until the next one arrives: no skeleton between them', async () => {
    const shown = show('spring-spins');
    stops.push(shown.stop);
    await ready(shown.board);
    shown.seen.length = 0;
    await showLeaderboardPage('spring-spins', { offset: 10, relative: false });
    expect(shown.seen.map((s) => s.status)).to.deep.equal(['ready']);
    expect((await ready(shown.board))?.players.map((p) => p.position)).to.deep.equal([11, 12, 13, 14, 15]);
  });

  it("an opt-in made just after signing in keeps its answer when the player's board arrives", async () => {
    const shown = show('spring-spins');
    stops.push(shown.stop);
    await ready(shown.board);
    await signIn('player@example.com', 'Password1!');
    (await stubControls()).fail('optInTournament', 'optin-not-allowed');
    await optInTournament('spring-spins');
    expect(optIn()?.status).to.equal('failed');
    // The board is asked anew for the signed-in player.
    expect((await ready(shown.board))?.canJoin).to.equal(true);
    const answer = optIn();
    expect(answer?.status === 'failed' && answer.error.key).to.equal('optin-not-allowed');
  });

  it('another player, or none: the last opt-in answer is cleared as the session changes', async () => {
    await signIn('player@example.com', 'Password1!');
    const shown = show('spring-spins');
    stops.push(shown.stop);
    await ready(shown.board);
    (await stubControls()).fail('optInTournament', 'already-optin');
    await optInTournament('spring-spins');
    expect(optIn()?.status).to.equal('failed');
    await signOut();
    expect(optIn()).to.deep.equal({ status: 'idle' });
  });
});
