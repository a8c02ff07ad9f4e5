import { check, nonEmpty, object, pipe, string, trim, type GenericSchema } from 'valibot';
import { emailRule } from './sign-in';
import { newPasswordRule } from './new-password';
import { phoneRule } from './phone';

/**
 * The first steps' rules (contact, and get-started's email), apart from the later steps'
 * (./sign-up) so that the wizard's first step loads only these. Each message is a key of
 * the `validation` texts (spec: onboarding §5).
 */
export type StringSchema = GenericSchema<string, unknown>;
export type StepSchema = GenericSchema<Record<string, string>, Record<string, unknown>>;

export const required = (key: string) => pipe(string(), trim(), nonEmpty(key));

/** A ticked checkbox's value in the forms store (src/react/ui/Checkbox); unticked is ''. */
export const CHECKED = 'true';

/** acceptTerms: must be true — 'Terms must be accepted'. */
export const termsRule = pipe(
  string(),
  check((v) => v === CHECKED, 'termsRequired'),
);
/** A choice the player may leave empty (a marketing opt-in, no session limit). */
export const optional = string();

export const emailStepSchema = object({ email: emailRule });

export interface ContactOptions {
  /** The email is asked here (not in get-started, which asks it first). */
  email: boolean;
  /** No password in the SGA jurisdiction, nor after a bank identity. */
  password: boolean;
  /** The email the password must not contain, read when the rule runs. */
  emailOf(): string | undefined;
  /** The bonus code field is open: then it is required. */
  bonusCode: boolean;
  /** Sign-up via token: the terms are accepted on the contact step. */
  terms: boolean;
}

/** contact: email, password, calling code, phone, and the bonus code when its link was followed. */
export function contactSchema(options: ContactOptions): StepSchema {
  const entries: Record<string, StringSchema> = {};
  if (options.email) entries.email = emailRule;
  if (options.password) entries.password = newPasswordRule(options.emailOf);
  entries.callingCode = required('callingCodeRequired');
  entries.phone = phoneRule('phoneRequired', 'invalidFormat');
  if (options.bonusCode) entries.bonusCode = required('bonusCodeRequired');
  if (options.terms) {
    entries.acceptTerms = termsRule;
    entries.acceptMarketing = optional;
  }
  return object(entries) as unknown as StepSchema;
}
