/**
 * The cashier's own Trusted Types policy, `betr-cashier` (docs/embed-on-a-page.md, "Under Trusted Types").
 * dist/cashier.js stands alone, without betr.js, so it cannot share the module of betr's
 * `betr` policy. It makes one kind of value: the address of a payment method's authorize
 * script, which `addAuthorizeScript` has already checked (https, or one of the cashier's
 * origins). Where the browser has no Trusted Types, or the page does not allow the policy,
 * the address stays a string.
 */
export const CASHIER_TRUSTED_TYPES_POLICY = 'betr-cashier';

interface Policy {
  createScriptURL(url: string): string;
}

let policy: Policy | null | undefined;

export function authorizeScriptUrl(checked: string): string {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: Policy): Policy } }).trustedTypes;
    try {
      policy = factory ? factory.createPolicy(CASHIER_TRUSTED_TYPES_POLICY, { createScriptURL: (url) => url }) : null;
    } catch {
      console.error(
        `betr: the page's Trusted Types do not allow the policy '${CASHIER_TRUSTED_TYPES_POLICY}' (docs/embed-on-a-page.md, "Under Trusted Types")`,
      );
      policy = null;
    }
  }
  return policy ? policy.createScriptURL(checked) : checked;
}
