import type { CashierEnvironment } from './environments';

/** The protocol version we speak (the provider's bootstrapper 1.3.x); sent as attributes.bootstrapVersion. */
export const BOOTSTRAP_VERSION = '1.3.29';

/** Default time for the cashier iframe to report CASHIER_INIT_LOAD (spec: 10000 ms). */
export const DEFAULT_INIT_LOAD_TIMEOUT_MS = 10_000;

/** Any value the cashier takes: nested objects are flattened or sent as JSON. */
export type ConfigValue = string | number | boolean | null | undefined | ConfigObject | ConfigValue[];
export interface ConfigObject {
  [key: string]: ConfigValue;
}

/**
 * What the host page passes to the cashier (spec: cashier configuration). Other cashier
 * settings (method, amount, bonusCode, providerType, autoProcess, predefinedAmounts, ...)
 * are sent as they are.
 */
export interface CashierSettings {
  environment: CashierEnvironment;
  merchantId: string;
  userId?: string;
  sessionId?: string;
  user?: ConfigObject;
  attributes?: ConfigObject;
  /** Nested by group: `{ buttons: { color: '#222' } }` is sent as `theme_buttons_color`. */
  theme?: ConfigObject;
  font?: string;
  locale?: string;
  /** CSS sizes of the iframe; default 100%. */
  containerHeight?: string;
  containerWidth?: string;
  /** CSS min-height of the iframe; default 0px; not sent. */
  containerMinHeight?: string;
  /** Milliseconds to wait for CASHIER_INIT_LOAD (default 10000); not sent. */
  initLoadErrorTimeout?: number;
  version?: string;
  useExperimentalCdn?: boolean;
  didAccessToken?: string;
  userData?: ConfigObject;
  [setting: string]: ConfigValue | LookupConfig | HTMLElement;
}

export interface CashierConfig extends CashierSettings {
  /** When given, the lookup (checkout) iframe loads first and sets the cashier up; not sent. */
  lookupConfig?: LookupConfig;
}

/** The lookup iframe's configuration: the cashier's fields, plus where to put it. */
export interface LookupConfig extends Partial<CashierSettings> {
  /** The element (or a selector for it) the lookup iframe goes in; the cashier's container by default. */
  domElement?: HTMLElement | string;
}
