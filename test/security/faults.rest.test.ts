import { faultSuite } from './faults-suite';
import { demo, restWorld } from './harness';

faultSuite(restWorld, {
  set: (operation, fault) => demo('fault', { ...fault.rest, path: operation.restPath }).then(() => undefined),
  clear: () => demo('fault', { mode: 'none' }).then(() => undefined),
});
