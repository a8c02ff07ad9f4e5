import { expect } from '@open-wc/testing';
import { currencyDecimals, formatMoney } from './money';

describe('currency display', () => {
  it('no decimals for SEK, NOK and DKK', () => {
    expect(currencyDecimals('SEK')).to.equal(0);
    expect(currencyDecimals('nok')).to.equal(0);
    expect(currencyDecimals('DKK')).to.equal(0);
    expect(formatMoney(1234.56, 'SEK', 'sv')).to.match(/^1\s?235\skr$/);
  });
  it('two decimals otherwise', () => {
    expect(currencyDecimals('EUR')).to.equal(2);
    expect(formatMoney(1234.5, 'EUR', 'en-US')).to.equal('€1,234.50');
  });
  it('reality check amounts in whole units', () => {
    expect(formatMoney(12.6, 'EUR', 'en-US', 0)).to.equal('€13');
  });
  it('an unknown currency code still shows the amount', () => {
    expect(formatMoney(5, 'XYZ1', 'en-US')).to.equal('5.00 XYZ1');
  });
});
