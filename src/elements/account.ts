import { defineElement } from './define';
import { Account, prepareAccount, type AccountProps } from '../react/account/Account';
import { stylesheet } from '../react/account/Account.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

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
 * @csspart select - a dropdown
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
 * @csspart button-primary - the main action (also `button`)
 * @csspart tab-selected - the chosen tab (also `tab`)
 * @csspart accordion - the list of messages
 * @csspart unread - an unread message (also `accordion-item`)
 * @csspart accordion-panel - an opened message's content
 * @csspart button-secondary - a secondary action (also `button`)
 * @csspart bonus-actions - a bonus's form of actions (claim, deposit, cancel)
 * @csspart page-number - the current page of the pagination
 * @csspart label - a label
 * @csspart statistics - the history's statistics
 * @csspart transactions - the history's transactions table
 * @csspart brand-statistics - the history's payment statistics per brand
 * @csspart summary - the responsible-gaming summary: a table of every limit, a row per group
 * @csspart summary-row - a group's row in the summary
 * @csspart summary-button - a summary row's button, which opens or closes its group (`aria-expanded`)
 * @csspart section - a group of responsible-gaming tools; also `section-<type>`; hidden while closed
 * @csspart section-deposit - the deposit limits
 * @csspart limit - a limit's card
 * @csspart link - a link
 * @csspart section-wager - the wager limits
 * @csspart section-loss - the loss limits
 * @csspart section-session - the session limits
 * @csspart section-product-session - the product session limits
 * @csspart section-reality-check - the reality check
 * @csspart radio - a radio choice
 * @csspart section-self-exclude - self-exclusion
 * @csspart section-block - blocking the account
 * @csspart bonus - a bonus card
 * @csspart bonus-image - a bonus card's image
 * @csspart bonus-status - a bonus's status
 * @csspart content - the provider's content (sanitized HTML)
 * @csspart bonus-time - a bonus's time left or end date
 * @csspart bonus-wagering - a bonus's wagering progress
 * @csspart subscriptions - the subscriptions tab's channels
 * @csspart toggle-on - a switch that is on (also `toggle`)
 * @csspart document - an uploaded verification document
 * @csspart document-status - a document's review status
 * @cssproperty --betr-account-block-size - the height it keeps before its content arrives, so nothing below it moves (docs/embed-on-a-page.md, a fast first paint at CLS 0)
 */
export const BetrAccount = defineElement<AccountProps & { enabledLimitTypes?: string }>(
  'betr-account',
  unlessLacking(Account, 'getProfile'),
  {
    attributes: { view: 'string', messageId: 'string', enabledLimitTypes: 'string' },
    stylesheet,
    namespaces: ['account'],
    prepare: prepareAccount,
  },
);
