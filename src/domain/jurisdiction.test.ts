import { expect } from '@open-wc/testing';
import { isJurisdiction, JURISDICTIONS, jurisdictionFor } from './jurisdiction';
import type { Jurisdiction } from './model';

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
  it('the regulators are MGA, SGA, ES and UKGC; nothing else is one', () => {
    expect(JURISDICTIONS).to.deep.equal(['MGA', 'SGA', 'ES', 'UKGC']);
    for (const value of JURISDICTIONS) expect(isJurisdiction(value), value).to.equal(true);
    for (const value of ['sga', 'UK', 'MT', '', null, undefined, 1]) expect(isJurisdiction(value), String(value)).to.equal(false);
  });
  it('an unknown configured value configures nothing: the IP country decides, else MGA', () => {
    expect(jurisdictionFor('XX' as Jurisdiction, 'SE')).to.equal('SGA');
    expect(jurisdictionFor('uk' as Jurisdiction, null)).to.equal('MGA');
  });
});
