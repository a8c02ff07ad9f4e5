// The page's one provider: the configured adapter's code loaded on first use, created once
// and shared by every store (the Provider interface itself is src/adapters/provider.ts).
import { atom, map } from 'nanostores';
import type { AdapterFactory, BuiltInAdapter, Provider, ProviderEvent } from '../adapters/provider';
import { $config, type BetrConfig } from './config';

type AdapterModule = { createProvider(config: BetrConfig): Provider | Promise<Provider> };

/** Only the chosen adapter's code is loaded: each is its own chunk. */
const adapters: Record<BuiltInAdapter, () => Promise<AdapterModule>> = {
  stub: () => import('../adapters/stub/index'),
  rest: () => import('./rest-adapter'),
  wamp: () => import('./wamp-adapter'),
  turnkey: () => import('../adapters/turnkey/index'),
};

/** The page's own adapters, by name (`registerAdapter`); ./own-provider waits here for one not registered yet. */
export const $ownAdapters = map<Record<string, AdapterFactory>>({});

/**
 * The provider could not be created (an adapter's factory threw, a name nobody registered):
 * every element shows the error with Try again ({@link retryProvider}) rather than a form
 * that can only fail.
 */
export const $providerFailed = atom(false);

let current: { config: BetrConfig; provider: Promise<Provider> } | null = null;
const listeners = new Set<(event: ProviderEvent) => void>();
let unsubscribeCurrent: (() => void) | null = null;

const isBuiltIn = (name: string): name is BuiltInAdapter => Object.hasOwn(adapters, name);

/**
 * Let the page select its own adapter by `name` (`<betr-config adapter="name">`,
 * `betr.configure({ adapter: name })`). A built-in name or a name registered before is
 * refused: the first registration stands.
 */
export function registerAdapter(name: string, factory: AdapterFactory): boolean {
  if (isBuiltIn(name) || $ownAdapters.get()[name]) {
    console.error(`betr.registerAdapter: "${name}" is registered already`);
    return false;
  }
  $ownAdapters.setKey(name, factory);
  // Registered after the page gave up waiting for it: the elements try again on their own.
  if ($config.get().adapter === name) retryProvider();
  return true;
}

function create(config: BetrConfig): Promise<Provider> {
  const name = config.adapter;
  // A page's own adapter: the code that makes it whole loads only on a page that selects one.
  if (!isBuiltIn(name)) return import('./own-provider').then((m) => m.createOwnProvider(config));
  return adapters[name]().then((module) => module.createProvider(config));
}

/**
 * The page's provider, created on first use from the configuration of that moment.
 * Stores are the only callers (STYLE.md rule 6).
 */
export function provider(): Promise<Provider> {
  const config = $config.get();
  if (current && current.config === config) return current.provider;
  if (current && sameAdapter(current.config, config)) {
    current = { config, provider: current.provider };
    return current.provider;
  }
  unsubscribeCurrent?.();
  unsubscribeCurrent = null;
  // A factory that throws at once fails the same way as one that rejects.
  const created = Promise.resolve().then(() => create(config));
  current = { config, provider: created };
  $providerFailed.set(false);
  created.then(
    (p) => {
      if (current?.provider !== created) return;
      unsubscribeCurrent = p.subscribe((event) => listeners.forEach((listener) => listener(event)));
    },
    (error: unknown) => {
      if (current?.provider !== created) return;
      console.error(`betr: the "${config.adapter}" adapter could not be created:`, error);
      $providerFailed.set(true);
    },
  );
  return created;
}

/**
 * The player's Try again after the provider could not be created: create it anew. The
 * elements show their views again meanwhile, and each asks for what it needs.
 */
export function retryProvider(): void {
  if (!$providerFailed.get()) return;
  current = null;
  provider().catch(() => undefined);
}

// A configuration changed after a failure is tried at once: the elements showing the failure need not wait for a Try again.
$config.listen(retryProvider);

/** Events pushed by whichever provider is current (session state, balance, errors). */
export function onProviderEvent(listener: (event: ProviderEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether two configurations are served by the same provider (a change between them, such as
 * the locale, makes none anew). A page's own adapter is made once a page: its options are read
 * when it is created.
 */
export function sameAdapter(a: BetrConfig, b: BetrConfig): boolean {
  if (a.adapter !== b.adapter) return false;
  return (
    !isBuiltIn(a.adapter) ||
    (a.apiUrl === b.apiUrl &&
      a.url === b.url &&
      a.realm === b.realm &&
      a.host === b.host &&
      a.brandId === b.brandId &&
      a.brandDomain === b.brandDomain)
  );
}
