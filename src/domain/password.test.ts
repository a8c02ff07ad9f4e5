import { expect } from '@open-wc/testing';
import { isStrongPassword, passwordIncludesEmail } from './password';

describe('password rule', () => {
  it('needs at least 8 characters', () => {
    expect(isStrongPassword('Aa1!aaa')).to.equal(false);
    expect(isStrongPassword('Aa1!aaaa')).to.equal(true);
  });
  it('needs a capital letter, a lowercase letter, a digit and a special character', () => {
    expect(isStrongPassword('aa1!aaaa')).to.equal(false);
    expect(isStrongPassword('AA1!AAAA')).to.equal(false);
    expect(isStrongPassword('Aab!aaaa')).to.equal(false);
    expect(isStrongPassword('Aa1aaaaa')).to.equal(false);
  });
  it('is checked on the trimmed value', () => {
    expect(isStrongPassword('  Aa1!aa  ')).to.equal(false);
  });
  it("must not contain the user's email", () => {
    expect(passwordIncludesEmail('X1!player@example.com', 'player@example.com')).to.equal(true);
    expect(passwordIncludesEmail('Player1!xx', 'player@example.com')).to.equal(true);
    expect(passwordIncludesEmail('Password1!', 'player@example.com')).to.equal(false);
    expect(passwordIncludesEmail('Password1!', undefined)).to.equal(false);
  });
});
