import type { WritableAtom } from 'nanostores';

/** Bumped whenever the signed-in player changes (sign-in, sign-out). */
let generation = 0;

/**
 * Calls to the provider shared by every element of the page, by what they load: one call
 * per datum, answered to every caller that asks while it is in flight and kept until the
 * event that changes it (`forgetCalls`) or the player changes. A failed call is not kept.
 */
const calls = new Map<unknown, { generation: number; answer: Promise<unknown>; answeredAt: number | null }>();

/**
 * How old a kept answer may be and still count as fresh (ms). A page's elements mount over
 * its first moments, each view that wants a fresh answer among them: the answer that came a
 * moment ago is that fresh answer, not a reason for one more call per element.
 */
export const FRESH_FOR_MS = 2_000;

/** The clock the answers' ages are read on (tests move it on). */
export const answerClock = { now: (): number => performance.now() };

/** The player changed: answers asked for before are for someone else. */
export function playerChanged(): void {
  generation += 1;
  calls.clear();
}

/**
 * A check that the player is still the one of the moment it was made: take it before
 * asking the provider, and set nothing from the answer when it says no.
 */
export function forThisPlayer(): () => boolean {
  const asked = generation;
  return () => asked === generation;
}

/**
 * The answer of `fetch` for `datum`, called once for this player however many elements ask:
 * a caller while the call is in flight shares it, a later one gets its answer, until
 * `forgetCalls(datum)` (a mutation, a balance change) or a sign-in or sign-out. `fresh`: a
 * view the player opens again asks again, unless a call is in flight (then it shares that one)
 * or its answer came less than `FRESH_FOR_MS` ago.
 */
export function sharedCall<T>(datum: unknown, fetch: () => Promise<T>, fresh = false): Promise<T> {
  const known = calls.get(datum);
  const stale = fresh && known?.answeredAt != null && answerClock.now() - known.answeredAt >= FRESH_FOR_MS;
  if (known && known.generation === generation && !stale) return known.answer as Promise<T>;
  return keepAnswer(datum, fetch());
}

/**
 * `answer` is the call for `datum` from now on, as if `sharedCall` had made it: for an answer
 * that came with another one (a restored session's reading of itself).
 */
export function keepAnswer<T>(datum: unknown, answer: Promise<T>): Promise<T> {
  const entry = { generation, answer, answeredAt: null as number | null };
  calls.set(datum, entry);
  answer.then(
    () => (entry.answeredAt = answerClock.now()),
    () => calls.get(datum) === entry && calls.delete(datum),
  );
  return answer;
}

/**
 * Data no store holds by itself, named so that what changes them can forget them: the
 * cashier's configuration is the player's for the session.
 */
export const DEPOSIT_CONFIG = 'deposit-config';
/**
 * The session's reading (minutes signed in, the next reality check): a restored session
 * brings it (./session), the reality check reads it and forgets it when the check moves
 * (./reality-check).
 */
export const SESSION_INFO = 'session-info';

/**
 * Whether `answer` is still the call kept for `datum`. When it is not, the datum was forgotten
 * (or asked again) while the call was in flight: a mutation changed it after the call left, so
 * the answer is older than what the store now shows (e.g. a favorite just toggled).
 */
export function isLatestCall(datum: unknown, answer: Promise<unknown>): boolean {
  return calls.get(datum)?.answer === answer;
}

/** What changed these data: the next load of each asks the provider again. */
export function forgetCalls(...data: unknown[]): void {
  for (const datum of data) calls.delete(datum);
}

/**
 * Everything kept is forgotten: the next load of each datum asks the provider again. Calls in
 * flight still answer (the player is the same). For a platform changed behind the page, as
 * by its back office (tests).
 */
export function forgetEveryCall(): void {
  calls.clear();
}

/**
 * Load the signed-in player's data into `store`, once for every element that asks (see
 * `sharedCall`; the store is the datum). An answer that arrives after the player changed
 * belongs to the previous player and is dropped: it must never show for the next one, nor
 * after a sign-out. So is one whose datum was forgotten while it was in flight, when the store
 * already shows something: the mutation that forgot it is newer. A failure keeps what the store has. `fresh`: see `sharedCall`.
 */
export async function loadForPlayer<T>(store: WritableAtom<T | null>, fetch: () => Promise<T>, fresh = false): Promise<T | null> {
  const current = forThisPlayer();
  try {
    const answer = sharedCall(store, fetch, fresh);
    const value = await answer;
    if (!current()) return store.get();
    if (!isLatestCall(store, answer) && store.get() !== null) return store.get();
    store.set(value);
    return value;
  } catch {
    return store.get();
  }
}
