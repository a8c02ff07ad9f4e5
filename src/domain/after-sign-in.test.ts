import { expect } from '@open-wc/testing';
import type { Lack } from './operations';
import { afterSignIn, TERMS_DELAY_MS } from './after-sign-in';

const lacksNothing = () => false;
const lacking =
  (...operations: Lack[]) =>
  (operation: Lack) =>
    operations.includes(operation);

describe('after a sign-in: the terms, then the welcome or the activate popup (spec: onboarding, sign-in)', () => {
  it('the terms screen opens 1 s after the required pages', () => {
    expect(TERMS_DELAY_MS).to.equal(1000);
  });

  it('a verified email is greeted with the welcome; an unverified one with the activate popup', () => {
    expect(afterSignIn({ isEmailVerified: true, mustAcceptTerms: false }, lacksNothing)).to.deep.equal({
      terms: false,
      greeting: 'welcome-message',
    });
    expect(afterSignIn({ isEmailVerified: false, mustAcceptTerms: false }, lacksNothing)).to.deep.equal({
      terms: false,
      greeting: 'activate-message',
    });
  });

  it('terms that must be accepted come first', () => {
    expect(afterSignIn({ isEmailVerified: true, mustAcceptTerms: true }, lacksNothing).terms).to.equal(true);
  });

  it('a platform without welcome content greets no one; one without activation shows no activate popup', () => {
    expect(afterSignIn({ isEmailVerified: true, mustAcceptTerms: false }, lacking('getWelcomeContent')).greeting).to.equal(null);
    expect(afterSignIn({ isEmailVerified: false, mustAcceptTerms: false }, lacking('activate')).greeting).to.equal(null);
    // Each greeting is skipped only for its own operation.
    expect(afterSignIn({ isEmailVerified: false, mustAcceptTerms: false }, lacking('getWelcomeContent')).greeting).to.equal(
      'activate-message',
    );
  });

  it('a platform without terms, or without their acceptance, asks for none', () => {
    expect(afterSignIn({ isEmailVerified: true, mustAcceptTerms: true }, lacking('getTerms')).terms).to.equal(false);
    expect(afterSignIn({ isEmailVerified: true, mustAcceptTerms: true }, lacking('acceptTerms')).terms).to.equal(false);
  });
});
