import { atom, map, onMount } from 'nanostores';
import { NotImplemented, isProviderError, type ProviderError } from '../adapters/provider';
import type { Bonus, Country, DepositConfig } from '../domain/model';
import { nextStep, offersBonusStep, SIGN_UP_STEPS, type SignUpStep, type SignUpVariant } from '../domain/sign-up-flow';
import { internationalPhone } from '../domain/phone';
import type { Loadable } from './loadable';
import { toProviderError } from './errors';
import { formState, resetForm } from './forms';
import { $jurisdiction, loadVisitorCountry } from './jurisdiction';
import { provider } from './current-provider';
import { $session } from './session';

// ─── What the wizard offers: countries, currencies, calling codes ────────────────────

export interface SignUpOptions {
  countries: Country[];
  currencies: string[];
  callingCodes: string[];
}

/** Sign-up only opens once currencies, countries and calling codes are loaded (retry every 100 ms). */
export const OPTIONS_RETRY_MS = 100;
/** After this many failed attempts (3 s) the player is told, and may try again. */
export const OPTIONS_ATTEMPTS = 30;

/** null until a wizard first asks. */
export const $signUpOptions = atom<Loadable<SignUpOptions> | null>(null);
// Asked by the first sign-up that shows them (after its render: asking may set other stores).
onMount($signUpOptions, () => {
  void Promise.resolve().then(loadSignUpOptions);
});

let optionsLoading: Promise<void> | null = null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function loadSignUpOptions(): Promise<void> {
  if ($signUpOptions.get()?.status === 'ready') return Promise.resolve();
  optionsLoading ??= (async () => {
    $signUpOptions.set({ status: 'loading' });
    let failure: unknown = null;
    for (let attempt = 0; attempt < OPTIONS_ATTEMPTS; attempt += 1) {
      if (attempt > 0) await sleep(OPTIONS_RETRY_MS);
      try {
        const p = await provider();
        // The visitor's country decides the jurisdiction and the defaults: wait for it too
        // (it never fails; an unknown country leaves the defaults).
        const [countries, currencies, callingCodes] = await Promise.all([
          p.getCountries(),
          p.getCurrencies(),
          p.getCallingCodes(),
          loadVisitorCountry(),
        ]);
        $signUpOptions.set({
          status: 'ready',
          value: { countries, currencies: currencies.map((c) => c.code), callingCodes: callingCodes.map((c) => c.code) },
        });
        return;
      } catch (error) {
        failure = error;
        // A platform without the operation will not grow one by asking again.
        if (error instanceof NotImplemented) break;
      }
    }
    $signUpOptions.set({ status: 'failed', error: toProviderError(failure, 'sign-up') });
  })().finally(() => {
    optionsLoading = null;
  });
  return optionsLoading;
}

// ─── Each wizard's progress ──────────────────────────────────────────────────────────

/**
 * Where a wizard is. Kept outside React, like the forms store that holds what the player
 * typed, so closing and reopening the popup resumes at the same step.
 */
export interface WizardState {
  step: SignUpStep;
  /** The registration went through: the player is signed in and cannot go back before it. */
  registered: boolean;
  /** The offers the bonus step would show; null when none were fetched (a bonus code was given). */
  bonuses: Loadable<Bonus[]> | null;
  /** The deposit configuration fetched after sign-up. */
  deposit: Loadable<DepositConfig> | null;
  /** The bonus code the deposit step passes on: typed at contact, or a chosen deposit bonus. */
  bonusCode: string | null;
  /** The wizard is over (the deposit succeeded). */
  complete: boolean;
}

export const $wizards = map<Record<string, WizardState>>({});

export function wizardState(id: string, variant: SignUpVariant): WizardState {
  return (
    $wizards.get()[id] ?? {
      step: SIGN_UP_STEPS[variant][0]!,
      registered: false,
      bonuses: null,
      deposit: null,
      bonusCode: null,
      complete: false,
    }
  );
}

export function updateWizard(id: string, variant: SignUpVariant, change: Partial<WizardState>): void {
  $wizards.setKey(id, { ...wizardState(id, variant), ...change });
}

/** The form name of one step's fields: the views key it per placement (page or popup). */
export function stepFormId(wizard: string, step: SignUpStep): string {
  return `${wizard}/${step}`;
}

/** Everything the player typed in every step of a wizard (its steps' forms store keys). */
export function wizardValues(formKeys: readonly string[]): Record<string, string> {
  return Object.assign({}, ...formKeys.map((key) => formState(key).values)) as Record<string, string>;
}

export function goToStep(wizardId: string, variant: SignUpVariant, step: SignUpStep): void {
  updateWizard(wizardId, variant, { step });
}

/** Forget a wizard: its step and every value typed in it. */
export function resetWizard(wizardId: string, formKeys: readonly string[]): void {
  for (const key of formKeys) resetForm(key);
  const { [wizardId]: _dropped, ...rest } = $wizards.get();
  $wizards.set(rest);
}

// A wizard past its registration belongs to the player who signed up: signing out ends it.
$session.listen((session) => {
  if (session) return;
  $wizards.set(Object.fromEntries(Object.entries($wizards.get()).filter(([, wizard]) => !wizard.registered)));
});

// ─── Actions ─────────────────────────────────────────────────────────────────────────

/** The server's PlayerExists answers: the email or the phone belongs to an account already. */
export function isAccountExists(error: unknown): error is ProviderError {
  return isProviderError(error) && error.area === 'sign-up' && (error.key === 'player-conflict' || error.key === 'phone-exists');
}

/** Answers that stop the contact step: an existing account, or the Spelpaus register (SGA). */
function stopsContact(error: unknown): boolean {
  return isAccountExists(error) || (isProviderError(error) && error.key === 'spel-paus-validation-error');
}

/**
 * Leaving the contact step validates email and phone with the server, in the page's
 * jurisdiction. An existing player stops the step (the error is thrown); any other outcome
 * (the server unreachable, say) lets the player go on: sign-up itself checks again.
 */
export async function checkContact(contact: { email?: string; callingCode?: string; phone?: string }): Promise<void> {
  const jurisdiction = $jurisdiction.get();
  try {
    const p = await provider();
    if (contact.email) await p.validateEmail(contact.email.trim(), jurisdiction);
    if (contact.phone) await p.validatePhone(internationalPhone(contact.callingCode ?? '', contact.phone), jurisdiction);
  } catch (error) {
    if (stopsContact(error)) throw error;
  }
}

/** Until the bonuses fetched after sign-up have arrived (at once when none are coming). */
function bonusesSettled(wizardId: string, variant: SignUpVariant): Promise<void> {
  const loading = () => wizardState(wizardId, variant).bonuses?.status === 'loading';
  if (!loading()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = $wizards.listen(() => {
      if (loading()) return;
      stop();
      resolve();
    });
  });
}

/** Move on from `step`; the bonus step only when bonuses arrived (waiting for them if needed) and no code is preset. */
export async function continueFrom(wizardId: string, variant: SignUpVariant, step: SignUpStep): Promise<SignUpStep | null> {
  await bonusesSettled(wizardId, variant);
  // Up to the bonus step the wizard's code can only be a preset one (typed, or from the link).
  const { bonuses, bonusCode } = wizardState(wizardId, variant);
  const next = nextStep(variant, step, offersBonusStep(bonuses?.status === 'ready' && bonuses.value.length > 0, bonusCode));
  if (next) goToStep(wizardId, variant, next);
  return next;
}
