// The page's one provider: the configured adapter's code loaded on first use, created once
// and shared by every store (the Provider interface itself is src/adapters/provider.ts).
import type { Provider, ProviderEvent } from '../adapters/provider';
import { $config, type AdapterName, type BetrConfig } from './config';

type AdapterModule = { createProvider(config: BetrConfig): Provider | Promise<Provider> };

/** Only the chosen adapter's code is loaded: each is its own chunk. */
const adapters: Record<AdapterName, () => Promise<AdapterModule>> = {
  stub: () => import('../adapters/stub/index'),
  rest: () => import('../adapters/rest/index'),
  wamp: () => import('./wamp-adapter'),
  turnkey: () => import('../adapters/turnkey/index'),
};

let current: { config: BetrConfig; provider: Promise<Provider> } | null = null;
const listeners = new Set<(event: ProviderEvent) => void>();
let unsubscribeCurrent: (() => void) | null = null;

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
  const load = adapters[config.adapter];
  const created = load
    ? load().then((module) => module.createProvider(config))
    : Promise.reject(new Error(`betr: the "${config.adapter}" adapter is not available in this build`));
  current = { config, provider: created };
  created.then(
    (p) => {
      if (current?.provider !== created) return;
      unsubscribeCurrent = p.subscribe((event) => listeners.forEach((listener) => listener(event)));
    },
    () => undefined,
  );
  return created;
}

/** Events pushed by whichever provider is current (session state, balance, errors). */
export function onProviderEvent(listener: (event: ProviderEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function sameAdapter(a: BetrConfig, b: BetrConfig): boolean {
  return a.adapter === b.adapter && a.apiUrl === b.apiUrl && a.url === b.url && a.realm === b.realm
    && a.host === b.host && a.brandId === b.brandId && a.brandDomain === b.brandDomain;
}
