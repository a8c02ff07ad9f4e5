import { atom, computed } from 'nanostores';
import { typesafeI18nObject } from 'typesafe-i18n';
import { baseLocale, loaders, matchLocale, type BaseTranslations, type Locale, type Namespace } from '../../locales/index';
import { importPlanned, loadPlan, namespaceFile } from '../load-plan';
import { $config } from './config';

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** Every namespace's base texts merged: the shape of the translator views use. */
export type AllTranslations = UnionToIntersection<BaseTranslations[Namespace]>;
export type Translator = ReturnType<typeof typesafeI18nObject<Locale, AllTranslations>>;

/** The page's locale: configured, else the document's `lang`, else en-US. */
export const $pageLocale = computed($config, (config): Locale =>
  matchLocale(config.lang) ?? (typeof document === 'undefined' ? null : matchLocale(document.documentElement.lang)) ?? baseLocale,
);

/**
 * Bumped whenever a namespace arrives. Views do not re-render on it: they wait for their
 * own namespaces through `isLoaded` (see useLoaded in ElementRoot), so strings that arrive
 * for other elements, or one file after another, cost them nothing.
 */
export const $translationsVersion = atom(0);

const dictionaries = new Map<Locale, Record<string, unknown>>();
const loadedKeys = new Set<string>();
const pending = new Map<string, Promise<void>>();
const translators = new Map<Locale, { version: number; LL: Translator }>();
const stableTranslators = new Map<Locale, Translator>();

export function isLoaded(locale: Locale, namespaces: readonly Namespace[]): boolean {
  return namespaces.every((ns) => loadedKeys.has(`${locale}/${ns}`));
}

/** A namespace's chunk: straight from the build's plan, else through the locale's index. */
function importNamespace(locale: Locale, ns: Namespace): Promise<{ default: object }> {
  const viaIndex = () => loaders[locale]().then((table) => table.default[ns]());
  const file = namespaceFile(loadPlan, locale, ns);
  const planned = file ? importPlanned(file) : null;
  return planned ? (planned as Promise<{ default: object }>).catch(viaIndex) : viaIndex();
}

/** Load a locale's namespaces (each a chunk of its own), once. */
export function loadNamespaces(locale: Locale, namespaces: readonly Namespace[]): Promise<void> {
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

/** Namespaces may share a top-level key (`errors` in common and in errors): merge deeply. */
function merge(into: Record<string, unknown>, from: Record<string, unknown>): Record<string, unknown> {
  const out = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = out[key];
    out[key] = typeof value === 'object' && typeof existing === 'object' && existing && value
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
export function translator(locale: Locale): Translator {
  let LL = stableTranslators.get(locale);
  if (!LL) {
    LL = new Proxy({} as Translator, { get: (_target, key) => Reflect.get(loadedTranslator(locale), key) });
    stableTranslators.set(locale, LL);
  }
  return LL;
}

/** The translator over the namespaces loaded so far (rebuilt when one arrives). */
function loadedTranslator(locale: Locale): Translator {
  const version = $translationsVersion.get();
  const cached = translators.get(locale);
  if (cached && cached.version === version) return cached.LL;
  const LL = typesafeI18nObject(locale, (dictionaries.get(locale) ?? {}) as AllTranslations);
  translators.set(locale, { version, LL });
  return LL;
}
