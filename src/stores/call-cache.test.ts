import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { atom } from 'nanostores';
import type { Provider } from '../adapters/provider';
import { answerClock, FRESH_FOR_MS, forgetCalls, loadForPlayer, sharedCall } from './call-cache';
import { $bonusOffers, claimBonus } from './bonuses';
import { $messages, openMessage } from './inbox';
import { $limits, askDepositLimitStatus, loadLimits, saveLimit } from './limits';
import { paymentCompleted } from './cashier';
import { $profile, loadProfile } from './profile';
import { provider } from './current-provider';
import { $sessionSummary } from './responsible-gaming';
import { signIn, signOut } from './session';
import { $subscriptions } from './subscriptions';
import { $wallet, loadWallet } from './wallet';
import { aMomentLater, resetWorld } from '../../test/support';

type Operation = 'getProfile' | 'getWallet' | 'getBonusOffers' | 'getSessionSummary' | 'getMessages' | 'getSubscriptions' | 'getLimits';

/** How many times `run` made the provider call `operation`. */
async function callsOf(operation: Operation, run: () => Promise<unknown>): Promise<number> {
  const p = (await provider()) as unknown as Record<Operation, (...args: unknown[]) => Promise<unknown>>;
  const original = p[operation];
  let calls = 0;
  p[operation] = (...args) => {
    calls += 1;
    return original.apply(p, args);
  };
  try {
    await run();
    return calls;
  } finally {
    p[operation] = original;
  }
}

const FIFTY = 50;

describe('one call per datum per page', () => {
  beforeEach(async () => {
    await resetWorld();
    await signIn('player@example.com', 'Password1!');
    // What the sign-in itself loads (profile, wallet) is answered before the counting starts.
    await waitUntil(() => $profile.get() && $wallet.get(), 'the sign-in loaded no profile or wallet');
    forgetCalls($profile, $wallet);
  });
  afterEach(signOut);

  const stores: [Operation, () => Promise<unknown>, () => unknown][] = [
    ['getProfile', () => loadProfile(), () => $profile.get()],
    ['getWallet', () => loadWallet(), () => $wallet.get()],
    ['getBonusOffers', $bonusOffers.retry, () => $bonusOffers.value],
    ['getSessionSummary', $sessionSummary.retry, () => $sessionSummary.value],
    ['getMessages', $messages.retry, () => $messages.get()],
    ['getSubscriptions', $subscriptions.retry, () => $subscriptions.get()],
    ['getLimits', loadLimits, () => $limits.get()],
  ];
  for (const [operation, load, shown] of stores) {
    it(`${FIFTY} elements loading at once make one ${operation} call, and a later one makes none`, async () => {
      let value: unknown;
      const calls = await callsOf(operation, async () => {
        await Promise.all(Array.from({ length: FIFTY }, load));
        value = shown();
        await load();
      });
      expect(calls).to.equal(1);
      expect(shown(), 'the same answer, not a copy that re-renders every element').to.equal(value);
    });
  }

  it('a view the player opens again asks again, but one opened while the call is in flight shares it', async () => {
    await $subscriptions.retry();
    aMomentLater(FRESH_FOR_MS);
    expect(await callsOf('getSubscriptions', () => Promise.all(Array.from({ length: FIFTY }, () => $subscriptions.retry())))).to.equal(1);
  });

  it('views that want a fresh answer, mounting as the page settles, take the one that just came: no call per element', async () => {
    // The answer's age on a still clock: on a busy machine the fifty loads alone outlast the 100 ms margin below.
    const still = answerClock.now();
    answerClock.now = () => still;
    await $subscriptions.retry();
    expect(await callsOf('getSubscriptions', () => Promise.all(Array.from({ length: FIFTY }, () => $subscriptions.retry())))).to.equal(0);
    aMomentLater(FRESH_FOR_MS - 100);
    expect(await callsOf('getSubscriptions', () => $subscriptions.retry())).to.equal(0);
  });

  it('a mutation forgets what it changed: claiming a bonus asks for the offers again', async () => {
    await $bonusOffers.retry();
    const offers = $bonusOffers.value!;
    const [offer] = offers.status === 'ready' ? offers.value : [];
    await claimBonus(offer?.id ?? 'none').catch(() => undefined);
    expect(await callsOf('getBonusOffers', $bonusOffers.retry)).to.equal(1);
  });

  it('reading a message forgets the list: the next load does not show it unread again', async () => {
    await $messages.retry();
    const messages = $messages.get();
    const unread = messages.status === 'ready' ? messages.value.find((m) => m.status !== 'read') : undefined;
    expect(unread, 'the seeded player has an unread message').not.to.equal(undefined);
    await openMessage(unread!.id);
    await $messages.retry();
    const after = $messages.get();
    expect(after.status === 'ready' && after.value.find((m) => m.id === unread!.id)?.status).to.equal('read');
  });

  it('saving a limit forgets the limits: the next load asks again', async () => {
    await loadLimits();
    await saveLimit({ type: 'deposit', period: 'daily', amount: 50 }).catch(() => undefined);
    expect(await callsOf('getLimits', () => loadLimits())).to.equal(1);
  });

  it("the limits are one datum: the limits screen, the deposit screen's notice and a summary without limits of its own (REST's) read them once", async () => {
    const p = (await provider()) as Provider;
    const getSessionSummary = p.getSessionSummary;
    // A platform that pieces its summary together leaves the deposit limits to the page.
    p.getSessionSummary = async () => ({ ...(await getSessionSummary.call(p)), depositLimits: undefined });
    try {
      let status: unknown;
      const calls = await callsOf('getLimits', async () => {
        [, , status] = await Promise.all([loadLimits(), $sessionSummary.retry(), askDepositLimitStatus(p)]);
        await $sessionSummary.retry();
      });
      expect(calls).to.equal(1);
      const summary = $sessionSummary.get();
      expect(summary.status === 'ready' && summary.value.depositLimits).to.deep.equal({ daily: 1000, weekly: 5000, monthly: 10000 });
      expect(status).to.deep.equal({ amount: 1000, remainingAmount: 800, currency: 'EUR' });
    } finally {
      p.getSessionSummary = getSessionSummary;
    }
  });

  it("a payment forgets the limits: the deposit screen's notice reads what is left anew", async () => {
    const p = (await provider()) as Provider;
    await askDepositLimitStatus(p);
    await paymentCompleted('deposit');
    expect(await callsOf('getLimits', () => askDepositLimitStatus(p))).to.equal(1);
  });

  it('a sign-out forgets every answer: the next player gets a call of their own', async () => {
    await $bonusOffers.retry();
    await signOut();
    await signIn('new@example.com', 'Password1!');
    expect(await callsOf('getBonusOffers', $bonusOffers.retry)).to.equal(1);
  });

  it('an answer shared by many that arrives after the sign-out is still dropped', async () => {
    const p = (await provider()) as Provider;
    const getProfile = p.getProfile;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    p.getProfile = async () => {
      const answer = await getProfile.call(p);
      await held;
      return answer;
    };
    try {
      const loads = Promise.all(Array.from({ length: FIFTY }, () => loadProfile()));
      await signOut();
      release();
      await loads;
      expect($profile.get()).to.equal(null);
    } finally {
      p.getProfile = getProfile;
    }
  });

  it('an answer that left before a mutation forgot its datum does not overwrite what the mutation showed', async () => {
    const store = atom<string[] | null>(['Book of Betr']);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const load = loadForPlayer(
      store,
      async () => {
        await held;
        return ['Book of Betr'];
      },
      true,
    );
    // The player adds a favorite while the list is being loaded: shown at once, the list forgotten.
    store.set(['Book of Betr', 'Dragon Gold']);
    forgetCalls(store);
    release();
    await load;
    expect(store.get()).to.deep.equal(['Book of Betr', 'Dragon Gold']);
  });

  it('a failed call is not kept: the next load asks again', async () => {
    const store = atom<string | null>(null);
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('unreachable'));
    };
    await Promise.all([loadForPlayer(store, failing), loadForPlayer(store, failing)]);
    await loadForPlayer(store, async () => {
      calls += 1;
      return 'answered';
    });
    expect(calls).to.equal(2);
    expect(store.get()).to.equal('answered');
  });

  it('a datum of its own per question: two pages are two calls, each answered with its own', async () => {
    const answers = await Promise.all([sharedCall('page 1', async () => 'first page'), sharedCall('page 2', async () => 'second page')]);
    expect(answers).to.deep.equal(['first page', 'second page']);
  });
});
