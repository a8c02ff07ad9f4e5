import type { ReactNode, SelectHTMLAttributes } from 'react';
import { setFieldValue } from '../../stores/forms';
import { describedBy, type BoundForm } from './bound';
import ui from './ui.module.css';
import { Labelled } from './Field';
import { useStylesheet } from './useStylesheet';
import controls, { stylesheet } from './controls.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = {
  form: BoundForm;
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice ('Choose...', 'No limit'). */
  placeholder?: string;
  /** Help shown below the control at all times (an always-open tooltip), tied with aria-describedby. */
  hint?: ReactNode;
  /** Runs after the store has the new value (auto-fill of related fields). */
  onValueChange?(value: string): void;
  /**
   * One error for several controls (a date's day, month and year): the control does not
   * show its own and points to this element instead while it is invalid.
   */
  groupErrorId?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'form' | 'name' | 'value' | 'onChange'>;

/** A labelled dropdown whose value lives in the forms store and whose error is tied to it. */
export function Select({ form, name, label, options, placeholder, hint, onValueChange, groupErrorId, ...select }: SelectProps) {
  useStylesheet(stylesheet);
  const props = form.inputProps(name);
  const error = form.errorOf(name);
  const hintId = hint ? `${props.id}-hint` : undefined;
  const errorId = error ? (groupErrorId ?? `${props.id}-error`) : undefined;
  return (
    <Labelled id={props.id} label={label} error={groupErrorId ? undefined : error}>
      <select
        className={`${ui.input} ${controls.select}`}
        part="input select"
        {...select}
        {...props}
        aria-describedby={describedBy(hintId, errorId)}
        onChange={(event) => {
          setFieldValue(form.id, name, event.currentTarget.value);
          onValueChange?.(event.currentTarget.value);
        }}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p className={controls.hint} id={hintId} part="hint">
          {hint}
        </p>
      )}
    </Labelled>
  );
}
