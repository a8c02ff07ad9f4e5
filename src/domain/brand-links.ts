/** What a rewritten link of a brand block does: a host action, or the privacy policy page. */
export type BrandLinkAction = 'deposit' | 'account' | 'withdraw' | 'contact-us' | 'privacy-policy';

/**
 * The link-rewrite rules of the brand blocks (spec: third platform, About us and Bonus
 * policy): help-deposit opens the deposit, help-deposit-account the account, help-deposit-banking
 * the withdrawal (the cashier's banking side), contact-us the contact popup and privacy-policy
 * the /privacy-policy page. Matched on the link's last path segment, so `/help-deposit`,
 * `https://brand.example/en/help-deposit` and `help-deposit` all count; other links are left alone.
 */
const RULES: Readonly<Record<string, BrandLinkAction>> = {
  'help-deposit': 'deposit',
  'help-deposit-account': 'account',
  'help-deposit-banking': 'withdraw',
  'contact-us': 'contact-us',
  'privacy-policy': 'privacy-policy',
};

export function brandLinkAction(href: string | null): BrandLinkAction | null {
  const segment = (href ?? '').split(/[?#]/)[0]!.replace(/\/+$/, '').split('/').pop() ?? '';
  return Object.hasOwn(RULES, segment) ? RULES[segment]! : null;
}
