import type { StubKnobs } from './host-api';
import { provider } from '../stores/current-provider';
import { signOut } from '../stores/session';

/** The simulated casino's test knobs behind `betr.stub` (stub adapter only). */
async function stubControls(): Promise<Record<string, (...args: unknown[]) => unknown>> {
  const p = (await provider()) as unknown as { name: string; controls?: Record<string, (...args: unknown[]) => unknown> };
  if (p.name !== 'stub' || !p.controls) throw new Error('betr.stub: the stub adapter is not in use');
  return p.controls;
}

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
