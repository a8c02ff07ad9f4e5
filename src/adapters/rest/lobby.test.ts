/** The lobby (./lobby): game launch and its sign-on token, the catalogue, favorites, last played, jackpots and tournaments. */
import { expect } from '@open-wc/testing';
import type { Provider } from '../provider';
import { expectError } from '../../testing/expect-error';
import { ahead, caught, platform, PROFILE_REPLIES, requests, signedIn } from './fake-platform.testing';

describe('rest adapter: the lobby', () => {
  describe('game launch: the single sign-on token goes only to allowed game origins', () => {
    // The SDK's CasinoGame, its launch address among the catalogue's attributes; the session restored.
    const lobby = (url: string) => ({
      'GET /casino': {
        json: [{ Id: 1, Name: 'Book', Attributes: ['slug:book', `url:${url}`], Platform: 'desktop', Rtp: 96, JackpotPercentageCont: 0 }],
      },
      'POST /player/create-sso-token': { json: 'sso-1' },
      'GET /responsiblegaming/session': {
        json: {
          TimeUntilRealityCheck: 0,
          SessionLength: 1,
          SessionLenght: 1,
          CurrentUnixStarted: 1,
          LastUnixStarted: 0,
          LastUnixEnded: 0,
          LastWager: 0,
          LastWon: 0,
        },
      },
    });
    const restore = async (provider: Provider) => {
      const restored = await provider.restoreSession('sid-1');
      if (typeof restored === 'object') restored.sessionInfo.catch(() => undefined);
    };

    it('a game on the page origin receives the token', async () => {
      const { provider, sent } = platform(lobby('/demo/game.html?game=g-1'));
      await restore(provider);
      expect((await provider.launchGame({ identifier: 'book', gameId: '1', playMode: 'real' })).url).to.equal(
        '/demo/game.html?game=g-1&mode=real&token=sso-1',
      );
      expect(sent.map((r) => r.path)).to.include('/player/create-sso-token');
    });

    it('a game on another origin opens with the token only when that origin is in gameOrigins; otherwise no token is even made', async () => {
      const other = platform(lobby('https://games.provider.example/launch?id=1'));
      await restore(other.provider);
      const warn = console.warn;
      const warnings: unknown[] = [];
      console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
      try {
        const refused = await caught(() => other.provider.launchGame({ identifier: 'book', gameId: '1', playMode: 'real' }));
        expect(refused).to.deep.include({ area: 'general', key: 'unknown-error' });
      } finally {
        console.warn = warn;
      }
      expect(warnings).to.deep.equal([
        'betr: the game at https://games.provider.example is not in gameOrigins; it gets no sign-on token and does not open',
      ]);
      expect(other.sent.map((r) => r.path)).not.to.include('/player/create-sso-token');

      const launched = await other.provider.launchGame({
        identifier: 'book',
        gameId: '1',
        playMode: 'real',
        gameOrigins: ['https://games.provider.example'],
      });
      expect(launched.url).to.equal('https://games.provider.example/launch?id=1&mode=real&token=sso-1');
    });
  });

  it('lobby: GET /casino read with its attributes; favorites, last played and jackpots by number; set-last-played-game by query', async () => {
    const game = {
      Id: 1001,
      Name: 'Book of Betr',
      Attributes: ['slug:book-of-betr', 'image:/img/book.svg', 'url:/demo/game.html?game=g-01', 'demo'],
      Platform: 'desktop',
      Rtp: 96,
      JackpotPercentageCont: 0,
    };
    const bare = { Id: 1002, Platform: 'desktop', Rtp: 96, JackpotPercentageCont: 0, Tables: [{ TableId: 4 }] };
    const { provider, sent } = await signedIn({
      'GET /casino': { json: [game, bare] },
      'GET /casino/favorites': { json: [bare] },
      'GET /casino/last-played-games': { json: [game] },
      'GET /event-feed/jackpots': {
        json: [
          { Id: 3, Name: 'Mega Fruit', Amount: 1254300.55, Currency: 'EUR', Provider: 'WebPrefer' },
          { Id: 4, Amount: 10, Currency: 'EUR', Provider: 'WebPrefer' },
        ],
      },
      'POST /casino/set-favorite/1001': { json: true },
      'POST /casino/remove-favorite/1001': { json: true },
    });
    expect(await provider.getGames()).to.deep.equal([
      { gameId: '1001', identifier: 'book-of-betr', title: 'Book of Betr', image: '/img/book.svg', demo: true, childish: false },
      { gameId: '1002', identifier: '1002', title: '', image: '', demo: false, childish: false },
    ]);
    expect(await provider.getFavorites()).to.deep.equal([{ gameId: '1002', tableIds: ['4'] }]);
    expect((await provider.getLastPlayed(5)).map((g) => g.gameId)).to.deep.equal(['1001']);
    expect(await provider.getJackpots()).to.deep.equal([
      { id: '3', name: 'Mega Fruit', amount: 1254300.55, currency: 'EUR' },
      { id: '4', amount: 10, currency: 'EUR' },
    ]);
    await provider.addFavorite('1001');
    await provider.removeFavorite('1001');
    await provider.setLastPlayed('1001');
    expect(requests(sent).slice(2)).to.deep.equal([
      ['GET /casino/last-played-games?max=5', undefined],
      ['GET /event-feed/jackpots', undefined],
      ['POST /casino/set-favorite/1001', undefined],
      ['POST /casino/remove-favorite/1001', undefined],
      ['POST /casino/set-last-played-game?gameId=1001', undefined],
    ]);
  });

  it("lobby readers: null or absent optional fields and unknown extra fields never fail; ids and amounts stay numbers; a game without a numeric Id is the area's unknown-error", async () => {
    const { provider } = platform({
      'GET /casino': { json: [{ Id: 5, Name: null, Attributes: null, Tables: null, Rtp: 96, Shiny: { new: true } }] },
      'GET /casino/favorites': { json: [{ Id: 5, Tables: [{ TableId: 8, Seats: 7 }] }, { Id: 6 }] },
      'GET /event-feed/jackpots': { json: [{ Id: 3, Name: null, Amount: 12.5, Currency: 'EUR', GameIds: null, Extra: 1 }] },
    });
    expect(await provider.getGames()).to.deep.equal([{ gameId: '5', identifier: '5', title: '', image: '', demo: false, childish: false }]);
    expect(await provider.getFavorites()).to.deep.equal([
      { gameId: '5', tableIds: ['8'] },
      { gameId: '6', tableIds: [] },
    ]);
    expect(await provider.getJackpots()).to.deep.equal([{ id: '3', amount: 12.5, currency: 'EUR' }]);
    await expectError(
      () => platform({ 'GET /casino': { json: [{ Id: '5', Name: 'Book' }] } }).provider.getGames(),
      'general',
      'unknown-error',
    );
    await expectError(() => platform({ 'GET /casino': { json: { Games: [] } } }).provider.getGames(), 'general', 'unknown-error');
    await expectError(
      () => platform({ 'GET /event-feed/jackpots': { json: [{ Id: 3, Currency: 'EUR' }] } }).provider.getJackpots(),
      'general',
      'unknown-error',
    );
  });

  it("tournaments: opt-in with the numeric player id; the leaderboard's and the relative one's own parameter names; can join when IsOptIn and the player has no row", async () => {
    const row = (Id: number, Position: number) => ({
      Id,
      FirstName: 'Anna',
      LastName: 'K',
      Position,
      Points: 100 - Position,
      RealMoneyWagered: 0,
      RealMoneyWon: 0,
      BonusMoneyWagered: 0,
      BonusMoneyWon: 0,
      RoundsPlayed: 0,
      MayParticipate: true,
      Joined: 'j',
    });
    const board = (players: unknown[]) => ({
      Id: 1,
      StartDate: new Date(Date.now() - 3_600_000).toISOString(),
      EndDate: ahead,
      IsEnabled: true,
      MinRounds: 1,
      IsOptIn: true,
      PlayerCount: 2,
      Players: players,
      Prizes: [],
    });
    const { provider, sent } = await signedIn({
      ...PROFILE_REPLIES,
      'GET /casinotournament/leaderboard': { json: board([row(1, 1), row(2, 2)]) },
      'GET /casinotournament/leaderboard-relative': { json: board([row(2, 2), { ...row(7, 3), FirstName: undefined, Nickname: 'maria' }]) },
    });
    await provider.optInTournament('spring');
    const page = await provider.getLeaderboard({ tournamentIdentifier: 'spring', limit: 2, offset: 0 });
    expect(page.canJoin).to.equal(false);
    expect(page.players).to.deep.equal([
      { firstName: 'Anna', lastName: 'K', position: 1, points: 99 },
      { firstName: 'Anna', lastName: 'K', position: 2, points: 98 },
    ]);
    const around = await provider.getLeaderboard({ tournamentIdentifier: 'spring', limit: 4, relative: true });
    expect(around.players[1]).to.deep.equal({ firstName: 'maria', lastName: 'K', position: 3, points: 97 });
    const calls = requests(sent).filter(
      ([line]) => !(line as string).startsWith('GET /player') && !(line as string).startsWith('GET /content'),
    );
    expect(calls).to.deep.equal([
      ['POST /player/tournament-opt-in', { PlayerId: 7, TournamentIdentifier: 'spring' }],
      ['GET /casinotournament/leaderboard?TournamentIdentifier=spring&Limit=2&Offset=0', undefined],
      ['GET /casinotournament/leaderboard-relative?tournamentIdentifier=spring&playerId=7&limit=1', undefined],
      ['GET /casinotournament/leaderboard-relative?tournamentIdentifier=spring&playerId=7&limit=4', undefined],
    ]);
    const visitor = platform({ 'GET /casinotournament/leaderboard': { json: board([row(1, 1)]) } });
    expect((await visitor.provider.getLeaderboard({ tournamentIdentifier: 'spring' })).canJoin).to.equal(false);
  });
});
