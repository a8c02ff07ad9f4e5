import { test, expect, type Page } from '@playwright/test';
import { control, openFresh, popup } from './support';
import { atStep, enter } from './sign-up-steps';

/** The REST platform's bank: the identity provider's frame inside Pay N Play, with its simulated approvals. */
const bank = (page: Page) => page.frameLocator('betr-popup betr-pnp iframe[title="BankID identification"]');

/** The demo payment provider's page, in the cashier iframe Pay N Play shows (nested in the sign-up's deposit step for a new person). */
const cashierFrame = (page: Page) => page.frameLocator('betr-popup betr-pnp iframe[title="Payment cashier"]');

/** Open Pay N Play (`betr.open('pnp')`), pick `amount` and reach the bank. */
async function payAndPlay(page: Page, amount: string) {
  await page.locator('#popup-buttons').getByRole('button', { name: 'pnp', exact: true }).click();
  const pnp = popup(page, 'pnp');
  await pnp.getByLabel('Amount (SEK)').fill(amount);
  await pnp.getByRole('button', { name: 'Deposit and play' }).click();
  await expect(pnp.getByRole('img', { name: 'QR code to scan with the BankID app' })).toBeVisible();
  // The popup keeps the flow's name while the bank identity step shows.
  await expect(page.getByRole('dialog', { name: 'Pay N Play' })).toBeVisible();
  await expect(bank(page).getByRole('button', { name: 'Simulate: approve as a new person' })).toBeEnabled();
  return pnp;
}

/** The player's total balance, once the wallet has loaded. */
const balance = (page: Page) => page.evaluate(async () => (await window.betr.getWallet())?.totalBalance ?? null);

/** The deposit in the cashier frame, of the amount Pay N Play gave it: Pay N Play's `betr-pnp-complete`. */
async function deposit(page: Page, amount: string): Promise<unknown> {
  const complete = page.evaluate(
    () =>
      new Promise((resolve) => document.addEventListener('betr-pnp-complete', (e) => resolve((e as CustomEvent).detail), { once: true })),
  );
  const frame = cashierFrame(page);
  await expect(frame.getByLabel('Amount', { exact: true })).toHaveValue(amount);
  await frame.getByRole('button', { name: 'Deposit', exact: true }).click();
  return complete;
}

// The journey on REST, the wamp refusal beside it. The embedded stub shows what REST shows: the
// contract suite (test/contract) covers its bank-identity and deposit operations.
test.describe.configure({ mode: 'parallel' });

const home = '/?adapter=rest';
test('Pay N Play on the demo (rest): a new person identifies with BankID, gets an account and deposits 300; then an existing player is signed in and deposits 100', async ({
  page,
}) => {
  // Two players' whole journeys, each through the bank and the cashier.
  test.slow();
  await openFresh(page, home);
  // A visitor from Sweden: SEK, and the jurisdiction is SGA by the IP country.
  await control(page, 'setVisitorCountry', 'SE');
  await page.reload();
  await page.waitForFunction(() => window.betr !== undefined);

  const pnp = await payAndPlay(page, '300');
  await bank(page).getByRole('button', { name: 'Simulate: approve as a new person' }).click();
  // Token sign-up in place, with the SGA limits at sign-up; no popup of its own.
  const wizard = pnp.locator('betr-sign-up-token');
  await atStep(wizard, 'Contact details');
  await enter(wizard, 'Email', 'pnp.rest@example.com');
  await enter(wizard, 'Phone', '0701234567');
  await wizard.getByRole('button', { name: 'Accept all' }).click();
  await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
  await atStep(wizard, 'Limits');
  await expect(wizard.getByRole('slider')).toHaveCount(3);
  await wizard.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.locator('#session-status')).toHaveText('Signed in');
  await atStep(wizard, 'Choose a bonus');
  await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
  expect(await deposit(page, '300')).toEqual({ amount: 300, currency: 'SEK', newPlayer: true });
  await expect(pnp).toHaveCount(0);
  await expect.poll(() => balance(page)).toBe(300);

  await page.evaluate(() => window.betr.signOut());
  await expect(page.locator('#session-status')).toHaveText('Signed out');
  await payAndPlay(page, '100');
  await bank(page).getByRole('button', { name: 'Simulate: approve as sga@example.com' }).click();
  await expect(page.locator('#session-status')).toHaveText('Signed in');
  await expect.poll(() => balance(page)).not.toBeNull();
  const start = (await balance(page))!;
  expect(await deposit(page, '100')).toEqual({ amount: 100, currency: 'SEK', newPlayer: false });
  await expect.poll(() => balance(page)).toBe(start + 100);
});

test('Pay N Play on the demo (wamp): the platform has no bank identity, so "This is not available here."', async ({ page }) => {
  await openFresh(page, '/?adapter=wamp');
  await page.evaluate(() => window.betr.open('pnp'));
  await expect(popup(page, 'pnp').getByRole('alert')).toHaveText('This is not available here.');
});
