import { createMemoryStorage, createStubProvider, type StubProvider } from '../../src/adapters/stub/index';
import { MAPPED_ERRORS } from '../../src/adapters/rest/errors';
import { SEEDED_PLAYERS, testSeededCasino } from '../../src/testing/seeded-casino/index';
import { testProvider, type ContractOptions } from 'betr-widgets/testing';

// Every provider made here shares one casino (one storage), as pages of one browser do;
// the controls act on the provider under test.
const storage = createMemoryStorage();
let current: StubProvider;
const make = () => (current = createStubProvider({ storage }));
const options: ContractOptions = {
  ...SEEDED_PLAYERS,
  reset: async () => current.controls.reset(),
  outbox: async () => current.controls.outbox(),
  fail: async (operation, key) => current.controls.fail(operation, key),
  errorKeys: MAPPED_ERRORS,
  advanceClock: async (ms) => current.controls.advanceClock(ms),
};

testProvider('stub', make, options);
testSeededCasino('stub', make, options);
