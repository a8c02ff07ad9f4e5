import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../../../test/wait';
import '../../../elements/account';
import type { Profile } from '../../../domain/model';
import { closeAllPopups } from '../../../stores/popup';
import { $accountProfile } from '../../../stores/account';
import { $profile } from '../../../stores/profile';
import { provider } from '../../../stores/current-provider';
import { $session, signIn, signOut } from '../../../stores/session';
import {
  aMomentLater,
  casinoChanged,
  fill,
  freshStores,
  find,
  recordCalls,
  resetWorld,
  shadow,
  stubControls,
  text,
} from '../../../../test/support';

async function signedIn(email = 'player@example.com'): Promise<void> {
  await signIn(email, 'Password1!');
  closeAllPopups();
}

const input = (el: Element, name: string) => shadow(el).querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submitButton = (el: Element) => shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]')!;

/** Edit the profile and save it just as the platform ends the session (a 401 signs the player out). */
async function saveAsTheSessionExpires(values: Record<string, string>): Promise<void> {
  await signedIn();
  const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
  await find(el, 'input[name="address"]');
  await fill(el, values);
  await waitUntil(() => !submitButton(el).disabled);
  (await stubControls()).expireSession();
  submitButton(el).click();
  await waitUntil(() => $session.get() === null, 'the 401 did not sign the player out');
  el.remove();
}

describe('edit profile', () => {
  beforeEach(async () => {
    await resetWorld();
    freshStores($accountProfile);
  });
  afterEach(() => closeAllPopups());

  it('email, names, country and currency are read-only; the rest is filled from the profile', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
    await find(el, 'input[name="address"]');
    for (const name of ['email', 'firstName', 'lastName', 'country', 'currency']) expect(input(el, name).readOnly, name).to.equal(true);
    for (const name of ['address', 'city', 'zip', 'phone', 'password'])
      expect(input(el, name).readOnly || input(el, name).disabled, name).to.equal(false);
    expect(input(el, 'email').value).to.equal('player@example.com');
    expect(input(el, 'city').value).to.equal('Valletta');
    expect(input(el, 'country').value).to.equal('Malta');
    expect(input(el, 'currency').value).to.equal('EUR');
    expect(shadow(el).querySelector(`label[for="${input(el, 'zip').id}"]`)?.textContent).to.equal('Zip code');
  });

  it('submit is available only when something changed and the form is valid; then "Profile updated"', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
    await find(el, 'input[name="address"]');
    expect(submitButton(el).disabled).to.equal(true);
    await fill(el, { city: 'Sliema' });
    expect(submitButton(el).disabled, 'no password yet').to.equal(true);
    await fill(el, { password: 'Password1!' });
    await waitUntil(() => !submitButton(el).disabled, 'submit never available');
    const updated = oneEvent(el, 'betr-profile-updated');
    submitButton(el).click();
    await updated;
    await text(el, 'Profile updated');
    expect((await (await provider()).getProfile()).city).to.equal('Sliema');
    expect(input(el, 'password').value).to.equal('');
    expect(submitButton(el).disabled).to.equal(true);
  });

  it('update profile sends only the changed profile fields: the city changed, the payload is the city (with the confirming password, which is no profile field)', async () => {
    await signedIn();
    const updates = await recordCalls('updateProfile');
    try {
      const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
      await find(el, 'input[name="address"]');
      await fill(el, { city: 'Sliema', password: 'Password1!' });
      await waitUntil(() => !submitButton(el).disabled, 'submit never available');
      submitButton(el).click();
      await text(el, 'Profile updated');
    } finally {
      updates.restore();
    }
    expect(updates.calls).to.deep.equal([{ city: 'Sliema', password: 'Password1!' }]);
  });

  it('a session that expires mid-edit keeps the edits: after signing in again they are back with an offer to send them', async () => {
    await saveAsTheSessionExpires({ city: 'Sliema', zip: 'SLM 1000', password: 'Password1!' });

    await signedIn();
    const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
    await text(el, 'Your session ended before this was saved. What you entered is back: send it again?');
    expect([input(el, 'city').value, input(el, 'zip').value, input(el, 'password').value]).to.deep.equal(['Sliema', 'SLM 1000', '']);
    expect(shadow(el).querySelector('[role="alert"]'), 'the old failure is not shown').to.equal(null);
    const again = [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Send again')!;
    await fill(el, { password: 'Password1!' });
    again.click();
    await text(el, 'Profile updated');
    expect((await (await provider()).getProfile()).city).to.equal('Sliema');
    await waitUntil(() => !shadow(el).textContent!.includes('Send again'), 'the offer stays after sending');
  });

  it('a draft is never shown to another player', async () => {
    await saveAsTheSessionExpires({ city: 'Sliema', password: 'Password1!' });

    await signedIn('sga@example.com');
    const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
    await find(el, 'input[name="address"]');
    expect(input(el, 'city').value).not.to.equal('Sliema');
    expect(shadow(el).textContent).not.to.include('Send again');
  });

  it('opened, it asks for the profile afresh: what the platform changed since the sign-in read it shows', async () => {
    await signedIn();
    await waitUntil(() => $profile.get() !== null, 'the sign-in read no profile');
    // The platform's own pages lock the address afterwards; the player opens edit profile later.
    const p = await provider();
    const original = p.getProfile;
    p.getProfile = async () => {
      const profile: Profile = await original.call(p);
      return { ...profile, disabled: { ...profile.disabled, address: true } };
    };
    aMomentLater();
    try {
      const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
      await waitUntil(() => input(el, 'address')?.disabled, 'edit profile showed the profile the sign-in had read');
      expect(input(el, 'city').disabled).to.equal(false);
    } finally {
      p.getProfile = original;
    }
  });

  it("signed out and in as another player while it is open, it shows that player's profile, never the last one's", async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
    await find(el, 'input[name="address"]');
    expect(input(el, 'email').value).to.equal('player@example.com');
    await signOut();
    await signedIn('sga@example.com');
    await waitUntil(() => input(el, 'email')?.value === 'sga@example.com', "the second player's profile never showed");
  });

  it('a wrong confirming password shows its message and keeps what was typed', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
    await find(el, 'input[name="address"]');
    await fill(el, { zip: 'VLT 9999', password: 'Wrong1!xx' });
    await waitUntil(() => !submitButton(el).disabled);
    submitButton(el).click();
    await text(el, 'Your password is incorrect.');
    expect(input(el, 'zip').value).to.equal('VLT 9999');
  });

  it("city has no digits and must be in a valid format: 'Invalid format'", async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
    await find(el, 'input[name="city"]');
    await fill(el, { city: 'Valletta 2' });
    await text(el, 'Invalid format');
    expect(input(el, 'city').getAttribute('aria-invalid')).to.equal('true');
  });

  it("phone: 6 to 12 digits, else 'Invalid format' (as at sign-up)", async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
    await find(el, 'input[name="phone"]');
    await fill(el, { phone: '+35610015550123', password: 'Password1!' });
    await text(el, 'Invalid format');
    expect(input(el, 'phone').getAttribute('aria-invalid')).to.equal('true');
    expect(submitButton(el).disabled).to.equal(true);
    await fill(el, { phone: '+356 1001 5551' });
    await waitUntil(() => !submitButton(el).disabled, 'a 11-digit phone was refused');
    expect(input(el, 'phone').getAttribute('aria-invalid')).to.equal('false');
  });

  it("password (outside SGA): trimmed, required — only spaces shows 'Please enter your password'", async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
    await find(el, 'input[name="password"]');
    await fill(el, { city: 'Sliema', password: '   ' });
    await text(el, 'Please enter your password');
    expect(submitButton(el).disabled).to.equal(true);
    expect(input(el, 'password').value).to.equal('   ');
  });

  it("a 10,000-character city is refused: the inputs take at most 100 (address, city), 20 (zip) and 128 (password), and a longer value says 'Use at most 100 characters'", async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
    await find(el, 'input[name="city"]');
    expect(['address', 'city', 'zip', 'password'].map((name) => input(el, name).maxLength)).to.deep.equal([100, 100, 20, 128]);
    await fill(el, { city: 'a'.repeat(10_000) });
    await text(el, 'Use at most 100 characters');
    expect(submitButton(el).disabled).to.equal(true);
  });

  it('there is no password field in the SGA jurisdiction', async () => {
    await signedIn('sga@example.com');
    const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
    await find(el, 'input[name="address"]');
    expect(input(el, 'password')).to.equal(null);
    await fill(el, { address: 'Drottninggatan 12' });
    await waitUntil(() => !submitButton(el).disabled);
    submitButton(el).click();
    await text(el, 'Profile updated');
  });

  it('address, city, zip, phone and password are disabled when the profile is disabled', async () => {
    await signedIn();
    const p = await provider();
    const original = p.getProfile;
    p.getProfile = async () => {
      const profile: Profile = await original.call(p);
      return { ...profile, disabled: { ...profile.disabled, address: true, city: true, zip: true, phone: true, password: true } };
    };
    casinoChanged();
    try {
      const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
      await waitUntil(() => input(el, 'address')?.disabled, 'address not disabled');
      for (const name of ['address', 'city', 'zip', 'phone', 'password']) expect(input(el, name).disabled, name).to.equal(true);
    } finally {
      p.getProfile = original;
    }
  });

  it('has no accessibility violations', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
    await find(el, 'input[name="address"]');
    await expect(el).to.be.accessible();
  });
});
