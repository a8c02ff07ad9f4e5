import { atom } from 'nanostores';
import type { AdapterConfig, AdapterName, AdapterOptions } from '../adapters/provider';
import type { Jurisdiction } from '../domain/model';
import type { CashierSettings } from '../domain/cashier-config';
import type { Messages } from '../../locales/index';

export type { AdapterName, BuiltInAdapter } from '../adapters/provider';

/**
 * The page's one configuration: from `<betr-config>` or `betr.configure({...})`.
 * With nothing configured the stub adapter is used, so a bare tag on a bare page works.
 * The platform settings (apiUrl, url and realm, merchantId, host …) are AdapterConfig's; a
 * page's own adapter (`registerAdapter`) reads options of its own beside them, which it
 * declares in AdapterOptions (declaration merging), so an unknown option is a type error.
 */
export interface BetrConfig extends AdapterConfig, AdapterOptions {
  /** A built-in adapter, or a name the page registered its own under. */
  adapter: AdapterName;
  /** Overrides the jurisdiction derived from the IP country. */
  jurisdiction?: Jurisdiction;
  /** Page language; an element's own `lang` attribute wins. */
  lang?: string;
  currency?: string;
  /**
   * Game origins besides the page's own that may receive the player's single sign-on token
   * at a real-money launch (set with `betr.configure`; a game elsewhere does not open).
   */
  gameOrigins?: readonly string[];
  /** Origin of the bank-identity frame whose messages are accepted. */
  identityOrigin?: string;
  /**
   * A page of the operator's, on the page's origin, where the identity provider's frame
   * redirects with its code (rest). Default: the current page's address.
   */
  identityReturnUrl?: string;
  /**
   * The operator's settings of the payment cashier (spec: the widget's cashier config
   * `settings`): `css` styles the cashier's own page, sent as SET_CSS once it has loaded;
   * `predefinedAmounts` are the amount buttons it offers (a SIRU method still offers 5, 10
   * and 15). Set with `betr.configure`; every cashier and deposit element follows.
   */
  cashier?: CashierSettings;
  /**
   * The operator's own texts over the built-in ones, by locale, namespace and key (the shape
   * of locales/en-US); a locale tag that is none of the six adds that locale. Plain text.
   */
  messages?: Messages;
  /** A JSON file of the same shape as `messages` (at most 1 MB); `messages` wins where both give a key. */
  translationsUrl?: string;
}

export const DEFAULT_CONFIG: BetrConfig = { adapter: 'stub' };

export const $config = atom<BetrConfig>(DEFAULT_CONFIG);

/** What `configure` takes: a setting to change, or `null` to clear one (`adapter: null` is the stub again). */
export type ConfigureOptions = { [K in keyof BetrConfig]?: BetrConfig[K] | null };

/**
 * Merge options into the page configuration. An undefined or empty value leaves a setting as
 * it was; `null` clears it (as removing its `<betr-config>` attribute does), so a page can go
 * back to the derived jurisdiction or the default adapter without a reload.
 */
export function configure(options: ConfigureOptions): BetrConfig {
  const next: { [K in keyof BetrConfig]?: unknown } = { ...$config.get() };
  for (const [key, value] of Object.entries(options) as [keyof BetrConfig, unknown][]) {
    if (value === null) delete next[key];
    else if (value !== undefined && value !== '') next[key] = value;
  }
  next.adapter ??= DEFAULT_CONFIG.adapter;
  $config.set(next as BetrConfig);
  return next as BetrConfig;
}
