import { check, forward, maxLength, nonEmpty, object, partialCheck, pipe, string, trim, type InferOutput } from 'valibot';
import type { Gender, Jurisdiction, MarketingOptIn, SignUpValues } from './model';
import { internationalPhone } from './phone';
import { formatDateOfBirth, isCalendarDate, isUnderAge, type DateOfBirth } from './date-of-birth';
import { annualActivityLabel } from './annual-activity';
import { MARKETING_OPT_INS } from './marketing-opt-ins';
import { CHECKED, optional, required, termsRule, type StepSchema, type StringSchema } from './sign-up-contact';
import { MAX_TEXT_LENGTH, MAX_ZIP_LENGTH } from './input-limits';

/**
 * The sign-up wizard's rules after the first step, one schema per step, on the strings the
 * player typed, and what is sent. Each message is a key of the `validation` texts (spec:
 * onboarding §5). The first steps' rules are in ./sign-up-contact.
 */

const DIGIT = /\p{Nd}/u;
/** Names are letters, with spaces, hyphens and apostrophes between them. */
const NAME = /^[\p{L}\p{M}' ’-]+$/u;
/** The symbols a city name may not hold (spec: "no symbols from a set"). */
const CITY_SYMBOLS = /[!@#$%^&*()_+=[\]{};:"\\|<>/?~`]/;

/** firstName / lastName: required, no digits, no special characters. */
function nameRule(field: 'firstName' | 'lastName') {
  return pipe(
    string(),
    trim(),
    nonEmpty(`${field}Required`),
    maxLength(MAX_TEXT_LENGTH, 'textTooLong'),
    check((v) => !DIGIT.test(v), `${field}Digits`),
    check((v) => NAME.test(v), `${field}Special`),
  );
}

const GENDERS: readonly Gender[] = ['female', 'male', 'other'];

export function dateOfBirthOf(values: Record<string, string | undefined>): DateOfBirth {
  return { year: Number(values.dobYear), month: Number(values.dobMonth), day: Number(values.dobDay) };
}

const personalEntries = object({
  firstName: nameRule('firstName'),
  lastName: nameRule('lastName'),
  gender: pipe(
    string(),
    check((v) => (GENDERS as readonly string[]).includes(v), 'genderRequired'),
  ),
  dobDay: required('dateOfBirthRequired'),
  dobMonth: required('dateOfBirthRequired'),
  dobYear: required('dateOfBirthRequired'),
});

type DobField = 'dobDay' | 'dobMonth' | 'dobYear';
type PersonalInput = InferOutput<typeof personalEntries>;

/** A whole-date rule, reported on each of the three selects so whichever the player left shows it. */
function dateRule(field: DobField, rule: (dob: DateOfBirth) => boolean, key: string) {
  const check = partialCheck<PersonalInput, [['dobDay'], ['dobMonth'], ['dobYear']], Pick<PersonalInput, DobField>, string>(
    [['dobDay'], ['dobMonth'], ['dobYear']],
    (v) => rule(dateOfBirthOf(v)),
    key,
  );
  return forward(check, [field]);
}

/** personal: names, gender, and a date of birth of an adult ('You must be 18 or older to sign up'). */
export function personalSchema(today: Date): StepSchema {
  const real = (dob: DateOfBirth) => isCalendarDate(dob);
  const adult = (dob: DateOfBirth) => !isCalendarDate(dob) || !isUnderAge(dob, today);
  return pipe(
    personalEntries,
    dateRule('dobDay', real, 'dateOfBirthInvalid'),
    dateRule('dobMonth', real, 'dateOfBirthInvalid'),
    dateRule('dobYear', real, 'dateOfBirthInvalid'),
    dateRule('dobDay', adult, 'underAge'),
    dateRule('dobMonth', adult, 'underAge'),
    dateRule('dobYear', adult, 'underAge'),
  ) as unknown as StepSchema;
}

/** address: address, city (no digits, no symbols), zip, country, currency. */
export const addressSchema = object({
  address: pipe(required('addressRequired'), maxLength(MAX_TEXT_LENGTH, 'textTooLong')),
  city: pipe(
    string(),
    trim(),
    nonEmpty('cityRequired'),
    maxLength(MAX_TEXT_LENGTH, 'textTooLong'),
    check((v) => !DIGIT.test(v) && !CITY_SYMBOLS.test(v), 'invalidFormat'),
  ),
  zip: pipe(required('zipRequired'), maxLength(MAX_ZIP_LENGTH, 'zipTooLong')),
  country: pipe(
    string(),
    trim(),
    nonEmpty('countryRequired'),
    check((v) => !DIGIT.test(v), 'invalidFormat'),
  ),
  currency: required('currencyRequired'),
});

export const DEPOSIT_LIMIT_FIELDS = ['depositLimitDay', 'depositLimitWeek', 'depositLimitMonth'] as const;
export const SESSION_LIMIT_FIELDS = ['sessionLimitDay', 'sessionLimitWeek', 'sessionLimitMonth'] as const;

const isLimit = (v: string) => Number.isFinite(Number(v)) && Number(v) >= 1;

/**
 * Deposit limits: in the SGA jurisdiction required and at least 1; elsewhere optional
 * (a filled one is still at least 1). Session limits (SGA) are a choice or none.
 */
export function limitsSchema(jurisdiction: Jurisdiction): StepSchema {
  const mandatory = jurisdiction === 'SGA';
  const entries: Record<string, StringSchema> = {};
  for (const field of DEPOSIT_LIMIT_FIELDS) {
    entries[field] = pipe(
      string(),
      trim(),
      check((v) => (v === '' ? !mandatory : isLimit(v)), 'limitAtLeastOne'),
    );
  }
  if (mandatory) for (const field of SESSION_LIMIT_FIELDS) entries[field] = optional;
  return object(entries) as unknown as StepSchema;
}

/** Whether the player filled any limit: the limits step then says 'Continue', else 'Skip limits'. */
export function anyLimitFilled(values: Record<string, string | undefined>): boolean {
  return [...DEPOSIT_LIMIT_FIELDS, ...SESSION_LIMIT_FIELDS].some((f) => (values[f] ?? '').trim() !== '');
}

export const annualActivitySchema = object({ annualActivity: required('annualActivityRequired') });

/** accept: terms must be accepted; marketing is the player's choice. */
export const acceptSchema = object({ acceptTerms: termsRule, acceptMarketing: optional });

/** Opt-ins on marketing acceptance: bonus sms, news sms, bonus emails, news emails, phone. */
export function marketingOptIns(acceptMarketing: boolean): MarketingOptIn[] {
  return acceptMarketing ? [...MARKETING_OPT_INS] : [];
}

export interface SignUpContext {
  jurisdiction: Jurisdiction;
  language: string;
  /** Sign-up via token: the identity comes from the bank, no password. */
  token?: string;
  /** A bonus code the token link carried (a code typed at contact wins). */
  bonusCode?: string;
  /** Country and currency when no address step asked them (the visitor's). */
  country?: string;
  currency?: string;
}

const amount = (v: string | undefined) => (v && v.trim() !== '' ? Number(v) : undefined);

/**
 * The wizard's strings as the provider takes them: date of birth as YYYY-MM-DD, the phone
 * with its calling code, the annual activity as its range's label, limits as numbers, no
 * password in SGA, and the opt-ins of accepting marketing.
 */
export function toSignUpValues(v: Record<string, string | undefined>, context: SignUpContext): SignUpValues {
  const text = (name: string) => (v[name] ?? '').trim();
  const currency = text('currency') || context.currency || '';
  const acceptMarketing = v.acceptMarketing === CHECKED;
  const withPassword = context.jurisdiction !== 'SGA' && !context.token && text('password') !== '';
  const gender = (GENDERS as readonly string[]).includes(text('gender')) ? (text('gender') as Gender) : undefined;
  return {
    email: text('email'),
    ...(withPassword ? { password: text('password') } : {}),
    firstName: text('firstName'),
    lastName: text('lastName'),
    dateOfBirth: v.dobYear ? formatDateOfBirth(dateOfBirthOf(v)) : '',
    ...(gender ? { gender } : {}),
    address: text('address'),
    city: text('city'),
    zip: text('zip'),
    callingCode: text('callingCode'),
    phone: internationalPhone(text('callingCode'), text('phone')),
    country: text('country') || context.country || '',
    currency,
    ...(text('bonusCode') || context.bonusCode ? { bonusCode: text('bonusCode') || context.bonusCode } : {}),
    depositLimitDay: amount(v.depositLimitDay),
    depositLimitWeek: amount(v.depositLimitWeek),
    depositLimitMonth: amount(v.depositLimitMonth),
    sessionLimitDay: amount(v.sessionLimitDay),
    sessionLimitWeek: amount(v.sessionLimitWeek),
    sessionLimitMonth: amount(v.sessionLimitMonth),
    annualActivity: (v.annualActivity && annualActivityLabel(currency, v.annualActivity)) || '',
    acceptTerms: v.acceptTerms === CHECKED,
    acceptMarketing,
    optIns: marketingOptIns(acceptMarketing),
    jurisdiction: context.jurisdiction,
    language: context.language,
    ...(context.token ? { token: context.token } : {}),
  };
}
