import type { ReactNode } from 'react';
import { setFieldValue } from '../../stores/forms';
import { describedBy, type BoundForm } from './bound';
import ui from './ui.module.css';
import { useStylesheet } from './useStylesheet';
import controls, { stylesheet } from './controls.module.css';

interface Props {
  form: BoundForm;
  name: string;
  label: ReactNode;
  /** Help shown below the box at all times, tied with aria-describedby. */
  hint?: ReactNode;
  onValueChange?(checked: boolean): void;
}

/** A labelled checkbox whose value ('true' or '') lives in the forms store; its error is tied to it. */
export function Checkbox({ form, name, label, hint, onValueChange }: Props) {
  useStylesheet(stylesheet);
  const props = form.inputProps(name);
  const error = form.errorOf(name);
  const hintId = hint ? `${props.id}-hint` : undefined;
  const errorId = error ? `${props.id}-error` : undefined;
  return (
    <div className={`${ui.field} ${controls.check}`} part="field">
      <input
        type="checkbox"
        id={props.id}
        name={name}
        part="input checkbox"
        checked={props.value === 'true'}
        onChange={(event) => {
          setFieldValue(form.id, name, event.currentTarget.checked ? 'true' : '');
          onValueChange?.(event.currentTarget.checked);
        }}
        onBlur={props.onBlur}
        aria-invalid={props['aria-invalid']}
        aria-describedby={describedBy(hintId, errorId)}
      />
      <label htmlFor={props.id} part="label">
        {label}
      </label>
      {hint && (
        <p className={controls.hint} id={hintId} part="hint">
          {hint}
        </p>
      )}
      {error && (
        <p className={ui.fieldError} id={errorId} part="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
