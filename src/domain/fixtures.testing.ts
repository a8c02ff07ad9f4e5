/** What the domain's tests (and the views' tests that need a domain value) share. */
import { flatten, safeParse, type GenericSchema } from 'valibot';
import type { Bonus, Profile } from './model';

/** Each field's first broken rule (its message key) for `input`: none when the form passes. */
export function firstErrors(schema: GenericSchema, input: Record<string, string>): Record<string, string | undefined> {
  const result = safeParse(schema, input);
  if (result.success) return {};
  const nested = (flatten(result.issues).nested ?? {}) as Record<string, string[] | undefined>;
  return Object.fromEntries(Object.entries(nested).map(([field, keys]) => [field, keys?.[0]]));
}

/** A Maltese player's profile (the stub's player@example.com), with the fields `disabled` locks. */
export const aProfile = (disabled: Profile['disabled'] = {}): Profile => ({
  userId: 'u-1',
  email: 'player@example.com',
  firstName: 'Maria',
  lastName: 'Borg',
  dateOfBirth: '1990-04-12',
  address: '12 Republic Street',
  city: 'Valletta',
  zip: 'VLT 1117',
  callingCode: '+356',
  phone: '+35610015550',
  country: 'MT',
  language: 'en-US',
  currency: 'EUR',
  gender: 'female',
  title: 'Ms',
  isActivated: true,
  jurisdiction: 'MGA',
  disabled,
  playerGroups: [],
});

/** A bonus running at `now` (a second either side), no wagering, no deposit: what a test changes is in `overrides`. */
export const aBonus = (overrides: Partial<Bonus>, now = Date.now()): Bonus => ({
  id: 'b',
  identifier: 'b',
  code: '',
  name: 'Bonus',
  description: '',
  status: 'initiated',
  assets: '',
  html: '',
  startTime: new Date(now - 1000).toISOString(),
  endTime: new Date(now + 1000).toISOString(),
  wagered: 0,
  wageringRequirment: 0,
  wageringRequirmentRemaining: 0,
  currency: 'EUR',
  minAmount: 0,
  maxAmount: 0,
  deposit: false,
  canBeCanceled: false,
  ...overrides,
});
