import { defineElement } from './define';
import { Account, type AccountProps } from '../react/account/Account';
import { stylesheet } from '../react/account/Account.module.css';
import { unlessLacking } from '../react/ui/Unavailable';

/**
 * @summary The player's account area: inbox, edit profile, change password, history,
 * responsible gaming, bonuses, subscriptions, trigger bonus, verify and sign out. Each
 * tab's code loads when the tab first shows. A signed-out visitor is asked to sign in.
 * Only the tabs the platform can serve are offered.
 * @attr view - the tab to show: inbox (default), edit-profile, change-password, history, responsible-gaming, bonuses, subscriptions, bonus-code, verify, sign-out; changing it switches tab; a tab the platform cannot serve shows the first tab offered
 * @attr message-id - open the inbox at this message (with no view, or view="inbox")
 * @attr enabled-limit-types - the responsible-gaming tab's sections, comma-separated: deposit, wager, loss, session, product-session, reality-check, self-exclude, block (all when absent)
 * @attr inline - the in-page variant: side navigation, a dropdown (which can be hidden) under 540px wide; without it a select
 * @attr lang - language of this element
 * @event betr-account-view - the player chose another tab: `{ view }`
 * @event betr-message-read - a message was opened and marked read: `{ messageId }`
 * @event betr-message-action - a message's call to action was used: `{ messageId, action }`; preventDefault() to handle it yourself
 * @event betr-profile-updated - the profile was saved
 * @event betr-password-changed - the password was changed
 * @event betr-subscriptions-updated - a channel was switched: `{ subscriptions }`
 * @csspart account - the account area
 * @csspart title - the heading
 * @csspart menu - the side navigation or the dropdown
 * @csspart tabs - the tab list of the side navigation
 * @csspart tab - a tab; the chosen one is also `tab-selected`
 * @csspart select - the dropdown menu, and the history type filter
 * @csspart panel - the chosen tab's view
 * @csspart form - a tab's form
 * @csspart field - a label, its input and its error
 * @csspart input - an input
 * @csspart button - a button
 * @csspart notice - an error or success notice
 * @csspart accordion-item - a message of the inbox
 * @csspart pagination - Previous / page number / Next
 * @csspart toggle - a subscription switch
 * @csspart skeleton - the placeholder while something loads
 * @cssproperty --betr-color-selected - background of the chosen tab
 * @cssproperty --betr-color-muted - secondary text (dates, labels of figures)
 */
export const BetrAccount = defineElement<AccountProps & { enabledLimitTypes?: string }>('betr-account', unlessLacking(Account, 'getProfile'), {
  attributes: { view: 'string', messageId: 'string', enabledLimitTypes: 'string' },
  stylesheet,
  namespaces: ['account'],
});

declare global {
  interface HTMLElementTagNameMap {
    'betr-account': HTMLElement;
  }
}
