import type { StubProvider } from '../../src/adapters/stub/index';
import { provider } from '../../src/stores/current-provider';
import { faultSuite } from './faults-suite';
import { stubWorld } from './harness';

const controls = async () => ((await provider()) as StubProvider).controls;

faultSuite(stubWorld, {
  async set(operation, fault) {
    if (fault.stub !== 'expire') return (await controls()).fail(operation.stub, fault.stub.key, fault.stub.area);
    // The casino ends every session, as the platform does when one expires.
    const state = JSON.parse(localStorage.getItem('betr:stub')!) as { sessions: Record<string, unknown> };
    state.sessions = {};
    localStorage.setItem('betr:stub', JSON.stringify(state));
  },
  async clear(operation) {
    (await controls()).fail(operation.stub, null);
  },
});
