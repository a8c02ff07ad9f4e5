import { expect } from '@open-wc/testing';
import { expectError, signedIn, testCasino } from './testing';

describe('stub: lobby', () => {
  it('has 12 games with image paths under /demo/assets/games', () => {
    const { casino } = testCasino();
    const games = casino.lobby.games();
    expect(games).to.have.length(12);
    expect(games[0]).to.deep.equal({ gameId: 'g-01', identifier: 'book-of-betr', title: 'Book of Betr', image: '/demo/assets/games/book-of-betr.svg', demo: true, childish: false });
  });

  it('real-money play needs an activated player; demo play needs no session', async () => {
    const { casino } = testCasino();
    const launch = { identifier: 'book-of-betr', gameId: 'g-01', playMode: 'real' as const };
    await expectError(() => casino.lobby.launch(signedIn(casino, 'new@example.com'), launch), 'general', 'activation-required');
    expect(casino.lobby.launch(null, { ...launch, playMode: 'demo' }).url).to.equal('/demo/game.html?game=g-01&mode=demo');
    const sessionId = signedIn(casino);
    expect(casino.lobby.launch(sessionId, launch).url).to.equal('/demo/game.html?game=g-01&mode=real');
    expect(casino.lobby.lastPlayed(sessionId, 1).map((g) => g.gameId)).to.deep.equal(['g-01']);
  });

  it('tournament opt-in: once, only where required, and the player then appears on the leaderboard', async () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino);
    expect(casino.lobby.leaderboard(sessionId, { tournamentIdentifier: 'spring-spins' }).canJoin).to.equal(true);
    casino.lobby.optIn(sessionId, 'spring-spins');
    await expectError(() => casino.lobby.optIn(sessionId, 'spring-spins'), 'tournament', 'already-optin');
    await expectError(() => casino.lobby.optIn(sessionId, 'daily-race'), 'tournament', 'optin-not-required');
    await expectError(() => casino.lobby.optIn(sessionId, 'nope'), 'tournament', 'not-found');
    const board = casino.lobby.leaderboard(sessionId, { tournamentIdentifier: 'spring-spins', limit: 4, relative: true });
    expect(board.canJoin).to.equal(false);
    expect(board.players.map((p) => p.firstName)).to.include('Maria');
  });
});
