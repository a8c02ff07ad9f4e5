import { expect } from '@open-wc/testing';
import { headLocale } from '../tools/build/head-script.mjs';
import { baseLocale, loaders, locales, matchLocale, type Namespace } from './index';

/**
 * Texts that are the same in every language: names, codes and symbols. Everything else a
 * translation copies from English is a missing translation.
 */
const SAME_EVERYWHERE = new Set<string>(['Spelpaus', 'Pay N Play', 'Version {version}', '{product}: {amount}']);

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [p, v] of leaves(child, path)) out.set(p, v);
  }
  return out;
}

/** Placeholders are typed in en-US only: `{version:string}` reads `{version}` elsewhere. */
const untyped = (text: string) => text.replace(/\{(\w+):\w+\}/g, '{$1}');

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1]).sort();

const load = async (locale: (typeof locales)[number], ns: Namespace) => (await (await loaders[locale]()).default[ns]()).default;
const namespaces = Object.keys(await import('./en-US/index').then((m) => m.default)) as Namespace[];

describe('every locale is whole', () => {
  for (const ns of namespaces) {
    for (const locale of locales.filter((l) => l !== baseLocale)) {
      it(`${locale}/${ns}: every key of en-US is present, translated, with the same placeholders`, async () => {
        const base = leaves(await load(baseLocale, ns));
        const translated = leaves(await load(locale, ns));
        const missing = [...base.keys()].filter((k) => !translated.has(k) || !translated.get(k)!.trim());
        const extra = [...translated.keys()].filter((k) => !base.has(k));
        const copied = [...base]
          .filter(([k, en]) => translated.get(k) === untyped(en) && !SAME_EVERYWHERE.has(untyped(en)))
          .map(([k]) => k);
        const wrongPlaceholders = [...base]
          .filter(([k, en]) => translated.has(k) && placeholders(en).join() !== placeholders(translated.get(k)!).join())
          .map(([k]) => k);
        expect(missing, 'missing keys').to.deep.equal([]);
        expect(extra, 'keys not in en-US').to.deep.equal([]);
        expect(copied, 'English copies (untranslated)').to.deep.equal([]);
        expect(wrongPlaceholders, 'placeholders differ from en-US').to.deep.equal([]);
      });
    }
  }
});

describe('language tags map onto the six locales', () => {
  it('maps exact, regional and language-only tags', () => {
    expect(matchLocale('sv-SE')).to.equal('sv');
    expect(matchLocale('pl')).to.equal('pl-PL');
    expect(matchLocale('th')).to.equal('th-TH');
    expect(matchLocale('no')).to.equal('nb');
    expect(matchLocale('en')).to.equal('en-US');
    expect(matchLocale('FI')).to.equal('fi');
  });
  it('refuses languages it does not have', () => {
    expect(matchLocale('de')).to.equal(null);
    expect(matchLocale('')).to.equal(null);
  });
  it('the one line of head (dist/betr-head.js) preloads the strings of the locale the runtime shows, for every tag', () => {
    const tags: (string | null | undefined)[] = [
      ...locales,
      ...locales.map((l) => l.toUpperCase()),
      ...locales.map((l) => ` ${l.replace('-', '_')} `),
    ];
    tags.push(
      'sv-SE',
      'sv-FI',
      'pl',
      'th',
      'en',
      'en-GB',
      'fi-FI',
      'FI',
      'no',
      'nn-NO',
      'nb-NO',
      'NO',
      'de',
      'de-DE',
      'zh-Hant-TW',
      'e',
      '-',
      '',
      null,
      undefined,
    );
    const differ = tags
      .filter((tag) => headLocale(tag, locales) !== matchLocale(tag))
      .map((tag) => `${JSON.stringify(tag)}: ${headLocale(tag, locales)} against ${matchLocale(tag)}`);
    expect(differ).to.deep.equal([]);
  });
});
