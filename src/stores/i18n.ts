import { atom, computed, onStart, type ReadableAtom } from 'nanostores';
import { typesafeI18nObject } from 'typesafe-i18n';
import { baseLocale, loaders, matchLocale, type BaseTranslations, type Locale, type Namespace } from '../../locales/index';
import { importPlanned, loadPlan, namespaceFile } from '../load-plan';
import { $config } from './config';

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** Every namespace's base texts merged: the shape of the translator views use. */
export type AllTranslations = UnionToIntersection<BaseTranslations[Namespace]>;
export type Translator = ReturnType<typeof typesafeI18nObject<Locale, AllTranslations>>;

/** A built-in locale, or one the operator's own words added (`de`). */
export type ShownLocale = Locale | (string & {});

/**
 * The page's words: the built-in ones, or with the operator's own (`messages`,
 * `translationsUrl`) as ./own-words has read and checked them. That code arrives only on a
 * page that configures some.
 */
export interface Words {
  /** The locale a language tag shows, the added ones among them; null for none. */
  match(tag: string | null | undefined): ShownLocale | null;
  /** A locale's translator over its built-in texts loaded so far. */
  translate(locale: ShownLocale, loaded: AllTranslations): Translator;
  /** The built-in locale whose texts a locale shows under its own (an added locale: the base's). */
  textsOf(locale: ShownLocale): Locale;
}
export const builtInWords: Words = {
  match: matchLocale,
  translate: typesafeI18nObject as Words['translate'],
  textsOf: (locale) => locale as Locale,
};
export const $words = atom<Words>(builtInWords);

/** The locale a language tag shows: a built-in one or an added one, else null. */
export const resolveLocale = (tag: string | null | undefined): ShownLocale | null => $words.get().match(tag);

/** The page's locale: configured, else the document's `lang`, else en-US. */
export const $pageLocale = computed(
  [$config, $words],
  (config): ShownLocale =>
    resolveLocale(config.lang) ?? (typeof document === 'undefined' ? null : resolveLocale(document.documentElement.lang)) ?? baseLocale,
);

/**
 * Bumped whenever a namespace arrives. Views do not re-render on it: they wait for their
 * own namespaces through `isLoaded` (see useLoaded in ElementRoot), so strings that arrive
 * for other elements, or one file after another, cost them nothing.
 */
export const $translationsVersion = atom(0);

const dictionaries = new Map<ShownLocale, Record<string, unknown>>();
const loadedKeys = new Set<string>();
const pending = new Map<string, Promise<void>>();
const translators = new Map<ShownLocale, { version: number; LL: Translator }>();
const stableTranslators = new Map<ShownLocale, Translator>();

let ownSource: unknown[] = [];
/** The operator's words on their way, else null: an element not yet shown waits for them rather than show the built-in texts first. */
export let ownWordsArriving: Promise<void> | null = null;

// The code that reads the operator's words is fetched only when a page configures some.
$config.listen(({ messages, translationsUrl }) => {
  if (ownSource[0] === messages && ownSource[1] === translationsUrl) return;
  ownSource = [messages, translationsUrl];
  const reading: Promise<void> = (ownWordsArriving = import('./own-words')
    .then(
      (own) => own.readOwnWords(messages, translationsUrl),
      () => builtInWords,
    )
    .then((words) => {
      // A later configuration's words are on their way: these are stale.
      if (ownWordsArriving !== reading) return;
      ownWordsArriving = null;
      $words.set(words);
      $translationsVersion.set($translationsVersion.get() + 1);
    }));
});

export function isLoaded(locale: ShownLocale, namespaces: readonly Namespace[]): boolean {
  return namespaces.every((ns) => loadedKeys.has(`${locale}/${ns}`));
}

/**
 * A namespace's chunk: straight from the build's plan, else through the locale's index (an
 * added locale's are the base's: ./own-words says which through `textsOf`).
 */
function importNamespace(shown: ShownLocale, ns: Namespace): Promise<{ default: object }> {
  const locale = $words.get().textsOf(shown);
  const viaIndex = () => loaders[locale]().then((table) => table.default[ns]());
  const file = namespaceFile(loadPlan, locale, ns);
  const planned = file ? importPlanned(file) : null;
  return planned ? (planned as Promise<{ default: object }>).catch(viaIndex) : viaIndex();
}

/** Load a locale's namespaces (each a chunk of its own), once. */
export function loadNamespaces(locale: ShownLocale, namespaces: readonly Namespace[]): Promise<void> {
  return Promise.all(
    namespaces.map((ns) => {
      const key = `${locale}/${ns}`;
      let promise = pending.get(key);
      if (!promise) {
        promise = importNamespace(locale, ns).then(
          (module) => {
            dictionaries.set(locale, merge(dictionaries.get(locale) ?? {}, module.default as Record<string, unknown>));
            loadedKeys.add(key);
            $translationsVersion.set($translationsVersion.get() + 1);
          },
          (error: unknown) => {
            pending.delete(key);
            throw error;
          },
        );
        pending.set(key, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

/** Whether a locale's namespaces are here: loading, ready, or failed (a chunk that could not load). */
export type StringsState = 'loading' | 'ready' | 'failed';

const stringsStores = new Map<string, ReadableAtom<StringsState>>();

/**
 * A store of whether `namespaces` of `locale` are here, one per locale and list, for the views:
 * an element that starts showing it (nanostores' `onStart`) loads what is missing, and one shown
 * again after a failure asks again. It changes when the last of them arrives, not once per file
 * nor for other elements' strings; no namespaces at all are ready at once. `onStart`, not
 * `onMount`: a store no element shows leaves no timer behind (onMount's unmount delay).
 */
export function $strings(locale: ShownLocale, namespaces: readonly Namespace[]): ReadableAtom<StringsState> {
  const key = `${locale}/${namespaces.join()}`;
  let $state = stringsStores.get(key);
  if (!$state) {
    const $new = atom<StringsState>('loading');
    const arrived = () => {
      const here = isLoaded(locale, namespaces);
      if (here) $new.set('ready');
      return here;
    };
    $translationsVersion.listen(arrived);
    onStart($new, () => {
      if (arrived()) return;
      $new.set('loading');
      loadNamespaces(locale, namespaces).catch(() => $new.set('failed'));
    });
    stringsStores.set(key, ($state = $new));
  }
  return $state;
}

/** Namespaces may share a top-level key (`errors` in common and in errors): merge deeply. */
export function merge(into: Record<string, unknown>, from: Record<string, unknown>): Record<string, unknown> {
  const out = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = out[key];
    out[key] =
      typeof value === 'object' && typeof existing === 'object' && existing && value
        ? merge(existing as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

/**
 * The translator of a locale: one object for the page's life, which reads the namespaces
 * loaded at the moment of each call. Being the same object, an arrival of strings is no new
 * context value to re-render every view of every element.
 */
export function translator(locale: ShownLocale): Translator {
  let LL = stableTranslators.get(locale);
  if (!LL) {
    LL = new Proxy({} as Translator, { get: (_target, key) => Reflect.get(loadedTranslator(locale), key) });
    stableTranslators.set(locale, LL);
  }
  return LL;
}

/** The translator over the namespaces loaded so far (rebuilt when one arrives, or the operator's words). */
function loadedTranslator(locale: ShownLocale): Translator {
  const version = $translationsVersion.get();
  const cached = translators.get(locale);
  if (cached && cached.version === version) return cached.LL;
  const loaded = (dictionaries.get(locale) ?? {}) as AllTranslations;
  const LL = $words.get().translate(locale, loaded);
  translators.set(locale, { version, LL });
  return LL;
}
