// The WAMP adapter on the demo (`?adapter=wamp`) against the provider server's WAMP peer:
// what the platform pushes reaches every element, the socket comes back after a drop, the
// player is told when it cannot, and the platform's own rules (captcha, links) hold.
import { test, expect, type Page } from '@playwright/test';
import { openFresh, outbox, popup, signInThroughPage } from './support';

const HOME = '/?adapter=wamp';

const totalBalance = (page: Page) => page.evaluate(async () => (await window.betr.getWallet())?.totalBalance ?? null);
const control = async (page: Page, name: string, data: object = {}) =>
  expect((await page.request.post(`/api/demo/wamp/${name}`, { data })).ok()).toBe(true);
const refusals = async (page: Page) => ((await (await page.request.get('/api/demo/wamp/status')).json()) as { refuse: number }).refuse;

test.describe('the WAMP adapter on the demo', () => {
  test('a session-state event with code 1 signs the player out in every element, and in every tab', async ({ page, context }) => {
    const errors = await openFresh(page, HOME);
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('betr-sign-in'), { id: 'second', inline: true })));
    await signInThroughPage(page);
    const other = await context.newPage();
    await other.goto(HOME);
    await expect(other.locator('#session-status')).toHaveText('Signed in');
    for (const el of [page.locator('#second'), page.locator('main betr-sign-in')])
      await expect(el.getByText('You are signed in.')).toBeVisible();

    await control(page, 'session-state', { code: 1 });
    await expect(page.locator('#session-status')).toHaveText('Signed out');
    await expect(other.locator('#session-status')).toHaveText('Signed out');
    for (const el of [page.locator('#second'), page.locator('main betr-sign-in')]) await expect(el.getByLabel('Email')).toBeVisible();
    expect(await page.evaluate(() => window.betr.isSignedIn())).toBe(false);
    expect(errors).toEqual([]);
  });

  test('a balance event updates the wallet everywhere', async ({ page, context }) => {
    await openFresh(page, HOME);
    await signInThroughPage(page);
    const other = await context.newPage();
    await other.goto(HOME);
    await expect(other.locator('#session-status')).toHaveText('Signed in');
    expect(await totalBalance(page)).toBe(270);

    expect((await page.request.post('/api/demo/deposit', { data: { email: 'player@example.com', amount: 30 } })).ok()).toBe(true);
    await expect.poll(() => totalBalance(page)).toBe(300);
    await expect.poll(() => totalBalance(other)).toBe(300);
  });

  test('after the server drops the socket the adapter reconnects and re-subscribes', async ({ page }) => {
    const errors = await openFresh(page, HOME);
    await signInThroughPage(page);
    await control(page, 'drop');
    await expect
      .poll(async () => ((await (await page.request.get('/api/demo/wamp/status')).json()) as { connections: number }).connections)
      .toBe(1);
    expect((await page.request.post('/api/demo/deposit', { data: { email: 'player@example.com', amount: 5 } })).ok()).toBe(true);
    await expect.poll(() => totalBalance(page)).toBe(275);
    await expect(page.locator('#session-status')).toHaveText('Signed in');
    expect(errors).toEqual([]);
  });

  test('after 3 failed retries the player is told the connection is lost, with Try again; nothing typed is lost, and it comes back without a reload', async ({
    page,
  }) => {
    // The page's clock (openFresh installs it) runs as usual, and is moved on over the back-off pauses below.
    await openFresh(page, HOME);
    await signInThroughPage(page);
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page.locator('#session-status')).toHaveText('Signed out');

    await control(page, 'drop', { refuse: 10 });
    // Three reconnection attempts (after 1 s, 2 s and 4 s), refused, then the player is told:
    // the pauses are skipped a second at a time rather than waited out.
    const lost = popup(page, 'message');
    await expect(async () => {
      await page.clock.fastForward(1000);
      await expect(lost.getByRole('heading')).toHaveText('Connection lost', { timeout: 250 });
    }).toPass();
    expect(await refusals(page)).toBe(7);
    await lost.getByRole('button', { name: 'Try again' }).click();
    await expect(lost.getByText('Could not reach the server. Check your connection and try again.')).toBeVisible();
    await lost.getByRole('button', { name: 'Close' }).click();
    await expect(lost).toHaveCount(0);

    const form = page.locator('main betr-sign-in');
    await form.getByLabel('Email').fill('player@example.com');
    await form.getByLabel('Password').fill('Password1!');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText('Could not reach the server. Check your connection and try again.');
    await expect(form.getByLabel('Email')).toHaveValue('player@example.com');
    await expect(form.getByLabel('Password')).toHaveValue('Password1!');

    await control(page, 'drop', { refuse: 0 });
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('#session-status')).toHaveText('Signed in');
  });

  test('a forgot-password without a captcha answer shows "Let us know that you are a human."', async ({ page }) => {
    await openFresh(page, HOME);
    await page.getByRole('button', { name: 'Open sign-in' }).click();
    await popup(page, 'sign-in').getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = popup(page, 'forgot-password');
    await forgot.getByLabel('Email').fill('player@example.com');
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByRole('alert')).toHaveText('Let us know that you are a human.');
    await expect(forgot.getByLabel('Email')).toHaveValue('player@example.com');
    expect((await outbox(page)).filter((m) => m.kind === 'reset-password')).toEqual([]);
    await forgot.getByLabel('I am not a robot').check();
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByRole('status')).toHaveText('Email has been sent');
  });

  test('the mailed reset link (the platform appends its key to changePwdURL) opens the reset form; the new password signs in', async ({
    page,
  }) => {
    const errors = await openFresh(page, HOME);
    await page.getByRole('button', { name: 'Open sign-in' }).click();
    await popup(page, 'sign-in').getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = popup(page, 'forgot-password');
    await forgot.getByLabel('Email').fill('player@example.com');
    await forgot.getByLabel('I am not a robot').check();
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByRole('status')).toHaveText('Email has been sent');
    const mail = (await outbox(page)).filter((m) => m.kind === 'reset-password').pop()!;
    expect(mail.link).toBe(`/?reset-pw-key=${mail.code}&adapter=wamp`);
    await page.goto(mail.link!);
    const reset = popup(page, 'reset-password');
    await reset.getByLabel('New password').fill('Fresh-Passw0rd!');
    await reset.getByLabel('Confirm password').fill('Fresh-Passw0rd!');
    await reset.getByRole('button', { name: 'Update password' }).click();
    await expect(reset.getByRole('status')).toHaveText('Password updated successfully');
    expect(page.url()).not.toContain(mail.code!);
    await page.keyboard.press('Escape');
    await signInThroughPage(page, { password: 'Fresh-Passw0rd!' });
    expect(errors).toEqual([]);
  });

  test('an activation-key link activates the account', async ({ page }) => {
    await openFresh(page, HOME);
    await page.goto(`${HOME}&activation-key=123456&email=new%40example.com`);
    await expect(popup(page, 'activation-form').getByRole('status')).toHaveText('Account activated');
    expect(page.url()).not.toContain('activation-key');
  });

  test('a reload keeps the login; ?deposit, ?withdraw and ?payment-status open the cashier', async ({ page }) => {
    await openFresh(page, HOME);
    await page.goto(`${HOME}&withdraw`);
    await expect(popup(page, 'sign-in')).toBeVisible();
    expect(page.url()).not.toContain('withdraw');
    await page.keyboard.press('Escape');
    await signInThroughPage(page);

    await page.goto(`${HOME}&deposit`);
    await expect(page.locator('#session-status')).toHaveText('Signed in');
    await expect(popup(page, 'deposit')).toBeVisible();
    expect(page.url()).not.toContain('deposit');

    await page.goto(`${HOME}&payment-status=success`);
    await expect(popup(page, 'deposit')).toHaveAttribute('payment-status', 'success');
    expect(page.url()).not.toContain('payment-status');
  });
});
