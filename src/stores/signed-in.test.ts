import { expect } from '@open-wc/testing';
import type { Profile } from '../domain/model';
import { waitUntil } from '../../test/wait';
import { resetWorld } from '../../test/support';
import { $profile } from './profile';
import { signedIn } from './signed-in';
import { $popupsAhead } from './popup';

describe('a signed-in page loads the deposit popup while idle, once the profile says the player may deposit', () => {
  beforeEach(resetWorld);

  it('waits for a profile read after the page went idle, then announces the deposit and bonus selector popups', async () => {
    $profile.set(null);
    $popupsAhead.set([]);
    signedIn();
    // Idle moments come and go with no profile: nothing is loaded, nothing is decided.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect($popupsAhead.get()).to.deep.equal([]);
    $profile.set({ ...({} as Profile), isActivated: true, currency: 'EUR' });
    await waitUntil(() => $popupsAhead.get().length > 0, 'the deposit popup was not preloaded once the profile came', { timeout: 4000 });
    expect($popupsAhead.get()).to.deep.equal(['deposit', 'bonus-selector']);
  });
});
