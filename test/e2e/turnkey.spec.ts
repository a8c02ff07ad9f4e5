// The turnkey platform on the demo's brand page (`?adapter=turnkey` → /casino), as a player
// of a brand that rents the whole casino: the framework's own popups, betr's session events,
// wallet and games, the game address, and the footer's brand blocks.
import { test, expect, type Page } from '@playwright/test';
import { openFresh } from './support';

const HOME = '/?adapter=turnkey';

async function logInThroughFramework(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email').fill('player@example.com');
  await login.getByLabel('Password').fill('Password1!');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
}

test.describe('the turnkey platform on a brand page', () => {
  test("the framework's login signs the seeded player in; wallet and games mapped; deposit is the framework's popup", async ({ page }) => {
    const errors = await openFresh(page, HOME);
    await expect(page).toHaveURL(/\/casino\?adapter=turnkey$/);
    const signedIn = page.evaluate(
      () => new Promise<boolean>((resolve) => document.addEventListener('betr-signed-in', () => resolve(true), { once: true })),
    );
    await logInThroughFramework(page);
    expect(await signedIn).toBe(true);
    await expect(page.locator('#balance')).toHaveText('Balance: 270.00 EUR');
    expect(await page.evaluate(() => window.betr.getWallet())).toEqual({
      realBalance: 250,
      bonusBalance: 20,
      totalBalance: 270,
      currency: 'EUR',
    });

    const games = await page.evaluate(() => window.betr.getGames());
    expect(games.find((g) => g.identifier === 'live-roulette')).toMatchObject({ title: 'Live Roulette', demo: false, childish: false });
    expect(games.find((g) => g.identifier === 'jungle-jackpot')).toMatchObject({ title: 'Jungle Jackpot', demo: true, childish: true });

    const address = page.url();
    await page.evaluate(() => window.betr.openDeposit());
    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    await expect(deposit.getByLabel('Amount')).toBeVisible();
    expect(page.url()).toBe(address);
    await deposit.getByLabel('Amount').fill('30');
    await deposit.getByRole('button', { name: 'Deposit' }).click();
    await expect(page.locator('#balance')).toHaveText('Balance: 300.00 EUR');

    // The framework's own log-out (its My account popup) reaches the page as betr-signed-out.
    const signedOut = page.evaluate(
      () => new Promise<boolean>((resolve) => document.addEventListener('betr-signed-out', () => resolve(true), { once: true })),
    );
    await page.evaluate(() => window.betr.openAccountSettings());
    await page.getByRole('dialog', { name: 'My account' }).getByRole('button', { name: 'Log out' }).click();
    expect(await signedOut).toBe(true);
    expect(await page.evaluate(() => window.betr.isSignedIn())).toBe(false);
    expect(errors).toEqual([]);
  });

  test('a real-money game reaches the framework with "m" at /play/{slug}; closing returns to the stored path, or /casino with none', async ({
    page,
  }) => {
    await openFresh(page, HOME);
    await logInThroughFramework(page);
    await page.getByRole('button', { name: 'Play Book of Betr' }).click();
    const game = page.getByRole('dialog', { name: 'Book of Betr' });
    await expect(game).toBeVisible();
    expect(await game.getAttribute('data-mode')).toBe('m');
    await expect(page).toHaveURL(/\/play\/book-of-betr$/);
    await game.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/casino\?adapter=turnkey$/);

    // Browser back closes the game.
    await page.getByRole('button', { name: 'Play Mega Fruit' }).click();
    await expect(page).toHaveURL(/\/play\/mega-fruit$/);
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Mega Fruit' })).toBeHidden();
    await expect(page).toHaveURL(/\/casino\?adapter=turnkey$/);
    // The framework tells of the close after its window is gone: then the stored path is forgotten.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('betr:return-path'))).toBeNull();

    // A game's own address (nothing stored before it): closing goes to /casino.
    await page.goto('/play/dragon-gold');
    const linked = page.getByRole('dialog', { name: 'Dragon Gold' });
    await expect(linked).toBeVisible();
    await linked.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/casino$/);
  });

  test('with lang="sv" the license logos show data.html from a request whose lng is English', async ({ page }) => {
    const footerIcons = page.waitForRequest((request) => request.url().endsWith('/turnkey/services/getFooterIcons'));
    await openFresh(page, `${HOME}&lang=sv`);
    const request = await footerIcons;
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request.postData()).toBe('country=MT&brand=lucky-lagoon&lng=en');
    const logos = page.locator('betr-license-logos');
    await expect(logos.getByRole('img', { name: 'MGA licensed' })).toBeVisible();
    await expect(page.locator('betr-about-us').getByRole('heading', { name: 'About us' })).toBeVisible();
  });

  test('a <script> or onerror inside data.html does not run', async ({ page }) => {
    await page.route('**/turnkey/services/getFooterIcons', (route) =>
      route.fulfill({
        contentType: 'text/plain',
        body: JSON.stringify({
          data: {
            html: '<img src="data:image/png;base64,AAAA" onerror="window.__pwned=1" alt="GamCare"><script>window.__pwned=2</script>',
          },
        }),
      }),
    );
    await openFresh(page, HOME);
    const logo = page.locator('betr-license-logos').getByRole('img', { name: 'GamCare' });
    await expect(logo).toBeAttached();
    expect(await logo.getAttribute('onerror')).toBeNull();
    expect(await page.locator('betr-license-logos').evaluate((el) => el.shadowRoot!.querySelectorAll('script').length)).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned ?? null)).toBeNull();
  });
});
