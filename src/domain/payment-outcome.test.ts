import { expect } from '@open-wc/testing';
import { paymentOutcome } from './payment-outcome';

describe('payment-status links', () => {
  it('a payment-status link back from a payment names its outcome: success, failed, pending, cancelled', () => {
    expect(['success', 'SUCCESS', 'failed', 'failure', 'pending', 'cancelled', 'canceled', 'unresolved'].map(paymentOutcome)).to.deep.equal(
      ['success', 'success', 'failed', 'failed', 'pending', 'cancelled', 'cancelled', 'unresolved'],
    );
  });

  it('an unknown or empty status shows nothing', () => {
    expect([
      paymentOutcome('toString'),
      paymentOutcome(''),
      paymentOutcome(null),
      paymentOutcome(undefined),
      paymentOutcome('whatever'),
    ]).to.deep.equal([null, null, null, null, null]);
  });
});
