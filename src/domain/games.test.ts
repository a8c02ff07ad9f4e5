import { expect } from '@open-wc/testing';
import { appealsToChildren, frameworkMode, gamePath, pathAfterGame, playsInDemo } from './games';

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
});
