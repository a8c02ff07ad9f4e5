import { cleanStores } from 'nanostores';
/** Helpers for the sign-up wizards' component tests: a clean wizard, dropdowns, seeded steps. */
import { waitUntil } from '../../../test/wait';
import type { SignUpStep, SignUpVariant } from '../../domain/sign-up-flow';
import { $signUpOptions, $wizards, goToStep, stepFormId } from '../../stores/sign-up';
import { depositLimitRanges, priorDepositLimits } from '../../stores/sign-up-registration';
import { setFieldValues } from '../../stores/forms';
import { $config } from '../../stores/config';
import { button, find, resetWorld } from '../../../test/support';

export { button };
export { progress } from '../ui/wizard.testing';

/** Back to a seeded casino with no wizard started and the page's defaults (MGA). */
export async function resetWizards(): Promise<void> {
  // configure() keeps a key given as undefined: the jurisdiction is cleared on the store itself.
  $config.set({ ...$config.get(), jurisdiction: undefined });
  await resetWorld();
  $wizards.set({});
  // As on a fresh page: shown by no element, so the next wizard asks for them again (without
  // this an element of the test before still counts as showing them, for nanostores' second of grace).
  cleanStores($signUpOptions);
  $signUpOptions.set(null);
  // New stores per token: nothing of the test before shows.
  depositLimitRanges.made.clear();
  priorDepositLimits.made.clear();
}

/** Choose in a dropdown the way a player does. */
export async function choose(el: Element, name: string, value: string): Promise<void> {
  const select = await find<HTMLSelectElement>(el, `select[name="${name}"]`);
  await waitUntil(() => [...select.options].some((o) => o.value === value), `<select name=${name}> has no option ${value}`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Waits stay under mocha's 10 s per test, so a step that never comes names itself rather than timing the test out. */
export async function click(el: Element, label: string): Promise<void> {
  await waitUntil(
    () => button(el, label) && !button(el, label)!.disabled,
    `no enabled "${label}" button; <${el.localName}> shows "${el.shadowRoot?.textContent}"`,
    { timeout: 8_000 },
  );
  button(el, label)!.click();
}

export async function atStep(el: Element, title: string): Promise<void> {
  await waitUntil(
    () => el.shadowRoot?.querySelector('h3')?.textContent === title,
    `never reached "${title}"; shows "${el.shadowRoot?.querySelector('h3')?.textContent}"`,
    { timeout: 8_000 },
  );
}

/** A player's valid answers for every step before the registration. */
export const VALID: Partial<Record<SignUpStep, Record<string, string>>> = {
  email: { email: 'ann@example.com' },
  contact: { email: 'ann@example.com', password: 'Secret12!', callingCode: '+356', phone: '79000001' },
  personal: { firstName: 'Ann', lastName: 'Andersson', gender: 'female', dobDay: '7', dobMonth: '3', dobYear: '1995' },
  address: { address: 'Main Street 1', city: 'Sliema', zip: 'SLM 1000', country: 'MT', currency: 'EUR' },
  limits: { depositLimitDay: '', depositLimitWeek: '', depositLimitMonth: '' },
  'annual-activity': { annualActivity: '0' },
  accept: { acceptTerms: 'true', acceptMarketing: '' },
};

/** Fill every step before `step` in the stores, and open the wizard there. */
export function seedWizard(wizardId: string, variant: SignUpVariant, steps: SignUpStep[], at: SignUpStep): void {
  for (const step of steps) setFieldValues(stepFormId(wizardId, step), VALID[step] ?? {});
  goToStep(wizardId, variant, at);
}

/** What progress() reads at step `now` of `max` of a sign-up wizard. */
export const signUpProgress = (now: number, max: number) => ({
  name: 'Sign-up progress',
  now,
  min: 1,
  max,
  text: `Step ${now} of ${max}`,
  shown: `Step ${now} of ${max}`,
  filled: now,
  segments: max,
});
