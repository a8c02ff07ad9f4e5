import type { ReadableAtom } from 'nanostores';
import { draftRecord, readDraft, type DraftContent, type DraftFields } from '../domain/draft';
import type { DraftShape } from '../domain/draft-shape';
import { readStoredDraft, writeStoredDraft } from './draft-storage';
import { $forms, formState, setFieldValue, setFieldValues } from './forms';
import { $profile } from './profile';

/**
 * Drafts that survive a reload, so that a reload costs a player nothing of a half-typed form (up to
 * nine steps of sign-up). What a player types into a long form is kept in this tab's sessionStorage
 * (draft-storage.ts) and put back, at the same step, when the form mounts again after a reload; the
 * form's values themselves stay in the forms store, and these drafts only mirror them.
 *
 * Decisions where the spec is silent:
 * - A draft is written a moment after typing stops (DRAFT_WRITE_DELAY_MS), and at once when
 *   the page is hidden or unloaded, so a reload right after a key press keeps that key and
 *   typing never waits for storage.
 * - A draft is put back only into a form the player has not typed in since the page loaded:
 *   what is on screen always wins over what is stored.
 * - A form of a signed-in player (edit profile, a limit, source of wealth, the deposit) keeps
 *   the player's id with its draft: another player's draft is dropped unseen. Such a draft is
 *   put back once the player's profile is known (after a reload the session resumes first).
 * - A sign-up draft ends with the registration: once sent, what was typed is the casino's,
 *   and the steps after it (activation code, bonus, deposit) hold nothing to keep.
 * - Never kept: passwords and activation or reset codes (domain/draft.ts), and nothing of the
 *   cashier frame, whose fields betr never sees. After a reload past the contact step the
 *   password is asked again before the registration is sent.
 * - Cleared when the form succeeds, on sign-out (every draft: forms.ts), when the tab closes
 *   (sessionStorage ends with its tab) and after DRAFT_MAX_AGE_MS.
 * - This code arrives with a form's first draft (draft-watch.ts): a stored one to put back, or
 *   the player's first change. What the page fills in by itself (the visitor's calling code) is
 *   no draft alone: it is written with the player's first change.
 */

/** How long after the last change a draft is written. */
export const DRAFT_WRITE_DELAY_MS = 400;

export interface DraftPlace {
  /** The forms store key of each part of the draft: a wizard's steps, or `form`. */
  forms: Record<string, string>;
  /** The step the form is at: `get` is null once there is nothing to keep (sent, over). */
  step?: {
    store: ReadableAtom<unknown>;
    get(): string | null;
    /** Whether the form is where it starts, so a restored step may replace it. */
    fresh(): boolean;
    set(step: string): void;
  };
  /**
   * Keep only the fields the player changed, and put them back as changed: for forms that
   * are filled from the platform (edit profile), whose other values the platform holds.
   */
  typedOnly?: boolean;
  /** The form is a signed-in player's: its draft is theirs alone. */
  owned?: boolean;
}

const pending = new Map<string, () => void>();

function flushAll(): void {
  for (const flush of [...pending.values()]) flush();
}

if (typeof window !== 'undefined') {
  // A reload or a closed tab does not wait for a timer.
  window.addEventListener('pagehide', flushAll);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAll();
  });
}

function typed(formKey: string, typedOnly: boolean): DraftFields {
  const { values, touched } = formState(formKey);
  return typedOnly ? Object.fromEntries(Object.entries(values).filter(([name]) => touched[name])) : { ...values };
}

/**
 * Keep the draft `name` of the form at `place`, in `shape`: put a stored draft back now (or as
 * soon as the owner is known), then mirror every change. Returns the function that stops it
 * (writing what is pending first).
 */
export function keepDraft(name: string, shape: DraftShape, place: DraftPlace): () => void {
  const keys = Object.entries(place.forms);
  const owner = () => (place.owned ? $profile.get()?.userId : undefined);
  let restored = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A single form that succeeded keeps no draft until the player changes it again.
  let settled: string | null = null;

  const content = (): DraftContent | null => {
    const step = place.step ? place.step.get() : undefined;
    if (step === null) return null;
    if (place.owned && !owner()) return null;
    const values = Object.fromEntries(keys.map(([part, key]) => [part, typed(key, place.typedOnly ?? false)]));
    if (!place.step) {
      const done = keys.every(([, key]) => formState(key).status === 'done');
      const now = JSON.stringify(values);
      settled = done ? (settled ?? now) : null;
      if (settled === now) return null;
    }
    return { ...(step !== undefined && { step }), ...(owner() !== undefined && { owner: owner() }), values };
  };

  const flush = () => {
    clearTimeout(timer);
    pending.delete(name);
    const now = content();
    writeStoredDraft(name, now ? draftRecord(shape, now, Date.now()) : null);
  };

  /** Whether a stored draft was put back. */
  const restore = (): boolean => {
    const who = owner();
    if (place.owned && !who) return false;
    restored = true;
    const untouched = keys.every(([, key]) => !Object.values(formState(key).touched).some(Boolean));
    if (!untouched || (place.step && !place.step.fresh())) return false;
    const draft = readDraft(readStoredDraft(name), shape, Date.now(), who);
    if (!draft) {
      // Unreadable, too old or another player's: dropped silently.
      writeStoredDraft(name, null);
      return false;
    }
    for (const [part, key] of keys) {
      const fields = draft.values[part];
      if (!fields) continue;
      if (place.typedOnly) for (const [field, value] of Object.entries(fields)) setFieldValue(key, field, value);
      else setFieldValues(key, fields);
    }
    if (draft.step !== undefined) place.step?.set(draft.step);
    return true;
  };

  const schedule = () => {
    clearTimeout(timer);
    pending.set(name, flush);
    timer = setTimeout(flush, DRAFT_WRITE_DELAY_MS);
  };

  const changed = () => {
    // What was just put back is stored already, with the time it was typed.
    if (!restored && (restore() || !restored)) return;
    schedule();
  };

  // Nothing put back: what the form holds already (typed before it mounted here) is the draft.
  if (!restore() && restored) schedule();
  const stops = [
    $forms.listen(changed),
    ...(place.step ? [place.step.store.listen(changed)] : []),
    ...(place.owned ? [$profile.listen(changed)] : []),
  ];
  return () => {
    stops.forEach((stop) => stop());
    if (pending.has(name)) flush();
  };
}
