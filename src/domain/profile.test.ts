import { expect } from '@open-wc/testing';
import { safeParse } from 'valibot';
import { aProfile, firstErrors } from './fixtures.testing';
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

const profile = aProfile({ email: true, firstName: true, lastName: true, country: true, currency: true });
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
    expect(firstErrors(profileSchema(true), { ...valid, email: '' }).email).to.equal('emailRequired');
    expect(firstErrors(profileSchema(true), { ...valid, email: 'nope' }).email).to.equal('emailInvalid');
  });

  it("password is required except in SGA: 'Please enter your password'", () => {
    expect(firstErrors(profileSchema(true), { ...valid, password: '' }).password).to.equal('passwordRequired');
    expect(firstErrors(profileSchema(true), { ...valid, password: '   ' }).password, 'trimmed before the required check').to.equal(
      'passwordRequired',
    );
    expect(safeParse(profileSchema(false), { ...valid, password: '' }).success).to.equal(true);
    expect(profileHasPassword({ jurisdiction: 'SGA' })).to.equal(false);
    expect(profileHasPassword({ jurisdiction: 'MGA' })).to.equal(true);
  });

  it("firstName and lastName are required ('Enter firstname' / 'Enter lastname'), with no digits and no special characters", () => {
    expect(firstErrors(profileSchema(true), { ...valid, firstName: ' ' }).firstName).to.equal('profileFirstNameRequired');
    expect(firstErrors(profileSchema(true), { ...valid, lastName: '' }).lastName).to.equal('profileLastNameRequired');
    expect(firstErrors(profileSchema(true), { ...valid, firstName: 'Mar1a' }).firstName).to.equal('profileInvalidFormat');
    expect(firstErrors(profileSchema(true), { ...valid, lastName: 'Borg!' }).lastName).to.equal('profileInvalidFormat');
    expect(safeParse(profileSchema(true), { ...valid, firstName: 'Anna-Lena', lastName: "O'Brien Åström" }).success).to.equal(true);
  });

  it("address is required: 'Enter address'; zip is required: 'Enter zip'", () => {
    expect(firstErrors(profileSchema(true), { ...valid, address: '' }).address).to.equal('profileAddressRequired');
    expect(firstErrors(profileSchema(true), { ...valid, zip: '' }).zip).to.equal('profileZipRequired');
  });

  it("city is required, has no digits, and must be in a valid format: 'Invalid format'", () => {
    expect(firstErrors(profileSchema(true), { ...valid, city: '' }).city).to.equal('profileCityRequired');
    expect(firstErrors(profileSchema(true), { ...valid, city: 'Valletta 2' }).city).to.equal('profileInvalidFormat');
    expect(firstErrors(profileSchema(true), { ...valid, city: 'Vall@tta' }).city).to.equal('profileInvalidFormat');
    expect(safeParse(profileSchema(true), { ...valid, city: "St. Julian's" }).success).to.equal(true);
  });

  it('phone is required, in a valid format', () => {
    expect(firstErrors(profileSchema(true), { ...valid, phone: '' }).phone).to.equal('profilePhoneRequired');
    expect(firstErrors(profileSchema(true), { ...valid, phone: '12ab' }).phone).to.equal('profileInvalidFormat');
    expect(firstErrors(profileSchema(true), { ...valid, phone: '+3561001555012' }).phone).to.equal('profileInvalidFormat');
    expect(safeParse(profileSchema(true), { ...valid, phone: '+356 1001 5550' }).success).to.equal(true);
  });

  it('country is required, with no digits', () => {
    expect(firstErrors(profileSchema(true), { ...valid, country: '' }).country).to.equal('profileCountryRequired');
    expect(firstErrors(profileSchema(true), { ...valid, country: 'M7' }).country).to.equal('profileInvalidFormat');
  });
});
