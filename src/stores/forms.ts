import { map } from 'nanostores';
import type { ProviderError } from '../adapters/provider';
import type { ErrorArea } from '../domain/error-catalogue';
import { withStorage } from '../browser-storage';
import { toProviderError } from './errors';

/**
 * What a player typed into each form, kept outside React so that nothing is lost when an
 * element is re-rendered, re-created in a popup or moved by a CMS (an element unmounts its view on
 * disconnect). Kept in memory; the forms that opt in are mirrored to this tab's storage to
 * survive a reload (tab-drafts.ts), passwords and codes never.
 */
export interface FormState {
  values: Record<string, string>;
  /** Fields the player has left or changed; their errors show. */
  touched: Record<string, boolean>;
  /** A submit was attempted: every field's error shows. */
  submitted: boolean;
  status: 'idle' | 'submitting' | 'done';
  error: ProviderError | null;
  /** Key of the success notice the view shows, when done. */
  notice: string | null;
}

const EMPTY: FormState = { values: {}, touched: {}, submitted: false, status: 'idle', error: null, notice: null };

export const $forms = map<Record<string, FormState>>({});

export function formState(id: string): FormState {
  return $forms.get()[id] ?? EMPTY;
}

function update(id: string, change: Partial<FormState>): void {
  $forms.setKey(id, { ...formState(id), ...change });
}

export function setFieldValue(id: string, name: string, value: string): void {
  const state = formState(id);
  update(id, { values: { ...state.values, [name]: value }, touched: { ...state.touched, [name]: true } });
}

export function setFieldValues(id: string, values: Record<string, string>): void {
  update(id, { values: { ...formState(id).values, ...values } });
}

export function touchField(id: string, name: string): void {
  const state = formState(id);
  if (!state.touched[name]) update(id, { touched: { ...state.touched, [name]: true } });
}

export function markSubmitted(id: string): void {
  update(id, { submitted: true });
}

/**
 * Run a form's action once: a second submit while one is running is ignored (no
 * double-submit). A failure keeps every value and stores the catalogue error.
 */
export async function submitForm<T>(
  id: string,
  area: ErrorArea,
  action: () => Promise<T>,
  notice: string | null = null,
): Promise<{ ok: true; value: T } | { ok: false }> {
  if (formState(id).status === 'submitting') return { ok: false };
  update(id, { status: 'submitting', error: null, notice: null, submitted: true });
  try {
    const value = await action();
    update(id, { status: 'done', notice });
    return { ok: true, value };
  } catch (error) {
    update(id, { status: 'idle', error: toProviderError(error, area) });
    return { ok: false };
  }
}

/** Forget a form: after success where the spec wants a fresh form, or on sign-out. */
export function resetForm(id: string): void {
  update(id, EMPTY);
}

/** Show a catalogue error or a notice on a form without submitting it. */
export function setFormOutcome(
  id: string,
  outcome: { error?: ProviderError | null; notice?: string | null; status?: FormState['status'] },
): void {
  update(id, { error: outcome.error ?? null, notice: outcome.notice ?? null, ...(outcome.status ? { status: outcome.status } : {}) });
}

/** The drafts' keys in this tab's sessionStorage (draft-storage.ts). */
export const DRAFT_PREFIX = 'betr:draft:';

/** Every draft of this tab: the player signed out. Where storage is blocked nothing was kept. */
function forgetAllDrafts(): void {
  withStorage('session', (storage) => {
    // A Storage's own keys are its items' names.
    for (const key of Object.keys(storage)) if (key.startsWith(DRAFT_PREFIX)) storage.removeItem(key);
  });
}

/** Sign-out: every form and every draft of this tab that survives a reload (tab-drafts.ts) is forgotten. */
export function clearForms(): void {
  forgetAllDrafts();
  $forms.set({});
}
