import { test, expect, type Page } from '@playwright/test';
import { expectAccessible, openFresh, pageNow, popup, signInThroughPage } from './support';

const DAY = 86_400_000;

function openAccount(page: Page, view: string) {
  return page.evaluate((v) => window.betr.openAccountSettings(v), view);
}

function bonus(page: Page, name: string) {
  return popup(page, 'account')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** A PNG of this size drawn by the page itself, as a file a player would pick. */
async function pngOf(page: Page, width: number, height: number) {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w!, h!);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#2a6';
      context.fillRect(0, 0, w!, h!);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    [width, height],
  );
  return { name: 'passport.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

test.describe('bonuses, bonus code, bonus selector and verify on the demo (stub)', () => {
  // One signed-in page: the bonus list, then both checks of the document upload.
  test('a player filters the bonuses and triggers one; uploads a large image as a JPEG of at most 2000 px; a file that is neither an image nor a PDF is refused', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // One clock for the page and the simulated casino in it (openFresh installs it): two days on, the free spins have started.
    const errors = await openFresh(page);
    await signInThroughPage(page);

    await test.step('a player filters the bonuses and triggers one: the list reloads and shows it active', async () => {
      await page.clock.setSystemTime((await pageNow(page)) + 2 * DAY + 60_000);
      await openAccount(page, 'bonuses');
      const account = popup(page, 'account');
      const status = account.getByLabel('Status', { exact: true });
      await status.selectOption('expired');
      await expect(bonus(page, 'Summer spins')).toBeVisible();
      await expect(bonus(page, 'Welcome bonus 100%')).toHaveCount(0);
      await status.selectOption('finished');
      await expect(bonus(page, '20 free spins').getByText('100% wagered')).toBeVisible();
      await status.selectOption('active');
      const spins = bonus(page, '20 free spins');
      await expect(spins.getByText('Ready to claim')).toBeVisible();
      await spins.getByRole('button', { name: 'Trigger bonus' }).click();
      await expect(spins.getByText('Active', { exact: true })).toBeVisible();
      await expect(spins.getByRole('button', { name: 'Cancel bonus' })).toBeVisible();
      await expect(spins.getByRole('progressbar')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('betr-popup dialog')).toBeHidden();
    });

    await test.step("a file that is neither an image nor a PDF shows 'Invalid file type.'", async () => {
      await openAccount(page, 'verify');
      const account = popup(page, 'account');
      await account.getByLabel('Document type').selectOption('other');
      await account
        .getByLabel('File', { exact: true })
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await account.getByRole('button', { name: 'Upload' }).click();
      await expect(account.getByRole('alert')).toHaveText('Invalid file type.');
      expect(await page.evaluate(() => window.betr.stub.control('lastUpload'))).toBeNull();
    });

    await test.step('a player uploads a large image: the casino receives a JPEG of at most 2000 px', async () => {
      const account = popup(page, 'account');
      await account.getByLabel('Document type').selectOption('id');
      await account.getByLabel('File', { exact: true }).setInputFiles(await pngOf(page, 3000, 1500));
      await expect(account.getByText('Chosen file: passport.png')).toBeVisible();
      await account.getByRole('button', { name: 'Upload' }).click();
      await expect(account.getByRole('status')).toHaveText('Document uploaded');
      const received = await page.evaluate(() => window.betr.stub.control('lastUpload'));
      expect(received).toMatchObject({ type: 'id', fileName: 'passport.jpg', mimeType: 'image/jpeg', width: 2000, height: 1000 });
      await expect(account.getByRole('listitem').first()).toContainText('passport.jpg');
    });
    expect(errors).toEqual([]);
  });

  test('a player triggers a bonus by code and sees the success; an invalid code shows the error', async ({ page }) => {
    await openFresh(page);
    await signInThroughPage(page, { email: 'sga@example.com' });
    await openAccount(page, 'bonus-code');
    const account = popup(page, 'account');
    await account.getByRole('button', { name: 'Trigger bonus' }).click();
    await expect(account.getByText('Enter a bonus code')).toBeVisible();
    await account.getByLabel('Bonus code').fill('NOPE');
    await account.getByRole('button', { name: 'Trigger bonus' }).click();
    await expect(account.getByRole('alert')).toHaveText('The bonus code is not valid.');
    await expect(account.getByLabel('Bonus code')).toHaveValue('NOPE');
    await account.getByLabel('Bonus code').fill('FREESPINS20');
    await account.getByRole('button', { name: 'Trigger bonus' }).click();
    await expect(account.getByRole('status')).toHaveText('Bonus code successfully triggered');
  });

  // One signed-in page: a bonus picked in the selector, then a deposit bonus that goes to deposit.
  test('a player picks a bonus in the selector: the page hears it and the bonus is triggered; picking a deposit bonus goes to deposit with its code', async ({
    page,
  }) => {
    await openFresh(page);
    await signInThroughPage(page, { email: 'sga@example.com' });

    await test.step('a player picks a bonus in the selector: the page hears it and the bonus is triggered', async () => {
      const picked = page.evaluate(
        () =>
          new Promise<string | null>((resolve) => {
            document.addEventListener('betr-bonus-selected', (event) => resolve(event.detail.bonus?.code ?? null), { once: true });
          }),
      );
      await page.evaluate(() => window.betr.open('bonus-selector'));
      const selector = popup(page, 'bonus-selector');
      await expect(selector.getByText('Pick a bonus')).toBeVisible();
      await selector.getByRole('radio', { name: /20 free spins/ }).check();
      await selector.getByRole('button', { name: 'Continue', exact: true }).click();
      expect(await picked).toBe('FREESPINS20');
      await expect(page.locator('betr-popup dialog')).toBeHidden();
      await openAccount(page, 'bonuses');
      await expect(bonus(page, '20 free spins').getByText('Active', { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('betr-popup dialog')).toBeHidden();
    });

    await test.step('picking a deposit bonus goes to deposit with its code', async () => {
      await page.evaluate(() => window.betr.open('bonus-selector'));
      const selector = popup(page, 'bonus-selector');
      await selector.getByRole('radio', { name: /Welcome bonus 100%/ }).check();
      await selector.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(popup(page, 'deposit')).toHaveAttribute('bonus-code', 'WELCOME100');
    });
  });
});

test.describe('bonuses and verify: accessibility', () => {
  test('the bonuses, bonus-code and verify tabs and the bonus selector have no serious or critical violations', async ({ page }) => {
    await openFresh(page);
    await signInThroughPage(page);
    await openAccount(page, 'bonuses');
    await expect(bonus(page, 'Reload 50%')).toBeVisible();
    await expectAccessible(page, popup(page, 'account'));
    await openAccount(page, 'bonus-code');
    await expect(popup(page, 'account').getByLabel('Bonus code')).toBeVisible();
    await expectAccessible(page, popup(page, 'account'));
    await openAccount(page, 'verify');
    await expect(popup(page, 'account').getByText('passport.jpg')).toBeVisible();
    await expectAccessible(page, popup(page, 'account'));
    await page.evaluate(() => window.betr.open('bonus-selector'));
    await expect(popup(page, 'bonus-selector').getByText('Pick a bonus')).toBeVisible();
    await expectAccessible(page, popup(page, 'bonus-selector'));
  });
});
