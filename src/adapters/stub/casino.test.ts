import { expect } from '@open-wc/testing';
import { STORAGE_KEY } from './core';
import { createMemoryStorage } from './memory-storage';
import { fakeClock, signUpValues, testCasino } from './testing';

describe('stub: the casino engine', () => {
  it('persists: a second Casino on the same storage sees the player the first signed up', () => {
    const storage = createMemoryStorage();
    const first = testCasino(storage).casino;
    const { sessionId } = first.registration.signUp(signUpValues());
    const second = testCasino(storage).casino;
    expect(second.account.profile(sessionId).email).to.equal('ann@example.com');
    expect(second.sessions.signIn('ann@example.com', 'Secret12!').sessionId).to.be.a('string');
  });

  it('sees changes another Casino made after it was created (another tab, the server)', () => {
    const storage = createMemoryStorage();
    const first = testCasino(storage).casino;
    const second = testCasino(storage).casino;
    first.registration.signUp(signUpValues());
    expect(second.outbox()).to.have.length(1);
  });

  it('keeps its whole state as JSON under betr:stub', () => {
    const { storage } = testCasino();
    const state = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    expect(Object.keys(state.players)).to.have.length(5);
  });

  it('a stored state it cannot read is replaced by the seed', () => {
    const storage = createMemoryStorage();
    storage.setItem(STORAGE_KEY, '{not json');
    const { casino } = testCasino(storage, fakeClock());
    expect(casino.sessions.signIn('player@example.com', 'Password1!').sessionId).to.be.a('string');
  });

  it('reset goes back to the seed and empties the outbox', async () => {
    const { casino } = testCasino();
    casino.registration.signUp(signUpValues());
    casino.reset();
    expect(casino.outbox()).to.deep.equal([]);
    expect(() => casino.sessions.signIn('ann@example.com', 'Secret12!')).to.throw();
  });
});
