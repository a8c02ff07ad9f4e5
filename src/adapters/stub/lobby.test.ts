import { expect } from '@open-wc/testing';
import { expectError, signedIn, testCasino } from './testing';

describe('stub: lobby', () => {
  it('has 12 games with image paths under /demo/assets/games', () => {
    const { casino } = testCasino();
    const games = casino.lobby.games();
    expect(games).to.have.length(12);
    expect(games[0]).to.deep.equal({
      gameId: 'g-01',
      identifier: 'book-of-betr',
      title: 'Book of Betr',
      image: '/demo/assets/games/book-of-betr.svg',
      demo: true,
      childish: false,
    });
  });

  it('jackpots (id, amount, currency) grow: each by its own step for every full minute since the casino was seeded', () => {
    const { casino, clock } = testCasino();
    expect(casino.lobby.jackpots()).to.deep.equal([
      { id: 'mega-fruit', amount: 1254300.55, currency: 'EUR' },
      { id: 'jungle-jackpot', amount: 88410.2, currency: 'EUR' },
      { id: 'dragon-gold', amount: 12990, currency: 'EUR' },
      { id: 'viking-voyage', amount: 452310, currency: 'SEK' },
    ]);
    clock.advance(59_999);
    expect(casino.lobby.jackpots()[0]?.amount).to.equal(1254300.55);
    clock.advance(2 * 60_000);
    expect(casino.lobby.jackpots().map((j) => j.amount)).to.deep.equal([1254343.29, 88416.3, 12991.6, 452334]);
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
