import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { holdBack } from './support';

/**
 * The one line of <head> (dist/betr-head.js), not timed: test/bench/operator-page.html carries
 * nothing of betr's but `<script src="/dist/betr-head.js">` and its tags. With betr.js and the
 * elements' chunks held back by routing, the page as its first paint shows it has every tag's
 * space reserved and the modulepreload lines of its language in its head (the same as
 * dist/preload.html's block), then those of each tag's code and strings; once betr.js arrives,
 * every element renders with no chunk asked for after it, and the lobby's games call follows
 * one (the REST operation's group); then nothing moves while everything arrives, and the layout shifts
 * the browser reports add up to at most 0.02.
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

test('the one line reserves every tag its space and preloads the page language and the code of each tag before betr.js runs; nothing moves after', async ({
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
  // First the lines of dist/preload.html's Swedish block, then each tag's code and strings, and the
  // REST adapter's, each added in a task of its own as the page is parsed: all added by a task after it.
  await page.waitForLoadState('domcontentloaded');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  const preloads = await preloadsInHead(page);
  expect(preloads.slice(0, preloadsOf('sv').length)).toEqual(preloadsOf('sv'));
  const chunkPreloads = preloads.filter((path) => path.startsWith('/dist/chunks/'));
  expect(chunkPreloads).toEqual([...new Set(chunkPreloads)]);
  // The strings' chunks are named `<prefix><locale>-<namespace>.js` (tools/build/load-plan.mjs): all Swedish.
  const strings = preloadsOf('sv')[1]!.replace(/sv-common\.js$/, '');
  const inStrings = chunkPreloads.filter((path) => path.startsWith(strings));
  expect(inStrings.length, "the sign-in's, the jackpots' and the lobby's strings besides the common ones").toBeGreaterThan(2);
  expect(inStrings.filter((path) => !path.startsWith(`${strings}sv-`))).toEqual([]);
  // All of them were asked for while the page was parsed, none has run.
  await expect.poll(() => entry.count(), arrives).toBe(1);
  await expect.poll(() => chunks.count(), arrives).toBe(chunkPreloads.length);
  expect(await page.evaluate((tags) => tags.filter((tag) => customElements.get(tag)), [...TAGS])).toEqual([]);
  const first = await boxesOf(page);
  for (const tag of TAGS) expect(first[tag]!.element.height, `${tag} reserves its space before betr.js`).toBeGreaterThan(60);

  // betr.js arrives, and every chunk asked for after it is held back: each element's code and
  // strings were preloaded, so each is defined and renders, and the sign-in form is there. Only
  // the platform's calls wait: the REST adapter loads an operation's group as it is first called.
  const askedLater = await holdBack(page, /\/dist\/chunks\//);
  const afterEntry: string[] = [];
  page.on('request', (request) => afterEntry.push(new URL(request.url()).pathname));
  await entry.release();
  await chunks.release();
  await page.waitForFunction((tags) => tags.every((tag) => customElements.get(tag)), [...TAGS], arrives);
  await expect(page.locator('betr-sign-in').getByRole('button', { name: 'Logga in' }).first()).toBeVisible(arrives);
  await expect(page.locator('betr-jackpots').getByRole('heading', { name: 'Jackpottar' })).toBeVisible(arrives);
  await expect(page.locator('betr-game-list').getByRole('heading', { name: 'Spel' })).toBeVisible(arrives);
  await askedLater.release();
  // The table of the adapter's operations was preloaded too: before the lobby's games call, betr.js
  // asked for one chunk (the operation's group), not the table and then the group.
  await expect(page.locator('betr-game-list').locator('[part="tile"]')).toHaveCount(24, arrives);
  const gamesCall = afterEntry.indexOf('/api/rest/casino');
  expect(gamesCall, 'the games call').toBeGreaterThan(0);
  expect(afterEntry.slice(0, gamesCall).filter((path) => path.startsWith('/dist/chunks/'))).toHaveLength(1);
  const shadow = (tag: string) => page.locator(tag);
  await expect(shadow('betr-game-list').locator('[part="tile"]')).toHaveCount(24, arrives);
  await expect(shadow('betr-jackpots').locator('[part="list"]')).toBeVisible(arrives);
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
    // And an element of the page's own named as a property of every object, which the line does not take for a tag.
    const body = (await response.text())
      .replace('<html lang="sv">', '<html>')
      .replace('<betr-config ', '<betr-config lang="fi" ')
      .replace('<header>', '<header><constructor></constructor>');
    await route.fulfill({ response, body });
  });
  await page.goto('/test/bench/operator-page.html');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  const preloads = await preloadsInHead(page);
  expect(preloads.slice(0, preloadsOf('fi').length)).toEqual(preloadsOf('fi'));
  const strings = preloadsOf('fi')[1]!.replace(/fi-common\.js$/, '');
  expect(preloads.filter((path) => path.startsWith(strings) && !path.startsWith(`${strings}fi-`))).toEqual([]);
  await expect(page.locator('betr-sign-in').getByRole('button', { name: 'Kirjaudu sisään' }).first()).toBeVisible({ timeout: 30_000 });
  expect(errors).toEqual([]);
});
