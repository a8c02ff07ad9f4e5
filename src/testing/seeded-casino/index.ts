/**
 * The cases that hold only for betr's own seeded casino (the stub's seed, which the demo
 * server's stand-ins serve): its players (Maria Borg, a blocked one, one on the Spelpaus
 * register), wallet, bonuses, limits, messages, games, jackpots and tournaments, checked by
 * their records. betr's own adapters run it beside `testProvider` (test/contract); it is no part
 * of `betr-widgets/testing`, whose cases an operator's platform answers with its own records.
 */
import type { Credentials, ContractOptions, ProviderUnderTest } from '../options';
import { signUpValues } from '../sign-up-values';
import { mochaGlobals } from '../mocha';
import { canSignIn } from '../skip-reason';
import { describeSuite } from '../suite';
import { expectError } from '../expect-error';
import { accountCases } from './account-cases';
import { bonusAndLimitCases } from './bonus-and-limit-cases';
import { lobbyCases } from './lobby-cases';

const PASSWORD = 'Password1!';

/**
 * The seeded casino's fixtures for `testProvider` too: its activated player, the one who has
 * signed up and not activated, and the values of a new player it accepts (a Maltese player in
 * EUR under MGA).
 */
export const SEEDED_PLAYERS = {
  player: { email: 'player@example.com', password: PASSWORD },
  secondPlayer: { email: 'new@example.com', password: PASSWORD },
  newPlayer: () => signUpValues({ email: 'contract@example.com' }),
} satisfies ContractOptions;

/**
 * Registers the seeded casino's cases for one of betr's adapters (mocha's BDD interface).
 * `options` are `testProvider`'s; the players default to {@link SEEDED_PLAYERS}.
 */
export function testSeededCasino(
  name: string,
  makeProvider: () => ProviderUnderTest | Promise<ProviderUnderTest>,
  options: ContractOptions = {},
): void {
  describeSuite(`seeded casino: ${name}`, makeProvider, { ...SEEDED_PLAYERS, ...options }, (suite) => {
    const { describe, beforeEach } = mochaGlobals();
    const seeded = (email: string): Credentials => ({ email, password: PASSWORD });

    describe('session', () => {
      suite.itNeeds('players who may not play are refused: blocked, and the Spelpaus register', ['signIn'], async () => {
        await expectError(() => suite.signIn(seeded('blocked@example.com')), 'sign-in', 'blocked');
        await expectError(() => suite.signIn(seeded('spelpaus@example.com')), 'sign-in', 'spel-paus-validation-error');
      });
    });

    describe('the signed-in player', () => {
      beforeEach(async () => {
        if (canSignIn(suite.underTest(), suite.options)) await suite.signIn();
      });
      accountCases(suite);
      bonusAndLimitCases(suite);
    });

    lobbyCases(suite);
  });
}
