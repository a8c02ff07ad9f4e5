import { atom } from 'nanostores';
import type { SignInResult } from '../adapters/provider';
import { provider, onProviderEvent } from './current-provider';
import { closeAllPopups, queuePopup } from './popup';
import { clearForms } from './forms';
import { playerChanged } from './player-data';
import { $profile, loadProfile } from './profile';
import { $wallet, loadWallet } from './wallet';

/** Signed in means a session id exists (spec). */
export interface SessionState {
  sessionId: string;
}

/** The terms screen opens this long after sign-in when terms must be accepted (spec: 1 s). */
export const TERMS_DELAY_MS = 1000;

const STORAGE_KEY = 'betr:session';

export const $session = atom<SessionState | null>(null);
/** False until a stored session has been checked with the provider. */
export const $sessionChecked = atom(false);

let checking: Promise<void> | null = null;

/** Resume a stored session once per page; every element shares the answer. */
export function checkSession(): Promise<void> {
  checking ??= (async () => {
    const stored = readStoredSession();
    try {
      // Load the adapter now even for a visitor: the first sign-in then waits for nothing.
      const p = await provider();
      if (stored && (await p.restoreSession(stored))) {
        setSignedIn(stored);
      } else if (stored) {
        forgetStoredSession();
      }
    } catch {
      // The provider could not be reached: stay signed out for now, keep the stored id.
    } finally {
      $sessionChecked.set(true);
    }
  })();
  return checking;
}

function setSignedIn(sessionId: string): void {
  playerChanged();
  $session.set({ sessionId });
  writeStoredSession(sessionId);
  void loadProfile();
  void loadWallet();
  // The reality check runs on the session's schedule; its code arrives with a session.
  void import('./reality-check').then((m) => m.scheduleRealityCheck(), () => undefined);
}

/** Sign in with email and password. Throws the provider's catalogue error. */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  const result = await (await provider()).signIn(email.trim(), password);
  completeSignIn(result);
  return result;
}

/**
 * After any successful sign-in (password, bank identity, sign-up): first the pages the
 * provider requires (display pages, queued in its order); the terms screen 1 s later when
 * terms must be accepted; then the welcome popup if the email is verified, otherwise the
 * activate popup.
 */
export function completeSignIn(result: SignInResult, options: { afterSignUp?: boolean } = {}): void {
  setSignedIn(result.sessionId);
  if (options.afterSignUp) return;
  // What follows is for this session only: not after a sign-out, nor for the next player.
  const current = () => $session.get()?.sessionId === result.sessionId;
  const greet = () => queuePopup(result.isEmailVerified ? 'welcome-message' : 'activate-message');
  const afterRequiredPages = () => {
    if (!current()) return;
    if (!result.mustAcceptTerms) return greet();
    setTimeout(() => {
      if (!current()) return;
      queuePopup('terms-and-conditions', {
        attributes: { required: '' },
        onClose: (reason) => (reason === 'done' ? greet() : void signOut()),
      });
    }, TERMS_DELAY_MS);
  };
  // Lazily: a page with only <betr-sign-in> does not carry the display-pages code.
  import('./display-pages')
    .then((m) => m.queueDisplayPages(result.sessionId, result.mustAcceptTerms ? ['terms-and-conditions'] : []))
    .catch(() => undefined)
    .then(afterRequiredPages);
}

/** Sign out: clears the session everywhere, even when the provider cannot be reached. */
export async function signOut(): Promise<void> {
  const wasSignedIn = $session.get() !== null;
  clearSession();
  if (!wasSignedIn) return;
  try {
    await (await provider()).signOut();
  } catch {
    // The local session is gone either way; the provider's expires on its own.
  }
}

function clearSession(): void {
  playerChanged();
  forgetStoredSession();
  $session.set(null);
  $profile.set(null);
  $wallet.set(null);
  clearForms();
  closeAllPopups();
}

onProviderEvent((event) => {
  if (event.type !== 'session') return;
  if (!event.signedIn && $session.get()) clearSession();
  else if (event.sessionId && !$session.get()) setSignedIn(event.sessionId);
});

function readStoredSession(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStoredSession(sessionId: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, sessionId);
  } catch {
    // Storage may be blocked (private mode, sandboxed frame): the session lasts the page.
  }
}

function forgetStoredSession(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // See writeStoredSession.
  }
}
