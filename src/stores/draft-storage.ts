/**
 * Where drafts are kept: this tab's sessionStorage, one key per form under `betr:draft:`.
 * sessionStorage is the tab's own: another tab never sees a draft, and closing the tab
 * deletes every draft with it (the browser does that; no code of betr runs then). Storage
 * may be blocked (a privacy mode, a sandboxed frame, a full quota): every access fails quietly
 * (../browser-storage), and the form then simply keeps no draft. Signing out clears them in forms.ts, which
 * every page has: this module loads only with a form that keeps a draft.
 */
import { readStorage, writeStorage } from '../browser-storage';
import { DRAFT_PREFIX } from './forms';

export function readStoredDraft(name: string): string | null {
  return readStorage('session', DRAFT_PREFIX + name);
}

/** `text` null removes the draft. Full or blocked: no draft, the form itself loses nothing. */
export function writeStoredDraft(name: string, text: string | null): void {
  writeStorage('session', DRAFT_PREFIX + name, text);
}
