/** Helpers for the account area's component tests (Account.test.tsx and Account.layout.test.tsx). */
import { closeAllPopups } from '../../stores/popup';
import { signIn } from '../../stores/session';
import { shadow } from '../../../test/support';

/** The seeded player signed in, with the popups of a sign-in (the welcome) closed. */
export async function signedIn(): Promise<void> {
  await signIn('player@example.com', 'Password1!');
  closeAllPopups();
}

/** The text of the account tab that is selected, if the menu shows as tabs. */
export const selectedTab = (el: Element) => shadow(el).querySelector('[role="tab"][aria-selected="true"]')?.textContent;

/** The account menu as a dropdown, if it shows as one. */
export const menuSelect = (el: Element) => shadow(el).querySelector<HTMLSelectElement>('#account-menu-select');
