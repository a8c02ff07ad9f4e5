import type { GenericSchema } from 'valibot';
import type { FormApi } from './useForm';

/**
 * The part of a form a control needs: its id, its input props and its error. Any
 * `useForm(...)` result fits, whatever its schema.
 */
export type BoundForm = Pick<FormApi<GenericSchema<Record<string, string>, Record<string, unknown>>>, 'id' | 'inputProps' | 'errorOf'>;

/** aria-describedby of a control: its hint and its error, when there are any. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
