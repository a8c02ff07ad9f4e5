import { stubWorld } from './harness';
import { xssSuite } from './xss-suite';

xssSuite(stubWorld);
