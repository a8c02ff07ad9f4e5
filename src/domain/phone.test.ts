import { expect } from '@open-wc/testing';
import { flatten, safeParse, type GenericSchema } from 'valibot';
import signUpTexts from '../../locales/en-US/signUp';
import accountTexts from '../../locales/en-US/account';
import { internationalPhone, isPhoneFormat } from './phone';
import { contactSchema } from './sign-up-contact';
import { profileSchema } from './profile';

/** The English text a schema shows for `field`, through the form's own `validation` texts. */
function messageOf(schema: GenericSchema, input: Record<string, string>, field: string, texts: Record<string, string>): string | undefined {
  const result = safeParse(schema, input);
  if (result.success) return undefined;
  const key = (flatten(result.issues).nested as Record<string, string[] | undefined>)[field]?.[0];
  return key === undefined ? undefined : texts[key];
}

describe('phone', () => {
  it('phone: required; 6 to 12 digits', () => {
    expect(isPhoneFormat('12345')).to.equal(false);
    expect(isPhoneFormat('123456')).to.equal(true);
    expect(isPhoneFormat('070 123 45 67')).to.equal(true);
    expect(isPhoneFormat('1234567890123')).to.equal(false);
    expect(isPhoneFormat('12345a')).to.equal(false);
    expect(isPhoneFormat('+46701234')).to.equal(true);
    expect(isPhoneFormat('+4670123456789')).to.equal(false);
  });

  it("Phone numbers (sign-up and edit profile alike): 6 to 12 digits, else 'Invalid format'", () => {
    const signUp = (phone: string) =>
      messageOf(
        contactSchema({ email: false, password: false, bonusCode: false, terms: false, emailOf: () => undefined }),
        { callingCode: '+356', phone },
        'phone',
        signUpTexts.validation,
      );
    const profile = (phone: string) =>
      messageOf(
        profileSchema(false),
        {
          email: 'a@b.co',
          firstName: 'Ann',
          lastName: 'Borg',
          address: 'Main 1',
          city: 'Sliema',
          zip: 'SLM 1',
          country: 'Malta',
          currency: 'EUR',
          phone,
        },
        'phone',
        accountTexts.validation,
      );
    for (const show of [signUp, profile]) {
      expect(show('')).to.equal('Enter phone');
      expect(show('12345')).to.equal('Invalid format');
      expect(show('123456')).to.equal(undefined);
      expect(show('123 456 789 012')).to.equal(undefined);
      expect(show('1234567890123')).to.equal('Invalid format');
      expect(show('+1234567890123')).to.equal('Invalid format');
      expect(show('12345a')).to.equal('Invalid format');
    }
  });

  it('Phone: leading zeros are stripped and the number is prefixed with the calling code', () => {
    expect(internationalPhone('+46', '0701234567')).to.equal('+46701234567');
    expect(internationalPhone('+356', '79 00 00 01')).to.equal('+35679000001');
    expect(internationalPhone('47', '00412345678')).to.equal('+47412345678');
    expect(internationalPhone('+46', '+46 70 123 45 67')).to.equal('+46701234567');
  });
});
