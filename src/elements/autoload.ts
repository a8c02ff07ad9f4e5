import type { BetrElementConstructor, CommonAttributes } from './define';
import { elementLoaders, isKnownElement, isRequested, loadElement, type ElementTag } from '../catalogue';

// The table of tags lives in src/catalogue.ts (one table, importable by views and stores).
export { isKnownElement, loadElement };

type ModuleOf<Tag extends ElementTag> = Awaited<ReturnType<(typeof elementLoaders)[Tag]>>;
/** The attributes (camelCase) of the element class a tag's module registers. */
type AttributesOf<Module> = {
  [K in keyof Module]: Module[K] extends BetrElementConstructor<infer P> ? P & CommonAttributes : never;
}[keyof Module];

/** Every lazily registered tag and its attributes (camelCase), read off the table above. */
export type BetrElementAttributes = { [Tag in ElementTag]: AttributesOf<ModuleOf<Tag>> };
/** `messageId` → `message-id`: the attribute an element reads for a camelCase property. */
export type Kebab<S extends string> = S extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `-${Lowercase<First>}`}${Kebab<Rest>}`
  : S;
/** A tag's attribute names as written in HTML (`view`, `message-id`, `inline`, `lang`). */
export type BetrAttributeName<Tag extends ElementTag> = Kebab<keyof (BetrElementAttributes[Tag] & CommonAttributes) & string>;
/** The attributes a page commonly sets on any element, besides a tag's own. */
export type GlobalAttributeName =
  | 'id'
  | 'class'
  | 'style'
  | 'title'
  | 'hidden'
  | 'slot'
  | 'part'
  | 'exportparts'
  | 'dir'
  | 'tabindex'
  | 'role'
  | `data-${string}`
  | `aria-${string}`;

/**
 * A tag's own element type: its `localName` is the tag, and `setAttribute` takes only its
 * attributes and the global ones, so a misspelt attribute is a type error (an integrator who
 * means another name sets it through `HTMLElement`).
 */
export interface BetrTagElement<Tag extends ElementTag> extends HTMLElement {
  readonly localName: Tag;
  setAttribute(name: BetrAttributeName<Tag> | GlobalAttributeName, value: string): void;
}

/** Every lazily registered tag and the type of its element, its attributes as typed camelCase properties. */
// Not `BetrElement<…>`: intersecting HTMLElement again would bring back its `setAttribute(string)`.
export type BetrElementTagNameMap = { [Tag in ElementTag]: BetrTagElement<Tag> & Partial<BetrElementAttributes[Tag]> & CommonAttributes };

declare global {
  // `document.querySelector('betr-sign-in')` and `document.createElement('betr-account')` give the element's own type.
  interface HTMLElementTagNameMap extends BetrElementTagNameMap {}
}

/**
 * Load `element`'s tag, once: the first of its elements to appear gives the language. A chunk
 * that fails to load (offline, deploy in progress) is told on the console, and asked for again
 * the next time the tag appears.
 */
const load = (element: Element) =>
  isRequested(element.localName) || void loadElement(element.localName, element.getAttribute('lang')).catch(console.error);

/**
 * Load the element of each betr tag under `root`: the first at once, each other in a task of
 * its own. Each costs the main thread its requests' set-up (an import() a chunk, about a
 * millisecond each): the four tags of an operator's page in one task blocked it for 19 ms,
 * 75 ms at 4x CPU, a long task that the host page's total blocking time counts.
 */
function scan(root: ParentNode): void {
  let later = false;
  for (const tag of Object.keys(elementLoaders)) {
    const element = isRequested(tag) ? null : root.querySelector(tag);
    if (!element) continue;
    if (later) setTimeout(() => load(element));
    else load(element);
    later = true;
  }
}

let observer: MutationObserver | null = null;

/** Watch the page for betr tags: those present now and those a CMS or popup adds later. */
export function startAutoloader(): void {
  if (observer) return;
  scan(document);
  observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) {
          if (isKnownElement(node.localName)) load(node);
          if (node.firstElementChild) scan(node);
        }
      }
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
