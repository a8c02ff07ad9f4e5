import { expect } from '@open-wc/testing';
import { SIGN_UP_STEPS, nextStep, offersBonusStep, previousStep, stepIndex } from './sign-up-flow';

describe('sign-up flow', () => {
  it('Sign-up steps in order: contact, personal, address, limits, annual activity, accept, activation, bonus selection, deposit', () => {
    expect(SIGN_UP_STEPS['sign-up']).to.deep.equal([
      'contact',
      'personal',
      'address',
      'limits',
      'annual-activity',
      'accept',
      'activation',
      'bonus',
      'deposit',
    ]);
    expect(stepIndex('sign-up', 'contact')).to.equal(1);
  });

  it('Get-started steps: email, contact, personal, address, limits, annual activity, accept, activation, sign-in', () => {
    expect(SIGN_UP_STEPS['get-started']).to.deep.equal([
      'email',
      'contact',
      'personal',
      'address',
      'limits',
      'annual-activity',
      'accept',
      'activation',
      'sign-in',
    ]);
  });

  it('Sign-up via token: contact, limits, then bonus if bonuses exist, else deposit', () => {
    expect(nextStep('sign-up-token', 'limits', true)).to.equal('bonus');
    expect(nextStep('sign-up-token', 'limits', false)).to.equal('deposit');
  });

  it('Sign-up via token: contact, limits, submit; if bonuses exist (and no bonus code preset) go to bonus, else deposit', () => {
    expect(nextStep('sign-up-token', 'limits', offersBonusStep(true, null))).to.equal('bonus');
    expect(nextStep('sign-up-token', 'limits', offersBonusStep(true, 'WELCOME100'))).to.equal('deposit');
    expect(nextStep('sign-up-token', 'limits', offersBonusStep(false, null))).to.equal('deposit');
    expect(nextStep('sign-up-token', 'limits', offersBonusStep(false, 'WELCOME100'))).to.equal('deposit');
  });

  it('Steps advance with Continue and go back with Prev; after the registration there is no way back', () => {
    expect(nextStep('sign-up', 'contact', false)).to.equal('personal');
    expect(previousStep('sign-up', 'personal')).to.equal('contact');
    expect(previousStep('sign-up', 'contact')).to.equal(null);
    expect(previousStep('sign-up', 'activation')).to.equal(null);
  });

  it('After activation: go to the bonus step if bonuses exist, otherwise straight to deposit', () => {
    expect(nextStep('sign-up', 'activation', true)).to.equal('bonus');
    expect(nextStep('sign-up', 'activation', false)).to.equal('deposit');
    expect(nextStep('get-started', 'activation', true)).to.equal('sign-in');
  });
});
