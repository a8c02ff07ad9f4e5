import { expect } from '@open-wc/testing';
import { ATTEMPTS_BEFORE_TIME_UP, isRetriedFailure, isTimeUp } from './bank-identity';

describe('bank-identity rules', () => {
  it('errors and time-outs are retried automatically until the attempt count reaches a multiple of 3, then the time-is-up screen shows', () => {
    expect(ATTEMPTS_BEFORE_TIME_UP).to.equal(3);
    expect([1, 2, 3, 4, 5, 6, 7, 9].map(isTimeUp)).to.deep.equal([false, false, true, false, false, true, false, true]);
  });

  it('no failed attempt yet is never "time is up"', () => {
    expect(isTimeUp(0)).to.equal(false);
  });

  it('every third failed attempt shows the retry screen (onboarding §9)', () => {
    const shown = Array.from({ length: 12 }, (_, i) => i + 1).filter(isTimeUp);
    expect(shown).to.deep.equal([3, 6, 9, 12]);
  });

  it('errors and time-outs are retried; a refusal of the person (Spelpaus, blocked) is shown', () => {
    expect(isRetriedFailure({ area: 'sign-in', key: 'unknown-error' })).to.equal(true);
    expect(isRetriedFailure({ area: 'general', key: 'timeout' })).to.equal(true);
    expect(isRetriedFailure({ area: 'general', key: 'offline' })).to.equal(true);
    expect(isRetriedFailure({ area: 'sign-in', key: 'spel-paus-validation-error' })).to.equal(false);
    expect(isRetriedFailure({ area: 'sign-up', key: 'spel-paus-validation-error' })).to.equal(false);
    expect(isRetriedFailure({ area: 'sign-in', key: 'blocked' })).to.equal(false);
    expect(isRetriedFailure({ area: 'general', key: 'not-implemented' })).to.equal(false);
  });
});
