// Screenshot comparisons of the main screens, so a layout regression fails the suite: the
// casino page, sign-in, the first step of sign-up, the account and responsible gaming, at
// 375 px (a phone) and 1280 px, light and dark (and sign-in once in the brand theme: with dark, the README's theme images).
// Twelve images, five pages (one a screen), baselines in screenshots.spec.ts-snapshots/. Stable by construction: the stub
// adapter on a fresh casino and a fixed clock (its seed is dated from "now"), UTC and en-US,
// Debian's Liberation Sans, animations finished and the caret hidden (toHaveScreenshot's
// defaults), the pointer out of the way. After a deliberate change of the look:
//   npm run test:screenshots:update     (then look at the new images before committing them)
import { expect, test, type Page } from '@playwright/test';
import { closeWelcome, expectAccessible, openFresh, popup } from './support';

type Screen = 'casino' | 'sign-in' | 'sign-up' | 'account' | 'responsible-gaming';
type Theme = 'light' | 'dark' | 'brand';

/** Each screen's shots, in the order one page takes them: a width, then its themes. */
const SHOTS: Record<Screen, [375 | 1280, Theme[]][]> = {
  casino: [
    [375, ['light', 'dark']],
    [1280, ['dark', 'light']],
  ],
  'sign-in': [
    [375, ['light']],
    [1280, ['dark', 'brand']],
  ],
  'sign-up': [
    [375, ['dark']],
    [1280, ['light']],
  ],
  account: [
    [375, ['light']],
    [1280, ['dark']],
  ],
  'responsible-gaming': [[375, ['dark']]],
};

const HEIGHT = { 375: 812, 1280: 800 };
const NOW = new Date('2026-03-02T10:00:00Z');

test.use({ timezoneId: 'UTC', locale: 'en-US' });
// Independent screens: spread over both workers.
test.describe.configure({ mode: 'parallel' });

async function signIn(page: Page): Promise<void> {
  await page.locator('.site-header').getByRole('button', { name: 'Sign in' }).click();
  const form = popup(page, 'sign-in');
  await form.getByLabel('Email').fill('player@example.com');
  await form.getByLabel('Password').fill('Password1!');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await closeWelcome(page);
}

/** Bring the page to the screen; resolves when it is drawn and has no loading placeholder left. */
const SHOW: Record<Screen, (page: Page) => Promise<void>> = {
  casino: async (page) => {
    await expect(page.locator('.site-header').getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
  'sign-in': async (page) => {
    await page.locator('.site-header').getByRole('button', { name: 'Sign in' }).click();
    await expect(popup(page, 'sign-in').getByLabel('Password')).toBeVisible();
  },
  'sign-up': async (page) => {
    await page.locator('.site-header').getByRole('button', { name: 'Sign up' }).click();
    await expect(popup(page, 'sign-up').getByLabel('Email')).toBeVisible();
  },
  account: async (page) => {
    await signIn(page);
    await page.locator('.site-header').getByRole('button', { name: 'My account' }).click();
    await expect(popup(page, 'account').getByRole('heading', { name: 'Messages' })).toBeVisible({ timeout: 15_000 });
  },
  'responsible-gaming': async (page) => {
    await signIn(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Deposit and other limits' }).click();
    // The tab's code loads when first shown: give a busy machine time for it.
    await expect(popup(page, 'account').getByRole('heading', { name: 'Responsible gaming' })).toBeVisible({ timeout: 15_000 });
  },
};

/** The demo's theme switch (its select is behind the open popup): resolves once the theme applies. */
async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((value) => {
    const choice = document.getElementById('theme-choice') as HTMLSelectElement;
    if (choice.value === value) return;
    choice.value = value;
    choice.dispatchEvent(new Event('change'));
  }, theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme-ready', 'true');
}

// A page a screen: opened once (a sign-in, a tab's code), then each width and theme shot on it.
// The popups lay out by the viewport's width alone (CSS), so a shot after a resize is the one a
// page opened at that width takes.
for (const [screen, shots] of Object.entries(SHOTS) as [Screen, [375 | 1280, Theme[]][]][]) {
  test(`${screen}: ${shots.map(([width, themes]) => `${width}px ${themes.join(' and ')}`).join('; ')}`, async ({ page }) => {
    const [[firstWidth, [firstTheme]]] = shots;
    await page.setViewportSize({ width: firstWidth, height: HEIGHT[firstWidth] });
    await openFresh(page, `/demo/casino.html?theme=${firstTheme}`, { today: NOW, fixed: true });
    await expect(page.locator('html')).toHaveAttribute('data-theme-ready', 'true');
    // One font everywhere, from Debian (fonts-liberation, which the test setup installs); set
    // through the CSSOM, which the page's CSP (no inline styles) allows.
    await page.evaluate(() => document.documentElement.style.setProperty('--betr-font-family', "'Liberation Sans', sans-serif"));
    await SHOW[screen](page);
    // Nothing still loading (the wizard's step indicator is a progressbar that stays: not this).
    await expect(page.locator('betr-popup [aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    await page.mouse.move(0, 0);
    for (const [width, themes] of shots) {
      await page.setViewportSize({ width, height: HEIGHT[width] });
      for (const theme of themes) {
        await useTheme(page, theme);
        // A glyph's anti-aliasing (the popup's ×) was seen to differ by 15 pixels between runs on a
        // busy machine; a layout regression moves thousands.
        await expect(page).toHaveScreenshot(`${screen}-${width}-${theme}.png`, { maxDiffPixels: 100 });
        // The dark and brand themes keep every text readable (axe's colour contrast, WCAG AA) on
        // the page they were made for; the light theme's every rule is checked by the journeys.
        if (theme !== 'light') await expectAccessible(page, page.locator('html'), { rules: ['color-contrast'] });
      }
    }
  });
}
