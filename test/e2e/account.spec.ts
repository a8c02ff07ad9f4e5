import { test, expect, type Locator, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { openFresh, popup } from './support';

const require = createRequire(import.meta.url);

/** The seeded player signs in with the sign-in form in the page and closes the welcome. */
async function signInAsPlayer(page: Page, password = 'Password1!'): Promise<void> {
  const signIn = page.locator('main betr-sign-in').first();
  await signIn.getByLabel('Email').fill('player@example.com');
  await signIn.getByLabel('Password').fill(password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(popup(page, 'welcome-message')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('betr-popup dialog')).toBeHidden();
}

function inlineAccount(page: Page): Locator {
  return page.locator('main betr-account[inline]');
}

async function openTab(account: Locator, name: string): Promise<void> {
  await account.getByRole('tab', { name }).click();
  await expect(account.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** axe-core on one element (its shadow DOM included): no serious or critical violations. */
async function expectAccessible(page: Page, target: Locator): Promise<void> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await target.evaluate(async (element) => {
    const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run(element, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
  expect(violations).toEqual([]);
}

test.describe('the account area, as the seeded player (stub)', () => {
  test('reads a message and sees it marked read, then pages through the inbox', async ({ page }) => {
    const errors = await openFresh(page);
    const account = inlineAccount(page);
    await expect(account.getByText('Sign in to see your account.')).toBeVisible();
    await signInAsPlayer(page);
    await expect(account.getByRole('tab', { name: 'Inbox' })).toHaveAttribute('aria-selected', 'true');

    const reload = account.getByRole('button', { name: /Your weekly reload is here/ });
    await expect(reload).toContainText('Unread');
    await reload.click();
    await expect(reload).toHaveAttribute('aria-expanded', 'true');
    await expect(account.getByText('extra, up to 100 EUR')).toBeVisible();
    await expect(account.getByRole('button', { name: 'Deposit now' })).toBeVisible();
    await expect(reload).not.toContainText('Unread');

    await expect(account.getByText('Page 1 of 2')).toBeVisible();
    await expect(account.locator('button[aria-controls^="message-"]')).toHaveCount(5);
    await account.getByRole('button', { name: 'Next' }).click();
    await expect(account.getByText('Page 2 of 2')).toBeVisible();
    await expect(account.getByRole('button', { name: /Welcome to betr/ })).toBeVisible();
    await account.getByRole('button', { name: 'Previous' }).click();
    await expect(account.getByText('Page 1 of 2')).toBeVisible();

    // Read stays read: after a reload the message is no longer unread.
    await page.reload();
    await expect(inlineAccount(page).getByRole('button', { name: /Your weekly reload is here/ })).toBeVisible();
    await expect(inlineAccount(page).getByRole('button', { name: /Your weekly reload is here/ })).not.toContainText('Unread');
    await expect(inlineAccount(page).getByRole('button', { name: /Spring Spins has started/ })).toContainText('Unread');
    expect(errors).toEqual([]);
  });

  test('the message notice opens the account inbox at its message', async ({ page }) => {
    await openFresh(page);
    await signInAsPlayer(page);
    const notice = page.locator('main betr-message-notice');
    await expect(notice.getByRole('heading', { name: 'Your bonus expires soon' })).toBeVisible();
    await expect(notice.getByText(/before the end…$/)).toBeVisible();
    await notice.getByRole('button', { name: 'Read more' }).click();
    const account = popup(page, 'account');
    await expect(account.getByRole('button', { name: /Your bonus expires soon/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(account.getByText('or the remaining bonus money is removed from your balance')).toBeVisible();
  });

  test('edits the profile: "Profile updated"', async ({ page }) => {
    await openFresh(page);
    await signInAsPlayer(page);
    const account = inlineAccount(page);
    await openTab(account, 'Edit profile');
    await expect(account.getByLabel('Email')).toHaveValue('player@example.com');
    await expect(account.getByLabel('Email')).toHaveAttribute('readonly', '');
    const save = account.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await account.getByLabel('City').fill('Sliema');
    await account.getByLabel('Password', { exact: true }).fill('Password1!');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(account.getByRole('status')).toHaveText('Profile updated');
    await expect(account.getByLabel('City')).toHaveValue('Sliema');
    await expect(save).toBeDisabled();
  });

  test('changes the password: a wrong old password shows the spec\'s message, then it succeeds', async ({ page }) => {
    await openFresh(page);
    await signInAsPlayer(page);
    const account = inlineAccount(page);
    await openTab(account, 'Change password');
    await account.getByLabel('Old password').fill('Wrong-Passw0rd');
    await account.getByLabel('New password').fill('Fresh-Passw0rd');
    await account.getByRole('button', { name: 'Change password', exact: true }).click();
    await expect(account.getByRole('alert')).toHaveText('Your old password is incorrect.');
    await expect(account.getByLabel('New password')).toHaveValue('Fresh-Passw0rd');
    await account.getByLabel('Old password').fill('Password1!');
    await account.getByRole('button', { name: 'Change password', exact: true }).click();
    await expect(account.getByRole('status')).toHaveText('Successfully changed password');
    await expect(account.getByLabel('Old password')).toHaveValue('');

    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page.locator('#session-status')).toHaveText('Signed out');
    await signInAsPlayer(page, 'Fresh-Passw0rd');
  });

  test('pages through history and filters by type', async ({ page }) => {
    await openFresh(page);
    await signInAsPlayer(page);
    const account = inlineAccount(page);
    await openTab(account, 'History');
    await expect(account.getByText('Total deposit')).toBeVisible();
    const rows = account.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(account.getByText('Page 1 of 2')).toBeVisible();
    await expect(rows.first()).toContainText('€200.00');
    await account.getByRole('button', { name: 'Next' }).click();
    await expect(account.getByText('Page 2 of 2')).toBeVisible();
    await expect(rows).toHaveCount(4);
    await account.getByLabel('Transaction type').selectOption('Withdraw');
    await expect(account.getByRole('navigation', { name: 'Transaction pages' })).toHaveCount(0);
    await expect(rows.first()).toContainText('Withdrawal');
    await expect(account.locator('tbody')).toContainText('Pending');
    await account.getByLabel('Transaction type').selectOption('Gambling');
    await expect(account.locator('tbody')).toContainText('Cashout');
  });

  test('toggles subscriptions: "Subscriptions updated"', async ({ page }) => {
    await openFresh(page);
    await signInAsPlayer(page);
    const account = inlineAccount(page);
    await openTab(account, 'Subscriptions');
    const phone = account.getByRole('switch', { name: 'Phone calls' });
    await expect(phone).toHaveAttribute('aria-checked', 'false');
    await phone.click();
    await expect(phone).toHaveAttribute('aria-checked', 'true');
    await expect(account.getByRole('status')).toHaveText('Subscriptions updated');
    await account.getByRole('switch', { name: 'Text messages (SMS)' }).press('Space');
    await expect(account.getByRole('switch', { name: 'Text messages (SMS)' })).toHaveAttribute('aria-checked', 'false');
    // <betr-subscriptions> elsewhere on the page shows the same channels.
    await expect(page.locator('main betr-subscriptions').getByRole('switch', { name: 'Phone calls' })).toHaveAttribute('aria-checked', 'true');
  });

  test('the account menu collapses into a dropdown at 500px wide, and can be hidden', async ({ page }) => {
    await openFresh(page);
    await signInAsPlayer(page);
    const account = inlineAccount(page);
    await expect(account.getByRole('tablist')).toBeVisible();
    await page.setViewportSize({ width: 500, height: 900 });
    const menu = account.getByRole('combobox', { name: 'Account menu' });
    await expect(menu).toBeVisible();
    await expect(account.getByRole('tablist')).toHaveCount(0);
    await menu.selectOption('history');
    await expect(account.getByText('Payment statistics')).toBeVisible();
    await account.getByRole('button', { name: 'Hide menu' }).click();
    await expect(menu).toBeHidden();
    await account.getByRole('button', { name: 'Show menu' }).click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(account.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });

  test('openAccountSettings(view) opens the account popup at every tab', async ({ page }) => {
    await openFresh(page);
    await signInAsPlayer(page);
    const views = ['inbox', 'edit-profile', 'change-password', 'history', 'responsible-gaming', 'bonuses', 'subscriptions', 'bonus-code', 'verify', 'sign-out'];
    for (const view of views) {
      await page.evaluate((v) => window.betr.openAccountSettings(v), view);
      await expect(popup(page, 'account').getByRole('combobox', { name: 'Account menu' })).toHaveValue(view);
      await page.keyboard.press('Escape');
      await expect(page.locator('betr-popup dialog')).toBeHidden();
    }
  });
});

test.describe('accessibility of the account area', () => {
  // axe-core is injected as an inline script, which the demo's strict CSP would refuse.
  test.use({ bypassCSP: true });

  test('every tab of ours, inline and in the popup, has no serious or critical violations', async ({ page }) => {
    await openFresh(page);
    const account = inlineAccount(page);
    await expect(account.getByText('Sign in to see your account.')).toBeVisible();
    await expectAccessible(page, account);
    await signInAsPlayer(page);
    await account.getByRole('button', { name: /Your weekly reload is here/ }).click();
    await expect(account.getByText('extra, up to 100 EUR')).toBeVisible();
    await expectAccessible(page, account);
    const ready: Record<string, () => Locator> = {
      'Edit profile': () => account.getByLabel('City'),
      'Change password': () => account.getByLabel('Old password'),
      History: () => account.locator('tbody tr').first(),
      Subscriptions: () => account.getByRole('switch').first(),
      'Sign out': () => account.getByText('Do you want to sign out?'),
    };
    for (const [tab, shown] of Object.entries(ready)) {
      await openTab(account, tab);
      await expect(shown()).toBeVisible();
      await expectAccessible(page, account);
    }
    await expectAccessible(page, page.locator('main betr-subscriptions'));
    await expectAccessible(page, page.locator('main betr-message-notice'));
    await page.evaluate(() => window.betr.openAccountSettings('history'));
    await expect(popup(page, 'account').locator('tbody tr').first()).toBeVisible();
    await expectAccessible(page, page.locator('betr-popup'));
  });
});
