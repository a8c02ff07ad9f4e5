/**
 * Where drafts are kept: this tab's sessionStorage, one key per form under `betr:draft:`.
 * sessionStorage is the tab's own: another tab never sees a draft, and closing the tab
 * deletes every draft with it (the browser does that; no code of betr runs then). Storage
 * may be blocked (a privacy mode, a sandboxed frame, a full quota): every access here fails
 * quietly, and the form then simply keeps no draft. Signing out clears them in forms.ts, which
 * every page has: this module loads only with a form that keeps a draft.
 */
import { DRAFT_PREFIX, draftStorage as storage } from './forms';

export function readStoredDraft(name: string): string | null {
  try {
    return storage()?.getItem(DRAFT_PREFIX + name) ?? null;
  } catch {
    return null;
  }
}

/** `text` null removes the draft. */
export function writeStoredDraft(name: string, text: string | null): void {
  try {
    const store = storage();
    if (text === null) store?.removeItem(DRAFT_PREFIX + name);
    else store?.setItem(DRAFT_PREFIX + name, text);
  } catch {
    // Full or blocked: no draft, the form itself loses nothing.
  }
}
