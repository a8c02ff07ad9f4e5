import { authorizeScriptUrl } from './trusted-types';

/**
 * What a payment method asks of the host page now and then, loaded with the first such request
 * rather than with every cashier (src/cashier/cashier.ts): leave for another address
 * (TOP_URL_REPLACE), add its authorize script (SETUP_AUTHORIZE_SCRIPT, through the cashier's
 * Trusted Types policy) and call a method of it (EXECUTE_AUTHORIZE_METHOD).
 */

/**
 * TOP_URL_REPLACE redirects the page only to a web address, resolved against `base`: the rule
 * of src/domain/safe-url (a path on this site or an http(s) address; never javascript:, data:,
 * `//host`, `/\host` or control characters), kept here in its own words because
 * dist/cashier.js imports nothing of betr's. src/domain/safe-url.test.ts runs the same
 * vectors through both.
 */
export function webUrl(url: unknown, base: string): string | null {
  if (typeof url !== 'string') return null;
  const text = url.trim();
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(text) || !/^(\/(?![/\\])|https?:\/\/[^/\\])/i.test(text)) return null;
  try {
    const parsed = new URL(text, base);
    return text[0] !== '/' || parsed.origin === new URL(base).origin ? parsed.href : null;
  } catch {
    return null;
  }
}

/** TOP_URL_REPLACE: the top page (else this one) goes to `url`, a web address only. */
export function replaceTopUrl(url: unknown): void {
  const address = webUrl(url, window.location.href);
  if (!address) return console.error('PIQ Cashier: TOP_URL_REPLACE needs an http(s) address');
  try {
    (window.top ?? window).location.replace(address);
  } catch {
    window.location.replace(address);
  }
}

/** SETUP_AUTHORIZE_SCRIPT: an https script, or one of the cashier's `allowed` origins, added to the page and kept in `scripts`. */
export function addAuthorizeScript(provider: unknown, source: unknown, allowed: readonly string[], scripts: Set<HTMLScriptElement>): void {
  const fail = () => console.error(`Unable to add authenticate script for ${String(provider)}`);
  const src = webUrl(source, window.location.href);
  if (!src || (!src.startsWith('https:') && !allowed.includes(new URL(src).origin))) return fail();
  const script = document.createElement('script');
  script.src = authorizeScriptUrl(src);
  script.async = true;
  script.onerror = fail;
  scripts.add(script);
  document.body.append(script);
}

/** EXECUTE_AUTHORIZE_METHOD: a dotted name on `window` (`ApplePay.start`), called only once an authorize script is in `scripts`. */
export function executeAuthorizeMethod(method: unknown, parameters: unknown, scripts: ReadonlySet<HTMLScriptElement>): void {
  const path = typeof method === 'string' && /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(method) ? method.split('.') : null;
  let owner: unknown = window;
  let target: unknown = scripts.size && path ? window : undefined;
  for (const key of path ?? []) {
    owner = target;
    target = target === null || target === undefined ? undefined : (target as Record<string, unknown>)[key];
  }
  if (typeof target !== 'function') return console.error(`Unable to execute authorize method ${String(method)}`);
  try {
    (target as (...args: unknown[]) => unknown).apply(owner, Array.isArray(parameters) ? parameters : [parameters]);
  } catch (error) {
    console.error(`Unable to execute authorize method ${String(method)}`, error);
  }
}
