import { BOOTSTRAP_VERSION, type CashierConfig, type ConfigValue, type LookupConfig } from './config';
import { cashierHosts, type CashierHosts } from './environments';

/** Past this many characters a query may break in some browsers (spec). */
export const QUERY_WARNING_LENGTH = 2000;

/** Host-side settings: they shape the iframe or the flow and never reach the cashier. */
export const NOT_SENT: ReadonlySet<string> = new Set(['containerMinHeight', 'initLoadErrorTimeout', 'lookupConfig', 'domElement']);

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
const isObject = (value: unknown): value is Record<string, ConfigValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: ConfigValue) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/** theme_{group}_{key}: every level joined with '_'. */
function flattenTheme(prefix: string, value: ConfigValue, out: [string, string][]): void {
  if (isObject(value)) for (const [key, child] of Object.entries(value)) flattenTheme(`${prefix}_${key}`, child, out);
  else if (!isEmpty(value)) out.push([prefix, text(value)]);
}

/**
 * The query parameters of a cashier or lookup iframe, in order: the config's own keys
 * (theme flattened into theme_{group}_{key}, attributes and user into attributes.{k} and
 * user.{k}), then attributes.hostUri (the page's origin) and attributes.bootstrapVersion
 * last. null, '' and undefined are dropped, never sent as text.
 */
export function queryEntries(config: CashierConfig | LookupConfig, pageOrigin: string): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(config)) {
    if (NOT_SENT.has(key) || isEmpty(value)) continue;
    const v = value as ConfigValue;
    if (key === 'theme' && isObject(v)) flattenTheme('theme', v, out);
    else if ((key === 'attributes' || key === 'user') && isObject(v)) {
      for (const [name, child] of Object.entries(v)) {
        if (!isEmpty(child) && !(key === 'attributes' && (name === 'hostUri' || name === 'bootstrapVersion')))
          out.push([`${key}.${name}`, text(child)]);
      }
    } else out.push([key, text(v)]);
  }
  out.push(['attributes.hostUri', pageOrigin], ['attributes.bootstrapVersion', BOOTSTRAP_VERSION]);
  return out;
}

export function toQueryString(entries: [string, string][]): string {
  return entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}

function withQuery(base: string, config: CashierConfig | LookupConfig, pageOrigin: string): string {
  const query = toQueryString(queryEntries(config, pageOrigin));
  if (query.length > QUERY_WARNING_LENGTH) {
    console.error(
      `PIQ Cashier: the iframe query is ${query.length} characters long; over ${QUERY_WARNING_LENGTH} it may break in some browsers. ` +
        'Pass attributes through the script API (cashier.update({ attributes })) instead.',
    );
  }
  return `${base}?${query}`;
}

/** {api host}/paymentiq/cashier/?{query} */
export function cashierUrl(config: CashierConfig, pageOrigin: string, hosts: CashierHosts = cashierHosts(config.environment)): string {
  return withQuery(`${hosts.api}/paymentiq/cashier/`, config, pageOrigin);
}

/** {checkout host}/checkout-client/{version or 'master'}/?{query} */
export function lookupUrl(
  config: LookupConfig & { environment: CashierConfig['environment'] },
  pageOrigin: string,
  hosts: CashierHosts = cashierHosts(config.environment),
): string {
  const version = config.version ? encodeURIComponent(config.version) : 'master';
  const { version: _version, ...rest } = config;
  return withQuery(`${hosts.checkout}/checkout-client/${version}/`, rest, pageOrigin);
}
