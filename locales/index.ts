/**
 * The six locales and their lazily loaded namespaces. en-US is the base: its texts are the
 * spec's, and its shape is the type every other locale must fill completely.
 */
import type common from './en-US/common';
import type signIn from './en-US/signIn';
import type errors from './en-US/errors';
import type cashier from './en-US/cashier';
import type identity from './en-US/identity';
import type bonuses from './en-US/bonuses';
import type account from './en-US/account';
import type responsibleGaming from './en-US/responsibleGaming';
import type signUp from './en-US/signUp';
import type engagement from './en-US/engagement';
import type games from './en-US/games';

export const locales = ['en-US', 'nb', 'fi', 'pl-PL', 'th-TH', 'sv'] as const;
export type Locale = (typeof locales)[number];
export const baseLocale: Locale = 'en-US';

/** The base texts of every namespace, by name. */
export interface BaseTranslations {
  common: typeof common;
  /** The catalogue by area; `common` holds its fallback and general part. */
  errors: typeof errors;
  signIn: typeof signIn;
  cashier: typeof cashier;
  identity: typeof identity;
  bonuses: typeof bonuses;
  account: typeof account;
  responsibleGaming: typeof responsibleGaming;
  signUp: typeof signUp;
  /** Jackpots, tournaments and the support chat. */
  engagement: typeof engagement;
  games: typeof games;
}
export type Namespace = keyof BaseTranslations;

/** Same keys as the base, every value a string: what a translation must provide. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Translation<N extends Namespace> = Shape<BaseTranslations[N]>;

/** Any of the base's keys, none required, every value a string: what an operator may override. */
type SomeOf<T> = { [K in keyof T]?: T[K] extends string ? string : SomeOf<T[K]> };
/** An operator's texts for one locale: namespace, then the keys of the base locale. */
export type LocaleMessages = { [N in Namespace]?: SomeOf<BaseTranslations[N]> };
/**
 * An operator's own texts by locale tag, e.g. `{ 'en-US': { signIn: { signIn: { submit: 'Log in now' } } } }`.
 * A tag that is none of the six built-in locales adds a locale, which shows English for what it lacks.
 */
export type Messages = Record<string, LocaleMessages>;

type Loader = () => Promise<{ default: object }>;
/** One locale's namespaces, each its own chunk. */
export type NamespaceLoaders = Record<Namespace, Loader>;

/**
 * Each locale's namespace loaders live in that locale's own small index chunk, so a page
 * carries the loaders of the one locale it shows, not of all six.
 */
export const loaders: Record<Locale, () => Promise<{ default: NamespaceLoaders }>> = {
  'en-US': () => import('./en-US/index'),
  nb: () => import('./nb/index'),
  fi: () => import('./fi/index'),
  'pl-PL': () => import('./pl-PL/index'),
  'th-TH': () => import('./th-TH/index'),
  sv: () => import('./sv/index'),
};

/** Map a language tag (`en`, `sv-SE`, `no`, `pl`) onto a supported locale, or null. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase();
  const exact = locales.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split(/[-_]/)[0];
  if (language === 'no' || language === 'nn' || language === 'nb') return 'nb';
  return locales.find((l) => l.toLowerCase().split('-')[0] === language) ?? null;
}
