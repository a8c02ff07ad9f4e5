import { expect } from '@open-wc/testing';
import { internationalPhone, isPhoneFormat } from './phone';

describe('phone', () => {
  it('phone: required; 6 to 12 digits', () => {
    expect(isPhoneFormat('12345')).to.equal(false);
    expect(isPhoneFormat('123456')).to.equal(true);
    expect(isPhoneFormat('070 123 45 67')).to.equal(true);
    expect(isPhoneFormat('1234567890123')).to.equal(false);
    expect(isPhoneFormat('12345a')).to.equal(false);
    expect(isPhoneFormat('+46701234')).to.equal(false);
  });

  it('Phone: leading zeros are stripped and the number is prefixed with the calling code', () => {
    expect(internationalPhone('+46', '0701234567')).to.equal('+46701234567');
    expect(internationalPhone('+356', '79 00 00 01')).to.equal('+35679000001');
    expect(internationalPhone('47', '00412345678')).to.equal('+47412345678');
  });
});
