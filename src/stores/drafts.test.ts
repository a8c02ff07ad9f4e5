import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { $drafts } from './drafts';
import { $forms, setFieldValue, setFieldValues } from './forms';
import { $profile } from './profile';
import { $session, signIn, signOut } from './session';
import { forgetCalls } from './call-cache';
import { $wallet, loadWallet } from './wallet';
import { resetWorld, stubControls } from '../../test/support';

/** Signed in as the seeded player, with the edit-profile form filled from the profile and two fields typed. */
async function typingInProfile(): Promise<void> {
  await signIn('player@example.com', 'Password1!');
  await waitUntil(() => $profile.get() !== null, 'no profile');
  setFieldValues('edit-profile', { email: 'player@example.com', address: 'Old Street 1', city: 'Valletta' });
  setFieldValue('edit-profile', 'address', 'Typed Street 9');
  setFieldValue('edit-profile', 'password', 'Password1!');
  // A form the player has not touched keeps no draft.
  setFieldValues('untouched', { amount: '10' });
}

describe('drafts: nothing a player types is lost when the session ends', () => {
  beforeEach(resetWorld);
  after(resetWorld);

  it('the platform ends the session while the player is typing: each form they changed is kept as a draft for their next sign-in, passwords aside', async () => {
    await typingInProfile();
    (await stubControls()).expireSession();
    // The wallet read at sign-in is kept (one call per datum): forgotten, the next load reaches the platform.
    forgetCalls($wallet);
    await loadWallet();
    await waitUntil(() => $session.get() === null, 'the session did not end');
    expect($forms.get()).to.deep.equal({});
    expect($drafts.get()).to.deep.equal({
      'edit-profile': {
        playerId: 'u-1001',
        values: { email: 'player@example.com', address: 'Typed Street 9', city: 'Valletta' },
        restored: false,
      },
    });
  });

  it("the player's own sign-out keeps no draft", async () => {
    await typingInProfile();
    await signOut();
    expect($drafts.get()).to.deep.equal({});
  });
});
