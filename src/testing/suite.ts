/**
 * What every group of contract cases works with: the provider under test (a fresh one before
 * each case), its fixtures, and `itNeeds`, a case that is skipped with its reason when what it
 * needs is not there. `testProvider` and betr's own seeded-casino suite both register through it.
 */
import type { Provider } from '../adapters/provider';
import type { SignInResult } from '../domain/model';
import { isNotImplemented } from './expect-error';
import { mochaGlobals, type CaseContext } from './mocha';
import type { ContractOptions, Credentials, ProviderUnderTest } from './options';
import { skipReason, type Need } from './skip-reason';

/** A case that needs these operations, rules and fixtures. */
export type ItNeeds = (title: string, needs: readonly Need[], fn: () => Promise<void>) => void;

export interface Suite {
  /** The provider of the running case, typed whole: a case runs only when what it needs is there. */
  provider(): Provider;
  /** The same provider as the operator gave it (its operations optional). */
  underTest(): ProviderUnderTest;
  /** Another page's provider (`makeProvider` called again). */
  newPage(): Promise<Provider>;
  /** Signs `who` (the 'player' fixture unless named) in, through options.signIn where given. */
  signIn(who?: Credentials): Promise<Pick<SignInResult, 'sessionId'>>;
  /** The options, the fixtures the cases read among them. */
  options: ContractOptions;
  itNeeds: ItNeeds;
}

/**
 * Registers `register`'s cases under `title`: `makeProvider` is called before each case, then
 * the 'reset' fixture where given.
 */
export function describeSuite(
  title: string,
  makeProvider: () => ProviderUnderTest | Promise<ProviderUnderTest>,
  options: ContractOptions,
  register: (suite: Suite) => void,
): void {
  const { describe, it, beforeEach } = mochaGlobals();
  describe(title, () => {
    let underTest: ProviderUnderTest;

    beforeEach(async () => {
      underTest = await makeProvider();
      await options.reset?.();
    });

    const provider = () => underTest as Provider;
    const signIn = (who: Credentials = options.player!) =>
      options.signIn ? options.signIn(who.email, who.password) : provider().signIn(who.email, who.password);

    /**
     * Skipped, with the reason in its title, where the adapter lacks what the case needs
     * (`lacks`, or no such function), the options name the rule as the platform's own, or the
     * options do not give the fixture.
     */
    const itNeeds: ItNeeds = (caseTitle, needs, fn) =>
      it(caseTitle, async function (this: CaseContext) {
        const skip = (reason: string): never => {
          if (this.test) this.test.title = `${caseTitle} (skipped: ${reason})`;
          return this.skip();
        };
        const reason = skipReason(needs, underTest, options);
        if (reason) skip(reason);
        try {
          await fn();
        } catch (error) {
          // An operation the adapter lacks without saying so in `lacks`: skipped as lacking, not failed.
          if (isNotImplemented(error))
            skip(`the adapter lacks ${(error as { operation?: string }).operation ?? 'an operation'} (it rejected with NotImplemented)`);
          throw error;
        }
      });

    register({
      provider,
      underTest: () => underTest,
      newPage: async () => (await makeProvider()) as Provider,
      signIn,
      options,
      itNeeds,
    });
  });
}
