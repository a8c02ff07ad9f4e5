import { expect } from '@open-wc/testing';
import { expectError, signUpValues, testCasino } from './testing';

describe('stub: registration and activation', () => {
  it('a player who signs up is signed in at once, not activated, and mailed a 6-digit code that activates', () => {
    const { casino } = testCasino();
    const result = casino.registration.signUp(signUpValues());
    expect(result).to.include({ mustAcceptTerms: false, isEmailVerified: false });
    expect(casino.account.profile(result.sessionId)).to.include({ email: 'ann@example.com', isActivated: false, jurisdiction: 'MGA' });

    const mail = casino.outbox().at(-1);
    expect(mail).to.include({ to: 'ann@example.com', kind: 'activation' });
    expect(mail?.code).to.match(/^\d{6}$/);
    expect(mail?.body).to.contain(mail?.code);

    casino.registration.activate('ann@example.com', mail?.code ?? '');
    expect(casino.account.profile(result.sessionId).isActivated).to.equal(true);
  });

  it("sign-up limits become the player's limits", () => {
    const { casino } = testCasino();
    const { sessionId } = casino.registration.signUp(signUpValues({ depositLimitDay: 100, depositLimitWeek: 700, sessionLimitDay: 120 }));
    const limits = casino.limits.list(sessionId).map((l) => `${l.type}/${l.period}/${l.amount}`);
    expect(limits).to.deep.equal(['deposit/daily/100', 'deposit/weekly/700', 'session/daily/120']);
  });

  it('a wrong activation code is incorrect-code', async () => {
    const { casino } = testCasino();
    casino.registration.signUp(signUpValues());
    const code = casino.outbox().at(-1)?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    await expectError(() => casino.registration.activate('ann@example.com', wrong), 'activate', 'incorrect-code');
  });

  it('activating twice is already-activated; an unknown email is player-not-found', async () => {
    const { casino } = testCasino();
    await expectError(() => casino.registration.activate('player@example.com', '123456'), 'activate', 'already-activated');
    await expectError(() => casino.registration.requestActivationCode('player@example.com'), 'activate', 'already-activated');
    await expectError(() => casino.registration.activate('nobody@example.com', '123456'), 'activate', 'player-not-found');
  });

  it('requesting a new activation code mails one that replaces the old', async () => {
    const { casino } = testCasino();
    casino.registration.requestActivationCode('new@example.com');
    casino.registration.requestActivationCode('new@example.com');
    const [first, second] = casino.outbox().map((m) => m.code ?? '');
    if (first !== second)
      await expectError(() => casino.registration.activate('new@example.com', first ?? ''), 'activate', 'incorrect-code');
    casino.registration.activate('new@example.com', second ?? '');
    expect(casino.sessions.signIn('new@example.com', 'Password1!').isEmailVerified).to.equal(true);
  });

  it('an existing email is player-conflict, an existing phone is phone-exists', async () => {
    const { casino } = testCasino();
    await expectError(() => casino.registration.signUp(signUpValues({ email: 'Player@example.com' })), 'sign-up', 'player-conflict');
    await expectError(() => casino.registration.validateEmail('player@example.com', 'MGA'), 'sign-up', 'player-conflict');
    const phone = casino.account.profile(casino.sessions.signIn('player@example.com', 'Password1!').sessionId).phone;
    await expectError(() => casino.registration.validatePhone(phone, 'MGA'), 'sign-up', 'phone-exists');
    casino.registration.validateEmail('free@example.com', 'MGA');
  });

  it('a player under 18 is refused as player-under-age', async () => {
    const { casino } = testCasino();
    await expectError(() => casino.registration.signUp(signUpValues({ dateOfBirth: '2008-06-03' })), 'sign-up', 'player-under-age');
    expect(casino.registration.signUp(signUpValues({ dateOfBirth: '2007-06-02' })).sessionId).to.be.a('string');
  });

  it('an SGA sign-up in the Spelpaus register is refused', async () => {
    const { casino } = testCasino();
    await expectError(() => casino.registration.validateEmail('spelpaus@example.com', 'SGA'), 'sign-up', 'spel-paus-validation-error');
  });

  it('without accepting terms the new player must accept them at sign-in', () => {
    const { casino } = testCasino();
    expect(casino.registration.signUp(signUpValues({ acceptTerms: false })).mustAcceptTerms).to.equal(true);
  });

  /** A sign-up token for this person, as a bank identity of an unknown person gives one. */
  function tokenFor(casino: ReturnType<typeof testCasino>['casino'], personalNumber: string): string {
    const { orderRef } = casino.bankIdentity.start('sign-up');
    casino.bankIdentity.approve(orderRef, personalNumber);
    const answer = casino.bankIdentity.collect(orderRef);
    if (answer.kind !== 'sign-up-token') throw new Error(`expected a sign-up token, got ${answer.kind}`);
    return answer.token;
  }
  const identityless = { firstName: '', lastName: '', dateOfBirth: '', gender: undefined, address: '', city: '', zip: '' };

  it('a token sign-up takes the identity from the register, is activated at once and mails no code', async () => {
    const { casino } = testCasino();
    const token = tokenFor(casino, '199503071238');
    const result = casino.registration.signUp(
      signUpValues({ ...identityless, token, jurisdiction: 'SGA', password: undefined, country: '', currency: '' }),
    );
    expect(result.isEmailVerified).to.equal(true);
    expect(casino.account.profile(result.sessionId)).to.include({
      dateOfBirth: '1995-03-07',
      gender: 'male',
      country: 'SE',
      currency: 'SEK',
      isActivated: true,
    });
    expect(casino.outbox()).to.deep.equal([]);
    await expectError(
      () => casino.registration.signUp(signUpValues({ ...identityless, email: 'again@example.com', phone: '+46700000009', token })),
      'sign-up',
      'unknown-error',
    );
  });

  it('a token sign-up of a person under 18 is refused as player-under-age', async () => {
    const { casino } = testCasino();
    const token = tokenFor(casino, '201501011234');
    await expectError(() => casino.registration.signUp(signUpValues({ ...identityless, token })), 'sign-up', 'player-under-age');
  });

  it('marketing opt-ins decide which channels the new player is subscribed to', () => {
    const { casino } = testCasino();
    const { sessionId } = casino.registration.signUp(signUpValues({ acceptMarketing: true, optIns: ['bonus-emails', 'phone'] }));
    expect(casino.account.subscriptions(sessionId)).to.deep.equal([
      { type: 'sms', active: false },
      { type: 'email', active: true },
      { type: 'phone', active: true },
    ]);
  });
});
