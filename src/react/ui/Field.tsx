import type { InputHTMLAttributes, ReactNode } from 'react';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from '../../domain/input-limits';
import type { FormApi } from './useForm';
import { useElement } from './ElementRoot';
import ui from './ui.module.css';

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormApi<any>;
  name: string;
  label: string;
  /** An error the form's rules do not know (an amount a flow refused, with its figures): shown as the field's own. */
  error?: string;
  /** Runs after the store has the new value. */
  onValueChange?(value: string): void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange'>;

/**
 * A form control with its label above it and its error below, the error's id `<id>-error` (the
 * control names it in aria-describedby): the frame of every field, an input's or a dropdown's.
 */
export function Labelled({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className={ui.field} part="field">
      <label className={ui.label} htmlFor={id} part="label">
        {label}
      </label>
      {children}
      {error && (
        <p className={ui.fieldError} id={`${id}-error`} part="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input whose error is tied to it with aria-describedby. */
export function Field({ form, name, label, error: refused, onValueChange, ...input }: Props) {
  const props = form.inputProps(name);
  const error = refused ?? form.errorOf(name);
  return (
    <Labelled id={props.id} label={label} error={error}>
      <input
        className={ui.input}
        part="input"
        {...input}
        {...props}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${props.id}-error` : undefined}
        onChange={(event) => {
          props.onChange(event);
          onValueChange?.(event.currentTarget.value);
        }}
      />
    </Labelled>
  );
}

type NamedField = Omit<Props, 'name' | 'label' | 'type'> & { name?: string; label?: string };

/**
 * An email address, the same in every form: its bound (src/domain/input-limits), the email
 * keyboard, 'Email' unless the form names it otherwise. `autoComplete` is 'username' where the
 * player signs in, so that a password manager pairs it with the password.
 */
export function EmailField({ name = 'email', label, ...input }: NamedField) {
  const { LL } = useElement();
  return (
    <Field
      name={name}
      label={label ?? LL.fields.email()}
      maxLength={MAX_EMAIL_LENGTH}
      type="email"
      autoComplete="email"
      inputMode="email"
      {...input}
    />
  );
}

/**
 * A password, the same in every form: its bound, hidden, 'Password' unless the form names it
 * otherwise. `autoComplete` says which: 'current-password' where the player proves who they
 * are, 'new-password' where they choose one (a password manager then offers a strong one).
 */
export function PasswordField({ name = 'password', label, ...input }: NamedField & { autoComplete: 'current-password' | 'new-password' }) {
  const { LL } = useElement();
  return <Field name={name} label={label ?? LL.fields.password()} maxLength={MAX_PASSWORD_LENGTH} type="password" {...input} />;
}
