import { expect } from '@open-wc/testing';
import {
  appealsToChildren,
  launchFromCatalogue,
  frameworkMode,
  gamePath,
  gamesById,
  lobbyGames,
  pathAfterGame,
  playsInDemo,
  showsChildishGames,
} from './games';

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

describe('a launch from a platform catalogue (REST and WAMP, written once)', () => {
  const page = { href: 'https://casino.example/casino', origin: 'https://casino.example' };
  const catalogue = [
    { gameId: '7', identifier: 'book-of-betr', demo: true, url: '/games/book-of-betr' },
    { gameId: '8', identifier: 'no-demo', demo: false, url: '/games/no-demo' },
    { gameId: '9', identifier: 'no-address', demo: true, url: undefined },
  ];
  const address = (game: (typeof catalogue)[number]) => game.url;
  const token = { param: 'token', value: async () => 'sso-1' };
  const launch = (gameId: string, identifier: string, playMode: 'real' | 'demo') =>
    launchFromCatalogue(catalogue, address, { gameId, identifier, playMode }, page, token);

  it('finds the game by id, else by identifier; real money carries the credential', async () => {
    expect(await launch('7', 'x', 'real')).to.equal('/games/book-of-betr?mode=real&token=sso-1');
    expect(await launch('unknown', 'book-of-betr', 'demo')).to.equal('/games/book-of-betr?mode=demo');
  });

  it('no game, no address, or demo play of a game without a demo: null, and no credential is made', async () => {
    let made = 0;
    const counting = { param: 'token', value: async () => `sso-${++made}` };
    const tries = [
      ['gone', 'gone', 'real'],
      ['9', 'no-address', 'real'],
      ['8', 'no-demo', 'demo'],
    ] as const;
    for (const [gameId, identifier, playMode] of tries) {
      expect(await launchFromCatalogue(catalogue, address, { gameId, identifier, playMode }, page, counting)).to.equal(null);
    }
    expect(made).to.equal(0);
  });
});
