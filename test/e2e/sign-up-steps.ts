/** The sign-up wizard's steps as a player fills them, shared by the journeys and the fault tests. */
import { expect, type Locator, type Page } from '@playwright/test';
import { popup } from './support';

export async function atStep(wizard: Locator, title: string, progress?: string): Promise<void> {
  await expect(wizard.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
  // The progress bar, as assistive technology reads it; the same text shows over its segments.
  if (progress) await expect(wizard.getByRole('progressbar', { name: 'Sign-up progress' })).toHaveAttribute('aria-valuetext', progress);
}

/** Type a value and leave the field, as a player does; its error shows then. */
export async function enter(wizard: Locator, label: string, value: string): Promise<void> {
  const field = wizard.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
}

export async function openSignUp(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open sign-up' }).click();
  const wizard = popup(page, 'sign-up');
  await atStep(wizard, 'Contact details', 'Step 1 of 9');
  return wizard;
}

/** A valid contact step, in Malta. */
export async function fillContact(wizard: Locator, email: string, phone: string): Promise<void> {
  await enter(wizard, 'Email', email);
  await enter(wizard, 'Password', 'Secret-Pass1');
  await wizard.getByLabel('Calling code').selectOption('+356');
  await enter(wizard, 'Phone', phone);
}

/** From the personal step to the terms with valid values, skipping the limits. */
export async function fillUpToTerms(wizard: Locator): Promise<void> {
  const continueButton = wizard.getByRole('button', { name: 'Continue', exact: true });
  await atStep(wizard, 'Personal details');
  await enter(wizard, 'First name', 'Ann');
  await enter(wizard, 'Last name', 'Andersson');
  await wizard.getByLabel('Gender').selectOption('female');
  await wizard.getByLabel('Day').selectOption('7');
  await wizard.getByLabel('Month').selectOption('3');
  await wizard.getByLabel('Year').selectOption('1995');
  await continueButton.click();
  await atStep(wizard, 'Address');
  await enter(wizard, 'Address', 'Main Street 1');
  await enter(wizard, 'City', 'Sliema');
  await enter(wizard, 'Zip code', 'SLM 1000');
  await continueButton.click();
  await atStep(wizard, 'Limits');
  await wizard.getByRole('button', { name: 'Skip limits' }).click();
  await atStep(wizard, 'Annual activity');
  await wizard.getByLabel('Expected deposits per year').selectOption({ label: '16000-25000 EUR' });
  await continueButton.click();
  await atStep(wizard, 'Terms and conditions');
}
