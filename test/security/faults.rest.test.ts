import { PROVIDER_SERVER } from '../contract/provider-server';
import { waitUntil } from '../wait';
import { faultSuite } from './faults-suite';
import { demo, REST_CASINO, restWorld } from './harness';

/** The paths of the calls the stand-in's 'slow' fault holds now (GET /api/demo/fault). */
async function held(): Promise<string[]> {
  const response = await fetch(`${PROVIDER_SERVER}/api/demo/fault`, { headers: { 'X-Betr-Casino': REST_CASINO } });
  return ((await response.json()) as { held: string[] }).held;
}

faultSuite(restWorld, {
  set: (operation, fault) => demo('fault', { ...fault.rest, path: operation.restPath }).then(() => undefined),
  clear: () => demo('fault', { mode: 'none' }).then(() => undefined),
  holding: (operation) =>
    waitUntil(
      async () => (await held()).some((path) => path.startsWith(operation.restPath)),
      `the platform never held ${operation.restPath}`,
      {
        timeout: 8000,
      },
    ),
});
