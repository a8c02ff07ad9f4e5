/**
 * The element catalogue: every tag betr registers and the chunk that registers it, in one
 * table. The autoloader (src/elements/autoload.ts) watches the page with it, the popup
 * store derives its widget types from it, the typed tag map (HTMLElementTagNameMap) and the
 * manifest read it, and views that embed another element load it through it — so a tag is
 * named once. Loaders are dynamic imports: a page with only `<betr-sign-in>` loads the
 * sign-in code and nothing of the account or cashier, and this module imports no element
 * (it sits outside src/elements so views can use it without importing the elements layer).
 */
import { chunksOf, importAhead, loadPlan, namespacesOf } from './load-plan';
import { $pageLocale, loadNamespaces, resolveLocale } from './stores/i18n';

export const elementLoaders = {
  'betr-sign-in': () => import('./elements/sign-in'),
  'betr-sign-up': () => import('./elements/sign-up'),
  'betr-get-started': () => import('./elements/get-started'),
  'betr-sign-up-token': () => import('./elements/sign-up-token'),
  'betr-forgot-password': () => import('./elements/forgot-password'),
  'betr-reset-password': () => import('./elements/reset-password'),
  'betr-activation-form': () => import('./elements/activation-form'),
  'betr-activate-message': () => import('./elements/activate-message'),
  'betr-welcome-message': () => import('./elements/welcome-message'),
  'betr-message': () => import('./elements/message'),
  'betr-terms-and-conditions': () => import('./elements/terms-and-conditions'),
  'betr-external': () => import('./elements/external'),
  'betr-deposit': () => import('./elements/deposit'),
  'betr-cashier': () => import('./elements/cashier'),
  'betr-sign-in-oauth': () => import('./elements/sign-in-oauth'),
  'betr-sign-up-oauth': () => import('./elements/sign-up-oauth'),
  'betr-unsubscribe': () => import('./elements/unsubscribe'),
  'betr-bonus-selector': () => import('./elements/bonus-selector'),
  'betr-account': () => import('./elements/account'),
  'betr-message-notice': () => import('./elements/message-notice'),
  'betr-subscriptions': () => import('./elements/subscriptions'),
  'betr-reality-check': () => import('./elements/reality-check'),
  'betr-self-exclude': () => import('./elements/self-exclude'),
  'betr-source-of-wealth': () => import('./elements/source-of-wealth'),
  'betr-responsible-gaming-test': () => import('./elements/responsible-gaming-test'),
  'betr-session-summary': () => import('./elements/session-summary'),
  'betr-license-logos': () => import('./elements/license-logos'),
  'betr-about-us': () => import('./elements/about-us'),
  'betr-bonus-policy': () => import('./elements/bonus-policy'),
  'betr-pnp': () => import('./elements/pnp'),
  'betr-jackpots': () => import('./elements/jackpots'),
  'betr-tournament': () => import('./elements/tournament'),
  'betr-chat': () => import('./elements/chat'),
  'betr-game-list': () => import('./elements/game-list'),
  'betr-favorites': () => import('./elements/favorites'),
  'betr-last-played': () => import('./elements/last-played'),
} satisfies Record<`betr-${string}`, () => Promise<unknown>>;

export type ElementTag = keyof typeof elementLoaders;

/** A widget type is a tag without its `betr-` prefix: `betr.open('sign-in')` shows `<betr-sign-in>`. */
export type WidgetType = ElementTag extends `betr-${infer Type}` ? Type : never;

const requested = new Map<string, Promise<void>>();

export function isKnownElement(tag: string): tag is ElementTag {
  return tag in elementLoaders;
}

/** Whether `loadElement(tag)` has been asked for (the autoloader asks once per tag). */
export function isRequested(tag: string): boolean {
  return requested.has(tag);
}

/** Whether any element has been asked for yet. */
export function anyRequested(): boolean {
  return requested.size > 0;
}

/**
 * Load (once) and register the element for `tag`. In a build, every chunk the element needs
 * and the strings it shows first (in `lang`, else the page's language) are requested at
 * once, from the build's plan, rather than each found when the one before it has run.
 */
export function loadElement(tag: string, lang?: string | null): Promise<void> {
  let promise = requested.get(tag);
  if (!promise) {
    const load = isKnownElement(tag) ? elementLoaders[tag] : undefined;
    if (!load) return Promise.reject(new Error(`betr: <${tag}> is not part of this build`));
    const namespaces = namespacesOf(loadPlan, tag);
    // Strings that fail here are asked for again when the element renders (ElementRoot).
    if (namespaces) loadNamespaces(resolveLocale(lang) ?? $pageLocale.get(), ['common', ...namespaces]).catch(() => undefined);
    // The planned chunks only start early what load() imports anyway, each in a task of its own
    // (importAhead): the thirty of a page's elements in the one task that evaluates betr.js
    // blocked it for over 100 ms at 4x CPU, a long task in the host page's total blocking time.
    importAhead(chunksOf(loadPlan, tag));
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
