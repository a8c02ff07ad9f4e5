import type { FormEvent, ReactNode } from 'react';
import type { ProviderError } from '../../adapters/provider';
import { useElement } from '../ui/ElementRoot';
import { Wizard } from '../ui/Wizard';
import { stepIndex, SIGN_UP_STEPS } from '../../domain/sign-up-flow';
import { useWizard } from './wizard-context';

interface Props {
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  continueLabel?: string;
  continueDisabled?: boolean;
  busy?: boolean;
  error?: ProviderError | null;
  actions?: ReactNode;
  children: ReactNode;
  /** The step's form, when Continue follows it: disabled until valid, "Loading…" and busy while sent, its error shown. */
  form?: { valid: boolean; submitting: boolean; state: { error?: ProviderError | null } };
}

/** A sign-up step laid out by the shared Wizard: the wizard's title, 'Step n of m', Prev. */
export function StepFrame({ onSubmit, continueLabel, continueDisabled, busy, error, actions, children, form }: Props) {
  const { LL } = useElement();
  if (form) {
    continueLabel ??= form.submitting ? LL.states.loading() : LL.actions.continue();
    continueDisabled ??= !form.valid;
    busy ??= form.submitting;
    error ??= form.state.error;
  }
  const wizard = useWizard();
  const index = stepIndex(wizard.variant, wizard.step);
  const count = SIGN_UP_STEPS[wizard.variant].length;
  const title = wizard.variant === 'get-started' ? LL.signUp.getStartedTitle() : LL.signUp.title();
  return (
    <Wizard
      title={title}
      progress={{ index, count, text: LL.signUp.progress({ index, count }), label: LL.signUp.progressLabel() }}
      stepTitle={LL.signUp.steps[wizard.step]()}
      focusStep={wizard.focusStep}
      error={error}
      onSubmit={onSubmit}
      continueLabel={continueLabel}
      continueDisabled={continueDisabled}
      busy={busy}
      onPrev={wizard.prev}
      prevLabel={LL.actions.prev()}
      actions={actions}
      onInput={wizard.prefetch}
    >
      {children}
    </Wizard>
  );
}
