import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { draftShape } from '../domain/draft-shape';
import { draftTestWorld } from './drafts.testing';
import { $forms, clearForms, formState, setFieldValue, submitForm } from './forms';
import { $profile } from './profile';
import { signIn, signOut } from './session';
import { DRAFT_WRITE_DELAY_MS, keepDraft } from './tab-drafts';

const WIZARD = draftShape(1, ['contact', 'personal'], ['contact', 'personal']);
const FORM = draftShape(1, ['form']);
const MINUTE = 60_000;

/** Everything this tab's sessionStorage holds, as the browser would show it. */
function wholeStorage(): Record<string, unknown> {
  return Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, JSON.parse(sessionStorage.getItem(key)!) as unknown]));
}

/** A two-step form whose step lives in a store of its own, as a wizard's does. */
function wizard() {
  let step = 'contact';
  const listeners = new Set<() => void>();
  const store = { get: () => step, listen: (fn: () => void) => (listeners.add(fn), () => listeners.delete(fn)) };
  return {
    at: () => step,
    go(to: string) {
      step = to;
      listeners.forEach((fn) => fn());
    },
    keep: () =>
      keepDraft('test-wizard', WIZARD, {
        forms: { contact: 'test/contact', personal: 'test/personal' },
        step: {
          store: store as never,
          get: () => step,
          fresh: () => step === 'contact',
          set: (to) => {
            step = to;
          },
        },
      }),
  };
}

describe('drafts that survive a reload (sessionStorage, this tab only)', () => {
  const world = draftTestWorld();

  it('what is typed is written once typing pauses, under betr:draft:<form>, with the step; passwords and codes are never written', () => {
    const clock = world.clock();
    const form = wizard();
    const stop = form.keep();
    setFieldValue('test/contact', 'email', 'ann@example.com');
    setFieldValue('test/contact', 'password', 'Secret12!');
    setFieldValue('test/contact', 'activationCode', '123456');
    form.go('personal');
    setFieldValue('test/personal', 'firstName', 'Ann');
    expect(wholeStorage(), 'nothing is written while the player types').to.deep.equal({});
    clock.tick(DRAFT_WRITE_DELAY_MS);
    expect(wholeStorage()).to.deep.equal({
      'betr:draft:test-wizard': {
        v: 1,
        at: Date.now(),
        step: 'personal',
        values: { contact: { email: 'ann@example.com' }, personal: { firstName: 'Ann' } },
      },
    });
    expect(JSON.stringify(sessionStorage)).not.to.contain('Secret12!');
    expect(JSON.stringify(sessionStorage)).not.to.contain('123456');
    stop();
  });

  it('a reload (the stores empty, the form mounted again) puts the values back at the same step', () => {
    world.clock();
    const first = wizard();
    const stop = first.keep();
    setFieldValue('test/contact', 'email', 'ann@example.com');
    first.go('personal');
    setFieldValue('test/personal', 'firstName', 'Ann');
    stop();
    $forms.set({});
    const second = wizard();
    const again = second.keep();
    expect(second.at()).to.equal('personal');
    expect(formState('test/contact').values).to.deep.equal({ email: 'ann@example.com' });
    expect(formState('test/personal').values).to.deep.equal({ firstName: 'Ann' });
    again();
  });

  it('a draft older than 30 minutes is dropped and the form starts empty', () => {
    const clock = world.clock();
    const stop = keepDraft('amount', FORM, { forms: { form: 'amount' } });
    setFieldValue('amount', 'amount', '50');
    stop();
    expect(Object.keys(wholeStorage())).to.deep.equal(['betr:draft:amount']);
    $forms.set({});
    clock.tick(30 * MINUTE + 1);
    const again = keepDraft('amount', FORM, { forms: { form: 'amount' } });
    expect(formState('amount').values).to.deep.equal({});
    expect(wholeStorage()).to.deep.equal({});
    again();
  });

  it('a draft of 29 minutes is put back', () => {
    const clock = world.clock();
    const stop = keepDraft('amount', FORM, { forms: { form: 'amount' } });
    setFieldValue('amount', 'amount', '50');
    stop();
    $forms.set({});
    clock.tick(29 * MINUTE);
    const again = keepDraft('amount', FORM, { forms: { form: 'amount' } });
    expect(formState('amount').values).to.deep.equal({ amount: '50' });
    again();
  });

  it('a draft that cannot be read (not JSON, or a shape of an older deploy) is dropped silently and the form starts empty', () => {
    for (const stored of [
      '{"v":1,"at":',
      JSON.stringify({ v: 0, at: Date.now(), values: { form: { amount: '50' } } }),
      JSON.stringify({ v: 1, at: Date.now(), values: { amount: '50' } }),
    ]) {
      sessionStorage.setItem('betr:draft:amount', stored);
      const stop = keepDraft('amount', FORM, { forms: { form: 'amount' } });
      expect(formState('amount').values, stored).to.deep.equal({});
      expect(wholeStorage(), stored).to.deep.equal({});
      stop();
    }
  });

  it('blocked storage: typing goes on and the form keeps every value, with no draft and no error', () => {
    const clock = world.clock();
    const real = { getItem: Storage.prototype.getItem, setItem: Storage.prototype.setItem, removeItem: Storage.prototype.removeItem };
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.assign(Storage.prototype, { getItem: blocked, setItem: blocked, removeItem: blocked });
    try {
      const stop = keepDraft('amount', FORM, { forms: { form: 'amount' } });
      setFieldValue('amount', 'amount', '50');
      clock.tick(DRAFT_WRITE_DELAY_MS);
      stop();
      expect(formState('amount').values).to.deep.equal({ amount: '50' });
    } finally {
      Object.assign(Storage.prototype, real);
    }
    expect(wholeStorage()).to.deep.equal({});
  });

  it('a form that succeeds keeps no draft, until the player types in it again', async () => {
    const clock = world.clock();
    const stop = keepDraft('amount', FORM, { forms: { form: 'amount' } });
    setFieldValue('amount', 'amount', '50');
    clock.tick(DRAFT_WRITE_DELAY_MS);
    expect(Object.keys(wholeStorage())).to.deep.equal(['betr:draft:amount']);
    await submitForm('amount', 'responsible-gaming', () => Promise.resolve('saved'));
    clock.tick(DRAFT_WRITE_DELAY_MS);
    expect(wholeStorage()).to.deep.equal({});
    setFieldValue('amount', 'amount', '60');
    clock.tick(DRAFT_WRITE_DELAY_MS);
    expect(wholeStorage()).to.deep.equal({ 'betr:draft:amount': { v: 1, at: Date.now(), values: { form: { amount: '60' } } } });
    stop();
  });

  it("a signed-in player's draft is theirs: signing out forgets every draft of the tab", async () => {
    await signIn('player@example.com', 'Password1!');
    await waitUntil(() => $profile.get() !== null, 'no profile');
    sessionStorage.setItem(
      'betr:draft:sign-up',
      JSON.stringify({ v: 1, at: Date.now(), step: 'personal', values: { contact: { email: 'a@b.c' } } }),
    );
    const stop = keepDraft('limit', FORM, { forms: { form: 'limit' }, owned: true, typedOnly: true });
    setFieldValue('limit', 'amount', '100');
    stop();
    const stored = wholeStorage();
    expect(Object.keys(stored).sort()).to.deep.equal(['betr:draft:limit', 'betr:draft:sign-up']);
    expect(stored['betr:draft:limit']).to.deep.include({ v: 1, owner: 'u-1001', values: { form: { amount: '100' } } });
    await signOut();
    expect(wholeStorage()).to.deep.equal({});
  });

  it("another player's draft is dropped unseen", async () => {
    sessionStorage.setItem(
      'betr:draft:limit',
      JSON.stringify({ v: 1, at: Date.now(), owner: 'u-9999', values: { form: { amount: '100' } } }),
    );
    await signIn('player@example.com', 'Password1!');
    await waitUntil(() => $profile.get() !== null, 'no profile');
    const stop = keepDraft('limit', FORM, { forms: { form: 'limit' }, owned: true, typedOnly: true });
    expect(formState('limit').values).to.deep.equal({});
    expect(wholeStorage()).to.deep.equal({});
    stop();
  });

  it('what the player typed since the page loaded wins over a stored draft', () => {
    sessionStorage.setItem('betr:draft:amount', JSON.stringify({ v: 1, at: Date.now(), values: { form: { amount: '50' } } }));
    setFieldValue('amount', 'amount', '70');
    const stop = keepDraft('amount', FORM, { forms: { form: 'amount' } });
    expect(formState('amount').values).to.deep.equal({ amount: '70' });
    stop();
    clearForms();
  });
});
