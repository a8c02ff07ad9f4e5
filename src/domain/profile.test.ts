import { expect } from '@open-wc/testing';
import { flatten, safeParse, type GenericSchema } from 'valibot';
import type { Profile } from './model';
import {
  canSubmitProfile,
  isProfileFieldDisabled,
  profileChanges,
  profileFormValues,
  profileHasPassword,
  profileSchema,
  READ_ONLY_PROFILE_FIELDS,
} from './profile';

function errors(schema: GenericSchema, input: Record<string, string>) {
  const result = safeParse(schema, input);
  return result.success ? {} : ((flatten(result.issues).nested ?? {}) as Record<string, string[] | undefined>);
}

const profile: Profile = {
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
  disabled: { email: true, firstName: true, lastName: true, country: true, currency: true },
  playerGroups: [],
};
const valid = { ...profileFormValues(profile), password: 'Password1!' };

describe('edit profile', () => {
  it('email, names, country and currency are read-only', () => {
    expect([...READ_ONLY_PROFILE_FIELDS]).to.deep.equal(['email', 'firstName', 'lastName', 'country', 'currency']);
    expect(profileChanges(profile, { ...valid, email: 'x@example.com', firstName: 'Eve', country: 'SE', currency: 'SEK' })).to.deep.equal(
      {},
    );
  });

  it('address, city, zip, phone and password are disabled when the profile is disabled', () => {
    const locked: Profile = {
      ...profile,
      disabled: { ...profile.disabled, address: true, city: true, zip: true, phone: true, password: true },
    };
    for (const field of ['address', 'city', 'zip', 'phone', 'password'] as const) {
      expect(isProfileFieldDisabled(locked, field), field).to.equal(true);
      expect(isProfileFieldDisabled(profile, field), field).to.equal(false);
    }
    expect(profileChanges(locked, { ...valid, city: 'Sliema' })).to.deep.equal({});
  });

  it('submit is available only when something changed and the form is valid', () => {
    expect(canSubmitProfile(profile, valid, true)).to.equal(false);
    expect(canSubmitProfile(profile, { ...valid, city: 'Sliema' }, false)).to.equal(false);
    expect(canSubmitProfile(profile, { ...valid, city: 'Sliema' }, true)).to.equal(true);
    expect(canSubmitProfile(profile, { ...valid, city: ' Valletta ' }, true)).to.equal(false);
    expect(profileChanges(profile, { ...valid, city: ' Sliema ', zip: 'SLM 1000' })).to.deep.equal({ city: 'Sliema', zip: 'SLM 1000' });
  });

  it('email must be valid and is required', () => {
    expect(errors(profileSchema(true), { ...valid, email: '' }).email?.[0]).to.equal('emailRequired');
    expect(errors(profileSchema(true), { ...valid, email: 'nope' }).email?.[0]).to.equal('emailInvalid');
  });

  it("password is required except in SGA: 'Please enter your password'", () => {
    expect(errors(profileSchema(true), { ...valid, password: '' }).password?.[0]).to.equal('passwordRequired');
    expect(errors(profileSchema(true), { ...valid, password: '   ' }).password?.[0], 'trimmed before the required check').to.equal(
      'passwordRequired',
    );
    expect(safeParse(profileSchema(false), { ...valid, password: '' }).success).to.equal(true);
    expect(profileHasPassword({ jurisdiction: 'SGA' })).to.equal(false);
    expect(profileHasPassword({ jurisdiction: 'MGA' })).to.equal(true);
  });

  it("firstName and lastName are required ('Enter firstname' / 'Enter lastname'), with no digits and no special characters", () => {
    expect(errors(profileSchema(true), { ...valid, firstName: ' ' }).firstName?.[0]).to.equal('profileFirstNameRequired');
    expect(errors(profileSchema(true), { ...valid, lastName: '' }).lastName?.[0]).to.equal('profileLastNameRequired');
    expect(errors(profileSchema(true), { ...valid, firstName: 'Mar1a' }).firstName?.[0]).to.equal('profileInvalidFormat');
    expect(errors(profileSchema(true), { ...valid, lastName: 'Borg!' }).lastName?.[0]).to.equal('profileInvalidFormat');
    expect(safeParse(profileSchema(true), { ...valid, firstName: 'Anna-Lena', lastName: "O'Brien Åström" }).success).to.equal(true);
  });

  it("address is required: 'Enter address'; zip is required: 'Enter zip'", () => {
    expect(errors(profileSchema(true), { ...valid, address: '' }).address?.[0]).to.equal('profileAddressRequired');
    expect(errors(profileSchema(true), { ...valid, zip: '' }).zip?.[0]).to.equal('profileZipRequired');
  });

  it("city is required, has no digits, and must be in a valid format: 'Invalid format'", () => {
    expect(errors(profileSchema(true), { ...valid, city: '' }).city?.[0]).to.equal('profileCityRequired');
    expect(errors(profileSchema(true), { ...valid, city: 'Valletta 2' }).city?.[0]).to.equal('profileInvalidFormat');
    expect(errors(profileSchema(true), { ...valid, city: 'Vall@tta' }).city?.[0]).to.equal('profileInvalidFormat');
    expect(safeParse(profileSchema(true), { ...valid, city: "St. Julian's" }).success).to.equal(true);
  });

  it('phone is required, in a valid format', () => {
    expect(errors(profileSchema(true), { ...valid, phone: '' }).phone?.[0]).to.equal('profilePhoneRequired');
    expect(errors(profileSchema(true), { ...valid, phone: '12ab' }).phone?.[0]).to.equal('profileInvalidFormat');
    expect(errors(profileSchema(true), { ...valid, phone: '+3561001555012' }).phone?.[0]).to.equal('profileInvalidFormat');
    expect(safeParse(profileSchema(true), { ...valid, phone: '+356 1001 5550' }).success).to.equal(true);
  });

  it('country is required, with no digits', () => {
    expect(errors(profileSchema(true), { ...valid, country: '' }).country?.[0]).to.equal('profileCountryRequired');
    expect(errors(profileSchema(true), { ...valid, country: 'M7' }).country?.[0]).to.equal('profileInvalidFormat');
  });
});
