import { NotImplemented, type Provider } from './provider';
import { PROVIDER_OPERATIONS, type Lack, type ProviderOperation } from '../domain/operations';

/**
 * What an adapter defines: its name and whichever members its platform has. Every built-in
 * adapter and a page's own (`registerAdapter`'s PartialProvider) are made whole by
 * {@link defineProvider}.
 */
export type ProviderDefinition = Pick<Provider, 'name'> & Partial<Omit<Provider, 'name'>>;

/** What the adapter leaves out besides the operations it lacks. */
export interface DefineOptions {
  /**
   * Operations left out that the front end does its own way (its own popups and games, its own
   * brand blocks, the identity frame in place of a polled order): NotImplemented when called,
   * as every operation left out, but not among what the provider lacks.
   */
  elsewhere?: readonly ProviderOperation[];
}

/** The operations a Provider may be without: asked for by presence, never filled in. Typed complete. */
type OptionalOperation = { [K in ProviderOperation]-?: undefined extends Provider[K] ? K : never }[ProviderOperation];
const OPTIONAL: Readonly<Record<OptionalOperation, true>> = { startIdentityFrame: true, completeIdentityFrame: true };

const noEvents = () => () => undefined;

/** An operation the platform does not have: calling it rejects with NotImplemented. */
const notImplemented = (operation: string) => (): Promise<never> => Promise.reject(new NotImplemented(operation));

/** Every member reachable on `own`: its own properties and its class's (a class-based provider's methods). */
function memberNames(own: object): Set<string> {
  const names = new Set<string>();
  for (let level = own; level !== null && level !== Object.prototype; level = Object.getPrototypeOf(level) as object) {
    for (const name of Object.getOwnPropertyNames(level)) if (name !== 'constructor') names.add(name);
  }
  return names;
}

/**
 * A provider as the stores use every provider, from what an adapter defines: an operation it
 * leaves out rejects with NotImplemented and is in `lacks` (beside what its own `lacks` names),
 * unless the front end does it elsewhere; with no `subscribe` it pushes nothing. The elements,
 * account tabs and sign-in steps that need a lacking operation leave it out through the one
 * path they already take.
 *
 * A new plain object: its methods are the definition's, bound to it (a class's methods keep
 * their `this` and private fields; a frozen definition is never written to), each an own
 * property, as the stores' tests replace them. The definition is read once, here. When nothing
 * is left out, `lacks` is the definition's own set, so an adapter that changes it (the stub's
 * `lack()` knob) is heard.
 */
export function defineProvider<P extends ProviderDefinition>(own: P, options: DefineOptions = {}): Provider & P {
  if (!own || typeof own !== 'object') throw new TypeError('betr: the adapter gave no provider object');
  const source = own as unknown as Record<string, unknown>;
  const provider: Record<string, unknown> = {};
  for (const name of memberNames(own)) {
    const value = source[name];
    provider[name] = typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(own) : value;
  }
  const missing = PROVIDER_OPERATIONS.filter(
    (operation) => typeof provider[operation] !== 'function' && !Object.hasOwn(OPTIONAL, operation),
  );
  for (const operation of missing) provider[operation] = notImplemented(operation);
  const elsewhere = options.elsewhere ?? [];
  const lacking = missing.filter((operation) => !elsewhere.includes(operation));
  provider.lacks = lacking.length || !own.lacks ? new Set<Lack>([...(own.lacks ?? []), ...lacking]) : own.lacks;
  if (typeof provider.subscribe !== 'function') provider.subscribe = noEvents;
  return provider as unknown as Provider & P;
}
