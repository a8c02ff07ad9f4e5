/**
 * betr's one Trusted Types policy, named `betr`. A page that enforces Trusted Types
 * (`require-trusted-types-for 'script'`) lists it in its `trusted-types` directive (docs/embed-on-a-page.md,
 * "Under Trusted Types"); every other page, and a browser without Trusted Types, gets plain strings.
 *
 * What it makes:
 * - HTML only to be parsed into an inert document (no script runs, nothing loads): by DOMPurify,
 *   which returns what it kept (react/ui/SafeHtml, the one module that takes the policy, to hand
 *   it to DOMPurify), and by `inertDocument` (a preview's plain text);
 * - script URLs, http(s) addresses (or paths on the page's own) only (`scriptUrl`): the chat
 *   service and the turnkey framework. (The cashier, which dist/cashier.js carries alone, has a
 *   policy of its own: ./cashier/trusted-types.)
 */
export interface BetrPolicy {
  /** A TrustedHTML where the browser has Trusted Types. */
  createHTML(html: string): string;
  /** A TrustedScriptURL where the browser has Trusted Types. */
  createScriptURL(url: string): string;
}

interface PolicyFactory {
  createPolicy(name: string, rules: BetrPolicy): BetrPolicy;
}

/** The policy's name, for the page's `trusted-types` directive. */
export const TRUSTED_TYPES_POLICY = 'betr';

let policy: BetrPolicy | null | undefined;

const rules: BetrPolicy = {
  createHTML: (html) => html,
  createScriptURL(url) {
    const { protocol } = new URL(url, document.baseURI);
    if (protocol !== 'https:' && protocol !== 'http:') throw new TypeError(`betr: ${url} is not a script address betr loads`);
    return url;
  },
};

/**
 * The policy, made on first use; null where the browser has no Trusted Types or the page does
 * not allow it (then the browser reports the blocked sink, as for any other script).
 */
export function betrPolicy(): BetrPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  try {
    policy = factory ? factory.createPolicy(TRUSTED_TYPES_POLICY, rules) : null;
  } catch {
    console.error(
      `betr: the page's Trusted Types do not allow the policy '${TRUSTED_TYPES_POLICY}' (docs/embed-on-a-page.md, "Under Trusted Types")`,
    );
    policy = null;
  }
  return policy;
}

/** `html` parsed into an inert document (DOMParser's: no script runs, no resource loads). */
export function inertDocument(html: string): Document {
  const policy = betrPolicy();
  return new DOMParser().parseFromString((policy ? policy.createHTML(html) : html) as string, 'text/html');
}

/** A script element's address, through the policy where the page has one. */
export function scriptUrl(url: string): string {
  return (betrPolicy() ?? rules).createScriptURL(url);
}
