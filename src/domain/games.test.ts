import { expect } from '@open-wc/testing';
import { appealsToChildren, frameworkMode, gamePath, gamesById, lobbyGames, pathAfterGame, playsInDemo, showsChildishGames } from './games';

describe('games (spec: Game of the third platform, routes)', () => {
  it('demo is true when play modes include Demo', () => {
    expect(playsInDemo(['Real', 'Demo'])).to.equal(true);
    expect(playsInDemo(['Real'])).to.equal(false);
    expect(playsInDemo(undefined)).to.equal(false);
  });

  it('childish is true when the appealing-for-children flag equals "1"', () => {
    expect(appealsToChildren('1')).to.equal(true);
    expect(appealsToChildren('0')).to.equal(false);
    expect(appealsToChildren(1)).to.equal(false);
  });

  it('play mode real maps to framework mode "m"; any other mode to "d"', () => {
    expect(frameworkMode('real')).to.equal('m');
    expect(frameworkMode('demo')).to.equal('d');
    expect(frameworkMode('fun')).to.equal('d');
  });

  it('/play/{gameId} is pushed while a game is open', () => {
    expect(gamePath('book-of-betr')).to.equal('/play/book-of-betr');
  });

  it('on close the address returns to the previously stored path, or /casino if none is stored', () => {
    expect(pathAfterGame('/promotions?tab=new')).to.equal('/promotions?tab=new');
    expect(pathAfterGame(null)).to.equal('/casino');
    expect(pathAfterGame('/play/mega-fruit')).to.equal('/casino');
  });

  const game = (gameId: string, title: string, childish = false) => ({ gameId, title, childish });
  const games = [game('g-1', 'Book of Betr'), game('g-2', 'Jungle Jackpot', true), game('g-3', 'Café Roulette')];

  it('childish games are hidden under UKGC and shown in the other jurisdictions', () => {
    expect(showsChildishGames('UKGC')).to.equal(false);
    expect(['MGA', 'SGA', 'ES'].map(showsChildishGames)).to.deep.equal([true, true, true]);
    expect(lobbyGames(games, '', 'UKGC').map((g) => g.gameId)).to.deep.equal(['g-1', 'g-3']);
    expect(lobbyGames(games, '', 'MGA').map((g) => g.gameId)).to.deep.equal(['g-1', 'g-2', 'g-3']);
  });

  it('the lobby filter keeps games whose title holds every word typed, in any case and without accents', () => {
    expect(lobbyGames(games, '  JACK ', 'MGA').map((g) => g.gameId)).to.deep.equal(['g-2']);
    expect(lobbyGames(games, 'cafe roul', 'MGA').map((g) => g.gameId)).to.deep.equal(['g-3']);
    expect(lobbyGames(games, 'book jungle', 'MGA')).to.deep.equal([]);
  });

  it('favorites and last played keep their own order and leave out ids of no known game', () => {
    expect(gamesById(games, ['g-3', 'gone', 'g-1']).map((g) => g.gameId)).to.deep.equal(['g-3', 'g-1']);
  });
});
