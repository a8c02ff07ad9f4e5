import { expect } from '@open-wc/testing';
import { firstErrors } from './fixtures.testing';
import {
  acceptSchema,
  addressSchema,
  annualActivitySchema,
  anyLimitFilled,
  limitsSchema,
  marketingOptIns,
  personalSchema,
  toSignUpValues,
} from './sign-up';
import { CHECKED } from './sign-up-contact';

const validContact = { email: 'ann@example.com', password: 'Secret12!', callingCode: '+356', phone: '79000001' };
const today = new Date(2025, 5, 2);
const adult = { firstName: 'Ann', lastName: 'Andersson', gender: 'female', dobDay: '7', dobMonth: '3', dobYear: '1995' };

describe('sign-up rules', () => {
  it('firstName / lastName: required, no digits, no special characters', () => {
    const personal = (v: Record<string, string>) => firstErrors(personalSchema(today), { ...adult, ...v });
    expect(personal({ firstName: '' }).firstName).to.equal('firstNameRequired');
    expect(personal({ firstName: 'Ann2' }).firstName).to.equal('firstNameDigits');
    expect(personal({ firstName: 'Ann!' }).firstName).to.equal('firstNameSpecial');
    expect(personal({ lastName: '' }).lastName).to.equal('lastNameRequired');
    expect(personal({ lastName: 'B4' }).lastName).to.equal('lastNameDigits');
    expect(personal({ firstName: 'Anne-Marie', lastName: "O'Brien Åström" })).to.deep.equal({});
  });

  it('gender: required — "Please set your gender"', () => {
    expect(firstErrors(personalSchema(today), { ...adult, gender: '' }).gender).to.equal('genderRequired');
  });

  it('A player under 18 is blocked with "You must be 18 or older to sign up"', () => {
    const errors = firstErrors(personalSchema(today), { ...adult, dobYear: '2007', dobMonth: '6', dobDay: '3' });
    expect(errors.dobYear).to.equal('underAge');
    expect(firstErrors(personalSchema(today), { ...adult, dobYear: '2007', dobMonth: '6', dobDay: '2' })).to.deep.equal({});
    expect(firstErrors(personalSchema(today), { ...adult, dobYear: '1999', dobMonth: '2', dobDay: '30' }).dobDay).to.equal(
      'dateOfBirthInvalid',
    );
    expect(firstErrors(personalSchema(today), { ...adult, dobYear: '' }).dobYear).to.equal('dateOfBirthRequired');
  });

  it('address, zip, currency required; city: no digits, no symbols — "Invalid format"; country required, no digits', () => {
    const valid = { address: 'Main Street 1', city: 'Sliema', zip: 'SLM 1000', country: 'MT', currency: 'EUR' };
    expect(firstErrors(addressSchema, valid)).to.deep.equal({});
    expect(firstErrors(addressSchema, { ...valid, address: '' }).address).to.equal('addressRequired');
    expect(firstErrors(addressSchema, { ...valid, city: 'Sliema 2' }).city).to.equal('invalidFormat');
    expect(firstErrors(addressSchema, { ...valid, city: 'Sli#ema' }).city).to.equal('invalidFormat');
    expect(firstErrors(addressSchema, { ...valid, zip: '' }).zip).to.equal('zipRequired');
    expect(firstErrors(addressSchema, { ...valid, country: 'M1' }).country).to.equal('invalidFormat');
    expect(firstErrors(addressSchema, { ...valid, currency: '' }).currency).to.equal('currencyRequired');
  });

  it('deposit limits: in the SGA jurisdiction required and at least 1; elsewhere optional — "Must be larger or equal to 1"', () => {
    const none = { depositLimitDay: '', depositLimitWeek: '', depositLimitMonth: '' };
    expect(firstErrors(limitsSchema('MGA'), none)).to.deep.equal({});
    expect(firstErrors(limitsSchema('MGA'), { ...none, depositLimitDay: '0' }).depositLimitDay).to.equal('limitAtLeastOne');
    expect(
      firstErrors(limitsSchema('SGA'), { ...none, sessionLimitDay: '', sessionLimitWeek: '', sessionLimitMonth: '' }).depositLimitDay,
    ).to.equal('limitAtLeastOne');
    expect(
      firstErrors(limitsSchema('SGA'), {
        depositLimitDay: '1',
        depositLimitWeek: '7',
        depositLimitMonth: '30',
        sessionLimitDay: '',
        sessionLimitWeek: '',
        sessionLimitMonth: '',
      }),
    ).to.deep.equal({});
  });

  it('On the limits step the button reads "Skip limits" when no limit is filled', () => {
    expect(anyLimitFilled({ depositLimitDay: '' })).to.equal(false);
    expect(anyLimitFilled({ depositLimitDay: '10' })).to.equal(true);
    expect(anyLimitFilled({ sessionLimitDay: '120' })).to.equal(true);
  });

  it('annualActivity: required — "Please enter annual activity"; acceptTerms: must be true — "Terms must be accepted"', () => {
    expect(firstErrors(annualActivitySchema, { annualActivity: '' }).annualActivity).to.equal('annualActivityRequired');
    expect(firstErrors(acceptSchema, { acceptTerms: '', acceptMarketing: '' }).acceptTerms).to.equal('termsRequired');
    expect(firstErrors(acceptSchema, { acceptTerms: CHECKED, acceptMarketing: '' })).to.deep.equal({});
  });

  it('Opt-ins on marketing acceptance: bonus sms, news sms, bonus emails, news emails, phone', () => {
    expect(marketingOptIns(true)).to.deep.equal(['bonus-sms', 'news-sms', 'bonus-emails', 'news-emails', 'phone']);
    expect(marketingOptIns(false)).to.deep.equal([]);
  });

  it('sends date of birth as YYYY-MM-DD, the phone with its calling code, the annual activity as its label, limits as numbers', () => {
    const values = toSignUpValues(
      {
        ...validContact,
        ...adult,
        phone: '079000001',
        address: 'Main Street 1',
        city: 'Sliema',
        zip: 'SLM 1000',
        country: 'MT',
        currency: 'EUR',
        depositLimitDay: '100',
        depositLimitWeek: '700',
        depositLimitMonth: '',
        annualActivity: '16000',
        acceptTerms: CHECKED,
        acceptMarketing: CHECKED,
      },
      { jurisdiction: 'MGA', language: 'en-US' },
    );
    expect(values).to.include({
      dateOfBirth: '1995-03-07',
      phone: '+35679000001',
      annualActivity: '16000-25000',
      password: 'Secret12!',
      acceptTerms: true,
      gender: 'female',
    });
    expect(values.depositLimitDay).to.equal(100);
    expect(values.depositLimitMonth).to.equal(undefined);
    expect(values.optIns).to.have.length(5);
  });

  it('no password is sent in the SGA jurisdiction; a token sign-up sends the token and no identity', () => {
    expect(toSignUpValues({ ...validContact }, { jurisdiction: 'SGA', language: 'sv' }).password).to.equal(undefined);
    const token = toSignUpValues(
      { email: 'a@b.se', callingCode: '+46', phone: '0701234567', acceptTerms: CHECKED },
      { jurisdiction: 'SGA', language: 'sv', token: 't1', country: 'SE', currency: 'SEK' },
    );
    expect(token).to.include({ token: 't1', firstName: '', dateOfBirth: '', phone: '+46701234567', country: 'SE', currency: 'SEK' });
    expect(token.gender).to.equal(undefined);
  });
});
