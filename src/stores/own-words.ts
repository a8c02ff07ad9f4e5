/**
 * The operator's own words: texts over the built-in ones and added locales, from
 * `betr.configure({ messages })` and a translations file (`translations-url`). This module is
 * fetched only by a page that configures some (./i18n); a page without them loads none of it.
 *
 * Every text is checked against the built-in text it replaces before it is used: a key betr
 * does not have, a value that is no text, and a text that drops or misspells its key's
 * placeholders are refused one by one, each with a console warning, and the built-in text
 * stays. Texts are plain text: views render them as React text, never as HTML.
 */
import { record, safeParse, string, unknown } from 'valibot';
import { baseLocale, loaders, matchLocale, type Locale, type Namespace } from '../../locales/index';
import { keepsPlaceholders, placeholderNames } from '../domain/placeholders';
import { builtInWords, merge, type AllTranslations, type ShownLocale, type Translator, type Words } from './i18n';

/** The largest translations file read: an operator's texts for every locale fit in it many times over. */
export const MAX_TRANSLATIONS_BYTES = 1024 * 1024;

/** A translations file that takes longer is given up: elements not yet shown wait for it. */
export const TRANSLATIONS_TIMEOUT_MS = 5000;

type Tree = Record<string, unknown>;

/** Locale, then namespace, then an object: what lies in it is checked key by key against the built-in texts. */
const MessagesShape = record(string(), record(string(), unknown()));

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

const warn = (message: string) => console.warn(`betr: ${message}`);

/**
 * Read and check the operator's words; the built-in ones when they hold none that can be used. Never
 * rejects: whatever is wrong is a warning, and the built-in texts stay.
 */
export async function readOwnWords(messages: unknown, translationsUrl: string | undefined): Promise<Words> {
  // The configured messages come last: where both give a key, the page's own script wins.
  const sources: [unknown, string][] = [];
  if (translationsUrl) {
    const file = await fetchTranslations(translationsUrl);
    if (file !== undefined) sources.push([file, `the translations at ${translationsUrl}`]);
  }
  if (messages !== undefined) sources.push([messages, 'betr.configure({ messages })']);

  const namespaces = (await loaders[baseLocale]()).default;
  // Through the locale's index, not the build's plan: this code is not on any page's first path.
  const builtInTexts = async (locale: ShownLocale, ns: Namespace) =>
    (await (await loaders[textsOf(locale)]()).default[ns]()).default as Tree;
  const byLocale = new Map<ShownLocale, Tree>();
  for (const [source, name] of sources) {
    const parsed = safeParse(MessagesShape, source);
    if (!parsed.success) {
      warn(`${name} is not texts by locale, then namespace (e.g. { "de": { "signIn": { … } } }); the built-in texts stay`);
      continue;
    }
    for (const [tag, texts] of Object.entries(parsed.output)) {
      const locale = localeOf(tag);
      if (!locale) {
        warn(`${name}: "${tag}" is no language tag; its texts are dropped`);
        continue;
      }
      for (const [ns, given] of Object.entries(texts)) {
        const where = `${name}: ${tag}.${ns}`;
        if (!Object.hasOwn(namespaces, ns)) warn(`${where} is no namespace of betr's; dropped`);
        else if (!isTree(given)) warn(`${where} must be an object of texts; dropped`);
        else {
          byLocale.set(locale, merge(byLocale.get(locale) ?? {}, check(given, await builtInTexts(locale, ns as Namespace), where)));
        }
      }
    }
  }
  return byLocale.size ? ownWords(byLocale) : builtInWords;
}

/** A built-in locale for a tag that maps onto one (`en`, `sv-SE`, `no`), else the tag itself, canonical (`de`, `de-AT`); null for no tag at all. */
function localeOf(tag: string): ShownLocale | null {
  const builtIn = matchLocale(tag);
  if (builtIn) return builtIn;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/** Whose built-in texts a locale shows: its own, or for an added locale English. */
const textsOf = (locale: ShownLocale): Locale => matchLocale(locale) ?? baseLocale;

/** The operator's texts that may replace the built-in ones, the others refused with a warning each. */
function check(given: Tree, builtIn: Tree, where: string): Tree {
  const kept: Tree = {};
  for (const [key, text] of Object.entries(given)) {
    const base = builtIn[key];
    const at = `${where}.${key}`;
    if (typeof base === 'string' && typeof text === 'string') {
      if (!text.trim()) warn(`${at} is empty; the built-in text stays`);
      else if (!keepsPlaceholders(base, text)) {
        const names = placeholderNames(base).map((name) => `{${name}}`);
        warn(
          `${at} "${text}" is refused: it must hold ${names.length ? `the placeholders ${names.join(', ')}` : 'no placeholder'} and no other; the built-in text stays`,
        );
      } else kept[key] = text;
    } else if (isTree(base) && isTree(text)) kept[key] = check(text, base, at);
    else if (base === undefined) warn(`${at} is no key of betr's; dropped`);
    else warn(`${at} must be ${typeof base === 'string' ? 'a text' : 'an object of texts'}; dropped`);
  }
  return kept;
}

/** The checked words as the translator uses them. */
function ownWords(byLocale: Map<ShownLocale, Tree>): Words {
  const added = [...byLocale.keys()].filter((locale) => !matchLocale(locale));
  const language = (tag: string) => tag.toLowerCase().split('-')[0];
  return {
    match(tag) {
      const builtIn = matchLocale(tag);
      if (builtIn || !tag) return builtIn;
      const lower = tag.trim().toLowerCase();
      return added.find((locale) => locale.toLowerCase() === lower) ?? added.find((locale) => language(locale) === language(lower)) ?? null;
    },
    // An added locale shows the base's built-in texts under its own words.
    textsOf,
    translate(locale, loaded) {
      const own = byLocale.get(locale);
      const LL = builtInWords.translate(locale, (own ? merge(loaded, own) : loaded) as AllTranslations);
      return added.includes(locale) ? warnWhereMissing(LL, locale, loaded, own) : LL;
    },
  };
}

const missingWarned = new Set<string>();

/**
 * An added locale's translator that, the first time a view shows a text the locale lacks,
 * says which (English is shown there): once per key, however often it is shown.
 */
function warnWhereMissing(LL: Translator, locale: ShownLocale, base: unknown, own: unknown, path = ''): Translator {
  return new Proxy(LL, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof key !== 'string') return value;
      const at = (tree: unknown) => (isTree(tree) ? tree[key] : undefined);
      return warnWhereMissing(value as Translator, locale, at(base), at(own), path ? `${path}.${key}` : key);
    },
    apply(target, self, args) {
      const id = `${locale}:${path}`;
      if (typeof base === 'string' && typeof own !== 'string' && !missingWarned.has(id)) {
        missingWarned.add(id);
        warn(`the locale "${locale}" has no text for ${path}; English is shown`);
      }
      return Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args);
    },
  });
}

/** The translations file, parsed; undefined (after one warning) when it cannot be used. */
async function fetchTranslations(url: string): Promise<unknown> {
  const refuse = (why: string) => void warn(`the translations at ${url} ${why}; the built-in texts stay`);
  let text: string | null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TRANSLATIONS_TIMEOUT_MS) });
    if (!response.ok) return refuse(`could not be loaded (HTTP ${response.status})`);
    text = await readAtMost(response, MAX_TRANSLATIONS_BYTES);
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return refuse(timedOut ? `did not arrive within ${TRANSLATIONS_TIMEOUT_MS / 1000} s` : `could not be loaded (${String(error)})`);
  }
  if (text === null) return refuse('are over 1 MB');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return refuse('are not JSON');
  }
}

/** The body as text, or null past `max` bytes: what is past it is never read. */
async function readAtMost(response: Response, max: number): Promise<string | null> {
  if (Number(response.headers.get('content-length')) > max) {
    await response.body?.cancel();
    return null;
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}
