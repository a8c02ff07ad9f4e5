import type { SignUpValues } from '../domain/model';

/** A new player betr's seeded casino accepts (a Maltese player in EUR under MGA); `overrides` change any field. */
export function signUpValues(overrides: Partial<SignUpValues> = {}): SignUpValues {
  return {
    email: 'ann@example.com',
    password: 'Secret12!',
    firstName: 'Ann',
    lastName: 'Andersson',
    dateOfBirth: '1995-03-07',
    gender: 'female',
    address: 'Main Street 1',
    city: 'Sliema',
    zip: 'SLM 1000',
    callingCode: '+356',
    phone: '+35679000001',
    country: 'MT',
    currency: 'EUR',
    annualActivity: '0-15000',
    acceptTerms: true,
    acceptMarketing: false,
    jurisdiction: 'MGA',
    language: 'en-US',
    ...overrides,
  };
}
