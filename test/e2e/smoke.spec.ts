// Smoke: the built bundle loads under the demo server's CSP without page errors, defines
// <betr-sign-in>, and writes nothing into the host page's <head>.
import { test, expect, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { openFresh } from './support';

const STYLES_IN_HEAD = 'style, link[rel~="stylesheet" i]';

async function openPage(page: Page, path: string): Promise<{ errors: string[]; stylesInServedHead: number }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // CSP violations are reported on the console, not as page errors
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(`csp: ${message.text()}`);
  });
  const response = await page.goto(path);
  expect(response?.status(), `GET ${path}`).toBe(200);
  expect(response?.headers()['content-security-policy'], 'the page is served with the strict CSP').toContain("script-src 'self'");
  const html = (await response?.text()) ?? '';
  // Parsed on a blank page: the demo enforces Trusted Types, under which a page parses no HTML string.
  const blank = await page.context().newPage();
  const stylesInServedHead = await blank.evaluate(
    ([source, selector]) => new DOMParser().parseFromString(source, 'text/html').head.querySelectorAll(selector).length,
    [html, STYLES_IN_HEAD] as const,
  );
  await blank.close();
  return { errors, stylesInServedHead };
}

async function expectSignInDefined(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => customElements.get('betr-sign-in') !== undefined), {
      message: 'customElements.get("betr-sign-in")',
      timeout: 10_000,
    })
    .toBe(true);
}

async function expectHeadUntouched(page: Page, stylesInServedHead: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  const now = await page.evaluate((selector) => document.head.querySelectorAll(selector).length, STYLES_IN_HEAD);
  expect(now, '<style>/<link rel=stylesheet> added to <head>').toBe(stylesInServedHead);
}

test('a bare <betr-sign-in> on a bare page loads without errors and leaves <head> alone', async ({ page }) => {
  const { errors, stylesInServedHead } = await openPage(page, '/demo/bare.html');
  await expectSignInDefined(page);
  await expectHeadUntouched(page, stylesInServedHead);
  expect(await page.evaluate(() => document.adoptedStyleSheets.length), 'style sheets adopted by the host document').toBe(0);
  expect(errors).toEqual([]);
});

test('the demo page loads without errors and leaves <head> alone', async ({ page }) => {
  test.skip(!existsSync(new URL('../../demo/index.html', import.meta.url)), 'demo/index.html does not exist yet');
  const { errors, stylesInServedHead } = await openPage(page, '/');
  await expectSignInDefined(page);
  await expectHeadUntouched(page, stylesInServedHead);
  expect(errors).toEqual([]);
});

// The page hears betr-ready whatever the platform, with betr's version; turnkey's framework adds
// its own (the adapter's 2.5.0 with the brand as suffix). versionInfo() answers the platform's
// version: the simulated casino's own, the REST platform's from its bootstrap.
for (const [adapter, ready, version] of [
  ['stub', 1, { version: '0.1.0-stub', hash: 'stub' }],
  // The REST stand-in runs the simulated casino: its bootstrap's Version { Version, Hash } is the casino's.
  ['rest', 1, { version: '0.1.0-stub', hash: 'stub' }],
  ['wamp', 1, null],
  ['turnkey', 2, { version: '2.5.0-lucky-lagoon', hash: 'tk-stand-in-1' }],
] as const) {
  test(`betr-ready reaches the page on ${adapter}${version ? ", and versionInfo() answers the platform's version" : ''}`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const heard: unknown[] = ((window as unknown as { __ready: unknown[] }).__ready = []);
      document.addEventListener('betr-ready', (event) => heard.push((event as CustomEvent).detail));
    });
    await openFresh(page, adapter === 'stub' ? '/' : `/?adapter=${adapter}`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __ready: unknown[] }).__ready.length)).toBe(ready);
    const details = await page.evaluate(() => (window as unknown as { __ready: { version: string }[] }).__ready);
    expect(details[0]!.version).toMatch(/^\d+\.\d+\.\d+/);
    if (adapter === 'turnkey') expect(details[1]).toEqual({ version: '2.5.0-lucky-lagoon' });
    if (version) expect(await page.evaluate(() => window.betr.versionInfo())).toEqual(version);
  });
}
