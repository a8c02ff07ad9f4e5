import { test, expect, type Page } from '@playwright/test';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { control, expectAccessible, openFresh, popup } from './support';

/** The demo's simulated bank (inside the popup while the attempt is in one). */
const bank = (page: Page) => page.locator('#bank-controls');

/** The order ref of a pending attempt other than `previous`, as the demo's panel shows it. */
async function pendingOrder(page: Page, previous = 'none'): Promise<string> {
  const order = page.locator('#bank-order');
  await expect(order).not.toHaveText(previous, { timeout: 10_000 });
  await expect(order).not.toHaveText('none');
  return (await order.textContent())!;
}

async function openPopupButton(page: Page, name: string): Promise<void> {
  await page.locator('#popup-buttons').getByRole('button', { name, exact: true }).click();
}

/** dist/ chunks holding the qrcode library, from their source maps. */
function qrCodeChunks(): string[] {
  const dir = join(process.cwd(), 'dist', 'chunks');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js') && existsSync(join(dir, `${file}.map`)))
    .filter((file) =>
      (JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8')) as { sources: string[] }).sources.some((s) =>
        s.includes('node_modules/qrcode/'),
      ),
    )
    .map((file) => `/dist/chunks/${file}`);
}

test.describe('bank identity on the demo (stub)', () => {
  test('sga@example.com signs in by QR code, approved through the demo bank', async ({ page }) => {
    const errors = await openFresh(page);
    await openPopupButton(page, 'sign-in-oauth');
    const oauth = popup(page, 'sign-in-oauth');
    await expect(oauth.getByRole('heading', { name: 'Sign in with BankID' })).toBeVisible();
    const qr = oauth.getByRole('img', { name: 'QR code to scan with the BankID app' });
    await expect(qr).toBeVisible();
    expect(await qr.boundingBox()).toMatchObject({ width: 200, height: 200 });
    const orderRef = await pendingOrder(page);
    await expect(qr).toHaveAttribute('data-qr', new RegExp(orderRef));

    await bank(page).getByRole('button', { name: 'Approve as sga@example.com' }).click();
    await expect(page.locator('#session-status')).toHaveText('Signed in');
    await expect(popup(page, 'welcome-message').getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
    await expect(oauth).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the switch offers the bank app on this device instead of the QR code', async ({ page }) => {
    await openFresh(page);
    await openPopupButton(page, 'sign-up-oauth');
    const oauth = popup(page, 'sign-up-oauth');
    const orderRef = await pendingOrder(page);
    await oauth.getByRole('button', { name: 'Use BankID on this device' }).click();
    await expect(oauth.getByRole('link', { name: 'Open the BankID app' })).toHaveAttribute(
      'href',
      `bankid:///?autostarttoken=${orderRef}&redirect=null`,
    );
    await expect(oauth.getByRole('img')).toHaveCount(0);
    await oauth.getByRole('button', { name: 'Use BankID on another device' }).click();
    await expect(oauth.getByRole('img', { name: 'QR code to scan with the BankID app' })).toBeVisible();
  });

  test('an unknown person is led to token sign-up with the token', async ({ page }) => {
    await openFresh(page);
    await openPopupButton(page, 'sign-up-oauth');
    await pendingOrder(page);
    await bank(page).getByRole('button', { name: 'Approve as a new person' }).click();
    await expect(page.locator('betr-popup betr-sign-up-token')).toHaveAttribute('token', /^[0-9a-f]{16,}$/);
    await expect(page.locator('#session-status')).toHaveText('Signed out');
  });

  test('a Spelpaus-registered player may not sign in', async ({ page }) => {
    await openFresh(page);
    await openPopupButton(page, 'sign-in-oauth');
    await pendingOrder(page);
    await bank(page).getByRole('button', { name: 'Approve as spelpaus@example.com' }).click();
    await expect(popup(page, 'sign-in-oauth').getByRole('alert')).toHaveText('You are not allowed to login. Player registred in Spelpaus.');
    await expect(page.locator('#session-status')).toHaveText('Signed out');
  });

  test('a sign-in page outside SGA loads no QR code library; in the SGA jurisdiction <betr-sign-in> shows bank identity, no password field, and loads it', async ({
    page,
  }) => {
    const chunks = qrCodeChunks();
    expect(chunks.length).toBeGreaterThan(0);
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await openFresh(page, '/test/bench/signin-stub.html');
    await expect(page.locator('betr-sign-in').getByLabel('Password')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((path) => chunks.includes(path))).toEqual([]);

    // In the SGA jurisdiction <betr-sign-in> shows bank identity, no password field (after
    // openFresh's reset: an attempt started before it would be gone from the casino).
    await page.goto('/?jurisdiction=SGA');
    const signIn = page.locator('main betr-sign-in');
    await expect(signIn.getByRole('heading', { name: 'Sign in with BankID' })).toBeVisible();
    await expect(signIn.locator('input')).toHaveCount(0);
    await expect(signIn.getByRole('img', { name: 'QR code to scan with the BankID app' })).toBeVisible();
    expect(loaded.filter((path) => chunks.includes(path)).length).toBeGreaterThan(0);
    // The page's <betr-sign-up> shows bank identity too. The two share one visit (one attempt
    // for the page, src/stores/bank-identity.ts): the one that mounts last takes it over with a
    // new attempt, which both then show. Once both show a QR code, the bank approves that one.
    await expect(page.locator('main betr-sign-up').locator('svg[part="qr-image"]')).toBeVisible();
    const qr = (await signIn.locator('svg[part="qr-image"]').getAttribute('data-qr'))!;
    await control(page, 'approveOAuth', /^bankid\.([^.]+)\./.exec(qr)![1], 'sga@example.com');
    await expect(page.locator('#session-status')).toHaveText('Signed in');
  });

  test('the identity frame drives the QR code (/api/qr); its Cancel sends a beacon and closes', async ({ page }) => {
    await openFresh(page, '/?identity=frame');
    await openPopupButton(page, 'sign-in-oauth');
    const oauth = popup(page, 'sign-in-oauth');
    const orderRef = await pendingOrder(page);
    const frame = page.frameLocator('betr-popup betr-sign-in-oauth iframe');
    await expect(frame.getByRole('button', { name: 'Cancel' })).toBeVisible();
    const qr = oauth.getByRole('img', { name: 'QR code to scan with the BankID app' });
    await expect(qr).toHaveAttribute('src', new RegExp(`/api/qr\\?msg=bankid\\.${orderRef}\\.frame\\.`));
    // The picture loads after its address is set: polled, not read once.
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await frame.getByRole('button', { name: 'Simulate: app opened' }).click();
    await expect(oauth.getByRole('status')).toHaveText('Continue in your BankID app');

    await frame.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.locator('betr-popup dialog')).toBeHidden();
    await expect.poll(async () => (await page.request.get('/bank-identity/cancelled')).json()).toContain(orderRef);
  });
});

test.describe("bank identity on the REST platform: the identity provider's frame and its code", () => {
  // A REST page, two frame documents and three round trips each: on a busy machine this takes longer than a stub visit.
  test.slow();
  /** The frame of the identity provider inside the bank-identity view of `type`. */
  const identityFrame = (page: Page, type: string) => page.frameLocator(`betr-popup betr-${type} iframe[title]`);

  /** The bodies the page sent to `path` on the platform stand-in. */
  function sentTo(page: Page, path: string): { query: URLSearchParams; body: unknown }[] {
    const sent: { query: URLSearchParams; body: unknown }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === `/api/rest${path}`) sent.push({ query: url.searchParams, body: request.postDataJSON() as unknown });
    });
    return sent;
  }

  test("sga@example.com signs in: the frame from GET /player/init/code draws the QR code, its redirect's code goes to POST /player/signin/code", async ({
    page,
  }) => {
    const errors = await openFresh(page, '/?adapter=rest');
    const init = sentTo(page, '/player/init/code');
    const exchange = sentTo(page, '/player/signin/code');
    await openPopupButton(page, 'sign-in-oauth');
    const oauth = popup(page, 'sign-in-oauth');
    await expect(oauth.getByRole('heading', { name: 'Sign in with BankID' })).toBeVisible();
    // The frame's gii:bankid:collect messages carry the bank's QR text; the widget draws it.
    await expect(oauth.locator('svg[part="qr-image"]')).toHaveAttribute('data-qr', /^bankid\.[0-9a-f]+\.frame\.\d+$/, { timeout: 15_000 });
    // The demo's return page for the frame (<betr-config identity-return-url>): an empty page of the site.
    const redirectUrl = new URL('/demo/identity-return.html', page.url()).href;
    expect(init).toHaveLength(1);
    expect(Object.fromEntries(init[0]!.query)).toEqual({
      redirect_uri: redirectUrl,
      platform: 'desktop',
      display: 'iframe',
      state: expect.stringMatching(/^[0-9a-f]{32}$/),
    });

    await identityFrame(page, 'sign-in-oauth').getByRole('button', { name: 'Simulate: approve as sga@example.com' }).click();
    await expect(page.locator('#session-status')).toHaveText('Signed in');
    await expect(oauth).toHaveCount(0);
    expect(exchange.map((sent) => sent.body)).toEqual([
      {
        Code: expect.stringMatching(/^[0-9a-f]{32}$/),
        RedirectUrl: redirectUrl,
        State: init[0]!.query.get('state'),
        Platform: 'desktop',
        KycProvider: 'BankID',
      },
    ]);
    // The player never left the page, and its address carries no code.
    expect(new URL(page.url()).search).toBe('?adapter=rest');
    expect(errors).toEqual([]);
  });

  test("a person the brand does not know is led to token sign-up with the platform's JwtTokenSignup", async ({ page }) => {
    await openFresh(page, '/?adapter=rest');
    await openPopupButton(page, 'sign-up-oauth');
    await identityFrame(page, 'sign-up-oauth').getByRole('button', { name: 'Simulate: approve as a new person' }).click();
    await expect(page.locator('betr-popup betr-sign-up-token')).toHaveAttribute('token', /^[0-9a-f]{16,}$/);
    await expect(page.locator('#session-status')).toHaveText('Signed out');
  });

  test('a Spelpaus-registered player may not sign in; a bank error starts a new attempt with a new frame', async ({ page }) => {
    await openFresh(page, '/?adapter=rest');
    const init = sentTo(page, '/player/init/code');
    await openPopupButton(page, 'sign-in-oauth');
    const frame = identityFrame(page, 'sign-in-oauth');
    await frame.getByRole('button', { name: 'Simulate: bank error' }).click();
    await expect.poll(() => init.length).toBe(2);
    expect(init[1]!.query.get('state')).not.toBe(init[0]!.query.get('state'));
    await frame.getByRole('button', { name: 'Simulate: approve as spelpaus@example.com' }).click();
    await expect(popup(page, 'sign-in-oauth').getByRole('alert')).toHaveText('You are not allowed to login. Player registred in Spelpaus.');
    await expect(page.locator('#session-status')).toHaveText('Signed out');
  });
});

test.describe('bank identity and unsubscribe, with axe-core on their screens', () => {
  // The screens are checked by axe where the journey passes them.
  test('the QR code screen; after the third failure "Time is up" shows, and Try again starts a new attempt', async ({ page }) => {
    await openFresh(page);
    await openPopupButton(page, 'sign-in-oauth');
    const oauth = popup(page, 'sign-in-oauth');
    await expect(oauth.getByRole('img', { name: 'QR code to scan with the BankID app' })).toBeVisible();
    await expectAccessible(page, oauth);
    let orderRef = 'none';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      orderRef = await pendingOrder(page, orderRef);
      await expect(oauth.getByText('Time is up')).toHaveCount(0);
      await bank(page).getByRole('button', { name: 'Deny' }).click();
    }
    await expect(oauth.getByRole('heading', { name: 'Time is up' })).toBeVisible();
    await expect(oauth.getByRole('img')).toHaveCount(0);
    await expectAccessible(page, oauth);
    await oauth.getByRole('button', { name: 'Try again' }).click();
    await pendingOrder(page, orderRef);
    await expect(oauth.getByRole('heading', { name: 'Time is up' })).toHaveCount(0);
    await expect(oauth.getByRole('img', { name: 'QR code to scan with the BankID app' })).toBeVisible();
  });

  test('an unsubscribe link unsubscribes and leaves no token in the address; the popup is accessible', async ({ page }) => {
    await openFresh(page);
    await page.goto('/?unsubscribe-token=unsubscribe-u-1001');
    const unsubscribe = popup(page, 'unsubscribe');
    await expect(unsubscribe.getByRole('status')).toHaveText('You have been unsubscribed');
    expect(page.url()).not.toContain('unsubscribe-token');
    await expectAccessible(page, unsubscribe);
    await page.goto('/?unsubToken=');
    await expect(popup(page, 'unsubscribe').getByRole('alert')).toHaveText('Missing token');
    expect(page.url()).not.toContain('unsubToken');
  });
});
