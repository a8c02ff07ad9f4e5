import { expect, test, type Page } from '@playwright/test';
import { openFresh } from '../e2e/support';
import { atStep, enter, fillContact } from '../e2e/sign-up-steps';

/**
 * Drafts that survive a reload (src/stores/tab-drafts.ts): a half-typed sign-up on the demo
 * comes back after a reload at the same step with its values, and the password typed in it is
 * in no storage of the browser (localStorage, sessionStorage, cookies), before or after.
 */
const PASSWORD = 'Secret-Pass1';

/** Where in the browser's storage `secret` appears: `localStorage:<key>`, `sessionStorage:<key>`, `cookie:<name>`. */
async function storagesHolding(page: Page, secret: string): Promise<string[]> {
  const stored = await page.evaluate((text) => {
    const found: string[] = [];
    for (const [name, store] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i)!;
        if (key.includes(text) || (store.getItem(key) ?? '').includes(text)) found.push(`${name}:${key}`);
      }
    }
    return found;
  }, secret);
  const cookies = (await page.context().cookies())
    .filter((c) => `${c.name}=${decodeURIComponent(c.value)}`.includes(secret))
    .map((c) => `cookie:${c.name}`);
  return [...stored, ...cookies];
}

const draftOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('betr:draft:sign-up'));

// On REST, whose sign-up steps load their options from the platform after the reload; the
// drafts are the browser's alone, the same on every adapter (src/stores/tab-drafts.test.ts).
for (const adapter of ['rest']) {
  test(`${adapter}: a half-typed sign-up is back after a reload at the same step; the password is in no storage`, async ({ page }) => {
    test.setTimeout(90_000);
    const errors = await openFresh(page, `/?adapter=${adapter}`);
    const wizard = page.locator('betr-sign-up[inline]');
    await atStep(wizard, 'Contact details', 'Step 1 of 9');
    await fillContact(wizard, 'draft.player@example.com', '79 12 34 56');
    await expect.poll(() => draftOf(page), { message: 'the contact step was not kept as a draft' }).toContain('draft.player@example.com');
    expect(await storagesHolding(page, PASSWORD)).toEqual([]);

    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
    await atStep(wizard, 'Personal details', 'Step 2 of 9');
    await enter(wizard, 'First name', 'Ann');
    await enter(wizard, 'Last name', 'Andersson');
    await expect.poll(() => draftOf(page), { message: 'the personal step was not kept' }).toContain('Andersson');
    expect(await storagesHolding(page, PASSWORD)).toEqual([]);

    await page.reload();
    await atStep(wizard, 'Personal details', 'Step 2 of 9');
    await expect(wizard.getByLabel('First name', { exact: true })).toHaveValue('Ann');
    await expect(wizard.getByLabel('Last name', { exact: true })).toHaveValue('Andersson');
    await wizard.getByRole('button', { name: 'Prev', exact: true }).click();
    await atStep(wizard, 'Contact details', 'Step 1 of 9');
    await expect(wizard.getByLabel('Email', { exact: true })).toHaveValue('draft.player@example.com');
    await expect(wizard.getByLabel('Phone', { exact: true })).toHaveValue('79 12 34 56');
    // Never kept, so typed again.
    await expect(wizard.getByLabel('Password', { exact: true })).toHaveValue('');
    expect(await storagesHolding(page, PASSWORD)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("stub: a draft is this tab's only: another tab of the casino starts the sign-up empty", async ({ page }) => {
  await openFresh(page, '/?adapter=stub');
  const wizard = page.locator('betr-sign-up[inline]');
  await atStep(wizard, 'Contact details');
  await enter(wizard, 'Email', 'draft.player@example.com');
  await expect.poll(() => draftOf(page)).toContain('draft.player@example.com');
  const other = await page.context().newPage();
  await other.goto('/?adapter=stub');
  const otherWizard = other.locator('betr-sign-up[inline]');
  await atStep(otherWizard, 'Contact details');
  await expect(otherWizard.getByLabel('Email', { exact: true })).toHaveValue('');
});
