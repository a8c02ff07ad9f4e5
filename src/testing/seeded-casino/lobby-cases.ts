/**
 * The seeded casino's games (named by slug: 'book-of-betr', 'live-roulette'), launches,
 * favorites and last played, its jackpots, tournaments and chat, checked exactly.
 */
import { expect } from '@esm-bundle/chai';
import type { Provider } from '../../adapters/provider';
import { expectError } from '../expect-error';
import { mochaGlobals } from '../mocha';
import type { Suite } from '../suite';

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

export function lobbyCases({ provider, signIn, options, itNeeds }: Suite): void {
  const { describe } = mochaGlobals();
  describe('games, favorites and last played', () => {
    itNeeds('the games list: the seeded games, with their demo and childish flags', ['getGames'], async () => {
      const games = await provider().getGames();
      expect(games.find((g) => g.identifier === 'book-of-betr')).to.deep.include({ title: 'Book of Betr', demo: true, childish: false });
      expect(games.find((g) => g.identifier === 'live-roulette')).to.deep.include({ demo: false });
      expect(games.find((g) => g.identifier === 'jungle-jackpot')).to.deep.include({ childish: true });
    });

    itNeeds('a demo launch needs no session: the game address with mode demo', ['launchGame'], async () => {
      const { url } = await provider().launchGame({ identifier: 'starlight-reels', gameId: 'g-02', playMode: 'demo' });
      expect(launched(url).get('game')).to.equal('g-02');
      expect(launched(url).get('mode')).to.equal('demo');
    });

    itNeeds('a game without a demo does not launch in demo mode', ['launchGame'], async () => {
      await expectError(
        () => provider().launchGame({ identifier: 'live-roulette', gameId: 'g-11', playMode: 'demo' }),
        'general',
        'unknown-error',
      );
    });

    itNeeds('a real-money launch by a signed-in player: the game address with mode real', ['launchGame', 'player'], async () => {
      await signIn();
      const { url } = await provider().launchGame({ identifier: 'dragon-gold', gameId: 'g-05', playMode: 'real' });
      expect(launched(url).get('game')).to.equal('g-05');
      expect(launched(url).get('mode')).to.equal('real');
    });

    itNeeds(
      'favorites: the seeded ones; add puts a game there, remove takes it away',
      ['getFavorites', 'addFavorite', 'removeFavorite', 'player', 'reset'],
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
      ['getLastPlayed', 'setLastPlayed', 'player', 'reset'],
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

  describe('jackpots, leaderboards and chat', () => {
    itNeeds(
      'jackpots: id, amount and currency of each, growing as time passes',
      ['getJackpots', 'casino records', 'player', 'clock'],
      async () => {
        // Signed in, so a stand-in that picks its casino by session (the first platform's HTTP calls) reads this suite's.
        await signIn();
        const before = await provider().getJackpots();
        expect(before.map((j) => [j.id, j.currency])).to.deep.equal([
          ['mega-fruit', 'EUR'],
          ['jungle-jackpot', 'EUR'],
          ['dragon-gold', 'EUR'],
          ['viking-voyage', 'SEK'],
        ]);
        expect(before.map((j) => j.amount)).to.deep.equal([1254300.55, 88410.2, 12990, 452310]);
        await options.advanceClock!(10 * 60_000);
        const after = await provider().getJackpots();
        expect(after.every((j, i) => j.amount > before[i]!.amount)).to.equal(true);
      },
    );

    itNeeds('leaderboard: start and end dates, a default limit of 10, paging by offset', ['getLeaderboard'], async () => {
      const first = await provider().getLeaderboard({ tournamentIdentifier: 'spring-spins' });
      expect(first.players.map((p) => p.position)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(first.players[0]).to.deep.equal({ firstName: 'Anna', lastName: 'K', position: 1, points: 5000 });
      expect(Date.parse(first.startDate)).to.be.below(Date.parse(first.endDate));
      expect(first.canJoin).to.equal(false);
      const second = await provider().getLeaderboard({ tournamentIdentifier: 'spring-spins', offset: 10 });
      expect(second.players.map((p) => p.position)).to.deep.equal([11, 12, 13, 14, 15]);
      await expectError(() => provider().getLeaderboard({ tournamentIdentifier: 'no-such-tournament' }), 'tournament', 'not-found');
    });

    itNeeds(
      'leaderboard: the relative one is around the signed-in player; canJoin where they may opt in',
      ['getLeaderboard', 'player'],
      async () => {
        await signIn();
        const around = await provider().getLeaderboard({ tournamentIdentifier: 'daily-race', limit: 4, relative: true });
        expect(around.players.map((p) => [p.position, p.firstName])).to.deep.equal([
          [6, 'Ola'],
          [7, 'Ida'],
          [8, 'Maria'],
        ]);
        expect((await provider().getLeaderboard({ tournamentIdentifier: 'spring-spins' })).canJoin).to.equal(true);
      },
    );

    itNeeds('chat: the configuration names the chat service script and its options', ['getChatConfig'], async () => {
      expect(await provider().getChatConfig()).to.deep.equal({ scriptUrl: '/demo/chat.js', options: { brand: 'betr-demo' } });
    });
  });
}
