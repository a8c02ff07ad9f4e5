import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { preloadDeposit } from './cashier';
import { provider } from './current-provider';
import { $popup, $popupsAhead } from './popup';
import { $profile } from './profile';
import { signIn } from './session';
import { resetWorld } from '../../test/support';

describe('the deposit popup made ready while the page is idle', () => {
  beforeEach(resetWorld);

  it('a player who cannot deposit (not activated) gets none of it', async () => {
    await signIn('new@example.com', 'Password1!');
    await waitUntil(() => $profile.get() !== null);
    $popupsAhead.set([]);
    preloadDeposit();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect($popupsAhead.get()).to.deep.equal([]);
  });

  it('announces the deposit and bonus selector popups (the popup layer loads their code) and asks the platform nothing', async () => {
    await signIn('player@example.com', 'Password1!');
    // What follows a sign-in (its pages, the reality check's schedule) has asked the platform.
    await waitUntil(() => $popup.get()?.type === 'welcome-message' && $profile.get() !== null);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const p = await provider();
    const asked: string[] = [];
    const own = new Map<string, unknown>();
    for (const [name, value] of Object.entries(p)) {
      if (typeof value !== 'function' || name === 'subscribe') continue;
      own.set(name, value);
      Object.assign(p, { [name]: (...args: unknown[]) => (asked.push(name), (value as (...a: unknown[]) => unknown).apply(p, args)) });
    }
    try {
      $popupsAhead.set([]);
      preloadDeposit();
      expect($popupsAhead.get()).to.deep.equal(['deposit', 'bonus-selector']);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asked.filter((name) => name !== 'prepare')).to.deep.equal([]);
    } finally {
      Object.assign(p, Object.fromEntries(own));
    }
  });
});
