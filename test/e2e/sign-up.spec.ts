import { test, expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { control, openFresh, outbox, popup } from './support';
import { atStep, enter, fillContact, fillUpToTerms, openSignUp } from './sign-up-steps';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core on the popup (where the wizard is): no serious or critical violations. axe is
 * evaluated by the test driver, so the page keeps its strict CSP (no inline script tag).
 */
async function expectStepAccessible(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    type Axe = {
      run(context: object, options: object): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run({ include: [['betr-popup']] }, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
  expect(violations).toEqual([]);
}

// The journeys run on the REST adapter against the provider server. The embedded stub and the
// WAMP adapter show the same steps: the contract suite (test/contract) covers their operations,
// and the WAMP registration, which differs (no validate-email; no bank identity or token
// sign-up), has its test below, through every step to signed in.
const home = '/?adapter=rest';

test.describe('sign-up on the demo (rest)', () => {
  test('a new visitor signs up through every step, sees each rule, activates, picks a bonus and deposits', async ({ page }) => {
    // Nine steps, each checked with axe, then the cashier: a long journey.
    const errors = await openFresh(page, home);
    const wizard = await openSignUp(page);
    await expectStepAccessible(page);
    const continueButton = wizard.getByRole('button', { name: 'Continue', exact: true });

    // contact
    await enter(wizard, 'Email', 'e2e.player@');
    await expect(wizard.getByText('Must provide an email address')).toBeVisible();
    await enter(wizard, 'Email', 'e2e.player@example.com');
    await enter(wizard, 'Password', 'weakpass');
    await expect(
      wizard.getByText('Use at least 8 characters with a capital letter, a lowercase letter, a digit and a special character'),
    ).toBeVisible();
    await enter(wizard, 'Password', 'E2E.Player-1');
    await expect(wizard.getByText('Password cannot include your email')).toBeVisible();
    await enter(wizard, 'Password', 'Secret-Pass1');
    await wizard.getByLabel('Calling code').selectOption('+356');
    await enter(wizard, 'Phone', '12');
    await expect(wizard.getByText('Invalid format')).toBeVisible();
    await expect(continueButton).toBeDisabled();
    await enter(wizard, 'Phone', '79 12 34 56');
    await expectStepAccessible(page);
    await continueButton.click();

    // personal
    await atStep(wizard, 'Personal details', 'Step 2 of 9');
    await enter(wizard, 'First name', 'Ann2');
    await expect(wizard.getByText('First name cannot include digits')).toBeVisible();
    await enter(wizard, 'First name', 'Ann');
    await enter(wizard, 'Last name', 'Andersson');
    await wizard.getByLabel('Gender').selectOption('female');
    // The page's clock is TODAY (see the top of the describe): the latest year is 2008.
    await expect(wizard.getByLabel('Year').locator('option')).toHaveCount(101); // 100 years and 'Choose...'
    await expect(wizard.getByLabel('Year').locator('option').nth(1)).toHaveText('2008');
    // 31 December of the latest year is still under 18 on 6 December.
    await wizard.getByLabel('Day').selectOption('31');
    await wizard.getByLabel('Month').selectOption('12');
    await wizard.getByLabel('Year').selectOption('2008');
    await expect(wizard.getByText('You must be 18 or older to sign up')).toBeVisible();
    await expect(continueButton).toBeDisabled();
    // The year first, as a player who corrects it: its month and day lists are whole again.
    await wizard.getByLabel('Year').selectOption('1995');
    await wizard.getByLabel('Month').selectOption('3');
    await wizard.getByLabel('Day').selectOption('7');
    await expectStepAccessible(page);
    await continueButton.click();

    // address: the visitor's country (Malta) and its currency are chosen already
    await atStep(wizard, 'Address', 'Step 3 of 9');
    await expect(wizard.getByLabel('Country')).toHaveValue('MT');
    await expect(wizard.getByLabel('Currency')).toHaveValue('EUR');
    await enter(wizard, 'Address', 'Main Street 1');
    await enter(wizard, 'City', 'Sliema');
    await enter(wizard, 'Zip code', 'SLM 1000');
    await expectStepAccessible(page);
    await continueButton.click();

    // limits: the daily limit fills the weekly (x7) and monthly (x30) ones
    await atStep(wizard, 'Limits', 'Step 4 of 9');
    await expect(wizard.getByRole('button', { name: 'Skip limits' })).toBeEnabled();
    await wizard.getByLabel('Daily deposit limit (EUR)').fill('100');
    await expect(wizard.getByLabel('Weekly deposit limit (EUR)')).toHaveValue('700');
    await expect(wizard.getByLabel('Monthly deposit limit (EUR)')).toHaveValue('3000');
    await expectStepAccessible(page);
    await continueButton.click();

    // annual activity
    await atStep(wizard, 'Annual activity', 'Step 5 of 9');
    await expect(wizard.getByText('How much do you expect to deposit in a year?', { exact: false })).toBeVisible();
    await wizard.getByLabel('Expected deposits per year').selectOption({ label: '16000-25000 EUR' });
    await expectStepAccessible(page);
    await continueButton.click();

    // accept: the terms must be accepted; 'Accept all' ticks both boxes
    await atStep(wizard, 'Terms and conditions', 'Step 6 of 9');
    const terms = wizard.getByRole('checkbox', { name: /I accept the terms and conditions/ });
    await terms.check();
    await terms.uncheck();
    await expect(wizard.getByText('Terms must be accepted')).toBeVisible();
    await expect(wizard.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    await expect(wizard.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('target', '_blank');
    await expectStepAccessible(page);
    await wizard.getByRole('button', { name: 'Accept all' }).click();
    await expect(terms).toBeChecked();
    await expect(wizard.getByRole('checkbox', { name: /bonus offers and news/ })).toBeChecked();
    await wizard.getByRole('button', { name: 'Sign up', exact: true }).click();

    // activation with the code from the outbox; the player is signed in already
    await atStep(wizard, 'Activate your account', 'Step 7 of 9');
    await expect(page.locator('#session-status')).toHaveText('Signed in');
    const code = (await outbox(page)).filter((m) => m.to === 'e2e.player@example.com' && m.kind === 'activation').pop()!.code!;
    const activation = wizard.locator('betr-activation-form');
    await activation.getByLabel('Activation code').fill(code);
    await expectStepAccessible(page);
    await activation.getByRole('button', { name: 'Activate' }).click();

    // bonus
    await atStep(wizard, 'Choose a bonus', 'Step 8 of 9');
    await wizard.getByRole('radio', { name: /Welcome bonus 100%/ }).check();
    await expectStepAccessible(page);
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();

    // deposit, with the chosen bonus: success closes the popup and completes the sign-up
    await atStep(wizard, 'Deposit', 'Step 9 of 9');
    await expect(wizard.locator('betr-deposit')).toHaveAttribute('bonus-code', 'WELCOME100');
    const complete = page.evaluate(
      () => new Promise<boolean>((resolve) => document.addEventListener('betr-sign-up-complete', () => resolve(true), { once: true })),
    );
    const cashier = page.frameLocator('betr-popup betr-sign-up betr-deposit iframe[title="Payment cashier"]');
    await cashier.getByLabel('Amount', { exact: true }).fill('50');
    await cashier.getByRole('button', { name: 'Deposit', exact: true }).click();
    expect(await complete).toBe(true);
    await expect(page.locator('betr-popup dialog')).toBeHidden();
    await expect(page.locator('#session-status')).toHaveText('Signed in');
    // The wallet is asked for again once the payment is through: it may arrive after the popup closes.
    await expect.poll(() => page.evaluate(() => window.betr.getWallet())).toMatchObject({ realBalance: 50, currency: 'EUR' });
    const wallet = await page.evaluate(() => window.betr.getWallet());
    expect(wallet!.bonusBalance).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  // One popup: the values kept across Prev and a reopening, then the contact step's email check.
  test('values survive Prev and reopening the popup; an already registered email is stopped at the contact step', async ({ page }) => {
    await openFresh(page, home);
    const wizard = await openSignUp(page);

    await test.step('values survive Prev and reopening the popup', async () => {
      await fillContact(wizard, 'kept@example.com', '79777777');
      await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
      await atStep(wizard, 'Personal details');
      await enter(wizard, 'First name', 'Kept');
      await page.keyboard.press('Escape');
      await expect(page.locator('betr-popup dialog')).toBeHidden();
      await page.getByRole('button', { name: 'Open sign-up' }).click();
      await atStep(wizard, 'Personal details');
      await expect(wizard.getByLabel('First name')).toHaveValue('Kept');
      await wizard.getByRole('button', { name: 'Prev' }).click();
      await atStep(wizard, 'Contact details');
      await expect(wizard.getByLabel('Email')).toHaveValue('kept@example.com');
    });

    await test.step('an already registered email is stopped at the contact step', async () => {
      await fillContact(wizard, 'player@example.com', '79555555');
      await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(wizard.getByRole('alert')).toHaveText('Player already exists');
      await atStep(wizard, 'Contact details', 'Step 1 of 9');
    });
  });
});

// The only rule of the wizard that reads the date: the latest birth date offered is the 18th
// birthday, today. Checked on the first, a middle and the last day of December, on the page's
// clock (the journeys' own day is TODAY, see ./support).
test.describe('the latest date of birth on the day the player signs up (rest)', () => {
  for (const day of [1, 6, 31]) {
    test(`on ${day} December 2026 the latest birthday offered is ${day} December 2008, the 18th`, async ({ page }) => {
      await openFresh(page, home, { today: new Date(Date.UTC(2026, 11, day, 10)) });
      const wizard = await openSignUp(page);
      await fillContact(wizard, `born.${day}@example.com`, '79 12 34 56');
      await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
      await atStep(wizard, 'Personal details', 'Step 2 of 9');
      await expect(wizard.getByLabel('Year').locator('option').nth(1)).toHaveText('2008');
      // December 2008's days end at today's; today's is the 18th birthday, old enough.
      await wizard.getByLabel('Year').selectOption('2008');
      await wizard.getByLabel('Month').selectOption('12');
      await expect(wizard.getByLabel('Day').locator('option').last()).toHaveText(String(day));
      await wizard.getByLabel('Day').selectOption(String(day));
      const underAge = wizard.getByText('You must be 18 or older to sign up');
      await expect(underAge).toBeHidden();
      // 31 December chosen in another year first, as a player may: in 2008 it is under 18 unless that is today.
      await wizard.getByLabel('Year').selectOption('2007');
      await wizard.getByLabel('Day').selectOption('31');
      await wizard.getByLabel('Year').selectOption('2008');
      if (day === 31) await expect(underAge).toBeHidden();
      else await expect(underAge).toBeVisible();
    });
  }
});

test.describe('the SGA jurisdiction (rest)', () => {
  test('sign-up is bank identity; the wizard there has no password and requires limits', async ({ page }) => {
    await openFresh(page, home);
    await page.evaluate(() => window.betr.configure({ jurisdiction: 'SGA' }));
    await page.getByRole('button', { name: 'Open sign-up' }).click();
    await expect(popup(page, 'sign-up').locator('betr-sign-up-oauth')).toBeAttached();
    await expect(popup(page, 'sign-up').getByLabel('Password')).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.evaluate(() => window.betr.open('get-started'));
    const wizard = popup(page, 'get-started');
    await atStep(wizard, 'Your email', 'Step 1 of 9');
    await enter(wizard, 'Email', 'sga.new@example.com');
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
    await atStep(wizard, 'Contact details', 'Step 2 of 9');
    await expect(wizard.getByLabel('Password')).toHaveCount(0);
    await wizard.getByLabel('Calling code').selectOption('+46');
    await enter(wizard, 'Phone', '0701234567');
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();

    await atStep(wizard, 'Personal details');
    await enter(wizard, 'First name', 'Sara');
    await enter(wizard, 'Last name', 'Svensson');
    await wizard.getByLabel('Gender').selectOption('female');
    await wizard.getByLabel('Day').selectOption('1');
    await wizard.getByLabel('Month').selectOption('2');
    await wizard.getByLabel('Year').selectOption('1990');
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();

    await atStep(wizard, 'Address');
    await expect(wizard.getByLabel('Country').locator('option')).toHaveText(['Choose...', 'Sweden']);
    await wizard.getByLabel('Country').selectOption('SE');
    await expect(wizard.getByLabel('Currency')).toHaveValue('SEK');
    await enter(wizard, 'Address', 'Storgatan 1');
    await enter(wizard, 'City', 'Stockholm');
    await enter(wizard, 'Zip code', '111 22');
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();

    await atStep(wizard, 'Limits');
    await expect(wizard.getByRole('button', { name: 'Skip limits' })).toHaveCount(0);
    await expect(wizard.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
    await enter(wizard, 'Daily deposit limit (SEK)', '0');
    await expect(wizard.getByText('Must be larger or equal to 1')).toBeVisible();
    await expect(wizard.getByLabel('Daily session limit').locator('option')).toHaveText([
      'No limit',
      '2 hours',
      '6 hours',
      '12 hours',
      '24 hours',
    ]);
    await wizard.getByLabel('Daily session limit').selectOption('120');
    await expect(wizard.getByLabel('Weekly session limit')).toHaveValue('1440');
    await expect(wizard.getByLabel('Monthly session limit')).toHaveValue('10080');
    await enter(wizard, 'Daily deposit limit (SEK)', '1000');
    await expect(wizard.getByLabel('Monthly deposit limit (SEK)')).toHaveValue('30000');
    await expectStepAccessible(page);
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
    await atStep(wizard, 'Annual activity');
    await expect(wizard.getByLabel('Expected deposits per year').locator('option').nth(1)).toHaveText('0-170000 SEK');
  });

  test('token sign-up: contact with the terms, three deposit sliders, then signed in', async ({ page }) => {
    await openFresh(page, home);
    // A visitor from Sweden: the jurisdiction is SGA by the IP country.
    await control(page, 'setVisitorCountry', 'SE');
    await page.reload();
    await page.waitForFunction(() => window.betr !== undefined);
    await page.evaluate(() => window.betr.open('sign-up-token', { token: 'demo-sign-up-token' }));
    const wizard = popup(page, 'sign-up-token');
    await atStep(wizard, 'Contact details', 'Step 1 of 4');
    await expect(wizard.getByLabel('Password')).toHaveCount(0);
    await enter(wizard, 'Email', 'token.new@example.com');
    await expect(wizard.getByLabel('Calling code')).toHaveValue('+46');
    await enter(wizard, 'Phone', '0709876543');
    await wizard.getByRole('button', { name: 'Accept all' }).click();
    await expectStepAccessible(page);
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();

    await atStep(wizard, 'Limits', 'Step 2 of 4');
    await expect(wizard.getByRole('slider')).toHaveCount(3);
    const daily = wizard.getByRole('slider', { name: 'Daily deposit limit' });
    await daily.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(daily).toHaveAttribute('aria-valuetext', /^SEK\s4,500$/);
    await expectStepAccessible(page);
    await wizard.getByRole('button', { name: 'Sign up', exact: true }).click();
    await atStep(wizard, 'Choose a bonus', 'Step 3 of 4');
    await expect(page.locator('#session-status')).toHaveText('Signed in');
  });
});

// The websocket platform has no validate-email: the registration itself refuses an address
// in use (the other platforms stop it at the contact step, above).
test.describe('sign-up on the demo (wamp): the registration checks the email', () => {
  test('an already registered email is refused by the registration, which keeps every value for another try', async ({ page }) => {
    await openFresh(page, '/?adapter=wamp');
    const wizard = await openSignUp(page);
    await fillContact(wizard, 'player@example.com', '79555555');
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
    await fillUpToTerms(wizard);
    await wizard.getByRole('button', { name: 'Accept all' }).click();
    await wizard.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(wizard.getByRole('alert')).toHaveText('Player already exists');
    await atStep(wizard, 'Terms and conditions', 'Step 6 of 9');
    await expect(page.locator('#session-status')).toHaveText('Signed out');

    for (const step of ['Annual activity', 'Limits', 'Address', 'Personal details', 'Contact details']) {
      await wizard.getByRole('button', { name: 'Prev' }).click();
      await atStep(wizard, step);
    }
    await expect(wizard.getByLabel('Email')).toHaveValue('player@example.com');
    await enter(wizard, 'Email', 'second.try@example.com');
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
    for (const [step, button] of [
      ['Personal details', 'Continue'],
      ['Address', 'Continue'],
      ['Limits', 'Skip limits'],
      ['Annual activity', 'Continue'],
      ['Terms and conditions', 'Sign up'],
    ]) {
      await atStep(wizard, step);
      await wizard.getByRole('button', { name: button, exact: true }).click();
    }
    await atStep(wizard, 'Activate your account', 'Step 7 of 9');
    await expect(page.locator('#session-status')).toHaveText('Signed in');
  });
});
