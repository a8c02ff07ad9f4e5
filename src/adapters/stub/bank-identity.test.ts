import { expect } from '@open-wc/testing';
import { MINUTE } from './time';
import { expectError, signUpValues, testCasino, freshStubProvider } from './testing';

describe('stub: bank identity (OAuth)', () => {
  it('an attempt is pending, with a changing QR text, until it is answered', () => {
    const { casino, clock } = testCasino();
    const { orderRef, qrCode } = casino.bankIdentity.start('sign-in');
    clock.advance(2000);
    const answer = casino.bankIdentity.collect(orderRef);
    expect(answer.kind).to.equal('pending');
    expect(answer.kind === 'pending' && answer.qrCode).not.to.equal(qrCode);
  });

  it('approved for an existing player it signs in', async () => {
    const provider = freshStubProvider();
    const { orderRef } = await provider.startOAuth('sign-in');
    provider.controls.approveOAuth(orderRef, '198001011234');
    const answer = await provider.collectOAuth(orderRef);
    expect(answer.kind).to.equal('session');
    expect((await provider.getProfile()).email).to.equal('sga@example.com');
  });

  it('approved for an unknown person it gives a sign-up token that token sign-up accepts once', async () => {
    const { casino } = testCasino();
    const { orderRef } = casino.bankIdentity.start('sign-up');
    casino.bankIdentity.approve(orderRef, '200001019999');
    const answer = casino.bankIdentity.collect(orderRef);
    expect(answer.kind).to.equal('sign-up-token');
    const token = answer.kind === 'sign-up-token' ? answer.token : '';
    const values = signUpValues({
      token,
      jurisdiction: 'SGA',
      password: undefined,
      country: 'SE',
      currency: 'SEK',
      callingCode: '+46',
      phone: '+46701112233',
    });
    expect(casino.registration.signUp(values).sessionId).to.be.a('string');
    await expectError(
      () => casino.registration.signUp({ ...values, email: 'other@example.com', phone: '+46701112234' }),
      'sign-up',
      'unknown-error',
    );
  });

  it('a denied or timed-out attempt fails', () => {
    const { casino, clock } = testCasino();
    const denied = casino.bankIdentity.start('sign-in').orderRef;
    casino.bankIdentity.deny(denied);
    expect(casino.bankIdentity.collect(denied).kind).to.equal('failed');
    const slow = casino.bankIdentity.start('sign-in').orderRef;
    clock.advance(3 * MINUTE + 1);
    expect(casino.bankIdentity.collect(slow).kind).to.equal('failed');
  });

  it('a person in the Spelpaus register is refused', async () => {
    const { casino } = testCasino();
    const { orderRef } = casino.bankIdentity.start('sign-in');
    casino.bankIdentity.approve(orderRef, 'spelpaus@example.com');
    await expectError(() => casino.bankIdentity.collect(orderRef), 'sign-in', 'spel-paus-validation-error');
  });
});
