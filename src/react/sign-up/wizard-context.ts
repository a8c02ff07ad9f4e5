import { createContext, useContext } from 'react';
import type { Jurisdiction } from '../../domain/model';
import type { SignUpStep, SignUpVariant } from '../../domain/sign-up-flow';
import type { SignUpOptions, WizardState } from '../../stores/sign-up';

/** What every step of a sign-up wizard knows and can do. */
export interface WizardContextValue {
  variant: SignUpVariant;
  wizardId: string;
  step: SignUpStep;
  state: WizardState;
  options: SignUpOptions;
  jurisdiction: Jurisdiction;
  /** Sign-up via a token link. */
  token?: string;
  /** The bonus code a token link carried: sent with the registration; no bonus step then. */
  bonusCode?: string;
  /** The amount the deposit step starts with (Pay N Play). */
  amount?: number;
  today: Date;
  /** The form name of a step (this one by default), as `useForm` takes it. */
  formName(step?: SignUpStep): string;
  /** The forms store key of a step (this one by default): its name, kept apart per placement. */
  formKey(step?: SignUpStep): string;
  /** Everything typed so far, in every step. */
  values(): Record<string, string>;
  /** The currency chosen, else the visitor's, else the spec's default (USD). */
  currency(): string;
  /** On to the next step (the bonus step only when there are bonuses). */
  next(): Promise<void>;
  goTo(step: SignUpStep): void;
  /** Back one step; null where there is no way back (first step, after the registration). */
  prev: (() => void) | null;
  /** Move focus to the step's heading: the step was reached by Prev or Continue. */
  focusStep: boolean;
  /** Fetch the later steps' code ahead of Continue. */
  prefetch(): void;
  /** The wizard is over (deposit success, or signed in at the end of get-started). */
  finish(outcome: 'complete' | 'closed'): void;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('betr: a sign-up step rendered outside its wizard');
  return value;
}
