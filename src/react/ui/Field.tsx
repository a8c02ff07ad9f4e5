import type { InputHTMLAttributes } from 'react';
import type { FormApi } from './useForm';
import ui from './ui.module.css';

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormApi<any>;
  name: string;
  label: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange'>;

/** A labelled input whose error is tied to it with aria-describedby. */
export function Field({ form, name, label, ...input }: Props) {
  const props = form.inputProps(name);
  const error = form.errorOf(name);
  return (
    <div className={ui.field} part="field">
      <label className={ui.label} htmlFor={props.id} part="label">
        {label}
      </label>
      <input className={ui.input} part="input" {...input} {...props} />
      {error && (
        <p className={ui.fieldError} id={`${props.id}-error`} part="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
