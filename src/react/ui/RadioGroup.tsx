import type { ReactNode } from 'react';
import { setFieldValue } from '../../stores/forms';
import type { BoundForm } from './bound';
import ui from './ui.module.css';
import { useStylesheet } from './useStylesheet';
import controls, { stylesheet } from './controls.module.css';

export interface RadioOption {
  value: string;
  label: string;
}

interface Props {
  form: BoundForm;
  name: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  disabled?: boolean;
}

/**
 * A fieldset of radio buttons named by its legend, whose value lives in the forms store:
 * arrow keys move between the options (the browser's own radio behaviour) and the error
 * is tied to the group.
 */
export function RadioGroup({ form, name, legend, options, disabled }: Props) {
  useStylesheet(stylesheet);
  const props = form.inputProps(name);
  const error = form.errorOf(name);
  return (
    <fieldset
      className={controls.group}
      aria-describedby={props['aria-describedby']}
      aria-invalid={props['aria-invalid'] || undefined}
      part="field"
    >
      <legend className={ui.label} part="label">
        {legend}
      </legend>
      {options.map((option) => (
        <div key={option.value} className={controls.check}>
          <input
            type="radio"
            id={`${props.id}-${option.value}`}
            name={props.id}
            value={option.value}
            checked={props.value === option.value}
            disabled={disabled}
            part="input radio"
            onChange={() => setFieldValue(form.id, name, option.value)}
          />
          <label htmlFor={`${props.id}-${option.value}`} part="label">
            {option.label}
          </label>
        </div>
      ))}
      {error && (
        <p className={ui.fieldError} id={`${props.id}-error`} part="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
