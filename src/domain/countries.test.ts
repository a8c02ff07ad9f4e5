import { expect } from '@open-wc/testing';
import { countriesAllowedIn, currencyOfCountry } from './countries';

const countries = [
  { code: 'MT', name: 'Malta', currency: 'EUR', phonePrefix: '+356' },
  { code: 'SE', name: 'Sweden', currency: 'SEK', phonePrefix: '+46' },
  { code: 'NO', name: 'Norway', currency: 'NOK', phonePrefix: '+47' },
  { code: 'GB', name: 'United Kingdom', currency: 'GBP', phonePrefix: '+44' },
];

describe('countries at sign-up', () => {
  it("Countries offered are restricted to the jurisdiction's allowed countries", () => {
    expect(countriesAllowedIn('SGA', countries).map((c) => c.code)).to.deep.equal(['SE']);
    expect(countriesAllowedIn('UKGC', countries).map((c) => c.code)).to.deep.equal(['GB']);
    expect(countriesAllowedIn('MGA', countries).map((c) => c.code)).to.deep.equal(['MT', 'NO']);
  });

  it("Changing country sets the currency to that country's currency", () => {
    expect(currencyOfCountry(countries, 'NO')).to.equal('NOK');
    expect(currencyOfCountry(countries, 'XX')).to.equal(null);
  });
});
