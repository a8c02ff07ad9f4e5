import { createMemoryStorage, createStubProvider, type StubProvider } from '../../src/adapters/stub/index';
import { testProvider } from 'betr-widgets/testing';

// Every provider made here shares one casino (one storage), as pages of one browser do;
// the controls act on the provider under test.
const storage = createMemoryStorage();
let current: StubProvider;

testProvider('stub', () => (current = createStubProvider({ storage })), {
  reset: async () => current.controls.reset(),
  outbox: async () => current.controls.outbox(),
  fail: async (operation, key) => current.controls.fail(operation, key),
  advanceClock: async (ms) => current.controls.advanceClock(ms),
  referenceCasino: true,
});
