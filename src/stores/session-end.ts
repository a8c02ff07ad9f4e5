/**
 * Why the session shown on this page ended:
 * - `sign-out`: the player signed out here (a sign-out button, `betr.signOut()`, terms refused);
 * - `platform`: the platform ended it (a 401, WAMP close code 3, a session limit, its own sign-out);
 * - `other-tab`: another tab of the origin signed out, or in as someone else (one session per browser).
 */
export type SessionEndReason = 'sign-out' | 'platform' | 'other-tab';

const listeners = new Set<(reason: SessionEndReason) => void>();

/**
 * Told when the session shown on this page ends, and why, before anything of it is cleared:
 * the forms still hold what was typed and the profile says who typed it. The reactions to an end
 * (drafts.ts, the steps after a sign-in) listen here; the session store (session.ts) only
 * announces. Returns the function that stops listening.
 */
export function onSessionEnd(listener: (reason: SessionEndReason) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session store's announcement (session.ts): no other module ends a session. */
export function announceSessionEnd(reason: SessionEndReason): void {
  listeners.forEach((listener) => listener(reason));
}
