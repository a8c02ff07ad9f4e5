import type { CashierEnvironment } from '../domain/model';

export type { CashierEnvironment };

/** Where an environment's cashier (`api`) and lookup (`checkout`) iframes load from. */
export interface CashierHosts {
  api: string;
  checkout: string;
}

/**
 * The hosts of each environment. production and test are the payment provider's public API
 * hosts; mrgreen and casumo are the operator-dedicated hosts of the same provider;
 * development is a local cashier (by default the demo's stand-in on :5000, lookup on :4000;
 * `cashierHosts` moves the cashier to wherever the local one is configured).
 */
export const CASHIER_HOSTS: Readonly<Record<CashierEnvironment, CashierHosts>> = {
  production: { api: 'https://api.paymentiq.io', checkout: 'https://checkout.paymentiq.io' },
  test: { api: 'https://test-api.paymentiq.io', checkout: 'https://test-checkout.paymentiq.io' },
  development: { api: 'http://localhost:5000', checkout: 'http://localhost:4000' },
  mrgreen: { api: 'https://api-mrgreen.paymentiq.io', checkout: 'https://checkout-mrgreen.paymentiq.io' },
  casumo: { api: 'https://api-casumo.paymentiq.io', checkout: 'https://checkout-casumo.paymentiq.io' },
};

/**
 * The hosts of `environment`; an unknown environment is a clear error, never a guess.
 * `localCashier` (an address such as `http://localhost:5120`) replaces the cashier host of the
 * `development` environment only: a page cannot point another environment's payments elsewhere.
 */
export function cashierHosts(environment: string, localCashier?: string): CashierHosts {
  const hosts = Object.hasOwn(CASHIER_HOSTS, environment) ? CASHIER_HOSTS[environment as CashierEnvironment] : undefined;
  if (!hosts) throw new Error(`Unknown cashier environment "${environment}": expected one of ${Object.keys(CASHIER_HOSTS).join(', ')}`);
  return environment === 'development' && localCashier ? { ...hosts, api: new URL(localCashier).origin } : hosts;
}
