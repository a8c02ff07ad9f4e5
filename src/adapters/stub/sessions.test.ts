import { expect } from '@open-wc/testing';
import { DAY, MINUTE } from './time';
import { expectError, signedIn, testCasino } from './testing';

describe('stub: sessions', () => {
  it('signs in a seeded player with Password1!: activated, terms accepted', () => {
    const { casino } = testCasino();
    const result = casino.sessions.signIn('player@example.com', 'Password1!');
    expect(result.sessionId).to.match(/^[0-9a-f]{48}$/);
    expect(result).to.include({ mustAcceptTerms: false, isEmailVerified: true });
    expect(casino.sessions.isValid(result.sessionId)).to.equal(true);
  });

  it('a wrong password, or an unknown email, is incorrect-credentials', async () => {
    const { casino } = testCasino();
    await expectError(() => casino.sessions.signIn('player@example.com', 'wrong'), 'sign-in', 'incorrect-credentials');
    await expectError(() => casino.sessions.signIn('nobody@example.com', 'Password1!'), 'sign-in', 'incorrect-credentials');
  });

  it('blocked@example.com is refused as blocked', async () => {
    const { casino } = testCasino();
    await expectError(() => casino.sessions.signIn('blocked@example.com', 'Password1!'), 'sign-in', 'blocked');
  });

  it('a player in the Spelpaus register cannot sign in', async () => {
    const { casino } = testCasino();
    await expectError(() => casino.sessions.signIn('spelpaus@example.com', 'Password1!'), 'sign-in', 'spel-paus-validation-error');
  });

  it('new@example.com is not activated and must accept the current terms', () => {
    const { casino } = testCasino();
    expect(casino.sessions.signIn('NEW@example.com ', 'Password1!')).to.include({ mustAcceptTerms: true, isEmailVerified: false });
  });

  it('a block ends the session and sign-in is player-self-blocked until the period is over', async () => {
    const { casino, clock } = testCasino();
    const sessionId = signedIn(casino);
    casino.responsibleGaming.block(sessionId, 3);
    expect(casino.sessions.isValid(sessionId)).to.equal(false);
    await expectError(() => casino.sessions.signIn('player@example.com', 'Password1!'), 'sign-in', 'player-self-blocked');
    clock.advance(3 * DAY + MINUTE);
    expect(casino.sessions.signIn('player@example.com', 'Password1!').sessionId).to.be.a('string');
  });

  it('a session limit used up ends every session of the player, pushed, and sign-in is login-time-blocked until its day is over', async () => {
    const { casino, clock } = testCasino();
    const first = signedIn(casino);
    const second = signedIn(casino);
    const ended: unknown[] = [];
    casino.subscribe((event) => event.type === 'session-ended' && ended.push(event.sessionId));
    // The seeded player's session limit is 360 minutes a day.
    casino.sessions.reachSessionLimit('player@example.com');
    expect(ended).to.have.members([first, second]);
    expect(casino.sessions.isValid(first)).to.equal(false);
    await expectError(() => casino.sessions.signIn('player@example.com', 'Password1!'), 'sign-in', 'login-time-blocked');
    clock.advance(DAY + MINUTE);
    expect(casino.sessions.signIn('player@example.com', 'Password1!').sessionId).to.be.a('string');
  });

  it('a player with no session limit cannot reach one', () => {
    const { casino } = testCasino();
    expect(() => casino.sessions.reachSessionLimit('new@example.com')).to.throw('no session limit for new@example.com');
  });

  it('an ended session answers with the general error and is no longer valid', async () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino);
    casino.sessions.signOut(sessionId);
    expect(casino.sessions.isValid(sessionId)).to.equal(false);
    await expectError(() => casino.account.profile(sessionId), 'general', 'unknown-error');
  });

  it('session info counts minutes and schedules the next reality check from the 60-minute limit', () => {
    const { casino, clock } = testCasino();
    const sessionId = signedIn(casino);
    const started = clock.now();
    clock.advance(61 * MINUTE);
    const info = casino.sessions.info(sessionId);
    expect(info.length).to.equal(61);
    expect(info.started).to.equal(new Date(started).toISOString());
    expect(info.nextRealityCheck).to.equal(new Date(started + 120 * MINUTE).toISOString());
    expect(info.previous?.length).to.equal(95);
  });
});
