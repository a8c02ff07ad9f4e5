import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Namespace } from '../../../locales/index';
import type { AccountView } from '../../domain/account';

/**
 * The account area's tabs, in menu order. Each tab's view is its own chunk, loaded the
 * first time the tab shows: a default-exported component with no props, at a fixed path.
 */
export interface AccountTab {
  id: AccountView;
  /** Key of the menu label in `account.menu`. */
  label: AccountView;
  /** The tab's view; null for sign-out, which the shell shows itself. */
  View: LazyExoticComponent<ComponentType> | null;
  /** Locale namespaces the view needs, loaded together with its code. */
  namespaces: Namespace[];
}

const tab = (id: AccountView, View: AccountTab['View'], namespaces: Namespace[] = ['account']): AccountTab => ({
  id,
  label: id,
  View,
  namespaces,
});

export const ACCOUNT_TABS: readonly AccountTab[] = [
  tab(
    'inbox',
    lazy(() => import('./inbox/Inbox')),
  ),
  tab(
    'edit-profile',
    lazy(() => import('./edit-profile/EditProfile')),
  ),
  tab(
    'change-password',
    lazy(() => import('./change-password/ChangePassword')),
  ),
  tab(
    'history',
    lazy(() => import('./history/History')),
  ),
  tab(
    'responsible-gaming',
    lazy(() => import('./responsible-gaming/ResponsibleGaming')),
    ['responsibleGaming'],
  ),
  tab(
    'bonuses',
    lazy(() => import('./bonuses/Bonuses')),
    ['bonuses'],
  ),
  tab(
    'subscriptions',
    lazy(() => import('./subscriptions/Subscriptions')),
  ),
  tab(
    'bonus-code',
    lazy(() => import('./bonus-code/BonusCode')),
    ['bonuses'],
  ),
  tab(
    'verify',
    lazy(() => import('./verify/Verify')),
    ['bonuses'],
  ),
  tab('sign-out', null, []),
];

export function accountTab(id: AccountView): AccountTab {
  return ACCOUNT_TABS.find((t) => t.id === id) ?? ACCOUNT_TABS[0]!;
}
