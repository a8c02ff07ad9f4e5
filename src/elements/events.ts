import type { Bonus, Wallet } from '../domain/model';
import type { CashierPageEventName } from '../cashier/messages';

/**
 * Every event betr sends to the page, typed in one map and sent through one `emit()` (src/stores/page-events.ts):
 * `betr-` + kebab-case, `bubbles` and `composed`, so a listener on `document` hears
 * events from inside shadow roots and popups.
 */
/**
 * The cashier's events, forwarded from `<betr-cashier>` and `<betr-deposit>` with the
 * cashier's payload: `betr-cashier-{name}` for each name of the one list in
 * src/cashier/messages.ts (the transaction outcomes success ... init, then the others,
 * lookup-loaded ... lookup-height included).
 */
export type CashierEvents = { [Name in CashierPageEventName as `betr-cashier-${Name}`]: CashierEventDetail };

export interface BetrEventMap extends CashierEvents {
  /** On document: betr.js has run and the host API is on `window.betr`. */
  'betr-ready': { version: string };
  /** On document: a player signed in (password, bank identity or sign-up). */
  'betr-signed-in': Record<string, never>;
  /** On document: the session ended (sign-out, expiry, or the provider ended it). */
  'betr-signed-out': Record<string, never>;
  /** On document: the signed-in player's balances changed (null once signed out); `betr.getWallet()` gives the same. */
  'betr-wallet': { wallet: Wallet | null };
  /** A popup opened or closed. */
  'betr-popup-open': { type: string };
  'betr-popup-close': { type: string; reason: 'done' | 'dismissed' };
  /** Sign-in family outcomes. */
  'betr-sign-in': { isEmailVerified: boolean; mustAcceptTerms: boolean };
  'betr-error': { area: string; key: string };
  'betr-forgot-password': { email: string };
  'betr-password-reset': Record<string, never>;
  'betr-activated': Record<string, never>;
  'betr-activation-code-sent': Record<string, never>;
  'betr-terms-accepted': { version: string };
  /** The page should show its support or contact page (not prevented: /support opens). */
  'betr-contact-us': Record<string, never>;
  /** A bank-identity attempt started; its order ref lets a demo or test answer for the bank. */
  'betr-oauth-pending': { orderRef: string };
  /** An unsubscribe link turned every channel off. */
  'betr-unsubscribed': Record<string, never>;
  /** The bonus selector's pick: a bonus, or null to continue without one. */
  'betr-bonus-selected': { bonus: Bonus | null };
  /** The account area shows another tab (the player chose it). */
  'betr-account-view': { view: string };
  /** A message was opened and marked read. */
  'betr-message-read': { messageId: string };
  /** A message's call to action was used; preventDefault() keeps betr from acting on it. */
  'betr-message-action': { messageId: string; action: string };
  'betr-profile-updated': Record<string, never>;
  'betr-password-changed': Record<string, never>;
  'betr-subscriptions-updated': { subscriptions: { type: string; active: boolean }[] };
  /** A deposit through the cashier completed (the sign-up wizard listens for it). */
  /** Play or Demo on a game tile; preventDefault() and the page launches it itself. */
  'betr-game-launch': { gameId: string; playMode: 'real' | 'demo' };
  'betr-deposit-success': { amount: number; currency: string; txRefId: string };
  /** Pay N Play is over: the deposit of `amount` succeeded, for a player signed in or a new one (`newPlayer`). */
  'betr-pnp-complete': { amount: number; currency: string; newPlayer: boolean };
  /** The sign-up wizard moved to a step (`index` is its 1-based position in the wizard). */
  'betr-sign-up-step': { step: string; index: number };
  /** Sign-up stopped at contact: the email (player-conflict) or phone (phone-exists) has an account. */
  'betr-sign-up-account-exists': { key: string };
  /** The sign-up wizard is over: the first deposit succeeded (get-started: the player is signed in). */
  'betr-sign-up-complete': Record<string, never>;
  /** Responsible gaming: a limit was set (`queued`: an increase that applies after 72 hours or at the next period, whichever is later) or removed. */
  'betr-limit-set': { type: string; period: string; amount: number; queued: boolean };
  'betr-limit-removed': { type: string; period: string };
  /** The reality check was answered: continue playing, or end the session (sign-out follows). */
  'betr-reality-check': { choice: 'continue' | 'end-session' };
  /** The self-exclude popup's choice: None (continue playing) or Pause (a break; sign-out follows). */
  'betr-self-exclude': { choice: 'None' | 'Pause'; days?: number };
  'betr-source-of-wealth-submitted': Record<string, never>;
  /** The gambling-harm self-test was submitted with its total points and their band. */
  'betr-responsible-gaming-test-submitted': { total: number; band: string };
}

/** A cashier event's payload, as the payment cashier sent it. */
export type CashierEventDetail = Record<string, unknown>;

export type BetrEventName = keyof BetrEventMap;
export type BetrEvent<K extends BetrEventName> = CustomEvent<BetrEventMap[K]>;

/** Each betr event as `addEventListener` hands it over, `detail` typed. */
type BetrEvents = { [K in BetrEventName]: BetrEvent<K> };

declare global {
  // On document (betr-ready, betr-signed-in, … and every widget event, which bubbles and is composed) and on each element.
  interface DocumentEventMap extends BetrEvents {}
  interface HTMLElementEventMap extends BetrEvents {}
}
