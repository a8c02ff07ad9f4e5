import { expect } from '@open-wc/testing';
import { brandLinkAction } from './brand-links';

describe('brand block link-rewrite rules (help-deposit, help-deposit-account, help-deposit-banking, privacy-policy, contact-us)', () => {
  it('help-deposit opens the deposit, help-deposit-account the account, help-deposit-banking the withdrawal', () => {
    expect(brandLinkAction('/help-deposit')).to.equal('deposit');
    expect(brandLinkAction('/help-deposit-account')).to.equal('account');
    expect(brandLinkAction('/help-deposit-banking')).to.equal('withdraw');
  });

  it('contact-us opens contact us; privacy-policy the privacy policy', () => {
    expect(brandLinkAction('https://brand.example/en/contact-us/')).to.equal('contact-us');
    expect(brandLinkAction('privacy-policy?from=footer#top')).to.equal('privacy-policy');
  });

  it('any other link is not rewritten', () => {
    expect(brandLinkAction('https://www.begambleaware.org/')).to.equal(null);
    expect(brandLinkAction('/help-deposit/more')).to.equal(null);
    expect(brandLinkAction(null)).to.equal(null);
  });
});
