import { provider } from './current-provider';

/** A control of the simulated casino's (its `controls`): a test knob such as `latency` or `fail`. */
export type StubControl = (...args: unknown[]) => unknown;

/**
 * The simulated casino's test knobs (stub adapter only), behind the page's `betr.stub`. Refused
 * with a clear message on any other platform: a page never turns a real platform's knobs.
 */
export async function stubControls(): Promise<Record<string, StubControl>> {
  const p = (await provider()) as unknown as { name: string; controls?: Record<string, StubControl> };
  if (p.name !== 'stub' || !p.controls) throw new Error('betr.stub: the stub adapter is not in use');
  return p.controls;
}
