import { test, expect } from '@playwright/test';
import { closeWelcome, expectAccessible, expectHeadUntouched, openFresh, outbox, popup, signOutThroughPage } from './support';

// The journey runs on the REST adapter against the provider server. The embedded stub shows what
// REST shows: the contract suite (test/contract) covers its operations, and the bare-page test
// below signs in on it. On WAMP the player sees another form only where wamp.spec.ts goes: the
// captcha of the forgot-password request, the reset by the platform's key and the sign-in with the
// new password, the activation by the mailed key; the contract suite maps its wrong password.
const home = '/?adapter=rest';
// One page: each step was a test of its own that opened a fresh casino; they follow one another
// as a visitor's session would (each ends signed out).
test.describe('sign-in family on the demo (rest)', () => {
  test('a wrong password, then sign-in with the welcome (where the platform has its content) and sign-out; a reset through the mailed link; new@example.com accepts the terms and activates', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = await openFresh(page, home);

    await test.step('a wrong password shows "Incorrect credentials" and keeps the email', async () => {
      const signIn = page.locator('main betr-sign-in');
      await signIn.getByLabel('Email').fill('player@example.com');
      await signIn.getByLabel('Password').fill('Nope1234!');
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      await expect(signIn.getByRole('alert')).toHaveText('Incorrect credentials');
      await expect(signIn.getByLabel('Email')).toHaveValue('player@example.com');
    });

    await test.step('a player signs in, is greeted where the platform has welcome content, and signs out', async () => {
      await page.getByRole('button', { name: 'Open sign-in' }).click();
      const signIn = popup(page, 'sign-in');
      await signIn.getByLabel('Email').fill('player@example.com');
      await signIn.getByLabel('Password').fill('Password1!');
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      await closeWelcome(page);
      await expect(page.locator('#session-status')).toHaveText('Signed in');
      await expect(page.locator('#wallet')).not.toHaveText('—');
      await signOutThroughPage(page);
    });

    await test.step('a player resets the password through the link in the outbox and signs in with it', async () => {
      await page.getByRole('button', { name: 'Open sign-in' }).click();
      await popup(page, 'sign-in').getByRole('button', { name: 'Forgot password?' }).click();
      const forgot = popup(page, 'forgot-password');
      await forgot.getByLabel('Email').fill('player@example.com');
      await forgot.getByRole('button', { name: 'Send reset link' }).click();
      await expect(forgot.getByRole('status')).toHaveText('Email has been sent');

      const mail = (await outbox(page)).find((m) => m.kind === 'reset-password')!;
      expect(mail.link).toBeTruthy();
      await page.goto(mail.link!);
      const reset = popup(page, 'reset-password');
      await reset.getByLabel('New password').fill('Fresh-Passw0rd');
      await reset.getByLabel('Confirm password').fill('Fresh-Passw0rd');
      await reset.getByRole('button', { name: 'Update password' }).click();
      await expect(reset.getByRole('status')).toHaveText('Password updated successfully');
      expect(page.url()).not.toContain(mail.code!);
      await reset.getByRole('button', { name: "Let's sign in" }).click();
      const signIn = popup(page, 'sign-in');
      await signIn.getByLabel('Email').fill('player@example.com');
      await signIn.getByLabel('Password').fill('Fresh-Passw0rd');
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.locator('#session-status')).toHaveText('Signed in');
      await closeWelcome(page);
      await signOutThroughPage(page);
    });
    expect(errors).toEqual([]);

    await test.step('new@example.com accepts the terms, then activates with the code from the outbox', async () => {
      const signIn = page.locator('main betr-sign-in');
      await signIn.getByLabel('Email').fill('new@example.com');
      await signIn.getByLabel('Password').fill('Password1!');
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      const terms = popup(page, 'terms-and-conditions');
      await terms.getByRole('button', { name: 'Accept' }).click();
      const activate = popup(page, 'activate-message');
      await expect(activate.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
      await activate.getByRole('button', { name: 'Send me a new code' }).click();
      await expect(activate.getByRole('status')).toHaveText('Activation code has been sent');
      const code = (await outbox(page)).filter((m) => m.to === 'new@example.com' && m.kind === 'activation').pop()!.code!;
      await activate.getByLabel('Activation code').fill(code);
      await activate.getByRole('button', { name: 'Activate' }).click();
      await expect(activate.getByRole('status')).toHaveText('Account activated');
    });
  });
});

test.describe('the sign-in popup on the demo (stub)', () => {
  // One page: the popup's size on a large and a small screen, then keyboard use.
  test('at most 600px wide on a large screen; full screen under 480px and the back button closes it; keyboard only: focus starts in the popup, stays in it, and returns to the opener', async ({
    page,
  }) => {
    await openFresh(page);
    const opener = page.getByRole('button', { name: 'Open sign-in' });

    await test.step('the popup is at most 600px wide on a large screen', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await opener.click();
      const box = await page.locator('betr-popup dialog').boundingBox();
      expect(box!.width).toBeLessThanOrEqual(600);
      expect(box!.height).toBeLessThanOrEqual(700);
      await page.keyboard.press('Escape');
      await expect(page.locator('betr-popup dialog')).toBeHidden();
    });

    await test.step('the popup goes full screen under 480px and the back button closes it', async () => {
      await page.setViewportSize({ width: 400, height: 760 });
      await opener.click();
      await expect(popup(page, 'sign-in').getByLabel('Email')).toBeVisible();
      const box = await page.locator('betr-popup dialog').boundingBox();
      expect(box!.width).toBeCloseTo(400, 0);
      expect(box!.height).toBeCloseTo(760, 0);
      await page.goBack();
      await expect(page.locator('betr-popup dialog')).toBeHidden();
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    await test.step('keyboard only: focus starts in the popup, stays in it, and returns to the opener on close', async () => {
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(popup(page, 'sign-in').getByLabel('Email')).toBeVisible();
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press('Tab');
        // A modal dialog lets Tab reach the browser's own controls (focus then rests on
        // <body>), but never an element of the page behind it.
        const where = await page.evaluate(() => {
          let el = document.activeElement;
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
          if (!el || el === document.body) return 'browser';
          const inPopup = el.closest('betr-popup') || (el.getRootNode() as ShadowRoot).host?.closest('betr-popup');
          return inPopup ? 'popup' : `page: ${el.outerHTML.slice(0, 80)}`;
        });
        expect(['popup', 'browser']).toContain(where);
      }
      await page.keyboard.press('Escape');
      await expect(opener).toBeFocused();
    });
  });
});

test('a bare HTML page with only the script tag and <betr-sign-in> works on the embedded stub', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/demo/bare.html');
  const signIn = page.locator('betr-sign-in');
  await signIn.getByLabel('Email').fill('player@example.com');
  await signIn.getByLabel('Password').fill('Password1!');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('betr-popup betr-welcome-message')).toBeVisible();
  expect(await page.evaluate(() => window.betr.isSignedIn())).toBe(true);
  expect(await page.evaluate(() => document.head.querySelectorAll('style, link[rel="stylesheet"]').length)).toBe(0);
  expect(errors).toEqual([]);
});

test.describe('accessibility', () => {
  test('the demo and its popups have no serious or critical accessibility violations, and <head> is untouched', async ({ page }) => {
    await openFresh(page);
    await expect(page.locator('main betr-sign-in').getByLabel('Email')).toBeVisible();
    await expectHeadUntouched(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Open sign-in' }).click();
    await expect(popup(page, 'sign-in').getByLabel('Email')).toBeVisible();
    await expectAccessible(page, popup(page, 'sign-in'));
  });
});
