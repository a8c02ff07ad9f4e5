import type {
  Bonus,
  CrossBrandDepositLimit,
  CrossBrandTimespan,
  DepositLimitRange,
  DepositLimitRangeSettings,
  SignInResult,
  SignUpValues,
} from '../domain/model';
import { depositLimitRangesFor } from '../domain/deposit-limits';
import { SIGN_UP_STEPS, type SignUpVariant } from '../domain/sign-up-flow';
import { toProviderError } from './errors';
import { provider } from './current-provider';
import { completeSignIn } from './session';
import { continueFrom, resetWizard, updateWizard } from './sign-up';
import { DEPOSIT_CONFIG, forgetCalls, sharedCall } from './call-cache';
import { loadableByKey, valueOr, type Loadable } from './loadable';
import { $wallet, loadWallet } from './wallet';

/**
 * The sign-up wizards from the registration on: sending it, what is fetched after it, the
 * bonus choice and the end. Apart from ./sign-up so that the first step loads none of it.
 */

/**
 * Deposit slider ranges for the person (the sign-up token's, when there is one): the
 * spec's defaults as the platform overrides them per person and age band. A store per token,
 * loaded by the first sliders that show it; read through `depositLimitRangesOf`.
 */
export const depositLimitRanges = loadableByKey(async (token: string | undefined) => (await provider()).getDepositLimitRanges(token), {
  area: 'sign-up',
});

/** The ranges to show: null while they load; the spec's defaults where the platform has none or cannot answer (asked again when shown again). */
export function depositLimitRangesOf(state: Loadable<DepositLimitRangeSettings>): Record<CrossBrandTimespan, DepositLimitRange> | null {
  return state.status === 'loading' ? null : depositLimitRangesFor(valueOr(state, null));
}

/**
 * The person's deposit limits at the operator's other brands (a sign-up token's person),
 * which a higher limit chosen at sign-up is warned against. A store per token; read through
 * `priorDepositLimitsOf`.
 */
export const priorDepositLimits = loadableByKey(
  async (token: string | undefined): Promise<CrossBrandDepositLimit[]> =>
    token === undefined ? [] : (await provider()).getCrossBrandDepositLimits(token),
  { area: 'sign-up' },
);

/** The prior limits to warn against: none while they load or when unknown (asked again when shown again). */
export function priorDepositLimitsOf(state: Loadable<CrossBrandDepositLimit[]>): readonly CrossBrandDepositLimit[] {
  return valueOr(state, NO_PRIOR_LIMITS);
}
const NO_PRIOR_LIMITS: readonly CrossBrandDepositLimit[] = [];

/**
 * Send the registration. The player is signed in at once (the post-sign-in popups wait:
 * the wizard goes on), and the bonuses (unless a bonus code was given) and the deposit
 * configuration are fetched for the steps to come.
 */
export async function registerPlayer(wizardId: string, variant: SignUpVariant, values: SignUpValues): Promise<SignInResult> {
  const p = await provider();
  const result = await p.signUp(values);
  const bonusCode = values.bonusCode ?? null;
  // Registered before signed in: a view never sees a signed-in player with an unsent wizard.
  updateWizard(wizardId, variant, {
    registered: true,
    bonusCode,
    bonuses: bonusCode ? null : { status: 'loading' },
    deposit: { status: 'loading' },
  });
  completeSignIn(result, { afterSignUp: true });
  if (!bonusCode) void loadOffers(wizardId, variant, values.currency);
  // The page's datum: the deposit step's cashier shares this call rather than asking again.
  sharedCall(DEPOSIT_CONFIG, () => p.getDepositConfig()).then(
    (config) => updateWizard(wizardId, variant, { deposit: { status: 'ready', value: config } }),
    (error: unknown) => updateWizard(wizardId, variant, { deposit: { status: 'failed', error: toProviderError(error, 'cashier') } }),
  );
  return result;
}

/**
 * The offers the bonus step would show (the bonus selector's own store and rule, so the
 * step is skipped exactly when the selector would have nothing). A failed load is none.
 */
async function loadOffers(wizardId: string, variant: SignUpVariant, currency: string): Promise<void> {
  let offers: Bonus[] = [];
  try {
    const [{ $bonusOffers, bonusList }, { offersForPlayer }] = await Promise.all([import('./bonuses'), import('../domain/bonus')]);
    await $bonusOffers.retry();
    offers = offersForPlayer(bonusList($bonusOffers.value!) ?? [], currency || null);
  } finally {
    updateWizard(wizardId, variant, { bonuses: { status: 'ready', value: offers } });
  }
}

/**
 * The bonus selector's pick went through (it triggers a non-deposit bonus itself): a
 * deposit bonus's code goes with the deposit; then the deposit step.
 */
export async function bonusChosen(wizardId: string, variant: SignUpVariant, bonus: Bonus | null): Promise<void> {
  updateWizard(wizardId, variant, { bonusCode: bonus?.deposit ? bonus.code : null });
  await continueFrom(wizardId, variant, 'bonus');
}

/** The deposit succeeded: the balance changed, and the wizard is over. */
export function completeSignUp(wizardId: string, variant: SignUpVariant, formKeys: readonly string[]): void {
  forgetCalls($wallet);
  void loadWallet();
  resetWizard(wizardId, formKeys);
  updateWizard(wizardId, variant, { complete: true, registered: true, step: SIGN_UP_STEPS[variant].at(-1)! });
}
