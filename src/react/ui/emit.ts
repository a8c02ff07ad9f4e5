import type { BetrEventMap, BetrEventName } from '../../elements/events';

/**
 * Dispatch a betr event; returns false when a listener called preventDefault().
 * Here rather than in src/elements so views can send events without importing the elements
 * layer (they import only the event map's types); src/elements/events.ts re-exports it.
 */
export function emit<K extends BetrEventName>(target: EventTarget, name: K, detail: BetrEventMap[K]): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }));
}
