/**
 * `ProviderOperation` (the domain's names, src/domain/operations.ts) names every operation of
 * `Provider` (src/adapters/provider.ts) and nothing else: an operation added to one alone can
 * be neither lacked nor failed by name. Checked by `tsc --noEmit` (no runtime): each line fails
 * the type check when the two lists differ.
 */
import type { Provider, ProviderOperation } from '../../src/index';

/** Members of Provider that are not operations: its name, its events, its connection and its `lacks`. */
type NotAnOperation = 'name' | 'subscribe' | 'reconnect' | 'prepare' | 'forgetSession' | 'needsCaptcha' | 'lacks';
type InterfaceOperation = Exclude<keyof Provider, NotAnOperation>;

const unnamed: [Exclude<InterfaceOperation, ProviderOperation>] extends [never] ? true : false = true;
const notInTheInterface: [Exclude<ProviderOperation, InterfaceOperation>] extends [never] ? true : false = true;
void [unnamed, notInTheInterface];
