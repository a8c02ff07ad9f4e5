import type { BetrEventMap, BetrEventName } from '../elements/events';
import { navigation } from './navigation';

/**
 * Dispatch a betr event; returns false when a listener called preventDefault(). Here, below
 * the views and the elements, so that every layer that tells the page something (stores,
 * views, the element layer) sends it one way; the map of events is src/elements/events.ts.
 */
export function emit<K extends BetrEventName>(target: EventTarget, name: K, detail: BetrEventMap[K]): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }));
}

/** Contact us on betr's side: the page hears `betr-contact-us`; unless it prevents it, /support opens. */
export function contactUs(): void {
  if (emit(document, 'betr-contact-us', {})) navigation.assign('/support');
}
