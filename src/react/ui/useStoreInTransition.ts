import { startTransition, useEffect, useState } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * A store's value for a view whose change is no answer to the player's own action (a catalogue
 * of games that arrives): each change re-renders in a transition, which React renders in slices
 * of about 5 ms. `useStore` re-renders in one task, as every `useSyncExternalStore` does: the
 * lobby's 24 tiles rendered and committed when the games arrived took 15 ms at 1x on the
 * operator's page, 60 ms at 4x CPU, a long task that the host page's total blocking time counts.
 * What the player types stays urgent: read it with `useStore`.
 */
export function useStoreInTransition<T>(store: ReadableAtom<T>): T {
  const [shown, setShown] = useState(() => ({ store, value: store.get() }));
  useEffect(() => {
    const show = (value: T) => startTransition(() => setShown({ store, value }));
    // A change between this render and now, then each one after.
    show(store.get());
    return store.listen(show);
  }, [store]);
  // Another store (another key of a family) is read at once, never the last one's value.
  return shown.store === store ? shown.value : store.get();
}
