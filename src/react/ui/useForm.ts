import { useStore } from '@nanostores/react';
import { flatten, safeParse, type GenericSchema, type InferOutput } from 'valibot';
import type { ChangeEvent, FormEvent } from 'react';
import type { ErrorArea } from '../../domain/error-catalogue';
import { $forms, formState, markSubmitted, setFieldValue, submitForm, touchField, type FormState } from '../../stores/forms';
import { loadNamespaces } from '../../stores/i18n';
import { useElement, useFormKey } from './ElementRoot';

type AnyObjectSchema = GenericSchema<Record<string, string>, Record<string, unknown>>;

/** The field names of an object schema, or of the object schema at the head of a pipe. */
function fieldNames(schema: AnyObjectSchema): string[] {
  const s = schema as unknown as { entries?: object; pipe?: { entries?: object }[] };
  return Object.keys(s.entries ?? s.pipe?.[0]?.entries ?? {});
}

export interface FormApi<S extends AnyObjectSchema> {
  /** The store key of this form (see useFormKey). */
  id: string;
  state: FormState;
  values: Record<string, string>;
  valid: boolean;
  submitting: boolean;
  /** The translated message of a field's first rule broken, once the player has been there. */
  errorOf(name: string): string | undefined;
  inputProps(name: string): {
    id: string;
    name: string;
    value: string;
    onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>): void;
    onBlur(): void;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  };
  /** Validate; when valid run `action` once (no double submit), keeping every value on failure. */
  onSubmit(action: (output: InferOutput<S>) => Promise<unknown>, notice?: string | null): (event: FormEvent) => void;
}

/**
 * A form whose values live in the forms store (they survive re-renders and re-created
 * elements) and whose rules are a valibot schema from src/domain: the schema's messages
 * are keys of `validation`, translated here.
 */
export function useForm<S extends AnyObjectSchema>(name: string, area: ErrorArea, schema: S): FormApi<S> {
  const { LL, locale } = useElement();
  const id = useFormKey(name);
  const forms = useStore($forms, { keys: [id] });
  const state = forms[id] ?? formState(id);
  const names = fieldNames(schema);
  const values = Object.fromEntries(names.map((n) => [n, state.values[n] ?? ''])) as Record<string, string>;
  const parsed = safeParse(schema, values);
  const nested = (parsed.success ? {} : (flatten<S>(parsed.issues).nested ?? {})) as Record<string, [string, ...string[]] | undefined>;

  const errorOf = (name: string) => {
    const key = nested[name]?.[0];
    if (!key || !(state.touched[name] || state.submitted)) return undefined;
    // An unknown key translates to '' (see messages.tsx): fall back to the generic rule text.
    return (LL.validation as unknown as Record<string, () => string>)[key]?.() || LL.validation.required();
  };

  return {
    id,
    state,
    values,
    valid: parsed.success,
    submitting: state.status === 'submitting',
    errorOf,
    inputProps(name) {
      const error = errorOf(name);
      return {
        id: `${id}-${name}`,
        name,
        value: values[name] ?? '',
        onChange: (event) => setFieldValue(id, name, event.currentTarget.value),
        onBlur: () => touchField(id, name),
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${id}-${name}-error` : undefined,
      };
    },
    onSubmit(action, notice = null) {
      return (event) => {
        event.preventDefault();
        markSubmitted(id);
        // What is in the store now, not what the last render saw: a click can follow
        // typing before React renders again.
        const stored = formState(id).values;
        const result = safeParse(schema, Object.fromEntries(names.map((n) => [n, stored[n] ?? ''])));
        if (!result.success) {
          focusFirstInvalid(event.currentTarget as HTMLFormElement);
          return;
        }
        // The answer may be an error: have its text ready when it arrives.
        loadNamespaces(locale, ['errors']).catch(() => undefined);
        void submitForm(id, area, () => action(result.output), notice);
      };
    },
  };
}

function focusFirstInvalid(form: HTMLFormElement): void {
  // The invalid markers render on the next frame; focus the first one then.
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
