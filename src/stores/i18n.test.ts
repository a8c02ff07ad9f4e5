import { expect } from '@open-wc/testing';
import type { Namespace } from '../../locales/index';
import { waitUntil } from '../../test/wait';
import { $strings, isLoaded, loadNamespaces, translator, type StringsState } from './i18n';

/** What an element does: listen while shown; the answer is what it saw, in order. */
function show(store: ReturnType<typeof $strings>) {
  const seen: StringsState[] = [];
  const stop = store.listen((value) => void seen.push(value));
  return { seen, stop };
}

describe('the strings a view shows ($strings)', () => {
  it('strings already here are ready at the first read: a view renders them at once, never nothing first', async () => {
    await loadNamespaces('en-US', ['common']);
    expect($strings('en-US', ['common']).get()).to.equal('ready');
  });

  it('a view that needs no more namespaces waits for nothing', () => {
    expect($strings('fi', []).get()).to.equal('ready');
  });

  it('strings not here load when an element shows them, and the store changes once, when the last arrives', async () => {
    const needed: Namespace[] = ['common', 'bonuses'];
    expect(isLoaded('pl-PL', needed)).to.equal(false);
    const $state = $strings('pl-PL', needed);
    const shown = show($state);
    expect($state.get()).to.equal('loading');
    await waitUntil(() => $state.get() === 'ready');
    expect(shown.seen).to.deep.equal(['ready']);
    expect(translator('pl-PL').bonuses.title()).to.equal('Bonusy');
    shown.stop();
  });

  it('a locale and list are one store, however many views ask for it', () => {
    expect($strings('sv', ['common', 'account'])).to.equal($strings('sv', ['common', 'account']));
  });

  it('a namespace that cannot load shows as failed (the view shows its fallback)', async () => {
    const $state = $strings('en-US', ['no-such-namespace' as Namespace]);
    const shown = show($state);
    await waitUntil(() => $state.get() === 'failed');
    expect(shown.seen).to.deep.equal(['failed']);
    shown.stop();
  });
});
