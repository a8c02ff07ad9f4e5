import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { preloadDeposit } from './cashier';
import { provider } from './current-provider';
import { $popup } from './popup';
import { $profile } from './profile';
import { signIn } from './session';
import { resetWorld } from '../../test/support';

describe('the deposit popup made ready while the page is idle', () => {
  beforeEach(resetWorld);

  it('a player who cannot deposit (not activated) gets none of it', async () => {
    await signIn('new@example.com', 'Password1!');
    await waitUntil(() => $profile.get() !== null);
    preloadDeposit();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(customElements.get('betr-deposit')).to.equal(undefined);
  });

  it('loads the deposit and bonus selector elements and asks the platform nothing', async () => {
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
      preloadDeposit();
      await waitUntil(
        () => customElements.get('betr-deposit') && customElements.get('betr-bonus-selector'),
        'the elements were not loaded',
        { timeout: 4000 },
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asked.filter((name) => name !== 'prepare')).to.deep.equal([]);
    } finally {
      Object.assign(p, Object.fromEntries(own));
    }
  });
});
