import type { ProviderOperation, Lack } from './operations';

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

/**
 * What each tab cannot work without. A platform that lacks one of these (Provider.lacks)
 * is not offered the tab: a menu entry that could only show an error helps no player.
 */
export const ACCOUNT_VIEW_NEEDS: Readonly<Record<AccountView, readonly ProviderOperation[]>> = {
  inbox: ['getMessages'],
  'edit-profile': ['getProfile', 'updateProfile'],
  'change-password': ['changePassword'],
  history: ['getHistory'],
  'responsible-gaming': ['getLimits'],
  bonuses: ['getBonuses'],
  subscriptions: ['getSubscriptions', 'updateSubscriptions'],
  'bonus-code': ['triggerBonus'],
  verify: ['getKycDocuments'],
  'sign-out': [],
};

/** The tabs a platform can serve, in menu order: those whose operations it has. */
export function accountViewsOffered(lacks: ReadonlySet<Lack>): AccountView[] {
  return ACCOUNT_VIEWS.filter((view) => !ACCOUNT_VIEW_NEEDS[view].some((operation) => lacks.has(operation)));
}

/**
 * The tab a `view` attribute picks: a tab's id when it is offered; anything else (unknown,
 * or a tab the platform cannot serve) the first tab offered, the inbox where there is one.
 */
export function accountViewOf(view: string | null | undefined, offered: readonly AccountView[] = ACCOUNT_VIEWS): AccountView {
  return isAccountView(view) && offered.includes(view) ? view : (offered[0] ?? DEFAULT_ACCOUNT_VIEW);
}

/** Widget breakpoint of the account menu (spec: 540px). */
export const ACCOUNT_MENU_BREAKPOINT = 540;

/** The side navigation collapses into a dropdown under 540px wide. */
export function accountMenuCollapses(width: number): boolean {
  return width < ACCOUNT_MENU_BREAKPOINT;
}

/** How long a resize settles before the layout follows it (spec: 50 ms). */
export const RESIZE_DEBOUNCE_MS = 50;
