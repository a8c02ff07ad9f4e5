import { expect } from '@open-wc/testing';
import { atom, cleanStores } from 'nanostores';
import { waitUntil } from '../../test/wait';
import { ProviderError } from '../adapters/provider';
import { answerClock, FRESH_FOR_MS, playerChanged } from './call-cache';
import { LOADING, loadable, loadableByKey, type Loadable } from './loadable';

/** A fetch that counts its calls and answers what `next` says, or holds its answer until `release`. */
function platform<T>(answers: T[]) {
  const held: (() => void)[] = [];
  const api = {
    calls: 0,
    hold: false,
    fail: null as ProviderError | null,
    release: () => held.splice(0).forEach((answer) => answer()),
    fetch: (): Promise<T> => {
      const call = api.calls++;
      const failure = api.fail;
      const answer = answers[Math.min(call, answers.length - 1)]!;
      return new Promise<T>((resolve, reject) => {
        const settle = () => (failure ? reject(failure) : resolve(answer));
        if (api.hold) held.push(settle);
        else setTimeout(settle, 0);
      });
    },
  };
  return api;
}

/** What an element does: listen while shown; the answer is what it saw, in order. */
function show<T>(store: { listen(listener: (value: Loadable<T>) => void): () => void; get(): Loadable<T> }) {
  const seen: Loadable<T>[] = [];
  const stop = store.listen((value) => void seen.push(value));
  return { seen, stop };
}

const ready = <T>(value: T) => ({ status: 'ready', value });
/** The catalogue entry a failed store shows (errors compare by identity, not by their fields). */
const failure = (shown: Loadable<unknown>) => (shown.status === 'failed' ? [shown.error.area, shown.error.key] : shown.status);
/** A few turns of the event loop: long enough for any load that was going to start to be asked. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('loadable: a store of what the provider answers', () => {
  it('nothing is asked before an element shows the store', async () => {
    const answers = platform(['terms']);
    loadable(answers.fetch, { area: 'general' });
    await aMoment();
    expect(answers.calls).to.equal(0);
  });

  it('the first element that shows it starts the load: loading, then the answer', async () => {
    const answers = platform(['terms']);
    const $store = loadable(answers.fetch, { area: 'general' });
    const { seen, stop } = show($store);
    expect($store.get()).to.equal(LOADING);
    await waitUntil(() => $store.get().status === 'ready', 'the answer never showed');
    expect($store.get()).to.deep.equal(ready('terms'));
    expect(seen).to.deep.equal([ready('terms')]);
    expect(answers.calls).to.equal(1);
    stop();
  });

  it('two elements showing it at once make one call, and one shown after the answer makes none', async () => {
    const answers = platform([['g-01', 'g-02']]);
    const $store = loadable(answers.fetch, { area: 'general' });
    const first = show($store);
    const second = show($store);
    await waitUntil(() => $store.get().status === 'ready');
    cleanStores($store);
    // A fresh element after the others left: the kept answer, asked of nobody.
    const third = show($store);
    await aMoment();
    expect(answers.calls).to.equal(1);
    expect($store.get()).to.deep.equal(ready(['g-01', 'g-02']));
    for (const element of [first, second, third]) element.stop();
  });

  it("a player's data is asked only while signed in, back to loading at a sign-out, and asked again for the next player", async () => {
    const $session = atom<string | null>(null);
    const answers = platform(['documents of a', 'documents of b']);
    const $store = loadable(answers.fetch, { area: 'kyc', player: $session });
    const { stop } = show($store);
    await aMoment();
    expect(answers.calls, 'a visitor asks nothing').to.equal(0);

    $session.set('a');
    await waitUntil(() => $store.get().status === 'ready');
    expect($store.get()).to.deep.equal(ready('documents of a'));

    // As a sign-out does: the kept answers are forgotten, then the session goes.
    playerChanged();
    $session.set(null);
    expect($store.get(), "nothing of the last player's shows").to.equal(LOADING);
    playerChanged();
    $session.set('b');
    expect($store.get()).to.equal(LOADING);
    await waitUntil(() => $store.get().status === 'ready');
    expect($store.get()).to.deep.equal(ready('documents of b'));
    expect(answers.calls).to.equal(2);
    stop();
  });

  it('an answer asked for the last player, arriving after the player changed, never shows', async () => {
    const $session = atom<string | null>('a');
    const answers = platform(['documents of a', 'documents of b']);
    answers.hold = true;
    const $store = loadable(answers.fetch, { area: 'kyc', player: $session });
    const { stop } = show($store);
    await waitUntil(() => answers.calls === 1, 'the first player was not asked for');
    playerChanged();
    $session.set('b');
    await waitUntil(() => answers.calls === 2, 'the next player was not asked for');
    answers.release();
    await waitUntil(() => $store.get().status === 'ready');
    expect($store.get()).to.deep.equal(ready('documents of b'));
    stop();
  });

  it('a failure shows the catalogue error; Try again shows loading and asks again', async () => {
    const answers = platform(['jackpots']);
    answers.fail = new ProviderError('general', 'unknown-error');
    const $store = loadable(answers.fetch, { area: 'general' });
    const { seen, stop } = show($store);
    await waitUntil(() => $store.get().status === 'failed');
    expect(failure($store.get())).to.deep.equal(['general', 'unknown-error']);
    answers.fail = null;
    const retried = $store.retry();
    expect($store.get()).to.equal(LOADING);
    await retried;
    expect($store.get()).to.deep.equal(ready('jackpots'));
    expect(seen.map((value) => value.status)).to.deep.equal(['failed', 'loading', 'ready']);
    expect(answers.calls).to.equal(2);
    stop();
  });

  it("a failure that is not the catalogue's own is the area's unknown error", async () => {
    const $store = loadable(() => Promise.reject(new TypeError('Failed to fetch')), { area: 'kyc' });
    const { stop } = show($store);
    await waitUntil(() => $store.get().status === 'failed');
    expect(failure($store.get())).to.deep.equal(['kyc', 'unknown-error']);
    stop();
  });

  it('a refresh keeps the value on screen until the new answer comes', async () => {
    const answers = platform(['€1,254,300.55', '€1,254,321.92']);
    const $store = loadable(answers.fetch, { area: 'general' });
    const { seen, stop } = show($store);
    await waitUntil(() => $store.get().status === 'ready');
    answers.hold = true;
    const refreshed = $store.refresh();
    await waitUntil(() => answers.calls === 2, 'the refresh asked nothing');
    expect($store.get()).to.deep.equal(ready('€1,254,300.55'));
    answers.release();
    await refreshed;
    expect(seen).to.deep.equal([ready('€1,254,300.55'), ready('€1,254,321.92')]);
    stop();
  });

  it('an answer equal to the value shown changes nothing (no element renders again)', async () => {
    const same = { version: '3.1' };
    const answers = platform([same]);
    const $store = loadable(answers.fetch, { area: 'terms' });
    const { seen, stop } = show($store);
    await waitUntil(() => $store.get().status === 'ready');
    await $store.refresh();
    expect(answers.calls).to.equal(2);
    expect(seen).to.have.length(1);
    stop();
  });

  it('a refresh while no element shows the store asks nothing until one does', async () => {
    const answers = platform(['first', 'second']);
    const $store = loadable(answers.fetch, { area: 'general' });
    const first = show($store);
    await waitUntil(() => $store.get().status === 'ready');
    first.stop();
    cleanStores($store);
    await $store.refresh();
    expect(answers.calls).to.equal(1);
    const next = show($store);
    await waitUntil(() => answers.calls === 2 && $store.get().status === 'ready' && ($store.get() as { value: string }).value === 'second');
    next.stop();
  });

  it('a value known without asking shows at once, is the answer of the next load, and an answer in flight no longer shows', async () => {
    const answers = platform([['g-01']]);
    answers.hold = true;
    const $store = loadable(answers.fetch, { area: 'general' });
    const { stop } = show($store);
    await waitUntil(() => answers.calls === 1);
    $store.mutate(['g-01', 'g-02']);
    answers.release();
    await aMoment();
    expect($store.get()).to.deep.equal(ready(['g-01', 'g-02']));
    await $store.retry();
    expect(answers.calls).to.equal(1);
    stop();
  });
});

describe('loadable: a value the player works on (keepOnFailure)', () => {
  it('a value on screen stays when a reload fails; the failure is not kept, and with nothing on screen it shows', async () => {
    const answers = platform([['daily 1000'], ['daily 900']]);
    const $store = loadable(answers.fetch, { area: 'responsible-gaming', keepOnFailure: true });
    const first = show($store);
    await waitUntil(() => $store.get().status === 'ready');
    answers.fail = new ProviderError('responsible-gaming', 'unknown-error');
    await $store.refresh();
    expect(answers.calls).to.equal(2);
    expect(first.seen, 'the failed reload showed nothing').to.deep.equal([ready(['daily 1000'])]);

    // Not kept as the answer: the next load asks again.
    answers.fail = null;
    await $store.retry();
    expect(answers.calls).to.equal(3);
    expect($store.get()).to.deep.equal(ready(['daily 900']));
    first.stop();

    // Nothing on screen yet: the failure is the error to show.
    const failing = platform([['daily 1000']]);
    failing.fail = new ProviderError('responsible-gaming', 'unknown-error');
    const $empty = loadable(failing.fetch, { area: 'responsible-gaming', keepOnFailure: true });
    const second = show($empty);
    await waitUntil(() => $empty.get().status === 'failed', 'the first failure did not show');
    expect(failure($empty.get())).to.deep.equal(['responsible-gaming', 'unknown-error']);
    second.stop();
  });
});

describe('loadable: a store per key', () => {
  /** A fetch per key that counts its calls, each answer held until the test releases it. */
  function pages() {
    const held = new Map<number, (value: string) => void>();
    const api = {
      asked: [] as number[],
      fetch: (page: number) => {
        api.asked.push(page);
        return new Promise<string>((resolve) => held.set(page, resolve));
      },
      answer: (page: number) => held.get(page)!(`page ${page}`),
    };
    return api;
  }

  it('each key has its own store, made on first use and kept: one call per key however many elements show it', async () => {
    const answers = pages();
    const page = loadableByKey(answers.fetch, { area: 'general' });
    expect(page(0), 'the same store for the same key').to.equal(page(0));
    expect(page(1)).not.to.equal(page(0));
    const shown = [show(page(0)), show(page(0)), show(page(1))];
    await waitUntil(() => answers.asked.length === 2, 'the two keys were not asked for');
    answers.answer(0);
    answers.answer(1);
    await waitUntil(() => page(1).get().status === 'ready');
    expect(page(0).get()).to.deep.equal(ready('page 0'));
    expect(page(1).get()).to.deep.equal(ready('page 1'));
    expect(answers.asked).to.deep.equal([0, 1]);
    expect([...page.made.keys()]).to.deep.equal(['0', '1']);
    for (const element of shown) element.stop();
  });

  it("the keys' stores are the player's: at a change of player those no element shows are dropped, the one shown loads again once", async () => {
    const $session = atom<string | null>('a');
    const asked: string[] = [];
    const check = loadableByKey(
      async (turn: number) => {
        asked.push(`${$session.get()} ${turn}`);
        return `figures ${turn} of ${$session.get()}`;
      },
      { area: 'responsible-gaming', player: $session },
    );
    const first = check(1);
    const left = show(first);
    await waitUntil(() => first.get().status === 'ready');
    left.stop();
    cleanStores(first); // the element showing the first check left a while ago
    const second = show(check(2));
    await waitUntil(() => check(2).get().status === 'ready');
    expect([...check.made.keys()]).to.deep.equal(['1', '2']);

    playerChanged();
    $session.set('b');
    expect([...check.made.keys()], 'the check no element shows is dropped').to.deep.equal(['2']);
    expect(check(1), 'asked again, a key is a new store').not.to.equal(first);
    await waitUntil(() => second.seen.length === 3);
    expect(second.seen).to.deep.equal([ready('figures 2 of a'), LOADING, ready('figures 2 of b')]);
    expect(asked).to.deep.equal(['a 1', 'a 2', 'b 2']);
    second.stop();
  });

  it('keys are compared by value: a query asked for again is the same store', () => {
    const history = loadableByKey(async (query: { page: number; type: string }) => query.type, { area: 'general' });
    expect(history({ page: 0, type: 'Deposit' })).to.equal(history({ page: 0, type: 'Deposit' }));
    expect(history({ page: 1, type: 'Deposit' })).not.to.equal(history({ page: 0, type: 'Deposit' }));
  });

  it('paging: only the last page asked for shows, a slower answer of the page left never does', async () => {
    const answers = pages();
    const page = loadableByKey(answers.fetch, { area: 'general' });
    // The view follows the page the player asks for: it shows page 1, then moves on to page 2.
    const first = show(page(1));
    await waitUntil(() => answers.asked.length === 1);
    first.stop();
    const second = show(page(2));
    await waitUntil(() => answers.asked.length === 2);
    answers.answer(2);
    await waitUntil(() => page(2).get().status === 'ready');
    answers.answer(1);
    await aMoment();
    expect(second.seen).to.deep.equal([ready('page 2')]);
    second.stop();
  });

  it('a refresh of one key keeps its page on screen while it loads again, and leaves the other keys alone', async () => {
    let version = 0;
    const asked: number[] = [];
    const page = loadableByKey(
      async (n: number) => {
        asked.push(n);
        return `page ${n} v${version}`;
      },
      { area: 'general' },
    );
    const { seen, stop } = show(page(0));
    await waitUntil(() => page(0).get().status === 'ready');
    version = 1;
    await page(0).refresh();
    expect(seen).to.deep.equal([ready('page 0 v0'), ready('page 0 v1')]);
    expect(asked).to.deep.equal([0, 0]);
    stop();
  });
});

describe('loadable: data the player may change elsewhere (fresh)', () => {
  afterEach(() => (answerClock.now = () => performance.now()));

  it('an element shown again asks again, unless the answer came less than FRESH_FOR_MS ago', async () => {
    const answers = platform([['sms'], ['sms', 'email']]);
    let now = 0;
    answerClock.now = () => now;
    const $store = loadable(answers.fetch, { area: 'subscription', fresh: true });
    const first = show($store);
    await waitUntil(() => $store.get().status === 'ready');
    first.stop();
    cleanStores($store);
    now = FRESH_FOR_MS - 1;
    const soon = show($store);
    await aMoment();
    expect(answers.calls, 'the answer that just came is fresh').to.equal(1);
    soon.stop();
    cleanStores($store);
    now = FRESH_FOR_MS;
    const later = show($store);
    await waitUntil(() => answers.calls === 2 && ($store.get() as { value: string[] }).value?.length === 2, 'not asked again');
    expect(later.seen, 'the kept value stays on screen meanwhile').to.deep.equal([ready(['sms', 'email'])]);
    later.stop();
  });
});
