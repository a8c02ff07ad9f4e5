import { expect } from '@open-wc/testing';
import { firstErrors } from './fixtures.testing';
import { contactSchema } from './sign-up-contact';

const contact = (values: Record<string, string>, options: Partial<Parameters<typeof contactSchema>[0]> = {}) =>
  firstErrors(
    contactSchema({ email: true, password: true, bonusCode: false, terms: false, emailOf: () => values.email, ...options }),
    values,
  );

const validContact = { email: 'ann@example.com', password: 'Secret12!', callingCode: '+356', phone: '79000001' };

describe('sign-up contact rules', () => {
  it('email: valid, trimmed, required — "Must provide an email address"', () => {
    expect(contact({ ...validContact, email: '' }).email).to.equal('emailRequired');
    expect(contact({ ...validContact, email: 'ann@' }).email).to.equal('emailInvalid');
    expect(contact(validContact)).to.deep.equal({});
  });

  it('password strength: 8 characters, capital, lowercase, digit, special; must not contain the email', () => {
    expect(contact({ ...validContact, password: '' }).password).to.equal('passwordRequired');
    expect(contact({ ...validContact, password: '    ' }).password, 'trimmed before the required check').to.equal('passwordRequired');
    expect(contact({ ...validContact, password: 'secret12!' }).password).to.equal('passwordStrength');
    expect(contact({ ...validContact, password: 'Ann@example.com1' }).password).to.equal('passwordIncludesEmail');
  });

  it('The password rule is not applied in the SGA jurisdiction (no password at sign-up)', () => {
    expect(contact({ ...validContact, password: '' }, { password: false })).to.deep.equal({});
  });

  it('callingCode: required — "Enter calling code"; phone: required, 6 to 12 digits — "Enter phone" / "Invalid format"', () => {
    expect(contact({ ...validContact, callingCode: '' }).callingCode).to.equal('callingCodeRequired');
    expect(contact({ ...validContact, phone: '' }).phone).to.equal('phoneRequired');
    expect(contact({ ...validContact, phone: '12 34' }).phone).to.equal('invalidFormat');
  });

  it('bonus code: required when the field is used — "Enter a bonus code"', () => {
    expect(contact({ ...validContact, bonusCode: ' ' }, { bonusCode: true }).bonusCode).to.equal('bonusCodeRequired');
    expect(contact({ ...validContact, bonusCode: 'WELCOME100' }, { bonusCode: true })).to.deep.equal({});
  });
});
