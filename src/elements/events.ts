/**
 * Every event betr sends to the page, typed in one map and sent through one `emit()`:
 * `betr-` + kebab-case, `bubbles` and `composed`, so a listener on `document` hears
 * events from inside shadow roots and popups.
 */
export interface BetrEventMap {
  /** On document: betr.js has run and the host API is on `window.betr`. */
  'betr-ready': { version: string };
  /** On document: a player signed in (password, bank identity or sign-up). */
  'betr-signed-in': Record<string, never>;
  /** On document: the session ended (sign-out, expiry, or the provider ended it). */
  'betr-signed-out': Record<string, never>;
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
}

export type BetrEventName = keyof BetrEventMap;
export type BetrEvent<K extends BetrEventName> = CustomEvent<BetrEventMap[K]>;

/** Dispatch a betr event; returns false when a listener called preventDefault(). */
export function emit<K extends BetrEventName>(target: EventTarget, name: K, detail: BetrEventMap[K]): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }));
}

declare global {
  interface DocumentEventMap {
    'betr-ready': BetrEvent<'betr-ready'>;
    'betr-signed-in': BetrEvent<'betr-signed-in'>;
    'betr-signed-out': BetrEvent<'betr-signed-out'>;
    'betr-popup-open': BetrEvent<'betr-popup-open'>;
    'betr-popup-close': BetrEvent<'betr-popup-close'>;
    'betr-sign-in': BetrEvent<'betr-sign-in'>;
    'betr-error': BetrEvent<'betr-error'>;
    'betr-forgot-password': BetrEvent<'betr-forgot-password'>;
    'betr-password-reset': BetrEvent<'betr-password-reset'>;
    'betr-activated': BetrEvent<'betr-activated'>;
    'betr-activation-code-sent': BetrEvent<'betr-activation-code-sent'>;
    'betr-terms-accepted': BetrEvent<'betr-terms-accepted'>;
    'betr-contact-us': BetrEvent<'betr-contact-us'>;
  }
}
