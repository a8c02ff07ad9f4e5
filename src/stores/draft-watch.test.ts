import { expect } from '@open-wc/testing';
import { draftShape } from '../domain/draft-shape';
import { draftTestWorld } from './drafts.testing';
import { watchForDraft } from './draft-watch';
import { formState, setFieldValue, setFieldValues } from './forms';

const FORM = draftShape(1, ['form']);
/** ./tab-drafts' own DRAFT_WRITE_DELAY_MS: importing it here would load the code these tests watch for. */
const WRITE_DELAY_MS = 400;

const draftCodeLoaded = () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/stores/tab-drafts'));
const stored = () => sessionStorage.getItem('betr:draft:amount');

// Run first: the draft code is loaded by a later test and stays for the page's life.
describe('the draft code loads with the first draft (src/stores/draft-watch)', () => {
  const world = draftTestWorld();

  it('a form the player has not changed loads none of it and keeps no draft, whatever the page filled in', async () => {
    const clock = world.clock();
    const stop = watchForDraft('amount', FORM, { forms: { form: 'amount' } });
    setFieldValues('amount', { currency: 'EUR' });
    await clock.settle();
    clock.tick(WRITE_DELAY_MS);
    expect(clock.pending(), 'no draft to write').to.deep.equal([]);
    expect(draftCodeLoaded(), 'the draft code').to.equal(false);
    expect(stored()).to.equal(null);
    stop();
  });

  it("the player's first change brings it, and the draft is written once typing pauses, with what the page filled in", async () => {
    const clock = world.clock();
    const stop = watchForDraft('amount', FORM, { forms: { form: 'amount' } });
    setFieldValues('amount', { currency: 'EUR' });
    setFieldValue('amount', 'amount', '50');
    await clock.nextTimer(WRITE_DELAY_MS);
    expect(draftCodeLoaded(), 'the draft code').to.equal(true);
    clock.tick(WRITE_DELAY_MS);
    expect(JSON.parse(stored()!)).to.deep.equal({ v: 1, at: Date.now(), values: { form: { currency: 'EUR', amount: '50' } } });
    stop();
  });

  it('a stored draft (after a reload) is put back as soon as its code is here', async () => {
    const clock = world.clock();
    sessionStorage.setItem('betr:draft:amount', JSON.stringify({ v: 1, at: Date.now(), values: { form: { amount: '50' } } }));
    const stop = watchForDraft('amount', FORM, { forms: { form: 'amount' } });
    await clock.until(() => formState('amount').values.amount === '50', 'the draft put back');
    stop();
  });

  it('a form that leaves the page before the code is here still writes what the player typed', async () => {
    const clock = world.clock();
    const stop = watchForDraft('amount', FORM, { forms: { form: 'amount' } });
    setFieldValue('amount', 'amount', '60');
    stop();
    await clock.until(() => stored() !== null, 'the draft written');
    expect(JSON.parse(stored()!)).to.deep.equal({ v: 1, at: Date.now(), values: { form: { amount: '60' } } });
  });
});
