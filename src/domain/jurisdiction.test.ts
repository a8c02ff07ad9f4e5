import { expect } from '@open-wc/testing';
import { jurisdictionFor } from './jurisdiction';

describe('jurisdiction', () => {
  it('is derived from the IP country unless configured: Sweden is SGA', () => {
    expect(jurisdictionFor(undefined, 'SE')).to.equal('SGA');
    expect(jurisdictionFor(undefined, 'se')).to.equal('SGA');
  });
  it('a configured jurisdiction wins over the IP country', () => {
    expect(jurisdictionFor('MGA', 'SE')).to.equal('MGA');
  });
  it('defaults to MGA', () => {
    expect(jurisdictionFor(undefined, null)).to.equal('MGA');
    expect(jurisdictionFor(undefined, 'MT')).to.equal('MGA');
  });
});
