import { restWorld } from './harness';
import { xssSuite } from './xss-suite';

xssSuite(restWorld);
