/**
 * The one way betr sends the page elsewhere. `location.assign` cannot be replaced (browsers
 * make `location` unforgeable), so a test that must see where the page would go, without
 * leaving its own page, replaces `navigation.assign` instead.
 */
export const navigation = {
  assign(href: string): void {
    window.location.assign(href);
  },
};
