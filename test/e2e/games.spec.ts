import { expect, test, type Page } from '@playwright/test';
import { openFresh, popup } from './support';

/**
 * The lobby as a player uses it, one journey per adapter on one page, side by side: the lobby lists games; Demo launches signed out; Play signed out asks for
 * sign-in and then launches; the address is /play/{gameId} while a game is open and returns
 * to the page's after Escape and after the browser's back; a favorite shows in
 * <betr-favorites> after a reload; a launched game is first in <betr-last-played> (the
 * websocket platform keeps no last played: there the element says so).
 */
test.describe.configure({ mode: 'parallel' });

const game = (page: Page) => page.locator('betr-popup betr-external iframe');

/**
 * After sign-in the player is greeted (welcome) once, before or after the game, whichever
 * was asked for first: close it if it comes first. True when it did. (The websocket platform
 * has no welcome content: a step the platform lacks is skipped after sign-in.)
 */
async function greetedThenGame(page: Page, gameId: string): Promise<boolean> {
  const welcome = popup(page, 'welcome-message');
  await expect(game(page).or(welcome)).toBeVisible();
  const greeted = await welcome.isVisible();
  if (greeted) await page.keyboard.press('Escape');
  await expect(game(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/play/${gameId}$`));
  return greeted;
}

// REST and WAMP (whose platform keeps no last played: the player sees another element). The
// embedded stub shows what REST shows: the contract suite (test/contract) covers its game operations.
for (const adapter of ['rest', 'wamp'] as const) {
  // A game's id in the address: the REST platform numbers its games (CasinoGame.Id), the WAMP one keeps the casino's.
  const gameId = (casinoId: string) => (adapter === 'rest' ? '\\d+' : casinoId);
  test(`the lobby on ${adapter}: list, demo, sign-in then play, the address, favorites after a reload, last played`, async ({ page }) => {
    const errors = await openFresh(page, `/?adapter=${adapter}`);
    const page0 = new URL(page.url());
    const stored = `${page0.pathname}${page0.search}`;
    const lobby = page.locator('main betr-game-list');

    // The lobby lists games.
    await expect(lobby.getByRole('heading', { name: 'Book of Betr' })).toBeVisible();
    await expect(lobby.getByRole('button', { name: 'Demo Live Roulette' })).toHaveCount(0);

    // Demo launches signed out, at /play/{gameId}; Escape returns to the page's address.
    await lobby.getByRole('button', { name: 'Demo Starlight Reels' }).click();
    await expect(game(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/play/${gameId('g-02')}$`));
    await expect(page.frameLocator('betr-popup betr-external iframe').getByText('Demo play')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(game(page)).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(stored);

    // Play signed out asks for sign-in, then the game launches.
    await lobby.getByRole('button', { name: 'Play Dragon Gold' }).click();
    const signIn = popup(page, 'sign-in');
    await signIn.getByLabel('Email').fill('player@example.com');
    await signIn.getByLabel('Password').fill('Password1!');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    const greeted = await greetedThenGame(page, gameId('g-05'));
    await expect(page.frameLocator('betr-popup betr-external iframe').getByText('Real money')).toBeVisible();

    // The browser's back closes the game and returns to the page's address.
    await page.goBack();
    await expect(game(page)).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(stored);
    if (adapter === 'wamp') expect(greeted).toBe(false);
    else if (!greeted) {
      await expect(popup(page, 'welcome-message')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('betr-popup dialog')).toBeHidden();
    }

    // A favorite toggled in the lobby shows in <betr-favorites> after a reload. The reload waits
    // for the REST platform's answer to the toggle: in one fresh-clone run a reload right after the
    // list showed it found the platform without it.
    const saved = adapter === 'rest' ? page.waitForResponse((answer) => answer.url().includes('/casino/set-favorite/')) : null;
    await lobby.getByRole('button', { name: 'Add Viking Voyage to favorites' }).click();
    await expect(page.locator('betr-favorites').getByRole('heading', { name: 'Viking Voyage' })).toBeVisible();
    expect((await saved)?.ok() ?? true).toBe(true);
    await page.reload();
    // The whole demo page loads again before the favorites are asked for: a generous wait on a busy machine.
    await expect(page.locator('betr-favorites').getByRole('heading', { name: 'Viking Voyage' })).toBeVisible({ timeout: 15_000 });

    // The game launched last is first in <betr-last-played>, where the platform records it.
    const lastPlayed = page.locator('betr-last-played');
    if (adapter === 'wamp') await expect(lastPlayed).toContainText('This is not available here.');
    else await expect(lastPlayed.locator('[part="game-title"]').first()).toHaveText('Dragon Gold');
    expect(errors).toEqual([]);
  });
}
