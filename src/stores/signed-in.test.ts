import { expect } from '@open-wc/testing';
import type { Profile } from '../domain/model';
import { waitUntil } from '../../test/wait';
import { resetWorld } from '../../test/support';
import { $profile } from './profile';
import { signedIn } from './signed-in';

describe('a signed-in page loads the deposit popup while idle, once the profile says the player may deposit', () => {
  beforeEach(resetWorld);

  it('waits for a profile read after the page went idle, then loads the deposit and bonus selector elements', async () => {
    $profile.set(null);
    signedIn();
    // Idle moments come and go with no profile: nothing is loaded, nothing is decided.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(customElements.get('betr-deposit')).to.equal(undefined);
    $profile.set({ ...({} as Profile), isActivated: true, currency: 'EUR' });
    await waitUntil(
      () => customElements.get('betr-deposit') && customElements.get('betr-bonus-selector'),
      'the deposit popup was not preloaded once the profile came',
      { timeout: 4000 },
    );
  });
});
