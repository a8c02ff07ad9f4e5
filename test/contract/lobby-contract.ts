/**
 * The contract's games, favorites and last-played cases (issue 14): every adapter that has
 * an operation passes them over its real stand-in; an operation the adapter lacks
 * (`Provider.lacks`) skips the case that needs it. Called from `testProvider`.
 */
import { expect } from '@open-wc/testing';
import type { Provider, SignInResult, Unavailable } from '../../src/adapters/provider';
import { expectError } from '../../src/adapters/stub/testing';

type ItNeeds = (title: string, needs: readonly Unavailable[], fn: () => Promise<void>) => void;

/** The query of a launched game's address (a path on the page's origin or an http(s) address). */
const launched = (url: string) => new URL(url, location.href).searchParams;

export function lobbyCases(provider: () => Provider, signIn: () => Promise<Pick<SignInResult, 'sessionId'>>, itNeeds: ItNeeds): void {
  describe('games, favorites and last played', () => {
    itNeeds('the games list: gameId, identifier, title, image, demo (play modes include Demo), childish (the flag "1")', ['getGames'], async () => {
      const games = await provider().getGames();
      expect(games.find((g) => g.gameId === 'g-01')).to.deep.include({ identifier: 'book-of-betr', title: 'Book of Betr', demo: true, childish: false });
      expect(games.find((g) => g.identifier === 'live-roulette')).to.deep.include({ demo: false });
      expect(games.find((g) => g.identifier === 'jungle-jackpot')).to.deep.include({ childish: true });
      expect(games.every((g) => typeof g.image === 'string')).to.equal(true);
    });

    itNeeds('a demo launch needs no session: the game address with mode demo', ['launchGame'], async () => {
      const { url } = await provider().launchGame({ identifier: 'starlight-reels', gameId: 'g-02', playMode: 'demo' });
      expect(launched(url).get('game')).to.equal('g-02');
      expect(launched(url).get('mode')).to.equal('demo');
    });

    itNeeds('a game without a demo does not launch in demo mode', ['launchGame'], async () => {
      await expectError(() => provider().launchGame({ identifier: 'live-roulette', gameId: 'g-11', playMode: 'demo' }), 'general', 'unknown-error');
    });

    itNeeds('a real-money launch by a signed-in player: the game address with mode real', ['launchGame'], async () => {
      await signIn();
      const { url } = await provider().launchGame({ identifier: 'dragon-gold', gameId: 'g-05', playMode: 'real' });
      expect(launched(url).get('game')).to.equal('g-05');
      expect(launched(url).get('mode')).to.equal('real');
    });

    itNeeds('favorites: the seeded ones; add puts a game there, remove takes it away', ['getFavorites', 'addFavorite', 'removeFavorite'], async () => {
      await signIn();
      const ids = async () => (await provider().getFavorites()).map((f) => f.gameId);
      expect(await ids()).to.deep.equal(['g-01', 'g-03']);
      await provider().addFavorite('g-05');
      expect(await ids()).to.deep.equal(['g-01', 'g-03', 'g-05']);
      await provider().removeFavorite('g-01');
      expect(await ids()).to.deep.equal(['g-03', 'g-05']);
    });

    itNeeds('last played: most recent first, the default limit is 10, a smaller limit is kept', ['getLastPlayed', 'setLastPlayed'], async () => {
      await signIn();
      expect((await provider().getLastPlayed()).map((g) => g.gameId)).to.deep.equal(['g-03', 'g-01', 'g-05']);
      for (const id of ['g-02', 'g-04', 'g-06', 'g-07', 'g-08', 'g-09', 'g-10', 'g-11', 'g-12']) await provider().setLastPlayed(id);
      const all = await provider().getLastPlayed();
      expect(all.map((g) => g.gameId)).to.deep.equal(['g-12', 'g-11', 'g-10', 'g-09', 'g-08', 'g-07', 'g-06', 'g-04', 'g-02', 'g-03']);
      expect(all[0]).to.deep.include({ identifier: 'live-baccarat', title: 'Live Baccarat' });
      expect((await provider().getLastPlayed(2)).map((g) => g.gameId)).to.deep.equal(['g-12', 'g-11']);
    });
  });
}
