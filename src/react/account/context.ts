import { createContext, useContext } from 'react';
import type { AccountView } from '../../domain/account';

export interface AccountContextValue {
  /**
   * The message the account was opened at (`message-id`), and the inbox's turn when the account
   * was given it (`inboxMoves()`), the first time it is asked for: coming back to the inbox later
   * does not open it again.
   */
  takeMessageId(): { id: string; since: number } | undefined;
  /** Show another tab, as if the player chose it. */
  select(view: AccountView): void;
}

export const AccountContext = createContext<AccountContextValue | null>(null);

/** The account area around a tab view; null when the view is its own element. */
export function useAccount(): AccountContextValue | null {
  return useContext(AccountContext);
}
