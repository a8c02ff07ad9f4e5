import { Component, useState, type ReactNode } from 'react';
import { accountMenuCollapses, accountViewOf, accountViewsOffered, RESIZE_DEBOUNCE_MS, type AccountView } from '../../domain/account';
import type { Lack } from '../../domain/operations';
import { $lacks } from '../../stores/lacks';
import { $session, signOut } from '../../stores/session';
import { useElement, useNamespaces } from '../ui/ElementRoot';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';
import { Dropdown } from '../ui/Dropdown';
import { Skeleton } from '../ui/Skeleton';
import { Tabs, tabPanelProps } from '../ui/Tabs';
import { useHostWidth } from '../ui/useHostWidth';
import type { AccountProps } from './Account';
import { AccountContext } from './context';
import { accountTab, type AccountTab } from './tabs';
import ui from '../ui/ui.module.css';
import styles from './Account.module.css';

/** The element's width, measured ahead of its first render (Account's prepare, beside loadTab). */
export { measureHostWidth } from '../ui/useHostWidth';

/**
 * The signed-in player's account area: a menu of tabs and the chosen tab's view, each view
 * loaded when first shown. A select in the popup variant; side navigation when inline,
 * collapsing into a dropdown (with an option to hide it) when the element is under 540px wide.
 *
 * The menu offers only the tabs the platform can serve (Provider.lacks): a platform without
 * messages has no Inbox entry rather than one that can only show an error, and a `view` it
 * cannot serve opens the first tab offered.
 */
/**
 * The message id each element has opened, and in which session. Kept by the element, not by the
 * area: an area made again (its tab's code or the platform's lacks loaded anew) does not pull a
 * player who has moved on back to the linked message. A new session opens it again.
 */
const openedMessages = new WeakMap<HTMLElement, string>();

/** Import the code of the tab `view` opens on (Account's `prepare`), with the platform's lacks if known. */
export function loadTab(view: string | undefined): Promise<unknown> {
  const lacks = $lacks.get();
  return accountTab(accountViewOf(view, lacks ? accountViewsOffered(lacks) : undefined)).load();
}

export function AccountArea({ view, messageId, linkedSince, lacks }: AccountProps & { linkedSince: number; lacks: ReadonlySet<Lack> }) {
  const { LL, inline, emit, host } = useElement();
  const offered = accountViewsOffered(lacks);
  // The `view` attribute picks the tab, and a new value switches to it; in between the
  // player moves freely.
  const [shown, setShown] = useState<{ view?: string; selected?: string }>({ view, selected: view });
  if (shown.view !== view) setShown({ view, selected: view });
  const selected = accountViewOf(shown.view === view ? shown.selected : view, offered);
  // The popup's menu is a dropdown whatever its width.
  const width = useHostWidth(RESIZE_DEBOUNCE_MS, inline);
  const [menuHidden, setMenuHidden] = useState(false);
  const takeMessageId = () => {
    const session = $session.get()?.sessionId;
    const taken = `${session}\n${messageId}`;
    if (!messageId || openedMessages.get(host) === taken) return undefined;
    openedMessages.set(host, taken);
    return { id: messageId, since: linkedSince };
  };

  const select = (next: AccountView) => {
    if (next === selected) return;
    setShown({ view, selected: next });
    emit('betr-account-view', { view: next });
  };
  const items = offered.map((id) => ({ id, label: LL.account.menu[accountTab(id).label]() }));
  const dropdown = !inline || accountMenuCollapses(width);
  const collapsible = inline && dropdown;

  return (
    <AccountContext.Provider value={{ takeMessageId, select }}>
      <section className={dropdown ? styles.account : `${styles.account} ${styles.side}`} aria-labelledby="account-title" part="account">
        <h2 className={`${ui.title} ${styles.heading}`} id="account-title" part="title">
          {LL.account.title()}
        </h2>
        {dropdown ? (
          <div className={styles.collapsedMenu} part="menu">
            <div id="account-menu" hidden={menuHidden}>
              <Dropdown
                id="account-menu-select"
                label={LL.account.menu.label()}
                options={items.map((item) => ({ value: item.id, label: item.label }))}
                value={selected}
                onChange={(value) => select(accountViewOf(value, offered))}
              />
            </div>
            {collapsible && (
              <Button variant="link" aria-expanded={!menuHidden} aria-controls="account-menu" onClick={() => setMenuHidden(!menuHidden)}>
                {menuHidden ? LL.account.menu.show() : LL.account.menu.hide()}
              </Button>
            )}
          </div>
        ) : (
          <nav className={styles.menu} aria-label={LL.account.menu.label()} part="menu">
            <Tabs
              label={LL.account.menu.label()}
              items={items}
              selected={selected}
              onSelect={(id) => select(accountViewOf(id, offered))}
              orientation="vertical"
              idPrefix="account"
            />
          </nav>
        )}
        <div
          className={styles.panel}
          part="panel"
          {...(dropdown
            ? { id: 'account-panel', role: 'region', 'aria-label': LL.account.menu[selected]() }
            : tabPanelProps('account', selected))}
        >
          <PanelBoundary key={selected} message={LL.errors.fallback()}>
            <TabPanel tab={accountTab(selected)} />
          </PanelBoundary>
        </div>
      </section>
    </AccountContext.Provider>
  );
}

/** A tab's view once its code and texts are here; sign-out is the shell's own. */
function TabPanel({ tab }: { tab: AccountTab }) {
  const { LL } = useElement();
  const ready = useNamespaces(tab.namespaces);
  const loading = <Skeleton label={LL.states.loading()} />;
  if (!tab.View) return <SignOutPanel />;
  if (!ready) return loading;
  return <tab.View fallback={loading} />;
}

function SignOutPanel() {
  const { LL } = useElement();
  return (
    <div className={ui.stack}>
      <p className={ui.text}>{LL.account.signOutQuestion()}</p>
      <div className={ui.actions}>
        <Button onClick={() => void signOut()}>{LL.actions.signOut()}</Button>
      </div>
    </div>
  );
}

/** A tab that fails (its chunk could not load, a bug) shows the fallback; the menu stays usable. */
class PanelBoundary extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <Notice level="error">{this.props.message}</Notice> : this.props.children;
  }
}
