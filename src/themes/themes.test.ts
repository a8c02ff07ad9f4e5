import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { engine } from '../../test/engine';
import { stylesheet as popupSheet } from '../elements/popup-host.module.css';
import { stylesheet as historySheet } from '../react/account/history/History.module.css';
import { stylesheet as bankIdentitySheet } from '../react/oauth/BankIdentity.module.css';
import pieces, { stylesheet as piecesSheet } from '../react/ui/pieces.module.css';
import { stylesheet as uiSheet } from '../react/ui/ui.module.css';

/** The declarations of a theme file, by property name. */
async function themeValues(name: string): Promise<Map<string, string>> {
  const css = await (await fetch(new URL(`./${name}.css`, import.meta.url))).text();
  return new Map([...css.matchAll(/(--betr-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

/** The colour properties betr's sheets read: the shared pieces, the popup and the elements whose colours were hard-coded before the themes. */
const colourProperties = [
  ...new Set(
    [
      ...[uiSheet, piecesSheet, popupSheet, historySheet, bankIdentitySheet]
        .join('\n')
        .matchAll(/var\(\s*(--betr-(?:color|popup|qr)-[\w-]+)/g),
    ].map((m) => m[1]),
  ),
].filter((name) => name !== '--betr-popup-radius');

async function withLink(href: string, run: () => Promise<void>): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise((resolve) => link.addEventListener('load', resolve, { once: true }));
  document.head.append(link);
  await loaded;
  try {
    await run();
  } finally {
    link.remove();
  }
}

const rootValue = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

describe('themes (src/themes, shipped as dist/themes)', () => {
  it('the sheets read colour properties the themes can set', () => {
    expect(colourProperties).to.include.members([
      '--betr-color-text',
      '--betr-color-skeleton',
      '--betr-popup-background',
      '--betr-qr-overlay',
    ]);
  });

  for (const theme of ['dark', 'brand']) {
    it(`${theme}.css sets every colour betr's sheets read, so nothing keeps a light default`, async () => {
      const values = await themeValues(theme);
      const missing = colourProperties
        .filter((name) => name !== '--betr-qr-overlay' || theme === 'dark')
        .filter((name) => !values.has(name));
      expect(missing).to.deep.equal([]);
    });

    it(`${theme}.css names the page background it was checked against (--betr-color-background)`, async () => {
      expect((await themeValues(theme)).get('--betr-color-background')).to.match(/^#[0-9a-f]{6}$/);
    });
  }

  it('the theming guide lists every value dark.css and brand.css set, as they set it', async () => {
    const readme = await (await fetch('/docs/theme-it.md')).text();
    const rows = readme.split('\n').filter((line) => line.startsWith('| `--betr-'));
    const column = (index: number) =>
      new Map(
        rows
          .map((row) => row.split('|').map((cell) => cell.trim().replace(/^`|`$/g, '')))
          .filter((cells) => cells[index] !== '—')
          .map((cells) => [cells[1], cells[index]]),
      );
    expect(column(2)).to.deep.equal(await themeValues('dark'));
    expect(column(3)).to.deep.equal(await themeValues('brand'));
  });

  it('dark.css applies to the whole page: the properties on :root and the page declared dark', async () => {
    await withLink(new URL('./dark.css', import.meta.url).href, async () => {
      expect(rootValue('--betr-color-text')).to.equal('#e8eaed');
      expect(getComputedStyle(document.documentElement).colorScheme).to.equal('dark');
    });
  });

  it('with dark.css, a loading skeleton is drawn in --betr-color-skeleton and the hint background, not light grey', async () => {
    await withLink(new URL('./dark.css', import.meta.url).href, async () => {
      const host = document.createElement('div');
      const root = host.attachShadow({ mode: 'open' });
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(piecesSheet);
      root.adoptedStyleSheets = [sheet];
      const line = document.createElement('span');
      line.className = pieces.skeletonLine;
      root.append(line);
      document.body.append(host);
      try {
        expect(getComputedStyle(line).backgroundImage).to.equal(
          'linear-gradient(90deg, rgb(38, 43, 51) 0%, rgb(31, 36, 44) 50%, rgb(38, 43, 51) 100%)',
        );
      } finally {
        host.remove();
      }
    });
  });

  it("auto.css follows prefers-color-scheme: dark values for a dark preference, betr's light defaults otherwise", async function () {
    // emulateMedia needs Chromium's DevTools protocol: puppeteer's Firefox (WebDriver BiDi) and
    // WebKitWebDriver cannot set the colour-scheme preference. The media query is plain CSS,
    // which Chromium checks here; CONTRIBUTING.md lists this skip.
    if (engine !== 'chromium') this.skip();
    await withLink(new URL('./auto.css', import.meta.url).href, async () => {
      await emulateMedia({ colorScheme: 'dark' });
      expect(rootValue('--betr-color-text')).to.equal('#e8eaed');
      await emulateMedia({ colorScheme: 'light' });
      expect(rootValue('--betr-color-text')).to.equal('');
    });
    await emulateMedia({ colorScheme: 'no-preference' as 'light' });
  });
});
