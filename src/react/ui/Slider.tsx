import { setFieldValue } from '../../stores/forms';
import type { BoundForm } from './bound';
import ui from './ui.module.css';
import { useStylesheet } from './useStylesheet';
import controls, { stylesheet } from './controls.module.css';

interface Props {
  form: BoundForm;
  name: string;
  label: string;
  /**
   * Every value the slider can take, ascending. The native range moves over their
   * positions, so uneven steps (100, then 500, then 1000) still move one notch per arrow key.
   */
  values: readonly number[];
  /** How a value reads (a money amount); also what a screen reader announces. */
  format(value: number): string;
  onValueChange?(value: string): void;
}

function nearestIndex(values: readonly number[], value: number): number {
  let best = 0;
  values.forEach((v, i) => {
    if (Math.abs(v - value) < Math.abs(values[best]! - value)) best = i;
  });
  return best;
}

/** A labelled slider over a list of values, showing the chosen one; the value lives in the forms store. */
export function Slider({ form, name, label, values, format, onValueChange }: Props) {
  useStylesheet(stylesheet);
  const props = form.inputProps(name);
  const error = form.errorOf(name);
  const index = nearestIndex(values, Number(props.value));
  const shown = format(values[index] ?? 0);
  return (
    <div className={ui.field} part="field slider">
      <label className={ui.label} htmlFor={props.id} part="label">
        {label}
      </label>
      <div className={controls.slider}>
        <input
          type="range"
          id={props.id}
          name={name}
          part="input slider-input"
          min={0}
          max={Math.max(0, values.length - 1)}
          step={1}
          value={index}
          aria-valuetext={shown}
          onChange={(event) => {
            const value = String(values[Number(event.currentTarget.value)] ?? '');
            setFieldValue(form.id, name, value);
            onValueChange?.(value);
          }}
          onBlur={props.onBlur}
          aria-invalid={props['aria-invalid']}
          aria-describedby={props['aria-describedby']}
        />
        <output className={controls.sliderValue} htmlFor={props.id} part="slider-value">
          {shown}
        </output>
      </div>
      {error && (
        <p className={ui.fieldError} id={`${props.id}-error`} part="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
