/**
 * The adapter contract: one set of cases over the Provider interface that every adapter
 * passes (STYLE.md rule 8, like unstorage's testDriver), published as `betr-widgets/testing`.
 * An adapter joins with one file: `testProvider(name, makeProvider, options)`, e.g.
 * test/contract/stub.contract.test.ts.
 *
 * The cases hold for any platform: they read the platform through the adapter, sign a new
 * player up through `signUp`, and take what they cannot make that way from the options'
 * fixtures (a seeded player, a reset, the outbox, injected failures, the clock: options.ts).
 * A case is skipped, with its reason in its title, when the adapter lacks an operation it needs,
 * the platform replaces one of its rules, or a fixture it needs is not given.
 */
import { errorCases } from './error-cases';
import { lobbyCases } from './lobby-cases';
import type { ContractOptions, ProviderUnderTest } from './options';
import { playerCases } from './player-cases';
import { registrationCases } from './registration-cases';
import { sessionCases } from './session-cases';
import { describeSuite } from './suite';

/**
 * Registers the contract's cases for one adapter (mocha's BDD interface: describe/it).
 * `makeProvider` is called before each case, and again where a case opens a second page.
 */
export function testProvider(
  name: string,
  makeProvider: () => ProviderUnderTest | Promise<ProviderUnderTest>,
  options: ContractOptions = {},
): void {
  describeSuite(`provider contract: ${name}`, makeProvider, options, (suite) => {
    sessionCases(suite);
    registrationCases(suite);
    playerCases(suite);
    lobbyCases(suite);
    errorCases(suite);
  });
}
