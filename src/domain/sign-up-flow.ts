import type { Jurisdiction } from './model';

/** The three ways to sign up (spec: sign-up, get-started, sign-up via token). */
export type SignUpVariant = 'sign-up' | 'get-started' | 'sign-up-token';

export type SignUpStep =
  'email' | 'contact' | 'personal' | 'address' | 'limits' | 'annual-activity' | 'accept' | 'activation' | 'bonus' | 'deposit' | 'sign-in';

/** Steps in order, per variant (spec: onboarding §2). */
export const SIGN_UP_STEPS: Readonly<Record<SignUpVariant, readonly SignUpStep[]>> = {
  'sign-up': ['contact', 'personal', 'address', 'limits', 'annual-activity', 'accept', 'activation', 'bonus', 'deposit'],
  'get-started': ['email', 'contact', 'personal', 'address', 'limits', 'annual-activity', 'accept', 'activation', 'sign-in'],
  'sign-up-token': ['contact', 'limits', 'bonus', 'deposit'],
};

/** The step whose button sends the registration. */
export function submitStep(variant: SignUpVariant): SignUpStep {
  return variant === 'sign-up-token' ? 'limits' : 'accept';
}

/** Steps before this one hold what is sent; once sent, Prev goes no further back. */
export function isBeforeSubmit(variant: SignUpVariant, step: SignUpStep): boolean {
  const steps = SIGN_UP_STEPS[variant];
  return steps.indexOf(step) <= steps.indexOf(submitStep(variant));
}

/** The 1-based position of a step in its variant, for the progress text and the step event. */
export function stepIndex(variant: SignUpVariant, step: SignUpStep): number {
  return SIGN_UP_STEPS[variant].indexOf(step) + 1;
}

export function previousStep(variant: SignUpVariant, step: SignUpStep): SignUpStep | null {
  if (!isBeforeSubmit(variant, step)) return null;
  const steps = SIGN_UP_STEPS[variant];
  return steps[steps.indexOf(step) - 1] ?? null;
}

/**
 * Whether the wizard shows the bonus step: only when bonuses exist and no bonus code was
 * preset (typed at contact, or carried by a token link); else it goes on to deposit.
 */
export function offersBonusStep(bonusesExist: boolean, presetBonusCode: string | null | undefined): boolean {
  return bonusesExist && !presetBonusCode;
}

/**
 * The step after this one. The bonus step only if bonuses are available, otherwise
 * skipped: after activation (or the token flow's submit) straight to deposit.
 */
export function nextStep(variant: SignUpVariant, step: SignUpStep, hasBonuses: boolean): SignUpStep | null {
  const steps = SIGN_UP_STEPS[variant];
  const next = steps[steps.indexOf(step) + 1] ?? null;
  if (next === 'bonus' && !hasBonuses) return steps[steps.indexOf('bonus') + 1] ?? null;
  return next;
}

/**
 * Whether the contact step asks for a password: not in token sign-up (a bank identity, or the
 * link, proves who the player is) and not in SGA, where a bank identity signs in.
 */
export function contactAsksPassword(variant: SignUpVariant, jurisdiction: Jurisdiction): boolean {
  return variant !== 'sign-up-token' && jurisdiction !== 'SGA';
}
