/**
 * The contract's games, favorites and last-played cases: every adapter that has
 * an operation passes them over its real stand-in; an operation the adapter lacks
 * (`Provider.lacks`) skips the case that needs it. Called from `testProvider`.
 */
import { expect } from '@esm-bundle/chai';
import type { Provider } from '../adapters/provider';
import type { SignInResult } from '../domain/model';
import { expectError } from './expect-error';
import { mochaGlobals } from './mocha';
import type { Need } from './skip-reason';

type ItNeeds = (title: string, needs: readonly Need[], fn: () => Promise<void>) => void;

/** The query of a launched game's address (a path on the page's origin or an http(s) address). */
const launched = (url: string) => new URL(url, location.href).searchParams;

/**
 * A seeded game's id as the platform under test numbers it (the stub's 'g-01', the REST
 * platform's 1001), found by its slug: the cases below name games by slug.
 */
async function gameIds(provider: Provider): Promise<(identifier: string) => string> {
  const games = await provider.getGames();
  return (identifier) => games.find((g) => g.identifier === identifier)?.gameId ?? `no game ${identifier}`;
}

/** `referenceCasino`: the platform holds the reference casino's games, which the cases then check by name. */
export function lobbyCases(
  provider: () => Provider,
  signIn: () => Promise<Pick<SignInResult, 'sessionId'>>,
  itNeeds: ItNeeds,
  referenceCasino: boolean,
): void {
  mochaGlobals().describe('games, favorites and last played', () => {
    itNeeds(
      'the games list: gameId, identifier, title, image, demo (play modes include Demo), childish (the flag "1")',
      ['getGames'],
      async () => {
        const games = await provider().getGames();
        expect(games.length).to.be.above(0);
        expect(games.every((g) => [g.gameId, g.identifier, g.title].every((text) => typeof text === 'string' && text !== ''))).to.equal(
          true,
        );
        expect(games.every((g) => typeof g.image === 'string' && typeof g.demo === 'boolean' && typeof g.childish === 'boolean')).to.equal(
          true,
        );
        if (!referenceCasino) return;
        expect(games.find((g) => g.identifier === 'book-of-betr')).to.deep.include({ title: 'Book of Betr', demo: true, childish: false });
        expect(games.find((g) => g.identifier === 'live-roulette')).to.deep.include({ demo: false });
        expect(games.find((g) => g.identifier === 'jungle-jackpot')).to.deep.include({ childish: true });
      },
    );

    itNeeds('a demo launch needs no session: the game address with mode demo', ['launchGame', 'reference casino'], async () => {
      const { url } = await provider().launchGame({ identifier: 'starlight-reels', gameId: 'g-02', playMode: 'demo' });
      expect(launched(url).get('game')).to.equal('g-02');
      expect(launched(url).get('mode')).to.equal('demo');
    });

    itNeeds('a game without a demo does not launch in demo mode', ['launchGame', 'reference casino'], async () => {
      await expectError(
        () => provider().launchGame({ identifier: 'live-roulette', gameId: 'g-11', playMode: 'demo' }),
        'general',
        'unknown-error',
      );
    });

    itNeeds(
      'a real-money launch by a signed-in player: the game address with mode real',
      ['launchGame', 'player', 'reference casino'],
      async () => {
        await signIn();
        const { url } = await provider().launchGame({ identifier: 'dragon-gold', gameId: 'g-05', playMode: 'real' });
        expect(launched(url).get('game')).to.equal('g-05');
        expect(launched(url).get('mode')).to.equal('real');
      },
    );

    itNeeds(
      'favorites: the seeded ones; add puts a game there, remove takes it away',
      ['getFavorites', 'addFavorite', 'removeFavorite', 'player', 'reset', 'reference casino'],
      async () => {
        await signIn();
        const id = await gameIds(provider());
        const ids = async () => (await provider().getFavorites()).map((f) => f.gameId);
        expect(await ids()).to.deep.equal([id('book-of-betr'), id('mega-fruit')]);
        await provider().addFavorite(id('dragon-gold'));
        expect(await ids()).to.deep.equal([id('book-of-betr'), id('mega-fruit'), id('dragon-gold')]);
        await provider().removeFavorite(id('book-of-betr'));
        expect(await ids()).to.deep.equal([id('mega-fruit'), id('dragon-gold')]);
      },
    );

    itNeeds(
      'last played: most recent first, the default limit is 10, a smaller limit is kept',
      ['getLastPlayed', 'setLastPlayed', 'player', 'reset', 'reference casino'],
      async () => {
        await signIn();
        const slugs = (games: { identifier: string }[]) => games.map((g) => g.identifier);
        expect(slugs(await provider().getLastPlayed())).to.deep.equal(['mega-fruit', 'book-of-betr', 'dragon-gold']);
        const id = await gameIds(provider());
        const played = [
          'starlight-reels',
          'lucky-sevens',
          'viking-voyage',
          'jungle-jackpot',
          'neon-nights',
          'treasure-tiles',
          'blackjack-classic',
          'live-roulette',
          'live-baccarat',
        ];
        for (const slug of played) await provider().setLastPlayed(id(slug));
        const all = await provider().getLastPlayed();
        expect(slugs(all)).to.deep.equal([...played].reverse().concat('mega-fruit'));
        expect(all[0]).to.deep.include({ gameId: id('live-baccarat'), title: 'Live Baccarat' });
        expect(slugs(await provider().getLastPlayed(2))).to.deep.equal(['live-baccarat', 'live-roulette']);
      },
    );
  });
}
