import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { AccountView } from '../../domain/account';
import { inboxMoves } from '../../stores/inbox-moves';
import { $lacks } from '../../stores/lacks';
import { $session, $sessionChecked } from '../../stores/session';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { Skeleton } from '../ui/Skeleton';
import { preloadable } from '../ui/preloadable';
import { SignInPrompt } from '../ui/SignInPrompt';

export interface AccountProps {
  /** The tab to show: inbox, edit-profile, change-password, history, responsible-gaming, bonuses, subscriptions, bonus-code, verify, sign-out. */
  view?: AccountView;
  /** Open the inbox at this message. */
  messageId?: string;
}

/**
 * The area module's loader of the tab a view opens on, and its measure of the element's width,
 * once the module is here.
 */
let loadTab: ((view: string | undefined) => Promise<unknown>) | undefined;
let measureWidth: ((host: HTMLElement) => Promise<void>) | undefined;
/**
 * The player's account area (the menu and its tabs) is code a visitor never runs: it loads
 * once a player is signed in, as soon as this module is on the page.
 */
const area = preloadable(
  () =>
    import('./AccountArea').then((m) => {
      loadTab = m.loadTab;
      measureWidth = m.measureHostWidth;
      return m.AccountArea;
    }),
  $session,
);
const Area = area.Component;

/**
 * The code a signed-in player's first screen needs (the element's `prepare`): the area and the
 * tab it opens on, so its first commit is the tab's own view, and inline, the element's width,
 * which picks its menu; none for a visitor. The area's one import serves every element of the page.
 */
export const prepareAccount = ({ view, inline }: AccountProps & { inline?: boolean }, host: HTMLElement): Promise<unknown> | undefined =>
  $session.get() ? area.load().then(() => Promise.all([loadTab!(view), inline && measureWidth!(host)])) : undefined;

/**
 * The account area: a menu of tabs and the chosen tab's view, each view loaded when first
 * shown (AccountArea). A signed-out visitor is asked to sign in.
 */
export function Account({ view, messageId }: AccountProps) {
  const { LL } = useElement();
  const session = useStore($session);
  const checked = useStore($sessionChecked);
  const lacks = useStore($lacks);
  usePopupTitle(LL.account.title());
  // The inbox's turn when this account first shows with its message id: its tab and its code may
  // come later, and a message a link opened meanwhile is newer than the id and stays open.
  const [linked, setLinked] = useState(() => ({ messageId, since: inboxMoves() }));
  if (linked.messageId !== messageId) setLinked({ messageId, since: inboxMoves() });
  const loading = <Skeleton label={LL.states.loading()} />;
  if (!session) return checked ? <SignInPrompt title={LL.account.title()} text={LL.account.signedOut()} /> : loading;
  if (!lacks) return loading;
  return <Area view={view} messageId={messageId} linkedSince={linked.since} lacks={lacks} fallback={loading} />;
}
