import { Casino } from './casino';
import { createMemoryStorage } from './memory-storage';
import type { StorageLike } from './state';
import { createStubProvider, type StubOptions } from './index';

/** Shared by the stub's tests: a fixed clock, fresh storage, and (from the contract suite) error assertions and sign-up values. */
export { expectError } from '../../testing/expect-error';
export { signUpValues } from '../../testing/sign-up-values';

export const START = Date.UTC(2025, 5, 2, 10);

export interface FakeClock {
  now(): number;
  advance(ms: number): void;
}

export function fakeClock(start = START): FakeClock {
  let time = start;
  return { now: () => time, advance: (ms) => (time += ms) };
}

export function testCasino(storage: StorageLike = createMemoryStorage(), clock: FakeClock = fakeClock()) {
  return { casino: new Casino({ storage, now: clock.now }), clock, storage };
}

/** A stub provider over a casino of its own (fresh storage) on the fake clock. */
export function freshStubProvider(options: StubOptions = {}) {
  return createStubProvider({ storage: createMemoryStorage(), now: fakeClock().now, ...options });
}

export function signedIn(casino: Casino, email = 'player@example.com'): string {
  return casino.sessions.signIn(email, 'Password1!').sessionId;
}
