import { expect } from '@open-wc/testing';
import { DAY } from './time';
import { expectError, signedIn, testCasino } from './testing';

describe('stub: bonuses', () => {
  it('the seeded player holds a bonus of every status, deposit and non-deposit', () => {
    const { casino } = testCasino();
    const bonuses = casino.bonuses.list(signedIn(casino));
    expect(new Set(bonuses.map((b) => b.status))).to.deep.equal(new Set(['initiated', 'active', 'expired', 'canceled', 'finished']));
    expect(bonuses.some((b) => b.deposit)).to.equal(true);
    expect(bonuses.some((b) => !b.deposit)).to.equal(true);
  });

  it('triggering an unknown code is bonus.invalid-bonus; an offer nobody qualifies for is bonus-selector.invalid-bonus', async () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino);
    await expectError(() => casino.bonuses.trigger(sessionId, 'NOPE'), 'bonus', 'invalid-bonus');
    await expectError(() => casino.bonuses.trigger(sessionId, 'VIP500'), 'bonus-selector', 'invalid-bonus');
  });

  it('a triggered non-deposit bonus is active at once and adds its bonus money', () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino, 'sga@example.com');
    casino.bonuses.trigger(sessionId, 'freespins20');
    expect(casino.bonuses.list(sessionId)[0]).to.include({ code: 'FREESPINS20', status: 'active', deposit: false });
    expect(casino.payments.wallet(sessionId).bonusBalance).to.equal(10);
  });

  it('a deposit bonus waits for a deposit made with its code', () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino, 'sga@example.com');
    casino.bonuses.trigger(sessionId, 'WELCOME100');
    expect(casino.bonuses.list(sessionId)[0]?.status).to.equal('initiated');
    casino.payments.credit(sessionId, 50, { bonusCode: 'WELCOME100' });
    expect(casino.bonuses.list(sessionId)[0]?.status).to.equal('active');
    expect(casino.payments.wallet(sessionId)).to.include({ realBalance: 1550, bonusBalance: 50 });
  });

  it('claim works between start and end time only; cancel removes the bonus money', async () => {
    const { casino, clock } = testCasino();
    const sessionId = signedIn(casino);
    const later = casino.bonuses.list(sessionId).find((b) => b.status === 'initiated' && !b.deposit);
    await expectError(() => casino.bonuses.claim(sessionId, later?.id ?? ''), 'bonus', 'invalid-bonus');
    clock.advance(2 * DAY);
    casino.bonuses.claim(sessionId, later?.id ?? '');
    expect(casino.payments.wallet(sessionId).bonusBalance).to.equal(30);
    casino.bonuses.cancel(sessionId, later?.id ?? '');
    expect(casino.bonuses.list(sessionId).find((b) => b.id === later?.id)?.status).to.equal('canceled');
    expect(casino.payments.wallet(sessionId).bonusBalance).to.equal(20);
  });

  it('bonuses past their end time become expired', () => {
    const { casino, clock } = testCasino();
    const sessionId = signedIn(casino);
    clock.advance(30 * DAY);
    expect(casino.bonuses.list(sessionId).filter((b) => b.status === 'active' || b.status === 'initiated')).to.have.length(0);
  });

  it('offers leave out what the player already holds', () => {
    const { casino } = testCasino();
    expect(casino.bonuses.offers(null).map((b) => b.code)).to.include('WELCOME100');
    expect(casino.bonuses.offers(signedIn(casino)).map((b) => b.code)).not.to.include('WELCOME100');
  });
});
