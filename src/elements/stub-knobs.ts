import type { StubKnobs } from './host-api';
import { stubControls } from '../stores/stub-controls';
import { signOut } from '../stores/session';

/** The simulated casino's test knobs behind `betr.stub` (stub adapter only). */
export const stub: StubKnobs = {
  outbox: async () => (await stubControls()).outbox() as Awaited<ReturnType<StubKnobs['outbox']>>,
  reset: async () => {
    (await stubControls()).reset();
    await signOut();
  },
  latency: async (ms) => void (await stubControls()).latency(ms),
  fail: async (operation, key, area) => void (await stubControls()).fail(operation, key, area),
  control: async (name, ...args) => {
    const controls = await stubControls();
    const control = controls[name];
    if (typeof control !== 'function') throw new Error(`betr.stub: no control "${name}"`);
    return control(...args);
  },
};
