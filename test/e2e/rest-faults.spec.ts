import { test, expect, type Page } from '@playwright/test';
import { openFresh, outbox, popup, signInThroughPage, signOutThroughPage } from './support';
import { atStep, fillContact, fillUpToTerms, openSignUp } from './sign-up-steps';

/**
 * The REST adapter when its back end fails mid-session: the provider server answers 500,
 * malformed JSON, slower than the adapter's 15 s time-out, or drops the connection
 * (/api/demo/fault). The forms the security suite's fault matrix does not cover (forgot and
 * reset password, activation), the sign-up wizard with its email check failing, and the
 * deposit screen with the profile failing show the catalogue's message, keep what the player
 * typed, and work again once the server recovers. Sign-in, profile save and limit save under
 * every fault on REST are the matrix's (test/security/faults.rest.test.ts, faults-suite.ts).
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

/**
 * Submit while the fault is on; a slow server is outwaited by moving the page's clock past the
 * time-out once the platform holds the call (GET /api/demo/fault). Moved on as soon as the page
 * sent it, the page gave up on a call still on its way through the gateway, the fault was
 * cleared, and the platform then answered it.
 */
async function submitFailing(page: Page, mode: Mode, submit: () => Promise<void>): Promise<void> {
  const sent = page.waitForRequest((request) => request.url().includes('/api/rest/'));
  await submit();
  await sent;
  if (mode !== 'slow') return;
  const held = async () => ((await (await page.request.get('/api/demo/fault')).json()) as { held: string[] }).held.length;
  await expect.poll(held).toBeGreaterThan(0);
  await page.clock.fastForward(16_000);
}

test.describe('the REST back end fails and recovers (rest adapter)', () => {
  // The signed-out forms, one page: nothing of one is state for another.
  test("forgot password (500), activation (down), reset password from the platform's link (slow): each message, the input kept, then it goes through", async ({
    page,
  }) => {
    // The page's clock (openFresh installs it) runs in real time: only the reset's time-out is jumped over.
    const errors = await openFresh(page, '/?adapter=rest');

    await test.step('forgot password, server 500: the fallback message, the email kept, then the mail is sent', async () => {
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

    await test.step('activation, server down: the offline message, email and code kept, then activated', async () => {
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

    await test.step("reset password from the platform's token link, server slow: the time-out message, both passwords kept, then updated", async () => {
      expect(
        (await page.request.post('/api/rest/player/request-password-reset', { data: { UsernameOrEmail: 'player@example.com' } })).ok(),
      ).toBe(true);
      const mail = (await outbox(page)).filter((m) => m.kind === 'reset-password').reverse()[0]!;
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
    expect(errors).toEqual([]);
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

  test('the deposit screen, server 500: the message, then Try again shows the cashier', async ({ page }) => {
    await openFresh(page, '/?adapter=rest');
    // The cashier's settings come from the site bootstrap asked with the player's session, read
    // for the session's first deposit screen (here the page's inline <betr-deposit>, as soon as
    // the player is signed in) and then kept by the page for the session. Sign-in needs the
    // bootstrap too (the jurisdiction it sends), which the adapter keeps for the page from its
    // first sign-in, a visitor's, with no cashier in it: so a first session reads both, and the
    // platform fails from the second sign-in on, whose session reads the cashier's anew.
    await signInThroughPage(page);
    await signOutThroughPage(page);
    await fault(page, '500', '/content/bootstrap');
    // The welcome's text is the bootstrap's too: it greets with the error, and closes.
    await signInThroughPage(page);
    await page.getByRole('button', { name: 'Open deposit' }).click();
    const deposit = popup(page, 'deposit');
    // A general call's 500: the catalogue's general.unknown-error (as the security suite's fault matrix says for it).
    await expect(deposit.getByRole('alert')).toHaveText('Something went wrong.');
    await fault(page, 'none');
    await deposit.getByRole('button', { name: 'Try again' }).click();
    await deposit.getByRole('button', { name: 'Continue without a bonus' }).click();
    await expect(
      page.frameLocator('betr-popup betr-deposit iframe[title="Payment cashier"]').getByRole('heading', { name: 'Deposit' }),
    ).toBeVisible();
  });
});
