/**
 * The account area's tabs (spec: account §2). The order is the menu's; `inbox` is the tab
 * a player sees first, and the one a message id opens.
 */
export const ACCOUNT_VIEWS = [
  'inbox',
  'edit-profile',
  'change-password',
  'history',
  'responsible-gaming',
  'bonuses',
  'subscriptions',
  'bonus-code',
  'verify',
  'sign-out',
] as const;

export type AccountView = (typeof ACCOUNT_VIEWS)[number];

export const DEFAULT_ACCOUNT_VIEW: AccountView = 'inbox';

export function isAccountView(view: unknown): view is AccountView {
  return (ACCOUNT_VIEWS as readonly unknown[]).includes(view);
}

/** The tab a `view` attribute picks: a tab's id, anything else the inbox. */
export function accountViewOf(view: string | null | undefined): AccountView {
  return isAccountView(view) ? view : DEFAULT_ACCOUNT_VIEW;
}

/** Widget breakpoint of the account menu (spec: 540px). */
export const ACCOUNT_MENU_BREAKPOINT = 540;

/** The side navigation collapses into a dropdown under 540px wide. */
export function accountMenuCollapses(width: number): boolean {
  return width < ACCOUNT_MENU_BREAKPOINT;
}

/** How long a resize settles before the layout follows it (spec: 50 ms). */
export const RESIZE_DEBOUNCE_MS = 50;
