import type { Lack } from '../domain/operations';
import type { ContractOptions, Fixture, OwnRule, ProviderUnderTest } from './options';

/** What a case needs: operations (or limit kinds) of the adapter, rules it may replace, fixtures of the platform. */
export type Need = Lack | OwnRule | Fixture;

const FIXTURES: Record<Fixture, string> = {
  player: 'player',
  'second player': 'secondPlayer',
  'new player': 'newPlayer',
  reset: 'reset',
  outbox: 'outbox',
  failures: 'fail',
  clock: 'advanceClock',
};

const isFixture = (need: Need): need is Fixture => Object.hasOwn(FIXTURES, need);

/**
 * The adapter lacks `what`: its `lacks` names it, or it is an operation the provider object
 * does not define (an operator's partial provider).
 */
export function lacks(provider: ProviderUnderTest, what: Lack): boolean {
  if (provider.lacks?.has(what)) return true;
  // Operations are identifiers; the other things a platform may lack ('deposit limits') are phrases.
  return /^[a-z]\w*$/.test(what) && typeof (provider as Record<string, unknown>)[what] !== 'function';
}

/** A player signs in through the platform's own framework (options.signIn) or the adapter's signIn. */
export const canSignIn = (provider: ProviderUnderTest, options: ContractOptions) => Boolean(options.signIn) || !lacks(provider, 'signIn');

function given(fixture: Fixture, provider: ProviderUnderTest, options: ContractOptions): boolean {
  if (fixture === 'player') return Boolean(options.player) && canSignIn(provider, options);
  return Boolean(options[FIXTURES[fixture] as keyof ContractOptions]);
}

/**
 * Why a case with these needs is skipped for this adapter and these options, or null when it
 * runs: the fixtures not given, then the rules the platform replaces, then what the adapter lacks.
 */
export function skipReason(needs: readonly Need[], provider: ProviderUnderTest, options: ContractOptions): string | null {
  const reasons: string[] = [];
  const fixtures = needs.filter(isFixture).filter((fixture) => !given(fixture, provider, options));
  for (const fixture of fixtures) {
    reasons.push(
      fixture === 'player' && options.player
        ? 'no way to sign the player in (the adapter lacks signIn and options.signIn is not given)'
        : `the '${fixture}' fixture is not given (options.${FIXTURES[fixture]})`,
    );
  }
  const rest = needs.filter((need) => !isFixture(need)) as (Lack | OwnRule)[];
  const own = rest.filter((need) => options.ownRules?.includes(need as OwnRule));
  if (own.length) reasons.push(`the platform's own rule: ${own.join(', ')}`);
  const lacking = rest.filter((need) => !own.includes(need) && lacks(provider, need as Lack));
  if (lacking.length) reasons.push(`the adapter lacks ${lacking.join(', ')}`);
  return reasons.length ? reasons.join('; ') : null;
}
