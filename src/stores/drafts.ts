import { atom } from 'nanostores';
import { $forms, formState, setFieldValues, setFormOutcome } from './forms';
import { $profile } from './profile';
import { $session, onSessionEnd } from './session';

/**
 * What a player typed into a form when the platform ended their session (a 401, WAMP close
 * code 3), during a save or before one (signing out clears every form). Kept in memory for the same player's next sign-in,
 * when the form shows it again with an offer to send it. Another player never sees it.
 * Passwords are not kept: they are typed again.
 */
export interface Draft {
  playerId: string;
  values: Record<string, string>;
  /** Put back into the form already (once per sign-in). */
  restored: boolean;
}

export const $drafts = atom<Readonly<Record<string, Draft>>>({});

const SECRET = /password/i;

function setDraft(formId: string, draft: Draft | null): void {
  const { [formId]: _old, ...rest } = $drafts.get();
  $drafts.set(draft ? { ...rest, [formId]: draft } : rest);
}

/** What of a form's values a draft keeps: what was filled in, passwords aside. */
function keepable(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => value !== '' && !SECRET.test(name)));
}

/**
 * The platform, or another tab, ends the session while the player is typing (no save under way):
 * every form they changed becomes a draft, before the forms are cleared. The player's own
 * sign-out keeps none.
 */
onSessionEnd((reason) => {
  if (reason === 'sign-out') return;
  const playerId = $profile.get()?.userId;
  if (!playerId) return;
  for (const [formId, state] of Object.entries($forms.get())) {
    const kept = keepable(state.values);
    if (Object.values(state.touched).some(Boolean) && Object.keys(kept).length > 0)
      setDraft(formId, { playerId, values: kept, restored: false });
  }
});

/**
 * Run the save of form `formId` with what it holds now (or `values`). If the player was
 * signed out while it ran (whether the action then failed or answered with a failure of its
 * own), the values become a draft; otherwise a save that succeeds drops the draft, unless
 * `keepOnSuccess` (an action that only opens something, as the deposit does). The outcome is
 * the action's, unchanged.
 */
export async function keepingDraft<T>(
  formId: string,
  action: () => Promise<T>,
  values: Record<string, string> = formState(formId).values,
  keepOnSuccess = false,
): Promise<T> {
  const playerId = $profile.get()?.userId;
  const kept = keepable(values);
  const keepIfSignedOut = () => {
    const signedOut = Boolean(playerId) && $session.get() === null && Object.keys(kept).length > 0;
    if (signedOut) setDraft(formId, { playerId: playerId!, values: kept, restored: false });
    return signedOut;
  };
  let result: T;
  try {
    result = await action();
  } catch (error) {
    keepIfSignedOut();
    throw error;
  }
  if (!keepIfSignedOut() && !keepOnSuccess) setDraft(formId, null);
  return result;
}

/**
 * The draft of `formId` for the signed-in player `playerId`, or null. A draft left by another
 * player is dropped, unseen.
 */
export function draftFor(drafts: Readonly<Record<string, Draft>>, formId: string, playerId: string | undefined): Draft | null {
  const draft = drafts[formId];
  if (!draft || !playerId) return null;
  if (draft.playerId !== playerId) {
    setDraft(formId, null);
    return null;
  }
  return draft;
}

/** Put the draft's values back into its form, over what the form was filled with. */
export function restoreDraft(formId: string): void {
  const draft = $drafts.get()[formId];
  if (!draft || draft.restored) return;
  setFieldValues(formId, draft.values);
  // The failure that ended the session is over: the notice of the draft says what happened.
  setFormOutcome(formId, {});
  setDraft(formId, { ...draft, restored: true });
}

/** The player sent the form again, or let the draft go. */
export function dropDraft(formId: string): void {
  setDraft(formId, null);
}
