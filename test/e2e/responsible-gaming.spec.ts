import { test, expect, type Locator, type Page } from '@playwright/test';
import { closeWelcome, expectAccessible, openFresh, popup, signInThroughPage, signOutThroughPage } from './support';
import enUS from '../../locales/en-US/responsibleGaming';
import nb from '../../locales/nb/responsibleGaming';
import fi from '../../locales/fi/responsibleGaming';
import plPL from '../../locales/pl-PL/responsibleGaming';
import thTH from '../../locales/th-TH/responsibleGaming';
import sv from '../../locales/sv/responsibleGaming';

/** Each locale's texts of the tab: the phone check finds the summary and the deposit limits by them. */
const RG_TEXTS = { 'en-US': enUS, nb, fi, 'pl-PL': plPL, 'th-TH': thTH, sv } as const;

async function openLimits(page: Page) {
  await page.evaluate(() => window.betr.openAccountSettings('responsible-gaming'));
  const account = popup(page, 'account');
  await expect(account.getByRole('heading', { name: 'Responsible gaming' })).toBeVisible();
  return account;
}

/** Opens a closed group of the tab from its row in the summary (deposit limits are open from the start). */
async function openGroup(
  account: Locator,
  row: 'Wager' | 'Loss' | 'Session' | 'Product session' | 'Reality check' | 'Self-exclusion' | 'Block',
) {
  const button = account.getByRole('table', { name: 'Your limits' }).getByRole('button', { name: row, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

async function open(page: Page, type: 'self-exclude' | 'source-of-wealth' | 'responsible-gaming-test') {
  await page.evaluate((t) => window.betr.open(t), type);
  return popup(page, type);
}

// The limits journeys run on the REST and WAMP adapters against the provider server: both
// platforms keep deposit, loss, wagering and session limits (spec: cashier §7), the WAMP one
// fewer sections. The embedded stub shows what REST shows: the contract suite (test/contract)
// covers its limit operations, and the other tests of this file run on it.
for (const [adapter, home] of [
  ['rest', '/?adapter=rest'],
  ['wamp', '/?adapter=wamp'],
] as const) {
  // One journey per adapter: each step was a test of its own that signed in again.
  test.describe(`responsible-gaming limits on the demo (${adapter})`, () => {
    test('the sections the platform serves; player@example.com lowers a deposit limit and raises it; sga@example.com is refused its removal', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const errors = await openFresh(page, home);
      await signInThroughPage(page);
      const account = await openLimits(page);

      await test.step('the tab shows the sections the platform serves', async () => {
        const all = [
          'Deposit limits',
          'Wager limits',
          'Loss limits',
          'Session limits',
          'Product session limits',
          'Reality check',
          'Self-exclusion',
          'Block',
        ];
        // The websocket platform keeps deposit, loss, wagering and session limits only (spec: cashier §7, "First platform").
        const served = adapter === 'wamp' ? all.slice(0, 4) : all;
        await expect(account.locator('section[aria-labelledby^="rg-"] > h3')).toHaveText(served);
        for (const absent of all.filter((name) => !served.includes(name)))
          await expect(account.getByRole('region', { name: absent })).toHaveCount(0);
      });

      await test.step('player@example.com lowers a deposit limit (applies now) and raises it (shown as incoming)', async () => {
        const daily = account.getByRole('form', { name: 'Daily deposit limit' });
        await expect(daily).toContainText('Current limit€1,000.00');

        await daily.getByLabel('New limit (EUR)').fill('500');
        await daily.getByRole('button', { name: 'Save' }).click();
        await expect(daily.getByRole('status')).toHaveText('Your new limit applies now.');
        await expect(daily).toContainText('Current limit€500.00');

        await daily.getByLabel('New limit (EUR)').fill('900');
        await expect(daily).toContainText('A higher limit applies after 72 hours, or at the start of the next period if that is later.');
        await daily.getByRole('button', { name: 'Save' }).click();
        await expect(daily.getByRole('status')).toContainText('Your new limit applies from');
        await expect(daily).toContainText('Current limit€500.00');
        await expect(daily).toContainText('Incoming limit€900.00 from');

        // The locked loss limit cannot be changed or removed.
        await openGroup(account, 'Loss');
        const loss = account.getByRole('form', { name: 'Monthly loss limit' });
        await expect(loss.getByLabel('New limit (EUR)')).toBeDisabled();
        await expect(loss.getByRole('button', { name: 'Remove limit' })).toHaveCount(0);

        // The platform keeps both: after a reload the lower limit applies and the higher waits.
        await page.reload();
        await expect(page.locator('#session-status')).toHaveText('Signed in');
        await page.waitForFunction(() => window.betr !== undefined);
        const again = (await openLimits(page)).getByRole('form', { name: 'Daily deposit limit' });
        await expect(again).toContainText('Current limit€500.00');
        await expect(again).toContainText('Incoming limit€900.00 from');
        await page.keyboard.press('Escape');
        await expect(page.locator('betr-popup dialog')).toBeHidden();
      });

      await test.step('sga@example.com is refused removal of a deposit limit', async () => {
        await signOutThroughPage(page);
        await signInThroughPage(page, { email: 'sga@example.com' });
        const sga = await openLimits(page);
        const deposits = sga.getByRole('region', { name: 'Deposit limits' });
        await expect(deposits.getByRole('status').first()).toHaveText('Deposit limits are required and cannot be removed.');
        await expect(deposits.getByRole('form', { name: 'Daily deposit limit' })).toContainText('SEK 2,000');
        await expect(deposits.getByRole('button', { name: 'Remove limit' })).toHaveCount(0);
        // Other limits stay removable: the session limit.
        await openGroup(sga, 'Session');
        await expect(sga.getByRole('form', { name: 'Daily session limit' }).getByRole('button', { name: 'Remove limit' })).toBeVisible();
      });
      expect(errors).toEqual([]);
    });
  });
}

test.describe('responsible gaming on the demo (stub)', () => {
  // Signed in once for the whole: the display page, the self-test, the source-of-wealth declaration, then a break.
  test('a display page opens after sign-in before the welcome; the self-test shows its band; the source-of-wealth declaration; a break through self-exclude signs out', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openFresh(page);

    await test.step('a display page set through the stub opens after sign-in, before the welcome popup', async () => {
      await page.evaluate(() =>
        window.betr.stub.control('setDisplayPages', 'player@example.com', [{ page: 'source-of-wealth', forced: false }]),
      );
      await signInThroughPage(page, { welcome: false });
      const sow = popup(page, 'source-of-wealth');
      await expect(sow.getByRole('heading', { name: 'Source of wealth' })).toBeVisible();
      await expect(popup(page, 'welcome-message')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await closeWelcome(page);
    });

    await test.step('the self-test shows the band of the submitted total', async () => {
      const testPopup = await open(page, 'responsible-gaming-test');
      await testPopup.getByRole('button', { name: 'Start the test' }).click();
      // 1 + 1 + 0 ... = 2: some risk
      const answers = ['Sometimes', 'Sometimes', 'Never', 'Never', 'Never', 'Never', 'Never', 'Never', 'Never'];
      for (const [i, answer] of answers.entries()) {
        await expect(testPopup.getByText(`Question ${i + 1} of 9`)).toBeVisible();
        await testPopup.getByLabel(answer, { exact: true }).check();
        await testPopup.getByRole('button', { name: i === 8 ? 'Submit' : 'Next' }).click();
      }
      await expect(testPopup.getByRole('status')).toHaveText('Your answers have been submitted!');
      await expect(testPopup).toContainText('Your score: 2 of 27');
      await expect(testPopup).toContainText('Some risk:');
      await page.keyboard.press('Escape');
      await expect(page.locator('betr-popup dialog')).toBeHidden();
    });

    await test.step('a player completes the source-of-wealth declaration', async () => {
      const sow = await open(page, 'source-of-wealth');
      await sow.getByRole('button', { name: 'Start' }).click();
      await sow.getByLabel('Salary').check();
      await sow.getByRole('button', { name: 'Next' }).click();
      await sow.getByLabel('Industry').selectOption({ label: 'Education' });
      await sow.getByLabel('Occupation').fill('Teacher');
      await sow.getByRole('button', { name: 'Next' }).click();
      await sow.getByLabel('Yearly income (EUR)').selectOption({ label: '25,001 to 50,000' });
      await sow.getByLabel('I declare that my answers are true, accurate and complete.').check();
      await sow.getByRole('button', { name: 'Submit' }).click();
      await expect(sow.getByRole('status')).toHaveText('Your answers have been submitted!');
      await sow.getByRole('button', { name: 'Close' }).click();
      await expect(page.locator('betr-popup dialog')).toBeHidden();
    });

    await test.step('a player takes a break through self-exclude and is signed out', async () => {
      const selfExclude = await open(page, 'self-exclude');
      await selfExclude.getByLabel('Length of the break').selectOption({ label: '3 days' });
      await selfExclude.getByRole('button', { name: 'Take a break' }).click();
      await expect(page.locator('#session-status')).toHaveText('Signed out');
      await expect(page.locator('betr-popup dialog')).toBeHidden();
    });
  });

  // Signed in once: the reality check on a fake clock, then the block that ends the session.
  test("the reality check opens on the session's schedule (60 minutes) and Continue goes on playing; then, on a phone (375 px), in each of the six locales, the tab opens on the summary and the deposit limits, at most two screens tall, and from the summary the player blocks the account after Confirm, is signed out and cannot sign in", async ({
    page,
  }) => {
    // The page's clock (openFresh installs it): the simulated casino and the schedule both read it.
    await openFresh(page);
    await signInThroughPage(page);

    await test.step("the reality check opens on the session's schedule (60 minutes), and Continue goes on playing", async () => {
      await page.clock.fastForward('59:00');
      await expect(page.locator('betr-popup dialog')).toBeHidden();
      await page.clock.fastForward('01:05');
      const check = popup(page, 'reality-check');
      await expect(check.getByText('You have now been signed in for 60 minutes.')).toBeVisible();
      await expect(check.getByRole('table')).toContainText('-€80');
      // It cannot be dismissed: the player answers.
      await page.keyboard.press('Escape');
      await expect(check).toBeVisible();
      await check.getByRole('button', { name: 'Continue' }).click();
      await expect(page.locator('betr-popup dialog')).toBeHidden();
      await expect(page.locator('#session-status')).toHaveText('Signed in');
    });

    await test.step('on a phone (375 px) the tab opens on the summary and the deposit limits, at most two screens tall', async () => {
      await page.setViewportSize({ width: 375, height: 667 });
      const account = await openLimits(page);
      // The first screen: the summary of every group, then the deposit limits, open.
      const summary = account.getByRole('table', { name: 'Your limits' });
      await expect(summary.getByRole('row')).toHaveCount(9);
      await expect(summary).toBeInViewport({ ratio: 1 });
      const deposits = account.getByRole('region', { name: 'Deposit limits' });
      await expect(deposits.getByRole('heading', { name: 'Deposit limits' })).toBeInViewport({ ratio: 1 });
      await expect(deposits.getByRole('heading', { name: 'Daily deposit limit' })).toBeInViewport({ ratio: 1 });
      for (const row of ['Wager', 'Loss', 'Session', 'Product session', 'Reality check', 'Self-exclusion', 'Block']) {
        await expect(summary.getByRole('button', { name: row, exact: true })).toHaveAttribute('aria-expanded', 'false');
      }
      expect(await page.locator('betr-popup dialog').evaluate((dialog) => dialog.scrollHeight)).toBeLessThanOrEqual(2 * 667);
    });

    await test.step("in each of the six locales (the element's lang) the first screen holds the summary and the start of the deposit limits, and the tab is at most two screens tall", async () => {
      const account = popup(page, 'account');
      for (const [lang, { responsibleGaming: rg }] of Object.entries(RG_TEXTS)) {
        await account.evaluate((element, value) => element.setAttribute('lang', value), lang);
        await expect(account.getByRole('heading', { name: rg.title, exact: true })).toBeVisible();
        await expect(account.getByRole('table', { name: rg.summary.title, exact: true })).toBeInViewport({ ratio: 1 });
        const deposits = account.getByRole('region', { name: rg.sections.deposit, exact: true });
        await expect(deposits.getByRole('heading', { name: rg.sections.deposit, exact: true })).toBeInViewport({ ratio: 1 });
        await expect(deposits.getByRole('heading', { name: rg.limits.deposit.daily, exact: true })).toBeInViewport({ ratio: 1 });
        const height = await page.locator('betr-popup dialog').evaluate((dialog) => dialog.scrollHeight);
        expect(height, `${lang}: the tab's height at 375 px`).toBeLessThanOrEqual(2 * 667);
      }
      await account.evaluate((element) => element.removeAttribute('lang'));
      await expect(account.getByRole('heading', { name: 'Responsible gaming', exact: true })).toBeVisible();
    });

    await test.step('from the summary a player blocks the account after Confirm, is signed out and cannot sign in', async () => {
      const account = popup(page, 'account');
      await openGroup(account, 'Block');
      const block = account.getByRole('region', { name: 'Block' });
      await block.getByLabel('Block period').selectOption({ label: '7 days' });
      await block.getByRole('button', { name: 'Block my account' }).click();
      const question = block.getByRole('group', { name: /Are you sure you want to block your account/ });
      await expect(question).toBeFocused();
      await question.getByRole('button', { name: 'Decline' }).click();
      await expect(page.locator('#session-status')).toHaveText('Signed in');
      await block.getByRole('button', { name: 'Block my account' }).click();
      await block.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.locator('#session-status')).toHaveText('Signed out');

      const form = page.locator('main betr-sign-in');
      await form.getByLabel('Email').fill('player@example.com');
      await form.getByLabel('Password').fill('Password1!');
      await form.getByRole('button', { name: 'Sign in' }).click();
      await expect(form.getByRole('alert')).toHaveText('Self blocked');
    });
  });
});

test.describe('responsible gaming: accessibility', () => {
  test('the limits tab and the popups have no serious or critical violations; keyboard works', async ({ page }) => {
    // Several axe scans: 31.5 s in a quiet fresh-clone run, past the default 30 s.
    test.slow();
    await openFresh(page);
    await signInThroughPage(page);
    const account = await openLimits(page);
    await expect(account.getByRole('form', { name: 'Daily deposit limit' })).toBeVisible();
    await expectAccessible(page, account);

    // Keyboard only: open the wager limits from the summary (the focus goes to them), type a new limit and save it with Enter.
    await account.getByRole('table', { name: 'Your limits' }).getByRole('button', { name: 'Wager', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(account.getByRole('heading', { name: 'Wager limits' })).toBeFocused();
    await account.getByRole('form', { name: 'Weekly wager limit' }).getByLabel('New limit (EUR)').focus();
    await page.keyboard.type('300');
    await page.keyboard.press('Enter');
    await expect(account.getByRole('form', { name: 'Weekly wager limit' }).getByRole('status')).toHaveText('Your new limit applies now.');

    for (const type of ['self-exclude', 'source-of-wealth', 'responsible-gaming-test'] as const) {
      const shown = await open(page, type);
      await expect(shown.getByRole('heading').first()).toBeVisible();
      await expectAccessible(page, shown);
    }
    await page.evaluate(() => window.betr.open('session-summary'));
    await expect(popup(page, 'session-summary').getByRole('table')).toBeVisible();
    await expectAccessible(page, popup(page, 'session-summary'));
  });
});
