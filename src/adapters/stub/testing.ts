import { expect } from '@open-wc/testing';
import { isProviderError, type ErrorArea, type SignUpValues } from '../provider';
import { Casino } from './casino';
import { createMemoryStorage } from './memory-storage';
import type { StorageLike } from './state';
import { createStubProvider, type StubOptions } from './index';

/** Shared by the stub's tests: a fixed clock, fresh storage, and error assertions. */

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

export function testProvider(options: StubOptions = {}) {
  return createStubProvider({ storage: createMemoryStorage(), now: fakeClock().now, ...options });
}

export function signedIn(casino: Casino, email = 'player@example.com'): string {
  return casino.sessions.signIn(email, 'Password1!').sessionId;
}

/** Runs `run` and checks it failed with this catalogue error. */
export async function expectError(run: () => unknown, area: ErrorArea, key: string): Promise<void> {
  let error: unknown = null;
  try {
    await run();
  } catch (e) {
    error = e;
  }
  expect(isProviderError(error), `expected ProviderError ${area}.${key}, got ${String(error)}`).to.equal(true);
  if (isProviderError(error)) expect(`${error.area}.${error.key}`).to.equal(`${area}.${key}`);
}

export function signUpValues(overrides: Partial<SignUpValues> = {}): SignUpValues {
  return {
    email: 'ann@example.com',
    password: 'Secret12!',
    firstName: 'Ann',
    lastName: 'Andersson',
    dateOfBirth: '1995-03-07',
    gender: 'female',
    address: 'Main Street 1',
    city: 'Sliema',
    zip: 'SLM 1000',
    callingCode: '+356',
    phone: '+35679000001',
    country: 'MT',
    currency: 'EUR',
    annualActivity: '0-15000',
    acceptTerms: true,
    acceptMarketing: false,
    jurisdiction: 'MGA',
    language: 'en-US',
    ...overrides,
  };
}
