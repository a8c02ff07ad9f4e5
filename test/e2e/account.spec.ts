import { test, expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible, openFresh, popup, signInThroughPage, signOutThroughPage } from './support';

function inlineAccount(page: Page): Locator {
  return page.locator('main betr-account[inline]');
}

async function openTab(account: Locator, name: string): Promise<void> {
  await account.getByRole('tab', { name }).click();
  await expect(account.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

const ALL_TABS = [
  'Inbox',
  'Edit profile',
  'Change password',
  'History',
  'Responsible gaming',
  'Bonuses',
  'Subscriptions',
  'Trigger bonus',
  'Verify',
  'Sign out',
];

/**
 * The tabs a platform serves. The websocket platform has no procedures for messages,
 * subscriptions, payment statistics or documents (spec: cashier §7, "First platform"): its
 * menu leaves those tabs out rather than show a tab that can only fail, and a view it
 * lacks opens the first tab instead.
 */
const LACKING: Record<'stub' | 'rest' | 'wamp', { tabs: string[]; views: string[] }> = {
  stub: { tabs: [], views: [] },
  rest: { tabs: [], views: [] },
  wamp: { tabs: ['Inbox', 'Subscriptions', 'Verify'], views: ['inbox', 'subscriptions', 'verify'] },
};

// The journey runs on the REST adapter, and on the WAMP adapter, whose platform lacks tabs (the
// player sees another menu). The embedded stub shows the same views as REST: the contract suite
// (test/contract) covers its operations, and the accessibility test below opens every tab on it.
for (const [adapter, home] of [
  ['rest', '/?adapter=rest'],
  ['wamp', '/?adapter=wamp'],
] as const) {
  const lacking = LACKING[adapter];
  const offered = ALL_TABS.filter((tab) => !lacking.tabs.includes(tab));

  // One journey per adapter, signed in once: each part below was a test of its own that
  // signed in again; they need no separate state (the password changes last).
  test.describe(`the account area, as the seeded player (${adapter})`, () => {
    test('the menu, the inbox and its notice, the profile, history, subscriptions, every view by openAccountSettings, then a new password', async ({
      page,
    }) => {
      // Several journeys' worth of steps: a journey's time, not one test's.
      test.setTimeout(90_000);
      const errors = await openFresh(page, home);
      const account = inlineAccount(page);
      await expect(account.getByText('Sign in to see your account.')).toBeVisible();
      await signInThroughPage(page);

      await test.step('the menu offers the tabs the platform serves, and opens at the first', async () => {
        await expect(account.getByRole('tab')).toHaveText(offered);
        await expect(account.getByRole('tab', { name: offered[0] })).toHaveAttribute('aria-selected', 'true');
        for (const tab of lacking.tabs) await expect(account.getByRole('tab', { name: tab })).toHaveCount(0);
        if (lacking.tabs.includes('Inbox')) {
          // Elements of a feature the platform lacks show nothing rather than an error.
          await expect(page.locator('main betr-message-notice').getByRole('heading')).toHaveCount(0);
          await expect(page.locator('main betr-message-notice').getByRole('alert')).toHaveCount(0);
        }
      });

      // The websocket platform has no messages (its menu has no Inbox, asserted above).
      if (adapter !== 'wamp') {
        await test.step('reads a message and sees it marked read, then pages through the inbox', async () => {
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
        });

        await test.step('the message notice opens the account inbox at its message', async () => {
          // Off the stub the demo's notice has no message-id (the platform numbers its messages): the newest unpushed one.
          const notice = page.locator('main betr-message-notice');
          await expect(notice.getByRole('heading', { name: 'Your weekly reload is here' })).toBeVisible();
          await expect(notice.getByText('Deposit today and get 50% extra, up to 100 EUR.')).toBeVisible();
          await notice.getByRole('button', { name: 'Read more' }).click();
          const inPopup = popup(page, 'account');
          await expect(inPopup.getByRole('button', { name: /Your weekly reload is here/ })).toHaveAttribute('aria-expanded', 'true');
          await expect(inPopup.getByText('Deposit today and get')).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(page.locator('betr-popup dialog')).toBeHidden();
        });
      }

      await test.step('edits the profile: "Profile updated"', async () => {
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

      await test.step('pages through history and filters by type', async () => {
        await openTab(account, 'History');
        const rows = account.locator('[part="transactions"] tbody tr');
        await expect(rows).toHaveCount(10);
        // The websocket platform has no payment statistics: the transactions show alone, with no error.
        if (adapter === 'wamp') await expect(account.getByText('Payment statistics')).toHaveCount(0);
        else {
          await expect(account.getByText('Total deposit')).toBeVisible();
          // The demo casino is one brand of its operator: its per-brand row.
          await expect(
            account.getByRole('table', { name: 'Payment statistics per brand' }).getByRole('row', { name: /^betr-demo/ }),
          ).toBeVisible();
        }
        await expect(account.getByRole('alert')).toHaveCount(0);
        await expect(account.getByText('Page 1 of 2')).toBeVisible();
        await expect(rows.first()).toContainText('€200.00');
        await expect(rows.first()).toContainText('Deposit');
        await expect(account.locator('[part="transactions"] tbody')).not.toContainText('Other');
        await account.getByRole('button', { name: 'Next' }).click();
        await expect(account.getByText('Page 2 of 2')).toBeVisible();
        await expect(rows).toHaveCount(4);
        await account.getByLabel('Transaction type').selectOption('Withdraw');
        await expect(account.getByRole('navigation', { name: 'Transaction pages' })).toHaveCount(0);
        await expect(rows.first()).toContainText('Withdrawal');
        await expect(account.locator('[part="transactions"] tbody')).toContainText('Pending');
        await account.getByLabel('Transaction type').selectOption('Gambling');
        // The websocket platform's history is its payments (Deposit, Withdraw, Transfer): it has
        // no record of bets, wins or cash-outs to show (README, WAMP adapter), and says so.
        if (adapter === 'wamp') {
          await expect(account.getByRole('alert')).toHaveText('This is not available here.');
          await expect(account.locator('[part="transactions"] tbody')).toHaveCount(0);
        } else {
          // A cash-out on the REST platform is a Settlement (its SDK's sportsbook types have no
          // cash-out), shown as a win: docs/where-betr-differs.md.
          await expect(account.locator('[part="transactions"] tbody')).toContainText(adapter === 'rest' ? 'Win' : 'Cashout');
        }
        if (adapter === 'rest') await expect(account.locator('[part="transactions"] tbody')).not.toContainText(/Win\d/);
      });

      // The websocket platform has no subscriptions (its menu has no Subscriptions tab, asserted above).
      if (adapter !== 'wamp') {
        await test.step('toggles subscriptions: "Subscriptions updated"', async () => {
          await openTab(account, 'Subscriptions');
          const phone = account.getByRole('switch', { name: 'Phone calls' });
          await expect(phone).toHaveAttribute('aria-checked', 'false');
          await phone.click();
          await expect(phone).toHaveAttribute('aria-checked', 'true');
          await expect(account.getByRole('status')).toHaveText('Subscriptions updated');
          await account.getByRole('switch', { name: 'Text messages (SMS)' }).press('Space');
          await expect(account.getByRole('switch', { name: 'Text messages (SMS)' })).toHaveAttribute('aria-checked', 'false');
          // <betr-subscriptions> elsewhere on the page shows the same channels.
          await expect(page.locator('main betr-subscriptions').getByRole('switch', { name: 'Phone calls' })).toHaveAttribute(
            'aria-checked',
            'true',
          );
        });
      }

      await test.step('kept by the platform: after a reload the message stays read, the city and the channels stay', async () => {
        await page.reload();
        const again = inlineAccount(page);
        if (adapter !== 'wamp') {
          await expect(again.getByRole('button', { name: /Your weekly reload is here/ })).toBeVisible();
          await expect(again.getByRole('button', { name: /Your weekly reload is here/ })).not.toContainText('Unread');
          await expect(again.getByRole('button', { name: /Spring Spins has started/ })).toContainText('Unread');
        }
        await openTab(again, 'Edit profile');
        await expect(again.getByLabel('City')).toHaveValue('Sliema');
        if (adapter !== 'wamp') {
          await openTab(again, 'Subscriptions');
          await expect(again.getByRole('switch', { name: 'Phone calls' })).toHaveAttribute('aria-checked', 'true');
          await expect(again.getByRole('switch', { name: 'Text messages (SMS)' })).toHaveAttribute('aria-checked', 'false');
        }
      });

      // Layout only: the same view on every adapter, checked once on REST.
      if (adapter === 'rest') {
        await test.step('the account menu collapses into a dropdown at 500px wide, and can be hidden', async () => {
          const again = inlineAccount(page);
          await expect(again.getByRole('tablist')).toBeVisible();
          await page.setViewportSize({ width: 500, height: 900 });
          const menu = again.getByRole('combobox', { name: 'Account menu' });
          await expect(menu).toBeVisible();
          await expect(again.getByRole('tablist')).toHaveCount(0);
          await expect(menu.locator('option')).toHaveText(offered);
          await menu.selectOption('history');
          await expect(again.getByLabel('Transaction type')).toBeVisible();
          await again.getByRole('button', { name: 'Hide menu' }).click();
          await expect(menu).toBeHidden();
          await again.getByRole('button', { name: 'Show menu' }).click();
          await expect(menu).toBeVisible();
          await page.setViewportSize({ width: 1280, height: 900 });
          await expect(again.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
        });
      }

      await test.step('openAccountSettings(view) opens the account popup at every tab, or the first for one the platform lacks', async () => {
        const views = [
          'inbox',
          'edit-profile',
          'change-password',
          'history',
          'responsible-gaming',
          'bonuses',
          'subscriptions',
          'bonus-code',
          'verify',
          'sign-out',
        ];
        const first = views.find((view) => !lacking.views.includes(view));
        for (const view of views) {
          await page.evaluate((v) => window.betr.openAccountSettings(v), view);
          await expect(popup(page, 'account').getByRole('combobox', { name: 'Account menu' })).toHaveValue(
            lacking.views.includes(view) ? first! : view,
          );
          await page.keyboard.press('Escape');
          await expect(page.locator('betr-popup dialog')).toBeHidden();
        }
      });

      await test.step("changes the password: a wrong old password shows the spec's message, then it succeeds", async () => {
        const again = inlineAccount(page);
        await openTab(again, 'Change password');
        await again.getByLabel('Old password').fill('Wrong-Passw0rd');
        await again.getByLabel('New password').fill('Fresh-Passw0rd');
        await again.getByRole('button', { name: 'Change password', exact: true }).click();
        await expect(again.getByRole('alert')).toHaveText('Your old password is incorrect.');
        await expect(again.getByLabel('New password')).toHaveValue('Fresh-Passw0rd');
        await again.getByLabel('Old password').fill('Password1!');
        await again.getByRole('button', { name: 'Change password', exact: true }).click();
        await expect(again.getByRole('status')).toHaveText('Successfully changed password');
        await expect(again.getByLabel('Old password')).toHaveValue('');

        await signOutThroughPage(page);
        await signInThroughPage(page, { password: 'Fresh-Passw0rd' });
      });
      expect(errors).toEqual([]);
    });
  });
}

// The views are the same on every adapter, and the embedded stub offers every tab: axe runs there once.
test.describe('accessibility of the account area (stub)', () => {
  test('every tab of ours, inline and in the popup, has no serious or critical violations', async ({ page }) => {
    // Nine axe scans of whole views: past 30 s on a busy 2-core machine (one run beside the contract suite).
    test.slow();
    await openFresh(page);
    const account = inlineAccount(page);
    await expect(account.getByText('Sign in to see your account.')).toBeVisible();
    await expectAccessible(page, account);
    await signInThroughPage(page);
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
