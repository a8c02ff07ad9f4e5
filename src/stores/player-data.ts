import type { WritableAtom } from 'nanostores';

/** Bumped whenever the signed-in player changes (sign-in, sign-out). */
let generation = 0;

/** The player changed: answers asked for before are for someone else. */
export function playerChanged(): void {
  generation += 1;
}

/**
 * Load the signed-in player's data into `store`. An answer that arrives after the player
 * changed belongs to the previous player and is dropped: it must never show for the next
 * one, nor after a sign-out. A failure keeps what the store has.
 */
export async function loadForPlayer<T>(store: WritableAtom<T | null>, fetch: () => Promise<T>): Promise<T | null> {
  const asked = generation;
  try {
    const value = await fetch();
    if (asked !== generation) return store.get();
    store.set(value);
    return value;
  } catch {
    return store.get();
  }
}
