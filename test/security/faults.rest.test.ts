import { waitUntil } from '../wait';
import { faultSuite } from './faults-suite';
import { demo, demoRead, restWorld } from './harness';

/** The paths of the calls the stand-in's 'slow' fault holds now. */
const held = async () => ((await demoRead('fault')) as { held: string[] }).held;

faultSuite(restWorld, {
  set: (operation, fault) => demo('fault', { ...fault.rest, path: operation.restPath }).then(() => undefined),
  clear: () => demo('fault', { mode: 'none' }).then(() => undefined),
  holding: (operation) =>
    waitUntil(
      async () => (await held()).some((path) => path.startsWith(operation.restPath)),
      `the platform never held ${operation.restPath}`,
      { timeout: 8000 },
    ),
});
