import { expect, test, type Page } from '@playwright/test';
import { openFresh, popup, signInThroughPage, signOutThroughPage } from '../e2e/support';

/**
 * One session per browser (src/stores/session.ts, `followOtherTabs`): what one tab of the
 * casino does to the session reaches every other tab of the origin with no reload, whoever
 * ends it: the player, a 401 from the platform, the platform's own sign-out.
 */
const status = (page: Page) => page.locator('#session-status');

async function twoTabs(page: Page, path: string): Promise<Page> {
  await openFresh(page, path);
  const other = await page.context().newPage();
  await other.goto(path);
  await expect(status(other)).toHaveText('Signed out');
  return other;
}

for (const adapter of ['stub', 'rest']) {
  test(`${adapter}: a sign-in in one tab signs the other in; a sign-out there signs this one out and closes its popups`, async ({ page }) => {
    const path = `/?adapter=${adapter}`;
    const other = await twoTabs(page, path);
    await signInThroughPage(page);
    await expect(status(other)).toHaveText('Signed in');
    await expect(other.locator('#wallet')).not.toHaveText('—');

    // The other tab shows the account in a popup; this tab signs out.
    await other.evaluate(() => window.betr.openAccountSettings());
    await expect(popup(other, 'account')).toBeVisible();
    await signOutThroughPage(page);
    await expect(status(other)).toHaveText('Signed out');
    await expect(popup(other, 'account')).toHaveCount(0);
    await expect(other.locator('main betr-sign-in').first().getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
}

test('rest: a session the platform ended (401) in one tab ends in the other', async ({ page }) => {
  const path = '/?adapter=rest';
  const other = await twoTabs(page, path);
  await signInThroughPage(page);
  await expect(status(other)).toHaveText('Signed in');
  expect((await page.request.post('/api/demo/fault', { data: { mode: '401' } })).ok()).toBe(true);
  // The next call this tab makes (the history the player opens) finds the session over.
  await page.evaluate(() => window.betr.openAccountSettings('history'));
  await expect(status(page)).toHaveText('Signed out');
  await expect(status(other)).toHaveText('Signed out');
  expect((await page.request.post('/api/demo/fault', { data: { mode: 'none' } })).ok()).toBe(true);
});
