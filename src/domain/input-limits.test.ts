import { expect } from '@open-wc/testing';
import { flatten, safeParse, type GenericSchema } from 'valibot';
import common from '../../locales/en-US/common';
import signUp from '../../locales/en-US/signUp';
import account from '../../locales/en-US/account';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MAX_TEXT_LENGTH, MAX_ZIP_LENGTH } from './input-limits';
import { addressSchema, personalSchema } from './sign-up';
import { contactSchema } from './sign-up-contact';
import { profileSchema } from './profile';
import { changePasswordSchema } from './change-password';
import { resetPasswordSchema } from './new-password';
import { activationSchema, forgotPasswordSchema, signInSchema } from './sign-in';

/** The English text of the first message of each field, as the form shows it. */
const TEXTS: Record<string, string> = { ...common.validation, ...signUp.validation, ...account.validation };
function messages(schema: GenericSchema, input: Record<string, string>): Record<string, string> {
  const result = safeParse(schema, input);
  if (result.success) return {};
  const nested = (flatten(result.issues).nested ?? {}) as Record<string, string[]>;
  return Object.fromEntries(Object.entries(nested).map(([field, keys]) => [field, TEXTS[keys[0]!] ?? keys[0]!]));
}

const long = (length: number, unit = 'a') => unit.repeat(length);
/** An email address of exactly `length` characters. */
const emailOf = (length: number) => `${long(length - '@example.com'.length)}@example.com`;
const STRONG = 'Password1!';

describe('input limits: the longest value each field takes', () => {
  it('the limits: email 254 (RFC 5321), password 128, names, address and city 100, zip 20', () => {
    expect([MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MAX_TEXT_LENGTH, MAX_ZIP_LENGTH]).to.deep.equal([254, 128, 100, 20]);
  });

  it('sign-in, forgot password and activation: a 10,000-character email or password is refused, not sent', () => {
    expect(messages(signInSchema, { email: emailOf(10_000), password: long(10_000) })).to.deep.equal({
      email: 'Use at most 254 characters',
      password: 'Use at most 128 characters',
    });
    expect(messages(signInSchema, { email: emailOf(254), password: `${STRONG}${long(118)}` })).to.deep.equal({});
    expect(messages(forgotPasswordSchema, { email: emailOf(255) })).to.deep.equal({ email: 'Use at most 254 characters' });
    expect(messages(activationSchema, { email: emailOf(255), activationCode: '123456' })).to.deep.equal({
      email: 'Use at most 254 characters',
    });
  });

  it('sign-up: email, password, names, address and city, zip', () => {
    const contact = contactSchema({ email: true, password: true, emailOf: () => undefined, bonusCode: false, terms: false });
    expect(
      messages(contact, { email: emailOf(255), password: `${STRONG}${long(119)}`, callingCode: '+356', phone: '21234567' }),
    ).to.deep.equal({
      email: 'Use at most 254 characters',
      password: 'Use at most 128 characters',
    });
    const personal = personalSchema(new Date('2025-01-01'));
    expect(
      messages(personal, { firstName: long(101), lastName: long(101), gender: 'female', dobDay: '1', dobMonth: '1', dobYear: '1990' }),
    ).to.deep.equal({
      firstName: 'Use at most 100 characters',
      lastName: 'Use at most 100 characters',
    });
    expect(
      messages(addressSchema, { address: long(101), city: long(10_000), zip: long(21, '1'), country: 'MT', currency: 'EUR' }),
    ).to.deep.equal({
      address: 'Use at most 100 characters',
      city: 'Use at most 100 characters',
      zip: 'Use at most 20 characters',
    });
    expect(
      messages(addressSchema, { address: long(100), city: long(100), zip: long(20, '1'), country: 'MT', currency: 'EUR' }),
    ).to.deep.equal({});
  });

  it('edit profile: a 10,000-character city is refused, as are long names, address, zip and password', () => {
    const profile = {
      email: 'player@example.com',
      firstName: 'Maria',
      lastName: 'Borg',
      address: '12 Republic Street',
      city: 'Valletta',
      zip: 'VLT 1117',
      phone: '+35610015550',
      country: 'MT',
      currency: 'EUR',
      password: STRONG,
    };
    expect(messages(profileSchema(true), { ...profile, city: long(10_000) })).to.deep.equal({ city: 'Use at most 100 characters' });
    expect(messages(profileSchema(true), { ...profile, address: long(101), zip: long(21, '1'), password: long(129) })).to.deep.equal({
      address: 'Use at most 100 characters',
      zip: 'Use at most 20 characters',
      password: 'Use at most 128 characters',
    });
  });

  it('change and reset password: at most 128 characters', () => {
    expect(
      messages(
        changePasswordSchema(() => 'player@example.com'),
        { oldPassword: long(129), newPassword: `${STRONG}${long(119)}` },
      ),
    ).to.deep.equal({
      oldPassword: 'Use at most 128 characters',
      newPassword: 'Use at most 128 characters',
    });
    expect(messages(resetPasswordSchema(), { password: `${STRONG}${long(119)}`, confirmPassword: `${STRONG}${long(119)}` })).to.deep.equal({
      password: 'Use at most 128 characters',
    });
  });
});
