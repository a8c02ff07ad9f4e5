/** The contract's games cases: what any platform's games list answers. */
import { expect } from '@esm-bundle/chai';
import { mochaGlobals } from './mocha';
import type { Suite } from './suite';

export function lobbyCases({ provider, itNeeds }: Suite): void {
  mochaGlobals().describe('games', () => {
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
      },
    );
  });
}
