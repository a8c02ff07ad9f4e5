import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The adapter of the demo page, from its address (`?adapter=`, the stub by default). */
function adapterOf(url: string): string {
  return new URL(url, 'http://localhost').searchParams.get('adapter') ?? 'stub';
}

/** Whether the page's platform has welcome content, so a verified player's sign-in is greeted (WAMP's and turnkey's have none). */
export function platformGreets(url: string): boolean {
  return !['wamp', 'turnkey'].includes(adapterOf(url));
}

/**
 * The day every journey runs on, whatever the real date: a rule about dates (the latest birth
 * year, an 18th birthday, a limit's expiry) reads the same on every run. The journeys once failed
 * from 1 to 6 December only, when the latest birth year's December had fewer days than the test
 * picked.
 */
export const TODAY = new Date('2026-12-06T10:00:00Z');

/** What openFresh's init script notes at the first document's start: the storage it found. */
type StorageProbe = Window & { betrStorageAtStart?: number };

export interface FreshOptions {
  /** The page's and the casino's clock start here (TODAY unless told), and run on. */
  today?: Date;
  /** The page's clock stands still at `today` (screenshots): Date never moves, timers still run. */
  fixed?: boolean;
}

/**
 * Open a page on a fresh simulated casino, failing the test on any page error. On the stub
 * the casino lives in the page; on another adapter it lives in the provider server, where
 * this test gets a casino of its own (the `betr-casino` cookie, see
 * demo/server/demo-controls.ts), so tests running side by side never share one. The page's
 * clock (Playwright's, installed before the page loads) and the casino's both start at
 * `today`: no journey reads the real date.
 */
export async function openFresh(page: Page, path = '/', { today = TODAY, fixed = false }: FreshOptions = {}): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const stub = adapterOf(path) === 'stub';
  // The worker keeps its page from test to test (reuseContext, playwright.config.ts), and Playwright
  // clears what the last test left: cookies, every visited origin's storage, other pages. This
  // test's first document proves it: its storage is empty before the page's own scripts run.
  await page.addInitScript(() => {
    (window as StorageProbe).betrStorageAtStart = localStorage.length + sessionStorage.length;
  });
  expect(
    (await page.context().cookies()).map((cookie) => cookie.name),
    'no cookie is left from another test',
  ).toEqual([]);
  if (!stub) await page.context().addCookies([{ name: 'betr-casino', value: randomUUID(), url: test.info().project.use.baseURL! }]);
  if (fixed) await page.clock.setFixedTime(today);
  else await page.clock.install({ time: today });
  await page.goto(path);
  expect(
    await page.evaluate(() => (window as StorageProbe).betrStorageAtStart),
    'the page starts with no storage left from another test',
  ).toBe(0);
  await page.evaluate(async (onStub) => {
    await new Promise<void>((resolve) =>
      window.betr ? resolve() : document.addEventListener('betr-ready', () => resolve(), { once: true }),
    );
    if (onStub) await window.betr.stub.reset();
  }, stub);
  if (!stub) expect((await page.request.post('/api/demo/reset', { data: { now: await pageNow(page) } })).ok()).toBe(true);
  return errors;
}

/** The page's time (its clock is Playwright's, not the machine's), in epoch milliseconds. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now());
}

export interface Mail {
  to: string;
  kind: string;
  code?: string;
  link?: string;
}

/**
 * One of the simulated casino's test controls (setVisitorCountry, approveOAuth, ...) on the
 * page's casino: the stub's own in the page, or this test's on the provider server
 * (POST /api/demo/control, see demo/server/demo-controls.ts).
 */
export async function control(page: Page, name: string, ...args: unknown[]): Promise<unknown> {
  if (adapterOf(page.url()) === 'stub') return page.evaluate(([n, a]) => window.betr.stub.control(n, ...a), [name, args] as const);
  const answer = await page.request.post('/api/demo/control', { data: { name, args } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { result: unknown }).result;
}

/** The casino's mail; on another adapter than the stub, as its platform sends it, with links that keep the page's adapter. */
export async function outbox(page: Page): Promise<Mail[]> {
  const adapter = adapterOf(page.url());
  if (adapter === 'stub') return page.evaluate(() => window.betr.stub.outbox());
  const mails = (await (await page.request.get(`/api/demo/outbox?platform=${adapter}`)).json()) as Mail[];
  return mails.map((mail) => {
    if (!mail.link) return mail;
    const link = new URL(mail.link, 'http://localhost');
    link.searchParams.set('adapter', adapter);
    return { ...mail, link: `${link.pathname}${link.search}` };
  });
}

/** The widget shown in the popup. */
export function popup(page: Page, type: string) {
  return page.locator(`betr-popup betr-${type}`);
}

/**
 * Sign in through the page's own form (`main betr-sign-in`), as a player does, as the seeded
 * player unless told otherwise; then close the welcome that greets a verified player
 * (`welcome: false` leaves whatever greets the player open).
 */
export async function signInThroughPage(
  page: Page,
  { email = 'player@example.com', password = 'Password1!', welcome = true }: { email?: string; password?: string; welcome?: boolean } = {},
): Promise<void> {
  const form = page.locator('main betr-sign-in').first();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#session-status')).toHaveText('Signed in');
  if (welcome) await closeWelcome(page);
}

/** Sign out with the demo page's own Sign out button, as a player does. */
export async function signOutThroughPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.locator('#session-status')).toHaveText('Signed out');
}

/**
 * Close the welcome popup once it shows. The websocket platform has no welcome content: a step
 * the platform lacks is skipped after sign-in, so nothing greets its player.
 */
export async function closeWelcome(page: Page): Promise<void> {
  if (!platformGreets(page.url())) {
    await expect.poll(() => page.evaluate(() => window.betr.isSignedIn())).toBe(true);
    // The welcome would follow the sign-in within moments (after the display pages' check): past them, still no popup.
    await page.waitForTimeout(500);
    await expect(page.locator('betr-popup dialog')).toBeHidden();
    return;
  }
  await expect(popup(page, 'welcome-message').getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('betr-popup dialog')).toBeHidden();
}

/**
 * axe-core in the page, once: evaluated as the driver evaluates a script, which the page's CSP
 * (and its Trusted Types) do not govern, so no test needs `bypassCSP` and a scan runs under the
 * demo's own CSP.
 */
export async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
}

/**
 * Every animation that ends has ended, in the page and in every shadow root (Chromium's
 * document.getAnimations() leaves those out): axe's colour-contrast reads a dialog still in its
 * 0.12 s fade-in as a faded button, which failed the sign-in popup's scan once. An endless
 * animation (a spinner) is not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => {
    const roots: DocumentOrShadowRoot[] = [document];
    for (const element of document.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
    for (let i = 1; i < roots.length; i++)
      for (const element of (roots[i] as ShadowRoot).querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
    const ending = roots
      .flatMap((root) => root.getAnimations())
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
    return Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * axe-core on `target` (its shadow DOM included; the whole page unless told): no serious or
 * critical violations. Scan what the step opened (the popup, the tab), not the whole page again:
 * a scan of the demo page's 24 elements took most of a minute on a loaded 2-core machine. The rules
 * are WCAG 2.1 A and AA and axe's best practices, or only the axe `rules` named (a theme's colour
 * contrast, say).
 */
export async function expectAccessible(
  page: Page,
  target: Locator = page.locator('html'),
  { rules }: { rules?: string[] } = {},
): Promise<void> {
  await injectAxe(page);
  await settled(page);
  const runOnly = rules ? { type: 'rule', values: rules } : ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
  const violations = await target.evaluate(async (element, only) => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: Element, options: object): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(element, { runOnly: only });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  }, runOnly);
  expect(violations).toEqual([]);
}

export async function expectHeadUntouched(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.head.querySelectorAll('style, link[rel="stylesheet"]:not([href="/demo/demo.css"])').length),
  ).toBe(0);
}

/** Requests matching `pattern` wait until release() (and pass at once after it). */
export async function holdBack(page: Page, pattern: string | RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
