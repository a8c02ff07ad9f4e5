import { expect } from '@open-wc/testing';
import { signIn, signOut } from './session';
import { $tournaments, loadLeaderboard, optInTournament, showTournament } from './tournament';
import { resetWorld, stubControls } from '../../test/support';

const optIn = () => $tournaments.get()['spring-spins']?.optIn;

describe('tournament store', () => {
  beforeEach(async () => {
    await resetWorld();
    $tournaments.set({});
  });

  it("an opt-in made just after signing in keeps its answer when the player's board arrives", async () => {
    await showTournament('spring-spins');
    await signIn('player@example.com', 'Password1!');
    (await stubControls()).fail('optInTournament', 'optin-not-allowed');
    await optInTournament('spring-spins');
    expect(optIn()?.status).to.equal('failed');
    // The view asks for the signed-in player's board once it sees the new session.
    await loadLeaderboard('spring-spins');
    const answer = optIn();
    expect(answer?.status === 'failed' && answer.error.key).to.equal('optin-not-allowed');
  });

  it('another player, or none: the last opt-in answer is cleared as the session changes', async () => {
    await signIn('player@example.com', 'Password1!');
    await showTournament('spring-spins');
    (await stubControls()).fail('optInTournament', 'already-optin');
    await optInTournament('spring-spins');
    expect(optIn()?.status).to.equal('failed');
    await signOut();
    expect(optIn()).to.deep.equal({ status: 'idle' });
  });
});
