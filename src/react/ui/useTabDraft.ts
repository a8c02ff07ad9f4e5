import { useEffect, useRef } from 'react';
import type { DraftShape } from '../../domain/draft-shape';
import { watchForDraft } from '../../stores/draft-watch';
import type { DraftPlace } from '../../stores/tab-drafts';

/**
 * Keep the draft `name` of the form at `place` in this tab while the view is mounted: what a
 * reload would lose is put back, and every change is mirrored (src/stores/tab-drafts, loaded once
 * the form has a stored draft or the player changes a field: src/stores/draft-watch).
 * Call it after the hooks that fill the form: a draft goes over what they filled in. `place`
 * is read when the name changes; a new place for the same name is the same form.
 */
export function useTabDraft(name: string, shape: DraftShape, place: DraftPlace): void {
  const latest = useRef(place);
  latest.current = place;
  useEffect(() => watchForDraft(name, shape, latest.current), [name, shape]);
}

/** The draft of one form (its forms store key), as `useTabDraft` keeps it. */
export function useFormDraft(formKey: string, shape: DraftShape, options: Omit<DraftPlace, 'forms' | 'step'> = {}): void {
  useTabDraft(formKey, shape, { ...options, forms: { form: formKey } });
}
