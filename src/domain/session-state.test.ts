import { expect } from '@open-wc/testing';
import { isSignedInByStateCode } from './session-state';

describe('websocket platform session state codes', () => {
  it('code 0 is signed in', () => {
    expect(isSignedInByStateCode(0)).to.equal(true);
  });
  it('codes 1, 2, 3, 5, 6 are signed out', () => {
    for (const code of [1, 2, 3, 5, 6]) expect(isSignedInByStateCode(code), `code ${code}`).to.equal(false);
  });
  it('a code the spec does not name (4, 7, -1) changes nothing', () => {
    for (const code of [4, 7, -1]) expect(isSignedInByStateCode(code), `code ${code}`).to.equal(null);
  });
});
