// The error catalogue's words: its areas and keys as types, which every layer speaks
// (`ProviderError { area, key }` → `t(area.key)`), and the checks of keys made at run time.
// The data is error-keys.ts, generated from the spec; the types are erased, so only the code
// that reads keys from a platform's wire (the websocket adapter, the stub's test knob) loads it.
import { ERROR_KEYS } from './error-keys';

export { ERROR_KEYS };

/** An area of the error catalogue. */
export type ErrorArea = keyof typeof ERROR_KEYS;

/** A key of `area` (of any area when `A` is the whole union). */
export type ErrorKey<A extends ErrorArea = ErrorArea> = (typeof ERROR_KEYS)[A][number];

/** An area with one of its own keys: a catalogue entry as a pair. */
export type CatalogueEntry = { [A in ErrorArea]: readonly [A, ErrorKey<A>] }[ErrorArea];

/** Whether `key` is one of `area`'s keys: for keys made at run time (a field name, a platform code). */
export function isErrorKey<A extends ErrorArea>(area: A, key: string): key is ErrorKey<A> {
  return (ERROR_KEYS[area] as readonly string[]).includes(key);
}

/** `key` when `area`'s catalogue holds it, else unknown-error (spec: "anything else becomes unknown-error"). */
export function inArea<A extends ErrorArea>(area: A, key: string): ErrorKey<A> {
  // Every area holds unknown-error (the generator adds it to each).
  return isErrorKey(area, key) ? key : ('unknown-error' as ErrorKey<A>);
}
