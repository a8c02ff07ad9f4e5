import type { WritableAtom } from 'nanostores';

/** Bumped whenever the signed-in player changes (sign-in, sign-out). */
let generation = 0;

/** The player changed: answers asked for before are for someone else. */
export function playerChanged(): void {
  generation += 1;
}

/**
 * A check that the player is still the one of the moment it was made: take it before
 * asking the provider, and set nothing from the answer when it says no.
 */
export function forThisPlayer(): () => boolean {
  const asked = generation;
  return () => asked === generation;
}

/**
 * Load the signed-in player's data into `store`. An answer that arrives after the player
 * changed belongs to the previous player and is dropped: it must never show for the next
 * one, nor after a sign-out. A failure keeps what the store has.
 */
export async function loadForPlayer<T>(store: WritableAtom<T | null>, fetch: () => Promise<T>): Promise<T | null> {
  const current = forThisPlayer();
  try {
    const value = await fetch();
    if (!current()) return store.get();
    store.set(value);
    return value;
  } catch {
    return store.get();
  }
}
