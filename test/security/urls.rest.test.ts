import { restWorld } from './harness';
import { urlSuite } from './urls-suite';

urlSuite(restWorld);
