import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { holdBack } from './support';

/**
 * The one line of <head> (dist/betr-head.js), not timed: test/bench/operator-page.html carries
 * nothing of betr's but `<script src="/dist/betr-head.js">` and its tags. With betr.js and the
 * elements' chunks held back by routing, the page as its first paint shows it has every tag's
 * space reserved and the modulepreload lines of its language in its head (the same as
 * dist/preload.html's block); then nothing moves while everything arrives, and the layout
 * shifts the browser reports add up to at most 0.02.
 */

const TAGS = ['betr-sign-in', 'betr-jackpots', 'betr-game-list', 'betr-license-logos'] as const;

/** The hrefs of `locale`'s block in the build's dist/preload.html. */
function preloadsOf(locale: string): string[] {
  const html = readFileSync('dist/preload.html', 'utf8');
  const block = html.split(/^<!-- ([\w-]+) -->$/m);
  const lines = block[block.indexOf(locale) + 1] ?? '';
  return [...lines.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
}

/**
 * The operator's page as its own server sends it: without the demo pages' Content-Security-Policy,
 * whose `style-src 'self'` refuses the page's own inline style (the page then showed unstyled
 * here, as the bench's front serves it styled: tools/bench/front.mjs).
 */
const servedByTheOperator = (page: Page) =>
  page.route('**/test/bench/operator-page.html', async (route) => {
    const response = await route.fetch();
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'content-security-policy'));
    await route.fulfill({ response, headers });
  });

const preloadsInHead = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
  );

const boxesOf = (page: Page) =>
  page.evaluate(
    (tags) =>
      Object.fromEntries(
        tags.map((tag) => {
          const box = (el: Element) => {
            const { y, height } = el.getBoundingClientRect();
            return { y: y + window.scrollY, height };
          };
          return [tag, { element: box(document.querySelector(tag)!), below: box(document.querySelector(`[data-below="${tag}"]`)!) }];
        }),
      ),
    [...TAGS],
  );

test('the one line reserves every tag its space and preloads the page language before betr.js runs; nothing moves after', async ({
  page,
}) => {
  // Not timed: a freshly built betr.js is compressed on its first request, and the machine is shared.
  test.setTimeout(120_000);
  const arrives = { timeout: 30_000 };
  await page.setViewportSize({ width: 412, height: 823 });
  await page.context().addCookies([{ name: 'betr-casino', value: randomUUID(), url: test.info().project.use.baseURL! }]);
  expect((await page.request.post('/api/demo/control', { data: { name: 'setLobbySize', args: [60] } })).ok()).toBe(true);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });

  const refused: string[] = [];
  page.on(
    'console',
    (message) => message.type() === 'error' && /Content Security Policy/.test(message.text()) && refused.push(message.text()),
  );
  await servedByTheOperator(page);
  const entry = await holdBack(page, /\/dist\/betr\.js$/);
  const chunks = await holdBack(page, /\/dist\/chunks\//);
  await page.goto('/test/bench/operator-page.html', { waitUntil: 'commit' });
  await page.locator('[data-below="betr-license-logos"]').waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => new Promise(requestAnimationFrame)));

  // The page names neither the reserve sheet nor a chunk: the one line brought them.
  const markup = await page.evaluate(() => document.documentElement.outerHTML);
  expect(markup).not.toContain('betr-reserve.css');
  expect(await page.evaluate(() => getComputedStyle(document.body).marginTop), "the page's own style applies").toBe('0px');
  expect(await preloadsInHead(page)).toEqual(preloadsOf('sv'));
  // betr.js and the Swedish common strings were asked for while the page was parsed; neither has run.
  await expect.poll(() => entry.count(), arrives).toBe(1);
  await expect.poll(() => chunks.count(), arrives).toBe(1);
  expect(await page.evaluate((tags) => tags.filter((tag) => customElements.get(tag)), [...TAGS])).toEqual([]);
  const first = await boxesOf(page);
  for (const tag of TAGS) expect(first[tag]!.element.height, `${tag} reserves its space before betr.js`).toBeGreaterThan(60);

  await entry.release();
  await chunks.release();
  await page.waitForFunction((tags) => tags.every((tag) => customElements.get(tag)), [...TAGS], arrives);
  const shadow = (tag: string) => page.locator(tag);
  await expect(shadow('betr-game-list').locator('[part="tile"]')).toHaveCount(24, arrives);
  await expect(shadow('betr-jackpots').locator('[part="list"]')).toBeVisible(arrives);
  await expect(shadow('betr-sign-in').getByRole('button', { name: 'Logga in' }).first()).toBeVisible(arrives);
  await expect(page.locator('betr-license-logos [role="status"]')).toHaveCount(0, arrives);
  await page.waitForLoadState('networkidle');
  const last = await boxesOf(page);
  for (const tag of TAGS) {
    expect.soft(last[tag]!.element.y, `${tag}: its top`).toBeCloseTo(first[tag]!.element.y, 0);
    expect.soft(last[tag]!.below.y, `the paragraph below ${tag}: its top`).toBeCloseTo(first[tag]!.below.y, 0);
  }
  const cls = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
  expect(cls).toBeLessThanOrEqual(0.02);
  expect(errors).toEqual([]);
  expect(refused, 'the page and betr run under no refusal').toEqual([]);
});

test('without <html lang>, the one line preloads the language of <betr-config lang>', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The operator's page with its language on <betr-config> alone (the server's own headers, CSP included).
  await page.route('**/test/bench/operator-page.html', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('<html lang="sv">', '<html>').replace('<betr-config ', '<betr-config lang="fi" ');
    await route.fulfill({ response, body });
  });
  await page.goto('/test/bench/operator-page.html');
  expect(await preloadsInHead(page)).toEqual(preloadsOf('fi'));
  await expect(page.locator('betr-sign-in').getByRole('button', { name: 'Kirjaudu sisään' }).first()).toBeVisible({ timeout: 30_000 });
  expect(errors).toEqual([]);
});
