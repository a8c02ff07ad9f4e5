import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { $popup, closePopup } from './popup';
import { signIn } from './session';
import { resetWorld, stubControls } from '../../test/support';

describe('required post-login display pages', () => {
  beforeEach(resetWorld);

  it("open after sign-in in the provider's order, before the welcome popup", async () => {
    (await stubControls()).setDisplayPages('player@example.com', [
      { page: 'source-of-wealth', forced: false },
      { page: 'responsible-gaming-test', forced: false },
    ]);
    await signIn('player@example.com', 'Password1!');
    await waitUntil(() => $popup.get() !== null);
    expect($popup.get()?.type).to.equal('source-of-wealth');
    closePopup();
    expect($popup.get()?.type).to.equal('responsible-gaming-test');
    closePopup();
    expect($popup.get()?.type).to.equal('welcome-message');
  });

  it('deposit-limits opens the responsible-gaming tab; provide-documents with the forced flag cannot be dismissed', async () => {
    (await stubControls()).setDisplayPages('player@example.com', [
      { page: 'provide-documents', forced: true },
      { page: 'deposit-limits', forced: false },
    ]);
    await signIn('player@example.com', 'Password1!');
    await waitUntil(() => $popup.get() !== null);
    expect($popup.get()).to.deep.include({ type: 'account', dismissible: false });
    expect($popup.get()?.attributes).to.deep.equal({ view: 'verify' });
    closePopup();
    expect($popup.get()).to.deep.include({ type: 'account', dismissible: true });
    expect($popup.get()?.attributes).to.deep.equal({ view: 'responsible-gaming' });
  });

  it('without display pages the welcome popup still follows sign-in', async () => {
    await signIn('player@example.com', 'Password1!');
    await waitUntil(() => $popup.get()?.type === 'welcome-message');
  });

  it('a player who must accept the terms sees the terms once, after the display pages', async () => {
    (await stubControls()).setDisplayPages('new@example.com', [
      { page: 'terms-and-conditions', forced: false },
      { page: 'source-of-wealth', forced: false },
    ]);
    await signIn('new@example.com', 'Password1!');
    await waitUntil(() => $popup.get() !== null);
    expect($popup.get()?.type).to.equal('source-of-wealth');
    closePopup();
    await waitUntil(() => $popup.get()?.type === 'terms-and-conditions', 'no terms', { timeout: 3000 });
    closePopup('done');
    expect($popup.get()?.type).to.equal('activate-message');
  });
});
