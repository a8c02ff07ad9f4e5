import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { holdBack } from './support';

/**
 * No layout shift from any betr element (search engines score the operator's page by it), not
 * timed: test/bench/host-page.html, an operator's page on rest with the lobby, jackpots, sign-in,
 * account, deposit, a tournament and the license logos, each followed by a marker paragraph.
 * betr.js and then the elements' chunks are held back by routing, so the page is seen as its first
 * paint shows it (undefined tags, only dist/betr-reserve.css), then with betr.js run and no element
 * code, then with everything arrived, and with a popup open and closed. Each element's box and the
 * marker below it stay where they were at every stage.
 */

const TAGS = [
  'betr-jackpots',
  'betr-game-list',
  'betr-sign-in',
  'betr-account',
  'betr-deposit',
  'betr-tournament',
  'betr-license-logos',
] as const;

interface Box {
  y: number;
  height: number;
  width: number;
}

type Boxes = Record<string, { element: Box; below: Box }>;

const boxesOf = (page: Page): Promise<Boxes> =>
  page.evaluate(
    (tags) => {
      const box = (el: Element) => {
        const { y, height, width } = el.getBoundingClientRect();
        return { y: y + window.scrollY, height, width };
      };
      return Object.fromEntries(
        tags.map((tag) => [
          tag,
          { element: box(document.querySelector(tag)!), below: box(document.querySelector(`[data-below="${tag}"]`)!) },
        ]),
      );
    },
    [...TAGS],
  );

function expectSameBoxes(stage: string, before: Boxes, after: Boxes) {
  for (const tag of TAGS) {
    const [was, now] = [before[tag]!, after[tag]!];
    // Sub-pixel rounding of the lobby's computed height aside, nothing moves.
    expect.soft(now.element.height, `${tag}: its height ${stage}`).toBeCloseTo(was.element.height, 0);
    expect.soft(now.element.y, `${tag}: its top ${stage}`).toBeCloseTo(was.element.y, 0);
    expect.soft(now.below.y, `the paragraph below ${tag}: its top ${stage}`).toBeCloseTo(was.below.y, 0);
  }
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 900 },
]) {
  test(`nothing moves while the elements' code, strings and data arrive (${viewport.width} px wide)`, async ({ page }) => {
    // Not timed: a freshly built betr.js is compressed on its first request, and the machine is shared.
    test.setTimeout(120_000);
    const arrives = { timeout: 30_000 };
    await page.setViewportSize(viewport);
    // A casino of this test's own with a real lobby's first page (24 tiles and more).
    await page.context().addCookies([{ name: 'betr-casino', value: randomUUID(), url: test.info().project.use.baseURL! }]);
    expect((await page.request.post('/api/demo/control', { data: { name: 'setLobbySize', args: [60] } })).ok()).toBe(true);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const entry = await holdBack(page, /\/dist\/betr\.js$/);
    const chunks = await holdBack(page, /\/dist\/chunks\//);
    // A module script defers DOMContentLoaded until it has run: the page is parsed, not loaded.
    await page.goto('/test/bench/host-page.html', { waitUntil: 'commit' });
    await expect.poll(() => entry.count(), arrives).toBe(1);
    await page.locator('[data-below="betr-license-logos"]').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => new Promise(requestAnimationFrame)));
    // The first paint: undefined tags, sized by dist/betr-reserve.css alone.
    expect(await page.evaluate((tags) => tags.filter((tag) => customElements.get(tag)), [...TAGS])).toEqual([]);
    const first = await boxesOf(page);
    for (const tag of TAGS) expect(first[tag]!.element.height, `${tag} reserves its space before betr.js`).toBeGreaterThan(60);

    await entry.release();
    await expect.poll(() => chunks.count(), arrives).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expectSameBoxes('once betr.js has run (no element code yet)', first, await boxesOf(page));

    await chunks.release();
    await page.waitForFunction((tags) => tags.every((tag) => customElements.get(tag)), [...TAGS], arrives);
    // Everything arrived: the lobby's first page, the jackpots, the leaderboard, the logos.
    const shadow = (tag: string) => page.locator(tag);
    await expect(shadow('betr-game-list').locator('[part="tile"]')).toHaveCount(24, arrives);
    await expect(shadow('betr-jackpots').locator('[part="list"]')).toBeVisible(arrives);
    await expect(shadow('betr-sign-in').getByRole('button', { name: 'Sign in' }).first()).toBeVisible(arrives);
    await expect(shadow('betr-account').getByText('Sign in to see your account.')).toBeVisible(arrives);
    await expect(shadow('betr-deposit').getByText('Sign in to deposit or withdraw.')).toBeVisible(arrives);
    await expect(shadow('betr-tournament').locator('table')).toBeVisible(arrives);
    await expect(page.locator('betr-license-logos [role="status"]')).toHaveCount(0, arrives);
    await page.waitForLoadState('networkidle');
    expectSameBoxes('once the content arrived', first, await boxesOf(page));

    // A popup opens in the top layer and locks no scrolling: no scrollbar comes or goes.
    const width = () => page.evaluate(() => document.documentElement.clientWidth);
    const pageWidth = await width();
    await page.evaluate(() => void window.betr.openSignIn());
    await expect(page.locator('betr-popup dialog[open]')).toBeVisible(arrives);
    expect(await width()).toBe(pageWidth);
    expectSameBoxes('with a popup open', first, await boxesOf(page));
    await page.keyboard.press('Escape');
    await expect(page.locator('betr-popup dialog[open]')).toHaveCount(0);
    expectSameBoxes('once the popup closed', first, await boxesOf(page));
    expect(errors).toEqual([]);
  });
}
