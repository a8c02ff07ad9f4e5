import type { SelectHTMLAttributes } from 'react';
import { useStylesheet } from './useStylesheet';
import ui from './ui.module.css';
import pieces, { stylesheet } from './pieces.module.css';

export interface DropdownOption {
  value: string;
  label: string;
}

type Props = {
  id: string;
  label: string;
  options: readonly DropdownOption[];
  value: string;
  onChange(value: string): void;
  /** The label is read by assistive technology but not shown (a heading already says it). */
  hideLabel?: boolean;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'>;

/**
 * A labelled native select that is not part of a form: a menu, a filter. Its value is the
 * caller's (state or a store); for a form field whose value lives in the forms store use
 * `Select`.
 */
export function Dropdown({ id, label, options, value, onChange, hideLabel = false, className, ...rest }: Props) {
  useStylesheet(stylesheet);
  return (
    <div className={ui.field} part="field">
      <label htmlFor={id} className={hideLabel ? pieces.visuallyHidden : ui.label} part="label">
        {label}
      </label>
      <select
        id={id}
        className={`${ui.input} ${pieces.select}${className ? ` ${className}` : ''}`}
        part="select"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
