import { expect, test, type Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openFresh } from './support';

// The theme properties of the shared pieces, which the build adds to every element's docs.
const { commonCssProperties }: { commonCssProperties: () => { name: string }[] } = await import(
  '../../tools/build/cem-betr-elements.mjs' as string
);
const COMMON = new Set(commonCssProperties().map((p) => p.name));

/**
 * custom-elements.json (written by `cem analyze` from the JSDoc of src/elements) says what
 * each element renders: its `::part`s and the `--betr-*` properties its styles read. This
 * renders every element, signed out and signed in (the account area on each of its tabs),
 * and fails on a part or property it shows that the docs do not name, or one the docs name
 * that nothing shows any more.
 */
interface Documented {
  tagName: string;
  cssParts?: { name: string }[];
  cssProperties?: { name: string }[];
}
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
  modules: { declarations?: (Documented & { customElement?: boolean })[] }[];
};
/** `<betr-config>` renders nothing; the popup host is betr's own, not placed by a page. */
const RENDERED = new Set(['betr-config']);
const elements = manifest.modules
  .flatMap((m) => m.declarations ?? [])
  .filter(
    (d): d is Documented & { customElement: true } =>
      !!d.customElement && !!d.tagName && !RENDERED.has(d.tagName) && d.tagName !== 'betr-popup',
  );
const ACCOUNT_VIEWS = [
  'inbox',
  'edit-profile',
  'change-password',
  'history',
  'responsible-gaming',
  'bonuses',
  'subscriptions',
  'bonus-code',
  'verify',
  'sign-out',
];

/** Every source file of the views, to tell a part that only shows in a state this test does not reach from one that is gone. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')
        ? [readFileSync(join(dir, entry.name), 'utf8')]
        : [],
  );
}
const viewSource = sources('src/react').join('\n');
const partInSource = (part: string) => new RegExp(`part[^\\n]*['"\`\\s{]${part}(?![\\w-])`).test(viewSource);

interface Rendered {
  parts: string[];
  properties: string[];
}

/** Place each `<tag inline …>` in the page at once, let them load, and read the parts each shadow root shows and the properties its sheets read. */
async function render(page: Page, placements: [tag: string, attributes: Record<string, string>][]): Promise<[string, Rendered][]> {
  return page.evaluate(async (placements) => {
    const box = document.createElement('section');
    const hosts = placements.map(([tag, attributes]) => {
      const host = document.createElement(tag);
      host.setAttribute('inline', '');
      for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
      box.append(host);
      return host;
    });
    document.body.append(box);
    await Promise.all(placements.map(([tag]) => customElements.whenDefined(tag)));
    const settled = (host: Element) =>
      host.shadowRoot && host.shadowRoot.childElementCount > 0 && !host.shadowRoot.querySelector('[part~="skeleton"]');
    // Every view drawn (the test's own time-out bounds the wait), then read until what they show stops changing.
    while (!hosts.every(settled)) await new Promise((r) => setTimeout(r, 20));
    const read = (host: Element): [string, Rendered] => {
      const parts = [...host.shadowRoot!.querySelectorAll('[part]')].flatMap((el) => el.getAttribute('part')!.split(/\s+/).filter(Boolean));
      const css = host.shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
      const properties = [...css.matchAll(/var\(\s*(--betr-[\w-]+)/g)].map((m) => m[1]);
      return [host.localName, { parts: [...new Set(parts)], properties: [...new Set(properties)] }];
    };
    let found = hosts.map(read);
    for (let before = ''; JSON.stringify(found) !== before;) {
      before = JSON.stringify(found);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
      found = hosts.map(read);
    }
    box.remove();
    return found;
  }, placements);
}

test('the manifest names every part and --betr-* property each element shows, and nothing it no longer shows', async ({ page }) => {
  await openFresh(page, '/demo/bare.html');
  const seen = new Map<string, Rendered>();
  const add = (tag: string, r: Rendered) => {
    const before = seen.get(tag) ?? { parts: [], properties: [] };
    seen.set(tag, {
      parts: [...new Set([...before.parts, ...r.parts])],
      properties: [...new Set([...before.properties, ...r.properties])],
    });
  };
  const placements = elements.flatMap(({ tagName }): [string, Record<string, string>][] =>
    tagName === 'betr-account' ? ACCOUNT_VIEWS.map((view) => [tagName, { view }]) : [[tagName, {}]],
  );
  const renderAll = async () => {
    for (const [tag, rendered] of await render(page, placements)) add(tag, rendered);
  };
  await renderAll();
  const form = page.locator('body > betr-sign-in');
  await form.getByLabel('Email').fill('player@example.com');
  await form.getByLabel('Password').fill('Password1!');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.evaluate(() => window.betr.isSignedIn())).toBe(true);
  await renderAll();

  const problems: string[] = [];
  for (const { tagName, cssParts = [], cssProperties = [] } of elements) {
    const rendered = seen.get(tagName)!;
    const parts = new Set(cssParts.map((p) => p.name));
    const properties = new Set(cssProperties.map((p) => p.name));
    for (const part of rendered.parts) if (!parts.has(part)) problems.push(`<${tagName}> renders part "${part}", not in its @csspart docs`);
    for (const part of parts)
      if (!rendered.parts.includes(part) && !partInSource(part))
        problems.push(`<${tagName}> documents part "${part}", which nothing renders`);
    for (const property of rendered.properties)
      if (!properties.has(property)) problems.push(`<${tagName}> styles read ${property}, not in its @cssproperty docs`);
    for (const property of properties)
      if (!COMMON.has(property) && !rendered.properties.includes(property))
        problems.push(`<${tagName}> documents ${property}, which its styles never read`);
  }
  expect(problems).toEqual([]);
});

test('the catalogue page shows each element from the manifest, with a live instance', async ({ page }) => {
  await openFresh(page, '/demo/catalogue.html#betr-account');
  const element = page.locator('#element');
  await expect(element.locator(':scope > h2')).toHaveText('<betr-account>');
  const attributes = element.locator('section', { has: page.getByRole('heading', { name: 'Attributes' }) });
  await expect(attributes.getByRole('row', { name: /^message-id string open the inbox at this message/ })).toBeVisible();
  await expect(
    element
      .locator('section', { has: page.getByRole('heading', { name: 'Events' }) })
      .getByRole('cell', { name: 'betr-account-view', exact: true }),
  ).toBeVisible();
  await expect(
    element
      .locator('section', { has: page.getByRole('heading', { name: 'Parts (::part)' }) })
      .getByRole('cell', { name: 'tab-selected', exact: true }),
  ).toBeVisible();
  // Signed out, the live account asks the visitor to sign in.
  await expect(element.getByTestId('live').locator('betr-account').getByRole('button', { name: 'Sign in' }).first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Elements' }).getByRole('link', { name: 'betr-sign-in', exact: true }).click();
  await expect(element.locator(':scope > h2')).toHaveText('<betr-sign-in>');
  await expect(element.getByTestId('live').locator('betr-sign-in').getByLabel('Email')).toBeVisible();
});

test('the catalogue links the element reference, which the build wrote from the same manifest', async ({ page, request }) => {
  await openFresh(page, '/demo/catalogue.html');
  const href = await page.getByRole('link', { name: 'The element reference' }).getAttribute('href');
  expect(href).toBe('/docs/elements.md');
  const reference = await (await request.get(href!)).text();
  expect(reference).toContain('# The element reference');
  // It links back to the catalogue's live instance of each element.
  expect(reference).toContain('[Try it in the catalogue](http://localhost:4000/demo/catalogue.html#betr-account).');
});
