import { expect, test, type Page } from '@playwright/test';
import { openFresh, popup, signInThroughPage } from '../e2e/support';

/**
 * Every widget of the demo gallery, on a page served with the host CSP of the README
 * (`default-src 'self'` plus the cashier's and the API's origins, demo/server.ts), for a
 * visitor and then a signed-in player going through every account tab and the cashier:
 * not one `securitypolicyviolation` event and no CSP error on the console.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('betrCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { betrCspViolation(text: string): void }).betrCspViolation(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    }, true);
  });
  return violations;
}

// The two adapters that reach a server (connect-src); the stub runs the same widgets in the page.
for (const adapter of ['rest', 'wamp']) {
  test(`every widget under a strict CSP on ${adapter}: no violation`, async ({ page }) => {
    const path = `/?adapter=${adapter}`;
    const csp = (await page.request.get(path)).headers()['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    const violations = await watchViolations(page);
    const errors = await openFresh(page, path);
    await expect(page.locator('main betr-sign-in').first().getByRole('button', { name: 'Sign in' })).toBeVisible();

    await signInThroughPage(page);
    const account = page.locator('main betr-account[inline]').first();
    for (const tab of await account.getByRole('tab').all()) {
      const name = (await tab.textContent()) ?? '';
      if (name === 'Sign out') continue;
      await tab.click();
      await expect(account.getByRole('tabpanel').first()).toBeVisible();
    }
    await page.getByRole('button', { name: 'Open deposit' }).click();
    const deposit = popup(page, 'deposit');
    await deposit.getByRole('button', { name: 'Continue without a bonus' }).click();
    await expect(deposit.locator('iframe[title="Payment cashier"]')).toBeVisible();
    // A violation is reported as a task after the blocked load: let those run before counting.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
}
