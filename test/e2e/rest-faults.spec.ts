import { test, expect, type Page } from '@playwright/test';
import { openFresh, outbox, popup, signInThroughPage } from './support';
import { atStep, fillContact, fillUpToTerms, openSignUp } from './sign-up-steps';

/**
 * The REST adapter when its back end fails mid-session: the provider server answers 500,
 * malformed JSON, slower than the adapter's 15 s time-out, or drops the connection
 * (/api/demo/fault). The sign-in family, the sign-up wizard, the account area, the limits
 * and the deposit screen show the catalogue's message, keep what the player typed, and work
 * again once the server recovers.
 */
type Mode = '500' | 'malformed' | 'slow' | 'down';

const TEXTS: Record<Mode, string> = {
  '500': 'Something went wrong.',
  malformed: 'Something went wrong.',
  slow: 'The server took too long to answer. Please try again.',
  down: 'Could not reach the server. Check your connection and try again.',
};
/** The forgot-password and reset-password areas have no unknown-error text of their own: the catalogue's fallback. */
const FALLBACK = 'Something went wrong, please try again or contact support if the issue persists';

/** Fault the REST API from now on; `path` limits it to the paths under /api/rest that start with it. */
async function fault(page: Page, mode: Mode | 'none', path?: string): Promise<void> {
  expect((await page.request.post('/api/demo/fault', { data: { mode, path } })).ok()).toBe(true);
}

/** Submit while the fault is on; a slow server is outwaited by moving the page's clock past the time-out. */
async function submitFailing(page: Page, mode: Mode, submit: () => Promise<void>): Promise<void> {
  const sent = page.waitForRequest((request) => request.url().includes('/api/rest/'));
  await submit();
  await sent;
  if (mode === 'slow') await page.clock.fastForward(16_000);
}

test.describe('the REST back end fails and recovers (rest adapter)', () => {
  for (const mode of ['500', 'malformed', 'slow', 'down'] as const) {
    test(`sign-in, server ${mode}: "${TEXTS[mode]}", the form kept, then signed in once it recovers`, async ({ page }) => {
      // Fake timers that still run in real time: only the time-out is jumped over.
      if (mode === 'slow') await page.clock.install();
      const errors = await openFresh(page, '/?adapter=rest');
      const signIn = page.locator('main betr-sign-in');
      await signIn.getByLabel('Email').fill('player@example.com');
      await signIn.getByLabel('Password').fill('Password1!');
      await fault(page, mode);
      await submitFailing(page, mode, () => signIn.getByRole('button', { name: 'Sign in' }).click());
      await expect(signIn.getByRole('alert')).toHaveText(TEXTS[mode]);
      await expect(signIn.getByLabel('Email')).toHaveValue('player@example.com');
      await expect(signIn.getByLabel('Password')).toHaveValue('Password1!');
      await expect(page.locator('#session-status')).toHaveText('Signed out');

      await fault(page, 'none');
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.locator('#session-status')).toHaveText('Signed in');
      expect(errors).toEqual([]);
    });
  }

  test('forgot password, server 500: the fallback message, the email kept, then the mail is sent', async ({ page }) => {
    await openFresh(page, '/?adapter=rest');
    const forgot = page.locator('main betr-forgot-password');
    await forgot.getByLabel('Email').fill('player@example.com');
    await fault(page, '500');
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByRole('alert')).toHaveText(FALLBACK);
    await expect(forgot.getByLabel('Email')).toHaveValue('player@example.com');
    await fault(page, 'none');
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByRole('status')).toHaveText('Email has been sent');
  });

  test('activation, server down: the offline message, email and code kept, then activated', async ({ page }) => {
    await openFresh(page, '/?adapter=rest');
    const activation = page.locator('main betr-activation-form');
    await activation.getByLabel('Email').fill('new@example.com');
    await activation.getByLabel('Activation code').fill('123456');
    await fault(page, 'down');
    await activation.getByRole('button', { name: 'Activate' }).click();
    await expect(activation.getByRole('alert')).toHaveText(TEXTS.down);
    await expect(activation.getByLabel('Email')).toHaveValue('new@example.com');
    await expect(activation.getByLabel('Activation code')).toHaveValue('123456');
    await fault(page, 'none');
    await activation.getByRole('button', { name: 'Activate' }).click();
    await expect(activation.getByRole('status')).toHaveText('Account activated');
  });

  test('reset password from the platform\'s token link, server slow: the time-out message, both passwords kept, then updated', async ({ page }) => {
    await page.clock.install();
    await openFresh(page, '/?adapter=rest');
    expect((await page.request.post('/api/rest/player/request-password-reset', { data: { UsernameOrEmail: 'player@example.com' } })).ok()).toBe(true);
    const mail = (await outbox(page)).find((m) => m.kind === 'reset-password')!;
    expect(mail.link).toContain('token=');
    expect(mail.link).toContain('username=');
    await page.goto(mail.link!);
    const reset = popup(page, 'reset-password');
    await reset.getByLabel('New password').fill('Fresh-Passw0rd');
    await reset.getByLabel('Confirm password').fill('Fresh-Passw0rd');
    await fault(page, 'slow');
    await submitFailing(page, 'slow', () => reset.getByRole('button', { name: 'Update password' }).click());
    await expect(reset.getByRole('alert')).toHaveText(TEXTS.slow);
    await expect(reset.getByLabel('New password')).toHaveValue('Fresh-Passw0rd');
    await expect(reset.getByLabel('Confirm password')).toHaveValue('Fresh-Passw0rd');
    await fault(page, 'none');
    await reset.getByRole('button', { name: 'Update password' }).click();
    await expect(reset.getByRole('status')).toHaveText('Password updated successfully');
  });

  test('sign-up, server 500 on the final submit: the message, every step kept, then signed up', async ({ page }) => {
    await openFresh(page, '/?adapter=rest');
    const wizard = await openSignUp(page);
    // A failing email check does not stop the contact step (sign-up itself checks again).
    await fault(page, '500', '/player/validate-email');
    await fillContact(wizard, 'faulty@example.com', '79 12 34 56');
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
    await fillUpToTerms(wizard);
    await wizard.getByRole('button', { name: 'Accept all' }).click();

    await fault(page, '500', '/player/signup');
    await wizard.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(wizard.getByRole('alert')).toHaveText(TEXTS['500']);
    await atStep(wizard, 'Terms and conditions');
    await expect(wizard.getByRole('checkbox', { name: /I accept the terms and conditions/ })).toBeChecked();
    await expect(page.locator('#session-status')).toHaveText('Signed out');
    await wizard.getByRole('button', { name: 'Prev' }).click();
    await wizard.getByRole('button', { name: 'Prev' }).click();
    await wizard.getByRole('button', { name: 'Prev' }).click();
    await atStep(wizard, 'Address');
    await expect(wizard.getByLabel('City')).toHaveValue('Sliema');

    await fault(page, 'none');
    const next = () => wizard.getByRole('button', { name: 'Continue', exact: true }).click();
    await next();
    await wizard.getByRole('button', { name: 'Skip limits' }).click();
    await next();
    await wizard.getByRole('button', { name: 'Sign up', exact: true }).click();
    await atStep(wizard, 'Activate your account');
    await expect(page.locator('#session-status')).toHaveText('Signed in');
  });

  test('edit profile, server down: the offline message, the edits kept, then "Profile updated"', async ({ page }) => {
    await openFresh(page, '/?adapter=rest');
    await signInThroughPage(page);
    const account = page.locator('main betr-account[inline]');
    await account.getByRole('tab', { name: 'Edit profile' }).click();
    await expect(account.getByLabel('Email')).toHaveValue('player@example.com');
    await account.getByLabel('City').fill('Sliema');
    await account.getByLabel('Password', { exact: true }).fill('Password1!');
    await fault(page, 'down', '/player/update');
    await account.getByRole('button', { name: 'Save changes' }).click();
    await expect(account.getByRole('alert')).toHaveText(TEXTS.down);
    await expect(account.getByLabel('City')).toHaveValue('Sliema');
    await expect(account.getByLabel('Password', { exact: true })).toHaveValue('Password1!');
    await fault(page, 'none');
    await account.getByRole('button', { name: 'Save changes' }).click();
    await expect(account.getByRole('status')).toHaveText('Profile updated');
  });

  test('a deposit limit, server malformed: the message, the new amount kept, then it applies', async ({ page }) => {
    await openFresh(page, '/?adapter=rest');
    await signInThroughPage(page);
    await page.evaluate(() => window.betr.openAccountSettings('responsible-gaming'));
    const daily = popup(page, 'account').getByRole('form', { name: 'Daily deposit limit' });
    await expect(daily).toContainText('Current limit€1,000.00');
    await daily.getByLabel('New limit (EUR)').fill('500');
    await fault(page, 'malformed', '/responsiblegaming/limit');
    await daily.getByRole('button', { name: 'Save' }).click();
    await expect(daily.getByRole('alert')).toHaveText(FALLBACK);
    await expect(daily.getByLabel('New limit (EUR)')).toHaveValue('500');
    await fault(page, 'none');
    await daily.getByRole('button', { name: 'Save' }).click();
    await expect(daily.getByRole('status')).toHaveText('Your new limit applies now.');
    await expect(daily).toContainText('Current limit€500.00');
  });

  test('the deposit screen, server 500: the message, then Try again shows the cashier', async ({ page }) => {
    await openFresh(page, '/?adapter=rest');
    await signInThroughPage(page);
    // The cashier's configuration names the player, from the profile.
    await fault(page, '500', '/player/user-info');
    await page.getByRole('button', { name: 'Open deposit' }).click();
    const deposit = popup(page, 'deposit');
    await expect(deposit.getByRole('alert')).toHaveText(FALLBACK);
    await fault(page, 'none');
    await deposit.getByRole('button', { name: 'Try again' }).click();
    await deposit.getByRole('button', { name: 'Continue without a bonus' }).click();
    await expect(page.frameLocator('betr-popup betr-deposit iframe[title="Payment cashier"]').getByRole('heading', { name: 'Deposit' })).toBeVisible();
  });
});
