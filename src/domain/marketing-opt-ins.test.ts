import { expect } from '@open-wc/testing';
import { MARKETING_OPT_INS, registrationOptIns } from './marketing-opt-ins';

describe('marketing opt-ins of a registration', () => {
  it('marketing not accepted opts into nothing, whatever channels are listed', () => {
    expect(registrationOptIns({ acceptMarketing: false })).to.deep.equal([]);
    expect(registrationOptIns({ acceptMarketing: false, optIns: ['phone'] })).to.deep.equal([]);
  });

  it('accepted with a choice of channels opts into those channels only', () => {
    expect(registrationOptIns({ acceptMarketing: true, optIns: ['bonus-emails', 'phone'] })).to.deep.equal(['bonus-emails', 'phone']);
  });

  it('accepted without a choice of channels opts into all of them', () => {
    expect(registrationOptIns({ acceptMarketing: true })).to.deep.equal(['bonus-sms', 'news-sms', 'bonus-emails', 'news-emails', 'phone']);
    expect(registrationOptIns({ acceptMarketing: true })).to.deep.equal([...MARKETING_OPT_INS]);
  });
});
