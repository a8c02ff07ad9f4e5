/**
 * The rule messages whose own tests name only their key: here each rule's failure is read as
 * the player reads it, the en-US text of `validation.{key}` (the path every form takes:
 * src/react/ui/useForm → LL.validation[key]).
 */
import { expect } from '@open-wc/testing';
import { flatten, safeParse, type GenericSchema } from 'valibot';
import { aProfile } from './fixtures.testing';
import { loadNamespaces, translator } from '../stores/i18n';
import { limitAmountSchema } from './limits';
import { resetPasswordSchema } from './new-password';
import { profileFormValues, profileSchema } from './profile';
import { addressSchema, personalSchema } from './sign-up';

let LL: ReturnType<typeof translator>;

/** What the player reads under `field` for `input`: the English text of the rule's message. */
function shown(schema: GenericSchema, input: Record<string, string>, field: string): string | undefined {
  const result = safeParse(schema, input);
  const key = result.success
    ? undefined
    : (flatten(result.issues).nested as Record<string, string[] | undefined> | undefined)?.[field]?.[0];
  return key === undefined ? undefined : (LL.validation as unknown as Record<string, () => string>)[key]!();
}

const profile = aProfile();
const today = new Date(2025, 5, 2);
const adult = { firstName: 'Ann', lastName: 'Andersson', gender: 'female', dobDay: '7', dobMonth: '3', dobYear: '1995' };
const address = { address: 'Main Street 1', city: 'Sliema', zip: 'SLM 1000', country: 'MT', currency: 'EUR' };

describe('validation messages as the player reads them (en-US)', () => {
  before(async () => {
    await loadNamespaces('en-US', ['common', 'signUp', 'account', 'responsibleGaming']);
    LL = translator('en-US');
  });

  it("edit profile: the spec gives city and country no message, so the library's 'is a required field' style — 'City is a required field', 'Country is a required field'", () => {
    const values = { ...profileFormValues(profile), password: 'Password1!' };
    expect(shown(profileSchema(true), { ...values, city: '' }, 'city')).to.equal('City is a required field');
    expect(shown(profileSchema(true), { ...values, country: '' }, 'country')).to.equal('Country is a required field');
  });

  it("edit profile: 'Enter firstname', 'Enter lastname', 'Enter address', 'Enter zip'", () => {
    const values = { ...profileFormValues(profile), password: 'Password1!' };
    expect(shown(profileSchema(true), { ...values, firstName: '' }, 'firstName')).to.equal('Enter firstname');
    expect(shown(profileSchema(true), { ...values, lastName: ' ' }, 'lastName')).to.equal('Enter lastname');
    expect(shown(profileSchema(true), { ...values, address: '' }, 'address')).to.equal('Enter address');
    expect(shown(profileSchema(true), { ...values, zip: '' }, 'zip')).to.equal('Enter zip');
  });

  it("reset password: the confirmation is required — 'Confirm your password'", () => {
    expect(shown(resetPasswordSchema(), { password: 'Password1!', confirmPassword: '' }, 'confirmPassword')).to.equal(
      'Confirm your password',
    );
  });

  it("limit amount: at most the session max — 'Max allowed is 7.' (weekly days), 'Max allowed is 31.' (monthly days)", () => {
    expect(shown(limitAmountSchema('session', 'weekly'), { amount: '8' }, 'amount')).to.equal('Max allowed is 7.');
    expect(shown(limitAmountSchema('session', 'monthly'), { amount: '32' }, 'amount')).to.equal('Max allowed is 31.');
  });

  it('sign-up names: no special characters, no digits', () => {
    const personal = (v: Record<string, string>, field: string) => shown(personalSchema(today), { ...adult, ...v }, field);
    expect(personal({ firstName: 'Ann!' }, 'firstName')).to.equal('First name cannot include special characters');
    expect(personal({ lastName: 'B4' }, 'lastName')).to.equal('Last name cannot include digits');
    expect(personal({ lastName: 'Borg?' }, 'lastName')).to.equal('Last name cannot include special characters');
  });

  it("sign-up date of birth: required (no message in the spec) — 'Date of birth is a required field'; a day that does not exist — 'This date does not exist'", () => {
    expect(shown(personalSchema(today), { ...adult, dobYear: '' }, 'dobYear')).to.equal('Date of birth is a required field');
    expect(shown(personalSchema(today), { ...adult, dobDay: '' }, 'dobDay')).to.equal('Date of birth is a required field');
    expect(shown(personalSchema(today), { ...adult, dobYear: '1999', dobMonth: '2', dobDay: '30' }, 'dobDay')).to.equal(
      'This date does not exist',
    );
  });

  it("sign-up address: city and country have no message in the spec — 'City is a required field', 'Country is a required field'; currency — 'Enter currency'", () => {
    expect(shown(addressSchema, { ...address, city: '' }, 'city')).to.equal('City is a required field');
    expect(shown(addressSchema, { ...address, country: '' }, 'country')).to.equal('Country is a required field');
    expect(shown(addressSchema, { ...address, currency: '' }, 'currency')).to.equal('Enter currency');
  });
});
