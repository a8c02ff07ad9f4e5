import { expect } from '@open-wc/testing';
import { NotImplemented, type Provider } from '../adapters/provider';
import { createMemoryStorage, createStubProvider, type StubProvider } from '../adapters/stub/index';
import type { CaseContext, MochaGlobals } from './mocha';
import { SEEDED_PLAYERS, testSeededCasino } from './seeded-casino/index';
import { testProvider, type ContractOptions, type ProviderUnderTest } from './index';

/**
 * The suite's cases as mocha would hold them, registered by `testProvider` (and betr's own
 * `testSeededCasino`, whose cases skip by the same rules) into recording
 * stand-ins for describe/it/beforeEach (this file's own mocha keeps its globals), so each
 * case can be run here and its outcome read: passed, failed or skipped with its title.
 */
interface RecordedCase {
  path: string;
  run(): Promise<{ outcome: 'passed' | 'skipped' | 'failed'; title: string; error?: unknown }>;
}

const SKIPPED = new Error('skipped');
const WALLET = 'wallet: real, bonus and total balance as numbers, and a currency code';

function record(register: () => void): RecordedCase[] {
  const page = globalThis as unknown as MochaGlobals;
  const saved: MochaGlobals = { describe: page.describe, it: page.it, beforeEach: page.beforeEach };
  const cases: RecordedCase[] = [];
  const path: string[] = [];
  const hooks: (() => Promise<void> | void)[][] = [[]];
  page.describe = (title, fn) => {
    path.push(title);
    hooks.push([]);
    fn();
    hooks.pop();
    path.pop();
  };
  page.it = (title, fn) => {
    const before = hooks.flat();
    cases.push({
      path: [...path, title].join(' › '),
      run: async () => {
        const context: CaseContext = {
          test: { title },
          skip: () => {
            throw SKIPPED;
          },
        };
        try {
          for (const hook of before) await hook();
          await fn.call(context);
          return { outcome: 'passed', title: context.test!.title };
        } catch (error) {
          return error === SKIPPED
            ? { outcome: 'skipped', title: context.test!.title }
            : { outcome: 'failed', title: context.test!.title, error };
        }
      },
    });
  };
  page.beforeEach = (fn) => void hooks.at(-1)!.push(fn);
  try {
    register();
  } finally {
    Object.assign(page, saved);
  }
  return cases;
}

const named = (cases: RecordedCase[], title: string) => {
  const found = cases.find((c) => c.path.endsWith(` › ${title}`));
  if (!found) throw new Error(`no case ${title}`);
  return found;
};

/** Both suites, as betr's own contract files register them. */
function bothSuites(name: string, make: () => ProviderUnderTest, options?: ContractOptions): void {
  testProvider(name, make, options);
  testSeededCasino(name, make, options);
}

/** The stub's casino behind a provider the test shapes, with every fixture from its controls. */
function stubCasino() {
  const storage = createMemoryStorage();
  let current: StubProvider = createStubProvider({ storage });
  const make = () => (current = createStubProvider({ storage }));
  const options: ContractOptions = {
    reset: async () => current.controls.reset(),
    outbox: async () => current.controls.outbox(),
    fail: async (operation, key) => current.controls.fail(operation, key),
    advanceClock: async (ms) => current.controls.advanceClock(ms),
    ...SEEDED_PLAYERS,
  };
  return { make, options };
}

describe('betr-widgets/testing: what a case needs and does not get is a skip with its reason', () => {
  it('a provider that leaves an operation out gets the cases of that operation skipped, not failed, and the others run', async () => {
    const { make, options } = stubCasino();
    const cases = record(() =>
      bothSuites(
        'partial',
        () => {
          const { getFavorites: _left, addFavorite: _out, ...rest } = make();
          return rest satisfies ProviderUnderTest;
        },
        options,
      ),
    );
    const favorites = await named(cases, 'favorites: the seeded ones; add puts a game there, remove takes it away').run();
    expect(favorites).to.deep.equal({
      outcome: 'skipped',
      title:
        'favorites: the seeded ones; add puts a game there, remove takes it away (skipped: the adapter lacks getFavorites, addFavorite)',
    });
    expect(await named(cases, WALLET).run()).to.deep.equal({ outcome: 'passed', title: WALLET });
  });

  it("an operation named in the provider's lacks, or rejecting with NotImplemented, skips its cases the same way", async () => {
    const { make, options } = stubCasino();
    const cases = record(() =>
      bothSuites(
        'lacking',
        () => {
          const stub = make();
          const lacking: Provider = {
            ...stub,
            lacks: new Set(['getJackpots']),
            getWallet: () => Promise.reject(new NotImplemented('getWallet')),
          };
          return lacking;
        },
        options,
      ),
    );
    expect(await named(cases, 'jackpots: id, amount and currency of each, growing as time passes').run()).to.deep.equal({
      outcome: 'skipped',
      title: 'jackpots: id, amount and currency of each, growing as time passes (skipped: the adapter lacks getJackpots)',
    });
    expect(await named(cases, WALLET).run()).to.deep.equal({
      outcome: 'skipped',
      title: `${WALLET} (skipped: the adapter lacks getWallet (it rejected with NotImplemented))`,
    });
  });

  it('a missing fixture skips the cases that need it, naming the option; a case whose fixtures are given still fails on a wrong answer', async () => {
    const { make, options } = stubCasino();
    const { outbox: _outbox, ...withoutOutbox } = options;
    const cases = record(() => testProvider('no outbox', make, withoutOutbox));
    expect(await named(cases, 'activates with the code from the outbox, once').run()).to.deep.equal({
      outcome: 'skipped',
      title: "activates with the code from the outbox, once (skipped: the 'outbox' fixture is not given (options.outbox))",
    });

    const bare = record(() => testProvider('no fixtures', make));
    const resetSession =
      "a reset session past its 15 minutes is reset-password.session-expired ('Your reset password session has expired')";
    expect((await named(bare, resetSession).run()).title).to.equal(
      `${resetSession} (skipped: the 'player' fixture is not given (options.player); the 'second player' fixture is not given (options.secondPlayer); the 'outbox' fixture is not given (options.outbox); the 'clock' fixture is not given (options.advanceClock); the 'reset' fixture is not given (options.reset))`,
    );
    const wrong = record(() =>
      testSeededCasino(
        'a wrong wallet',
        () => ({ ...make(), getWallet: async () => ({ realBalance: 1, bonusBalance: 0, totalBalance: 1, currency: 'EUR' }) }),
        options,
      ),
    );
    const result = await named(wrong, "wallet: the seeded casino's 250 + 20 EUR").run();
    expect(result.outcome).to.equal('failed');
    expect(String(result.error)).to.contain('expected { Object (realBalance, bonusBalance, ...) } to deeply equal');
  });

  it('with a player and a reset alone (not the seeded casino), the cases any platform must answer run and pass; the rest are skipped', async () => {
    const { make, options } = stubCasino();
    const cases = record(() =>
      testProvider('player and reset', make, { player: { email: 'player@example.com', password: 'Password1!' }, reset: options.reset }),
    );
    const results = [];
    for (const one of cases) results.push({ path: one.path, ...(await one.run()) });
    expect(results.filter((r) => r.outcome === 'failed').map((r) => `${r.path}: ${String(r.error)}`)).to.deep.equal([]);
    expect(results.filter((r) => r.outcome === 'passed').map((r) => r.title)).to.deep.equal([
      'a wrong password is sign-in.incorrect-credentials',
      'sign-out ends the session: player operations fail afterwards',
      'another page restores a live session by its id, and not an ended one',
      'session info: the minutes signed in, when the session started, the next reality check (a time or null)',
      "session summary: the 12 months' deposits less withdrawals in a currency, the deposit limits' amounts (each a number or null), the last sign-in (a time or null)",
      "profile: the signed-in player's own",
      'player storage: name/type/value text pairs; set merges by name and get answers them; a platform without it says so in lacks',
      WALLET,
      'cashier: the deposit config names a merchant, the player and their session',
      'KYC: an uploaded document is listed; another file type is kyc.invalid-file-type',
      'the games list: gameId, identifier, title, image, demo (play modes include Demo), childish (the flag "1")',
    ]);
  });
});
