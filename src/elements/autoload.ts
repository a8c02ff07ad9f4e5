import type { BetrElement, BetrElementConstructor, CommonAttributes } from './define';

/**
 * Every tag betr registers, each loaded the first time it appears in the page: a page
 * with only `<betr-sign-in>` loads the sign-in code and nothing of the account or cashier.
 */
const elements = {
  'betr-sign-in': () => import('./sign-in'),
  'betr-sign-up': () => import('./sign-up'),
  'betr-get-started': () => import('./get-started'),
  'betr-sign-up-token': () => import('./sign-up-token'),
  'betr-forgot-password': () => import('./forgot-password'),
  'betr-reset-password': () => import('./reset-password'),
  'betr-activation-form': () => import('./activation-form'),
  'betr-activate-message': () => import('./activate-message'),
  'betr-welcome-message': () => import('./welcome-message'),
  'betr-message': () => import('./message'),
  'betr-terms-and-conditions': () => import('./terms-and-conditions'),
  'betr-external': () => import('./external'),
  'betr-deposit': () => import('./deposit'),
  'betr-cashier': () => import('./cashier'),
  'betr-sign-in-oauth': () => import('./sign-in-oauth'),
  'betr-sign-up-oauth': () => import('./sign-up-oauth'),
  'betr-pnp': () => import('./pnp'),
  'betr-unsubscribe': () => import('./unsubscribe'),
  'betr-bonus-selector': () => import('./bonus-selector'),
  'betr-account': () => import('./account'),
  'betr-message-notice': () => import('./message-notice'),
  'betr-subscriptions': () => import('./subscriptions'),
  'betr-reality-check': () => import('./reality-check'),
  'betr-self-exclude': () => import('./self-exclude'),
  'betr-source-of-wealth': () => import('./source-of-wealth'),
  'betr-responsible-gaming-test': () => import('./responsible-gaming-test'),
  'betr-session-summary': () => import('./session-summary'),
  'betr-license-logos': () => import('./license-logos'),
  'betr-about-us': () => import('./about-us'),
  'betr-bonus-policy': () => import('./bonus-policy'),
} satisfies Record<`betr-${string}`, () => Promise<unknown>>;
type ElementTag = keyof typeof elements;

type ModuleOf<Tag extends ElementTag> = Awaited<ReturnType<(typeof elements)[Tag]>>;
/** The attributes (camelCase) of the element class a tag's module registers. */
type AttributesOf<Module> = { [K in keyof Module]: Module[K] extends BetrElementConstructor<infer P> ? P & CommonAttributes : never }[keyof Module];

/** Every lazily registered tag and its attributes (camelCase), read off the table above. */
export type BetrElementAttributes = { [Tag in ElementTag]: AttributesOf<ModuleOf<Tag>> };
/** Every lazily registered tag and the type of its element. */
export type BetrElementTagNameMap = { [Tag in ElementTag]: BetrElement<BetrElementAttributes[Tag]> };

declare global {
  // `document.querySelector('betr-sign-in')` and `document.createElement('betr-account')` give the element's own type.
  interface HTMLElementTagNameMap extends BetrElementTagNameMap {}
}

const requested = new Map<string, Promise<void>>();

export function isKnownElement(tag: string): tag is ElementTag {
  return tag in elements;
}

/** Load (once) and register the element for `tag`. */
export function loadElement(tag: string): Promise<void> {
  let promise = requested.get(tag);
  if (!promise) {
    const load = isKnownElement(tag) ? elements[tag] : undefined;
    if (!load) return Promise.reject(new Error(`betr: <${tag}> is not part of this build`));
    promise = load().then(
      () => undefined,
      (error: unknown) => {
        requested.delete(tag);
        throw error;
      },
    );
    requested.set(tag, promise);
  }
  return promise;
}

function scan(root: ParentNode): void {
  for (const tag of Object.keys(elements)) {
    if (!requested.has(tag) && root.querySelector(tag)) loadElement(tag).catch(reportLoadFailure);
  }
}

function reportLoadFailure(error: unknown): void {
  // A chunk that fails to load (offline, deploy in progress) is retried the next time the tag appears.
  console.error(error);
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
          if (node.localName in elements && !requested.has(node.localName)) loadElement(node.localName).catch(reportLoadFailure);
          if (node.firstElementChild) scan(node);
        }
      }
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
