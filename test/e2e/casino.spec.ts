// The demo's casino page (/demo/casino.html), as a player of an operator's site uses it: sign
// in from the header, the balance and account there, the deposit, the responsible-gaming links
// in the footer, and the lobby, on the REST adapter. The page shows the same on WAMP: its balance
// pushed by the platform is wamp.spec.ts's, its games from its HTTP API games.spec.ts's. The
// embedded stub shows what REST shows: the contract suite covers its operations, and the theme
// switch below runs on it.
import { expect, test } from '@playwright/test';
import { closeWelcome, openFresh, popup } from './support';

// Independent pages: spread over both workers.
test.describe.configure({ mode: 'parallel' });

test('casino page on rest: a visitor signs in from the header, then sees the balance, deposits and opens the account and the limits', async ({
  page,
}) => {
  const errors = await openFresh(page, '/demo/casino.html?adapter=rest');
  const header = page.locator('.site-header');
  await expect(header.getByRole('button', { name: 'Deposit' })).toBeHidden();
  await expect(header.getByRole('button', { name: 'Sign up' })).toBeVisible();

  await header.getByRole('button', { name: 'Sign in' }).click();
  const signIn = popup(page, 'sign-in');
  await signIn.getByLabel('Email').fill('player@example.com');
  await signIn.getByLabel('Password').fill('Password1!');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await closeWelcome(page);

  await expect(header.getByRole('status')).toHaveText('€270.00');
  await expect(header.getByRole('button', { name: 'Sign in' })).toBeHidden();

  await header.getByRole('button', { name: 'Deposit' }).click();
  await expect(popup(page, 'deposit')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('betr-popup dialog')).toBeHidden();

  await page.getByRole('contentinfo').getByRole('button', { name: 'Deposit and other limits' }).click();
  // The tab's code loads when first shown: give a busy machine time for it.
  await expect(popup(page, 'account').getByRole('heading', { name: 'Responsible gaming' })).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');

  await expect(
    page
      .locator('main betr-game-list')
      .getByRole('button', { name: /^Play / })
      .first(),
  ).toBeVisible();

  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('casino page: the theme switch links dist/themes/{theme}.css (auto: dark as the system prefers) and keeps the choice in the address', async ({
  page,
}) => {
  await openFresh(page, '/demo/casino.html');
  const textColour = () =>
    page.locator('betr-license-logos').evaluate((el) => getComputedStyle(el).getPropertyValue('--betr-color-text').trim());
  expect(await textColour()).toBe('');
  await page.getByLabel('Theme').selectOption('dark');
  await expect.poll(textColour).toBe('#e8eaed');
  await expect(page).toHaveURL(/[?&]theme=dark/);
  await page.getByLabel('Theme').selectOption('brand');
  await expect.poll(textColour).toBe('#1d1b2e');
  await page.reload();
  await expect.poll(textColour).toBe('#1d1b2e');
  await expect(page.getByLabel('Theme')).toHaveValue('brand');
  // auto.css: dark values only while the system prefers dark.
  await page.getByLabel('Theme').selectOption('auto');
  await expect.poll(textColour).toBe('');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(textColour).toBe('#e8eaed');
});
