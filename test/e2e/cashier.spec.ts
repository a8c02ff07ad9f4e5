import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { expectAccessible, openFresh, popup, signInThroughPage, signOutThroughPage } from './support';

const wallet = (page: Page) => page.evaluate(() => window.betr.getWallet());

/** The demo payment provider's page inside the popup's cashier iframe. */
const cashierFrame = (page: Page, element = 'deposit') => page.frameLocator(`betr-popup betr-${element} iframe[title="Payment cashier"]`);

/** Close the popup by its button (focus is in the cashier's frame, where Escape does not reach the dialog). */
async function closePopup(page: Page) {
  await page.locator('betr-popup').getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('betr-popup dialog')).toBeHidden();
}

async function openDepositCashier(page: Page) {
  await page.getByRole('button', { name: 'Open deposit' }).click();
  const deposit = popup(page, 'deposit');
  await expect(deposit.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
  await deposit.getByRole('button', { name: 'Continue without a bonus' }).click();
  await expect(cashierFrame(page).getByRole('heading', { name: 'Deposit' })).toBeVisible();
  return deposit;
}

// The deposit journeys run on the REST and WAMP adapters, where the stand-in cashier credits the
// provider server's casino and the wallet reloads from it (REST) or hears it pushed (WAMP). On
// the embedded stub the same deposit screens show: the contract suite (test/contract) covers its
// operations, and the stub's own journey below the withdrawal block and the deposit link.
for (const [adapter, home] of [
  ['rest', '/?adapter=rest'],
  ['wamp', '/?adapter=wamp'],
] as const) {
  test.describe(`deposits on the demo (${adapter})`, () => {
    // One signed-in journey: the failed deposit, then the one that goes through.
    test('a failed deposit leaves the balance as it was; a deposit of 50 through the cashier iframe raises the wallet everywhere', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const errors = await openFresh(page, home);
      await signInThroughPage(page);

      await test.step('a failed deposit shows the failure and leaves the balance as it was', async () => {
        const deposit = await openDepositCashier(page);
        const frame = cashierFrame(page);
        await frame.getByLabel('Amount', { exact: true }).fill('40');
        await frame.getByLabel('Simulated outcome').selectOption('failed');
        await frame.getByRole('button', { name: 'Deposit', exact: true }).click();
        await expect(deposit.getByRole('alert')).toHaveText('The payment failed. Please try again or choose another payment method.');
        expect((await wallet(page))!.totalBalance).toBe(270);
        await closePopup(page);
      });

      await test.step('a player deposits 50 through the cashier iframe and the wallet rises everywhere', async () => {
        const before = (await wallet(page))!;
        await expect(page.locator('#wallet')).toHaveText('€270.00');
        const deposit = await openDepositCashier(page);
        const success = page.evaluate(
          () => new Promise((resolve) => document.addEventListener('betr-deposit-success', (e) => resolve(e.detail), { once: true })),
        );
        const frame = cashierFrame(page);
        await frame.getByLabel('Amount', { exact: true }).fill('50');
        await frame.getByRole('button', { name: 'Deposit', exact: true }).click();
        await expect(deposit.getByRole('status').filter({ hasText: 'Payment complete' })).toHaveText(
          'Payment complete. Your balance has been updated.',
        );
        expect(await success).toMatchObject({ amount: 50, currency: 'EUR', txRefId: expect.stringMatching(/^tx-/) });
        await expect(page.locator('#wallet')).toHaveText('€320.00');
        expect((await wallet(page))!.totalBalance).toBe(before.totalBalance + 50);
        await closePopup(page);
      });
      expect(errors).toEqual([]);
    });
  });
}

test.describe('withdrawals and deposit links on the demo (stub)', () => {
  test("a withdrawal is refused while a non-deposit bonus is active; the platform's deposit link opens the deposit with its method, amount and bonus code", async ({
    page,
  }) => {
    const errors = await openFresh(page);
    await signInThroughPage(page);
    await test.step('a withdrawal is refused while a non-deposit bonus is active', async () => {
      await page.getByRole('button', { name: 'Open withdraw' }).click();
      const cashier = popup(page, 'cashier');
      await expect(cashier.getByRole('heading', { name: 'Withdraw' })).toBeVisible();
      await expect(cashier.getByRole('alert')).toHaveText(/^Withdrawals are blocked while you have an active bonus\./);
      await expect(cashier.locator('iframe')).toHaveCount(0);
    });

    await test.step("the second platform's sign-up deposit link opens the deposit with its method, amount and bonus code", async () => {
      await page.goto('/?method=SIRU&amount=10&bonusCode=WELCOME100');
      const frame = page.locator('betr-popup betr-deposit iframe[title="Payment cashier"]');
      await expect(frame).toBeAttached();
      const src = new URL((await frame.getAttribute('src'))!);
      expect([src.searchParams.get('providerType'), src.searchParams.get('amount'), src.searchParams.get('bonusCode')]).toEqual([
        'SIRU',
        '10',
        'WELCOME100',
      ]);
      expect(page.url()).not.toContain('bonusCode');
      // SIRU takes only 5, 10 and 15: the bootstrapper told the cashier so.
      await expect(cashierFrame(page).getByRole('group', { name: 'Amounts' }).getByRole('button')).toHaveText(['5', '10', '15']);
    });
    expect(errors).toEqual([]);
  });
});

test.describe('the cashier on the demo (stub)', () => {
  // Two players on one page: the one who must activate first, then one without a bonus who withdraws.
  test('a non-activated player who deposits is sent to activation; a player without an active bonus withdraws 100', async ({ page }) => {
    await openFresh(page);

    await test.step('a non-activated player who deposits is sent to activation', async () => {
      await signInThroughPage(page, { email: 'new@example.com', welcome: false });
      await popup(page, 'terms-and-conditions').getByRole('button', { name: 'Accept' }).click();
      await expect(popup(page, 'activate-message')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('betr-popup dialog')).toBeHidden();
      await page.getByRole('button', { name: 'Open deposit' }).click();
      await expect(popup(page, 'activate-message').getByRole('heading', { name: 'Activate your account' })).toBeVisible();
      await page.keyboard.press('Escape');
      // The deposit popup itself, opened directly, sends the player there too.
      await page.evaluate(() => window.betr.open('deposit'));
      await expect(popup(page, 'activate-message').getByRole('heading', { name: 'Activate your account' })).toBeVisible();
      await expect(page.locator('betr-popup iframe')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.locator('betr-popup dialog')).toBeHidden();
    });

    await test.step('a player without an active bonus withdraws 100 through the cashier', async () => {
      await signOutThroughPage(page);
      await signInThroughPage(page, { email: 'sga@example.com' });
      await page.getByRole('button', { name: 'Open withdraw' }).click();
      const frame = cashierFrame(page, 'cashier');
      await expect(frame.getByRole('heading', { name: 'Withdraw' })).toBeVisible();
      await frame.getByLabel('Amount', { exact: true }).fill('100');
      await frame.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expect(popup(page, 'cashier').getByRole('status').filter({ hasText: 'Payment complete' })).toBeVisible();
      await expect.poll(async () => (await wallet(page))!.realBalance).toBe(1400);
    });
  });
});

/**
 * The scripts dist/cashier.js may bring: its own lazy chunks (the device id, PKCE, a payment
 * method's requests) and what they import, never betr.js nor any chunk of React or the elements.
 */
function cashierScripts(): string[] {
  const chunks = (file: string, pattern: RegExp) =>
    [...readFileSync(`dist/${file}`, 'utf8').matchAll(pattern)].map((m) => `chunks/${m[1]}`);
  const lazy = chunks('cashier.js', /import\("\.\/chunks\/([\w-]+\.js)"\)/g);
  const theirs = lazy.flatMap((file) => chunks(file, /from"\.\/([\w-]+\.js)"/g));
  return ['cashier.js', ...lazy, ...theirs].map((file) => `/dist/${file}`);
}

test('an integrator without React uses dist/cashier.js and its own chunks alone: lookup with PKCE, then the cashier', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/demo/cashier/standalone.html');
  const lookup = page.frameLocator('#guest-cashier iframe[title="Payment lookup"]');
  await expect(lookup.getByRole('status')).toHaveText('Secure channel verified (PKCE S256).');
  await lookup.getByLabel('Your email').fill('guest@example.com');
  await lookup.getByRole('button', { name: 'Continue' }).click();
  const cashier = page.frameLocator('#guest-cashier iframe[title="Payment cashier"]');
  await cashier.getByLabel('Amount', { exact: true }).fill('30');
  await cashier.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.locator('[data-event="guest:success"]')).toHaveCount(1);
  await expect(page.locator('[data-event="player:success"]')).toHaveCount(0);
  await expect(page.locator('[data-event="guest:lookup-identified"]')).toHaveCount(1);
  const loaded = scripts.filter((path) => path.startsWith('/dist/'));
  expect(loaded[0]).toBe('/dist/cashier.js');
  expect(loaded.filter((path) => !cashierScripts().includes(path))).toEqual([]);
  expect(errors).toEqual([]);
});

test("the cashier's TOP_URL_REPLACE to a web address sends the whole page there (a bank's payment page, and back)", async ({ page }) => {
  await page.goto('/demo/cashier/standalone.html');
  const frame = page.frameLocator('#player-cashier iframe[title="Payment cashier"]');
  await expect(frame.getByRole('button', { name: 'Deposit', exact: true })).toBeVisible();
  // What a payment page does to leave for a bank: from the cashier's own frame and origin.
  const cashier = page.frames().find((f) => f.url().includes('/paymentiq/cashier/') && f.url().includes('userId=demo-player'))!;
  const returnTo = new URL('/demo/cashier/standalone.html?returned=bank', page.url()).href;
  await cashier.evaluate((url) => window.parent.postMessage({ eventType: 'TOP_URL_REPLACE', payload: { url } }, '*'), returnTo);
  await page.waitForURL(returnTo);
  expect(page.url()).toBe(returnTo);
});

test.describe('accessibility', () => {
  test('the deposit popup with its cashier has no serious or critical accessibility violations', async ({ page }) => {
    await openFresh(page);
    await signInThroughPage(page);
    await expectAccessible(page, await openDepositCashier(page));
  });
});
