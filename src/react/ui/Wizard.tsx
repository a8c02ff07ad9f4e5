import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import type { ProviderError } from '../../adapters/provider';
import { Button } from './Button';
import { ErrorNotice } from './Notice';
import ui from './ui.module.css';
import { useStylesheet } from './useStylesheet';
import controls, { stylesheet } from './controls.module.css';

export interface WizardProgress {
  index: number;
  count: number;
  /** 'Step 2 of 9': shown, and the progress bar's value as assistive technology reads it. */
  text: string;
  /** The progress bar's accessible name. */
  label: string;
}

export interface WizardProps {
  /** The wizard's heading ('Sign up'); names the form for assistive technology. */
  title: string;
  /** Where the player is: step `index` (1-based) of `count`, as 'Step 2 of 9', and what the progress is of ('Sign-up progress'). */
  progress: WizardProgress;
  /** The current step's heading. */
  stepTitle: string;
  /** Move focus to the step heading when the step is shown: after Prev or Continue, not on first open. */
  focusStep: boolean;
  /** The step's catalogue error (a failed Continue). */
  error?: ProviderError | null;
  /** Continue submits the step; absent when the step has its own actions (an embedded widget). */
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  continueLabel?: string;
  /** Continue is disabled while the step has errors. */
  continueDisabled?: boolean;
  busy?: boolean;
  onPrev?: (() => void) | null;
  prevLabel: string;
  /** Buttons beside Prev and Continue (e.g. 'Accept all' in place of Continue). */
  actions?: ReactNode;
  /** Runs on the first thing the player types (e.g. to fetch the next steps' code). */
  onInput?(): void;
  children: ReactNode;
}

/**
 * One step of a multi-step form: the wizard's title and progress, the step's heading, its
 * error, its fields, and Prev / Continue. The values are the caller's (the forms store);
 * this only lays a step out the same way in every wizard.
 */
export function Wizard(props: WizardProps) {
  useStylesheet(stylesheet);
  const {
    title,
    progress,
    stepTitle,
    focusStep,
    error,
    onSubmit,
    continueLabel,
    continueDisabled,
    busy,
    onPrev,
    prevLabel,
    actions,
    onInput,
    children,
  } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusStep) heading.current?.focus();
  }, [focusStep, stepTitle]);

  return (
    <form
      className={ui.form}
      onSubmit={onSubmit ?? ((event) => event.preventDefault())}
      onInput={onInput}
      noValidate
      aria-label={title}
      part="form"
    >
      <h2 className={ui.title} part="title">
        {title}
      </h2>
      <StepProgress {...progress} />
      <h3 className={controls.stepTitle} ref={heading} tabIndex={-1} part="step-title">
        {stepTitle}
      </h3>
      <ErrorNotice error={error ?? null} />
      {children}
      <div className={`${ui.actions} ${controls.spread}`}>
        {onPrev ? (
          <Button variant="secondary" onClick={onPrev} disabled={busy}>
            {prevLabel}
          </Button>
        ) : (
          <span />
        )}
        {actions}
        {continueLabel && (
          <Button type="submit" busy={busy} disabled={continueDisabled}>
            {continueLabel}
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * 'Step 2 of 9' over a bar of one segment per step, those reached filled: one progress bar
 * for assistive technology (its value read as the text). Segments, not a width, so no inline
 * style is needed under the page's CSP.
 */
function StepProgress({ index, count, text, label }: WizardProgress) {
  return (
    <div
      className={controls.progress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={index}
      aria-valuetext={text}
      part="progress"
    >
      <span>{text}</span>
      <span className={controls.progressSteps} part="progress-steps">
        {Array.from({ length: count }, (_, i) => (
          <span
            key={i}
            className={i < index ? controls.progressStepDone : controls.progressStep}
            part={i < index ? 'progress-step progress-step-done' : 'progress-step'}
          />
        ))}
      </span>
    </div>
  );
}
