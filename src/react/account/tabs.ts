import type { ComponentType } from 'react';
import type { Namespace } from '../../../locales/index';
import type { AccountView } from '../../domain/account';
import { preloadable, type FallbackProps } from '../ui/preloadable';

/**
 * The account area's tabs, in menu order. Each tab's view is its own chunk, loaded the
 * first time the tab shows (or, for the tab an element opens on, before its first render):
 * a default-exported component with no props, at a fixed path.
 */
export interface AccountTab {
  id: AccountView;
  /** Key of the menu label in `account.menu`. */
  label: AccountView;
  /** The tab's view, showing `fallback` until its code is here; null for sign-out, which the shell shows itself. */
  View: ComponentType<FallbackProps> | null;
  /** Import the view's code (once; again after a failure). */
  load(): Promise<unknown>;
  /** Locale namespaces the view needs, loaded together with its code. */
  namespaces: Namespace[];
}

const tab = (
  id: AccountView,
  load: (() => Promise<{ default: ComponentType }>) | null,
  namespaces: Namespace[] = ['account'],
): AccountTab => {
  const view = load && preloadable(() => load().then((m) => m.default));
  return { id, label: id, View: view?.Component ?? null, load: view?.load ?? (() => Promise.resolve()), namespaces };
};

export const ACCOUNT_TABS: readonly AccountTab[] = [
  tab('inbox', () => import('./inbox/Inbox')),
  tab('edit-profile', () => import('./edit-profile/EditProfile')),
  tab('change-password', () => import('./change-password/ChangePassword')),
  tab('history', () => import('./history/History')),
  tab('responsible-gaming', () => import('./responsible-gaming/ResponsibleGaming'), ['responsibleGaming']),
  tab('bonuses', () => import('./bonuses/Bonuses'), ['bonuses']),
  tab('subscriptions', () => import('./subscriptions/Subscriptions')),
  tab('bonus-code', () => import('./bonus-code/BonusCode'), ['bonuses']),
  tab('verify', () => import('./verify/Verify'), ['bonuses']),
  tab('sign-out', null, []),
];

export function accountTab(id: AccountView): AccountTab {
  return ACCOUNT_TABS.find((t) => t.id === id) ?? ACCOUNT_TABS[0]!;
}
