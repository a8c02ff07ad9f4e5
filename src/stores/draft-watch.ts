import type { DraftShape } from '../domain/draft-shape';
import { readStoredDraft } from './draft-storage';
import { $forms, formState } from './forms';
import type { DraftPlace } from './tab-drafts';

/**
 * Keep the draft `name` of the form at `place` (./tab-drafts), whose code arrives only once there
 * is a draft to think of: one stored for this form (a reload to put back, or an old one to drop),
 * or a field the player has changed. A page whose forms no one has typed into loads none of it.
 * Returns the function that stops it (writing what is pending, as keepDraft's stop does).
 */
export function watchForDraft(name: string, shape: DraftShape, place: DraftPlace): () => void {
  const keys = Object.values(place.forms);
  const changed = () => keys.some((key) => Object.values(formState(key).touched).some(Boolean));
  let stopped = false;
  let started = false;
  let stopKeeping: (() => void) | undefined;
  let unlisten: (() => void) | undefined;
  const start = () => {
    started = true;
    unlisten?.();
    import('./tab-drafts')
      .then(({ keepDraft }) => {
        stopKeeping = keepDraft(name, shape, place);
        // Stopped while the code arrived: what it would have written on the way is written now.
        if (stopped) stopKeeping();
      })
      .catch(() => undefined);
  };
  if (readStoredDraft(name) !== null || changed()) start();
  else unlisten = $forms.listen(() => !started && changed() && start());
  return () => {
    stopped = true;
    unlisten?.();
    stopKeeping?.();
  };
}
