// Checks of keys made at run time against the error catalogue (src/adapters/error-keys.ts,
// generated from the spec). Kept out of provider.ts, which every page loads: only the code
// that reads keys from a platform's wire (the websocket adapter, the stub's test knob) needs
// the catalogue's data.
import { ERROR_KEYS } from './error-keys';
import type { ErrorArea, ErrorKey } from './provider';

export { ERROR_KEYS };

/** Whether `key` is one of `area`'s keys: for keys made at run time (a field name, a platform code). */
export function isErrorKey<A extends ErrorArea>(area: A, key: string): key is ErrorKey<A> {
  return (ERROR_KEYS[area] as readonly string[]).includes(key);
}

/** `key` when `area`'s catalogue holds it, else unknown-error (spec: "anything else becomes unknown-error"). */
export function inArea<A extends ErrorArea>(area: A, key: string): ErrorKey<A> {
  // Every area holds unknown-error (the generator adds it to each).
  return isErrorKey(area, key) ? key : ('unknown-error' as ErrorKey<A>);
}
