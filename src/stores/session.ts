import { atom } from 'nanostores';
import type { Provider } from '../adapters/provider';
import { browserStorage, readStorage, writeStorage } from '../browser-storage';
import type { SignInResult } from '../domain/model';
import { provider, onProviderEvent } from './current-provider';
import { closeAllPopups } from './popup';
import { clearForms } from './forms';
import { loadLacks } from './lacks';
import { SESSION_INFO, forgetCalls, keepAnswer, playerChanged } from './call-cache';
import { $profile, loadProfile } from './profile';
import { $wallet, loadWallet } from './wallet';

/** Signed in means a session id exists (spec). */
export interface SessionState {
  sessionId: string;
}

const STORAGE_KEY = 'betr:session';

export const $session = atom<SessionState | null>(null);
/**
 * The sign-in made on this page (password, bank identity) that opened the session shown: null
 * for a session resumed or followed from another tab, after a sign-up, and once the session
 * ends. What follows it (./after-sign-in) reacts to it.
 */
export const $signInHere = atom<SignInResult | null>(null);
/**
 * False until a stored session has been checked with the provider (and, when it is live,
 * its profile and wallet have arrived: a returning player's elements render once, with
 * all of them).
 */
export const $sessionChecked = atom(false);

/** Whether a session is stored, to resume: its elements wait for the check before they render. */
export const hasStoredSession = (): boolean => readStoredSession() !== null;

let checking: Promise<void> | null = null;

/** Resume a stored session once per page; every element shares the answer. */
export function checkSession(): Promise<void> {
  checking ??= (async () => {
    const stored = readStoredSession();
    try {
      // Load the adapter now even for a visitor: the first sign-in then waits for nothing.
      const p = await provider();
      // What the platform lacks is known with the session: the views render once with both.
      await loadLacks();
      if (stored && $session.get()?.sessionId === stored) {
        // Signed in on this page already: nothing to resume.
      } else if (stored) {
        await resumeSession(p, stored);
      }
    } catch {
      // The provider could not be reached: stay signed out for now, keep the stored id.
    } finally {
      $sessionChecked.set(true);
    }
  })();
  return checking;
}

/**
 * Resume the stored session `sessionId`, or forget it when it has ended. A platform that
 * proved it by reading it hands that reading over: the reality check does not ask again.
 */
export async function resumeSession(p: Provider, sessionId: string, { following = false } = {}): Promise<void> {
  const restored = await p.restoreSession(sessionId);
  // A tab following another never forgets the stored session: that would sign the other out.
  if (!restored) return following ? undefined : forgetStoredSession();
  // Another tab may have moved on while the platform answered, or the platform's own push
  // (the same login heard on this tab's connection) may have signed this tab in already.
  if (following && (readStoredSession() !== sessionId || $session.get()?.sessionId === sessionId)) return;
  setSignedIn(sessionId);
  if (restored !== true) keepAnswer(SESSION_INFO, restored.sessionInfo);
  await Promise.all([loadProfile(), loadWallet()]);
}

function setSignedIn(sessionId: string): void {
  playerChanged();
  $session.set({ sessionId });
  writeStoredSession(sessionId);
  void loadProfile();
  void loadWallet();
  // The reality check runs on the session's schedule, and the deposit's code is made ready: that code arrives with a session.
  void import('./signed-in').then(
    (m) => m.signedIn(),
    () => undefined,
  );
}

/** Sign in with email and password. Throws the provider's catalogue error. */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  const result = await (await provider()).signIn(email.trim(), password);
  completeSignIn(result);
  return result;
}

/**
 * After any successful sign-in (password, bank identity, sign-up): the player is signed in and,
 * unless the sign-up wizard goes on with its own steps (`afterSignUp`), what follows the
 * sign-in is queued: the required pages, the terms, the greeting (./after-sign-in).
 */
export function completeSignIn(result: SignInResult, options: { afterSignUp?: boolean } = {}): void {
  if (options.afterSignUp) return setSignedIn(result.sessionId);
  // Before the session itself: a flow on screen that holds the steps waits for them rather than going on (./sign-in-flow).
  $signInHere.set(result);
  setSignedIn(result.sessionId);
  // Lazily: what follows a sign-in arrives with the first one, not with every page.
  import('./after-sign-in').catch(() => undefined);
}

/** Sign out: clears the session everywhere, even when the provider cannot be reached. */
export async function signOut(): Promise<void> {
  const wasSignedIn = $session.get() !== null;
  clearSession('sign-out');
  if (!wasSignedIn) return;
  try {
    await (await provider()).signOut();
  } catch {
    // The local session is gone either way; the provider's expires on its own.
  }
}

/**
 * Why the session shown on this page ended:
 * - `sign-out`: the player signed out here (a sign-out button, `betr.signOut()`, terms refused);
 * - `platform`: the platform ended it (a 401, WAMP close code 3, a session limit, its own sign-out);
 * - `other-tab`: another tab of the origin signed out, or in as someone else (one session per browser).
 */
export type SessionEndReason = 'sign-out' | 'platform' | 'other-tab';

const endListeners = new Set<(reason: SessionEndReason) => void>();

/**
 * Told when the session shown on this page ends, and why, before anything of it is cleared:
 * the forms still hold what was typed and the profile says who typed it. The reactions to an
 * end listen here (drafts.ts, the steps after a sign-in); this store only announces it.
 * Returns the function that stops listening.
 */
export function onSessionEnd(listener: (reason: SessionEndReason) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/**
 * The session is over (`reason`): its end is announced while the forms and the profile still
 * hold the player's, then everything of the player is cleared. `stored`: the stored session is
 * this tab's to forget; not when following another tab.
 */
function clearSession(reason: SessionEndReason, { stored = true } = {}): void {
  if ($session.get()) endListeners.forEach((listener) => listener(reason));
  playerChanged();
  if (stored) forgetStoredSession();
  $signInHere.set(null);
  $session.set(null);
  $profile.set(null);
  $wallet.set(null);
  clearForms();
  closeAllPopups();
}

onProviderEvent((event) => {
  if (event.type === 'wallet') {
    // A balance pushed while no one is signed in here (a late push after a sign-out) is no
    // one's on this page: a signed-out page shows no balance, and the page hears none.
    if (!$session.get()) return;
    // The balance changed: a load asked for before it would show the old one.
    forgetCalls($wallet);
    $wallet.set(event.wallet);
  }
  if (event.type !== 'session') return;
  if (!event.signedIn && $session.get()) clearSession('platform');
  else if (event.sessionId && !$session.get()) setSignedIn(event.sessionId);
});

/**
 * One session per browser. Every tab of the origin keeps its session in the same storage, so
 * a sign-in, a sign-out or a session the platform ended (a 401, a limit, the platform's own
 * sign-out) in one tab reaches the others with the storage event, with no reload and no
 * polling: a tab that showed another session shows the visitor's state at once and its popups
 * close (the forms of the player who left are cleared, as on any sign-out); a tab that shows
 * the new session resumes it as a reload would, keeping what a visitor had typed. The
 * following tab never writes the storage itself, so tabs never answer each other.
 */
function followOtherTabs(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    // `key` null: the other tab cleared the whole storage.
    if (event.storageArea !== browserStorage('local') || (event.key !== null && event.key !== STORAGE_KEY)) return;
    const stored = readStoredSession();
    const shown = $session.get()?.sessionId ?? null;
    if (stored === shown) return;
    if (shown !== null) clearSession('other-tab', { stored: false });
    void provider()
      .then(
        async (p) => {
          // The session this tab showed is over: its adapter lets go of it too (a WAMP connection
          // would otherwise keep hearing that login's balance, or answer for it after a reconnect).
          if (shown !== null) p.forgetSession?.();
          if (stored !== null) await resumeSession(p, stored, { following: true });
        },
        () => undefined,
      )
      .catch(() => undefined);
  });
}
followOtherTabs();

function readStoredSession(): string | null {
  return readStorage('local', STORAGE_KEY);
}

/** Where storage is blocked (a private window, a sandboxed frame) the session lasts the page. */
function writeStoredSession(sessionId: string): void {
  writeStorage('local', STORAGE_KEY, sessionId);
}

function forgetStoredSession(): void {
  writeStorage('local', STORAGE_KEY, null);
}
