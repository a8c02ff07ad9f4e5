import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { $drafts } from './drafts';
import { $forms, setFieldValue, setFieldValues } from './forms';
import { $profile } from './profile';
import { $session, signIn, signOut } from './session';
import { anotherTabStores, platformEndsSession, resetWorld } from '../../test/support';

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

/** The draft `typingInProfile` leaves when the session ends: what was typed, the password aside. */
const KEPT = {
  'edit-profile': {
    playerId: 'u-1001',
    values: { email: 'player@example.com', address: 'Typed Street 9', city: 'Valletta' },
    restored: false,
  },
};

describe('drafts: nothing a player types is lost when the session ends', () => {
  beforeEach(resetWorld);
  after(resetWorld);

  it('the platform ends the session while the player is typing: each form they changed is kept as a draft for their next sign-in, passwords aside', async () => {
    await typingInProfile();
    await platformEndsSession();
    expect($forms.get()).to.deep.equal({});
    expect($drafts.get()).to.deep.equal(KEPT);
  });

  it('another tab ends the session (a sign-out there): each form this tab changed is kept as a draft, as when the platform ends it', async () => {
    await typingInProfile();
    anotherTabStores(null);
    expect($session.get()).to.equal(null);
    expect($forms.get()).to.deep.equal({});
    expect($drafts.get()).to.deep.equal(KEPT);
  });

  it("the player's own sign-out keeps no draft", async () => {
    await typingInProfile();
    await signOut();
    expect($drafts.get()).to.deep.equal({});
  });
});
