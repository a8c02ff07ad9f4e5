/**
 * The six locales and their lazily loaded namespaces. en-US is the base: its texts are the
 * spec's, and its shape is the type every other locale must fill completely.
 */
import type common from './en-US/common';
import type signIn from './en-US/signIn';
import type errors from './en-US/errors';

export const locales = ['en-US', 'nb', 'fi', 'pl-PL', 'th-TH', 'sv'] as const;
export type Locale = (typeof locales)[number];
export const baseLocale: Locale = 'en-US';

/** The base texts of every namespace, by name. */
export interface BaseTranslations {
  common: typeof common;
  /** The catalogue by area; `common` holds its fallback and general part. */
  errors: typeof errors;
  signIn: typeof signIn;
}
export type Namespace = keyof BaseTranslations;

/** Same keys as the base, every value a string: what a translation must provide. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Translation<N extends Namespace> = Shape<BaseTranslations[N]>;

type Loader = () => Promise<{ default: object }>;

/** Each entry is its own chunk: a page loads one locale's namespaces it uses, nothing else. */
export const loaders: Record<Locale, Record<Namespace, Loader>> = {
  'en-US': { common: () => import('./en-US/common'), errors: () => import('./en-US/errors'), signIn: () => import('./en-US/signIn') },
  nb: { common: () => import('./nb/common'), errors: () => import('./nb/errors'), signIn: () => import('./nb/signIn') },
  fi: { common: () => import('./fi/common'), errors: () => import('./fi/errors'), signIn: () => import('./fi/signIn') },
  'pl-PL': { common: () => import('./pl-PL/common'), errors: () => import('./pl-PL/errors'), signIn: () => import('./pl-PL/signIn') },
  'th-TH': { common: () => import('./th-TH/common'), errors: () => import('./th-TH/errors'), signIn: () => import('./th-TH/signIn') },
  sv: { common: () => import('./sv/common'), errors: () => import('./sv/errors'), signIn: () => import('./sv/signIn') },
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
