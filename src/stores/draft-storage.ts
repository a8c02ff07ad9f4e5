/**
 * Where drafts are kept: this tab's sessionStorage, one key per form under `betr:draft:`.
 * sessionStorage is the tab's own: another tab never sees a draft, and closing the tab
 * deletes every draft with it (the browser does that; no code of betr runs then). Storage
 * may be blocked (a privacy mode, a sandboxed frame, a full quota): every access here fails
 * quietly, and the form then simply keeps no draft. Apart from the drafts' rules (tab-drafts.ts)
 * so that signing out (forms.ts) clears them without loading those.
 */
export const DRAFT_PREFIX = 'betr:draft:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // A sandboxed frame or blocked site data throws on the mere access.
    return null;
  }
}

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

/** Every draft of this tab: the player signed out. */
export function forgetAllDrafts(): void {
  try {
    const store = storage();
    if (!store) return;
    const names: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(DRAFT_PREFIX)) names.push(key);
    }
    names.forEach((key) => store.removeItem(key));
  } catch {
    // Nothing readable, nothing to forget.
  }
}
