import { expect, test, type Page } from '@playwright/test';
import { control, openFresh, popup, signInThroughPage, signOutThroughPage } from '../e2e/support';

/**
 * One session per browser (src/stores/session.ts, `followOtherTabs`): what one tab of the
 * casino does to the session reaches every other tab of the origin with no reload (the
 * storage event), whoever ends it: the player, a 401 from the platform, the platform's own
 * sign-out, a session limit. The tests wait for the other tab with the usual time-out and
 * never time it: a loaded machine once took past a second; on every adapter (WAMP joins the client identity that holds the login, turnkey follows its
 * framework's own events).
 */
const status = (page: Page) => page.locator('#session-status');
// Two demo pages, each with every widget, on the shared 2-core machine: 30 s is not enough.
test.describe.configure({ timeout: 90_000 });

async function twoTabs(page: Page, path: string): Promise<Page> {
  await openFresh(page, path);
  const other = await page.context().newPage();
  await other.goto(path);
  await expect(status(other)).toHaveText('Signed out');
  return other;
}

// The storage event carries the session on REST, as on the stub, whose demo adds nothing here;
// WAMP joins the client identity that holds the login, its own way.
for (const adapter of ['rest', 'wamp']) {
  test(`${adapter}: a sign-in in one tab signs the other in; a sign-out there signs this one out and closes its popups`, async ({
    page,
  }) => {
    const path = `/?adapter=${adapter}`;
    const other = await twoTabs(page, path);
    // This tab's welcome is closed once it shows (REST greets, WAMP does not): a modal that opened
    // after a blind Escape kept the Sign out button from every click until the test timed out.
    await signInThroughPage(page);
    await expect(status(other)).toHaveText('Signed in');
    await expect(other.locator('#wallet')).not.toHaveText('—');

    // The other tab shows the account in a popup; this tab signs out.
    await other.evaluate(() => window.betr.openAccountSettings());
    await expect(popup(other, 'account')).toBeVisible();
    await signOutThroughPage(page);
    await expect(status(other)).toHaveText('Signed out');
    await expect(popup(other, 'account')).toHaveCount(0);
    await expect(other.locator('main betr-sign-in').first().getByRole('button', { name: 'Sign in' })).toBeVisible();

    // And back: a sign-in in the other tab reaches this one.
    await signInThroughPage(other, { welcome: false });
    await expect(status(page)).toHaveText('Signed in');
  });
}

/**
 * Make the platform refuse the session at this tab's next call. On REST, a 401; the WAMP
 * platform's refusal is followed further below (its balance push after the refusal), and how
 * each adapter reads a refusal is the contract suite's (test/contract).
 */
const endSessionOnThePlatform = {
  rest: async (page: Page) => expect((await page.request.post('/api/demo/fault', { data: { mode: '401' } })).ok()).toBe(true),
  wamp: async (page: Page) =>
    expect(
      (
        await page.request.post('/api/demo/wamp/fault', {
          data: { procedure: '/user#getTransactionHistory', area: 'general', key: 'session-expired' },
        })
      ).ok(),
    ).toBe(true),
};

test('rest: a session the platform refused (a 401) in one tab ends in the other', async ({ page }) => {
  const other = await twoTabs(page, '/?adapter=rest');
  await signInThroughPage(page);
  await expect(status(other)).toHaveText('Signed in');
  await endSessionOnThePlatform.rest(page);
  // The next call this tab makes (the history the player opens) finds the session over.
  await page.evaluate(() => window.betr.openAccountSettings('history'));
  await expect(status(page)).toHaveText('Signed out');
  await expect(status(other)).toHaveText('Signed out');
  expect((await page.request.post('/api/demo/fault', { data: { mode: 'none' } })).ok()).toBe(true);
});

/**
 * The platform ends the session when the player's session limit is used up (the seeded player
 * keeps 360 minutes a day; the casino's control says when they are used): WAMP pushes the end,
 * with no call; REST pushes nothing, so this tab's next call finds it over.
 */
for (const adapter of ['rest', 'wamp']) {
  test(`${adapter}: a session limit reached ends the session in every tab, and signing in again there is refused for the limit`, async ({
    page,
  }) => {
    const other = await twoTabs(page, `/?adapter=${adapter}`);
    await signInThroughPage(page);
    await expect(status(other)).toHaveText('Signed in');
    await control(page, 'reachSessionLimit', 'player@example.com');
    if (adapter === 'rest') await page.evaluate(() => window.betr.openAccountSettings('history'));
    await expect(status(page)).toHaveText('Signed out');
    await expect(status(other)).toHaveText('Signed out');
    await expect(other.locator('#wallet')).toHaveText('—');

    const form = other.locator('main betr-sign-in').first();
    await form.getByLabel('Email').fill('player@example.com');
    await form.getByLabel('Password').fill('Password1!');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Your session limit is reached. There was a problem logging in. Please try again or contact support.',
    );
    await expect(status(other)).toHaveText('Signed out');
    await expect(status(page)).toHaveText('Signed out');
  });
}

test("wamp: after a 401 in one tab the other holds no session: the login's balance pushed later reaches neither, and a sign-in there is clean", async ({
  page,
}) => {
  const other = await twoTabs(page, '/?adapter=wamp');
  await signInThroughPage(page);
  await expect(status(other)).toHaveText('Signed in');
  await endSessionOnThePlatform.wamp(page);
  await page.evaluate(() => window.betr.openAccountSettings('history'));
  await expect(status(page)).toHaveText('Signed out');
  await expect(status(other)).toHaveText('Signed out');
  expect((await page.request.post('/api/demo/wamp/fault', { data: {} })).ok()).toBe(true);

  // The platform credits the login both tabs' connections still share (the 401 was this
  // page's answer, not a logout): it pushes the balance to every connection that asked for it.
  expect((await page.request.post('/api/demo/deposit', { data: { email: 'player@example.com', amount: 25 } })).ok()).toBe(true);
  await other.waitForTimeout(1500);
  await expect(other.locator('#wallet')).toHaveText('—');
  await expect(page.locator('#wallet')).toHaveText('—');
  await expect(status(other)).toHaveText('Signed out');

  // Signing in again in the other tab is an ordinary sign-in, followed here.
  await signInThroughPage(other, { welcome: false });
  await expect(other.locator('#wallet')).toHaveText(/295\.00/);
  await expect(status(page)).toHaveText('Signed in');
});

test.describe("turnkey (the framework's own login and logout)", () => {
  const signedIn = (page: Page) => page.evaluate(() => window.betr.isSignedIn());
  const logOut = (page: Page) => page.getByRole('button', { name: 'Log out' });

  test("a login in one tab signs the other in; the framework's logout there, and the platform's own from its account popup, sign this one out", async ({
    page,
  }) => {
    await openFresh(page, '/?adapter=turnkey');
    const other = await page.context().newPage();
    await other.goto('/?adapter=turnkey');
    await expect(other.getByRole('button', { name: 'Log in' })).toBeVisible();

    await page.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Email').fill('player@example.com');
    await login.getByLabel('Password').fill('Password1!');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(logOut(other)).toBeVisible();
    expect(await signedIn(other)).toBe(true);
    await expect(other.locator('#balance')).toHaveText('Balance: 270.00 EUR');

    // The player logs out from the framework's own account popup in the other tab.
    await other.getByRole('button', { name: 'My account' }).click();
    await other.getByRole('dialog', { name: 'My account' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await signedIn(page)).toBe(false);
    await expect(page.locator('#balance')).toHaveText('');
  });
});

test('stub: a form half typed in one tab loses nothing when another tab signs in (its element is not rendered afresh)', async ({
  page,
}) => {
  const other = await twoTabs(page, '/?adapter=stub');
  // A form that stays on screen for a player: the page's forgot-password form.
  const form = other.locator('main betr-forgot-password').first();
  await form.getByLabel('Email').fill('half.typed@example.com');
  await form.getByLabel('Email').evaluate((input) => ((input as HTMLInputElement).dataset.typedHere = 'yes'));
  await signInThroughPage(page, { welcome: false });
  await expect(status(other)).toHaveText('Signed in');
  await expect(form.getByLabel('Email')).toHaveValue('half.typed@example.com');
  // The same input, not a new one that happens to show the value.
  await expect(form.getByLabel('Email')).toHaveAttribute('data-typed-here', 'yes');
});

/** Two tabs signed in on one fake clock (the simulated casino and both tabs' schedules read it), the check's text in each. */
async function twoTabsSignedInOnOneClock(page: Page) {
  await page.context().clock.install();
  const other = await twoTabs(page, '/?adapter=stub');
  await signInThroughPage(page);
  await expect(status(other)).toHaveText('Signed in');
  const check = (tab: Page) => popup(tab, 'reality-check').getByText('You have now been signed in for 60 minutes.');
  return { other, check };
}

// The reality check's other rules across tabs (once per session, the tab the player uses, an
// answer elsewhere) are src/stores/reality-check.tabs.test.ts's, in every engine; this one needs a
// tab really closed, whose lock the browser lets go.
test('stub: the reality check shows in one tab only; closing that tab hands it to a tab still open', async ({ page }) => {
  const { other, check } = await twoTabsSignedInOnOneClock(page);
  await page.context().clock.fastForward('01:00:05');
  await expect.poll(async () => (await check(page).count()) + (await check(other).count())).toBe(1);
  const [holding, open] = (await check(page).count()) === 1 ? [page, other] : [other, page];
  await holding.close();
  await expect(check(open)).toBeVisible();
  await popup(open, 'reality-check').getByRole('button', { name: 'Continue' }).click();
  await expect(open.locator('betr-popup dialog')).toBeHidden();
  await expect(status(open)).toHaveText('Signed in');
});
