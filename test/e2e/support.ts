import { expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Open a page on a fresh simulated casino, failing the test on any page error. */
export async function openFresh(page: Page, path = '/'): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  await page.evaluate(async () => {
    await new Promise<void>((resolve) => (window.betr ? resolve() : document.addEventListener('betr-ready', () => resolve(), { once: true })));
    await window.betr.stub.reset();
  });
  return errors;
}

export interface Mail {
  to: string;
  kind: string;
  code?: string;
  link?: string;
}

export function outbox(page: Page): Promise<Mail[]> {
  return page.evaluate(() => window.betr.stub.outbox());
}

/** The widget shown in the popup. */
export function popup(page: Page, type: string) {
  return page.locator(`betr-popup betr-${type}`);
}

/** axe-core on the page as it is: no serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
  expect(violations).toEqual([]);
}

export async function expectHeadUntouched(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.head.querySelectorAll('style, link[rel="stylesheet"]:not([href="/demo/demo.css"])').length)).toBe(0);
}
