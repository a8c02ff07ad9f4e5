import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/reset-password';
import { startPopupHost } from '../../elements/popup-loader';
import { startAutoloader } from '../../elements/autoload';
import { $popup, closeAllPopups, openPopup } from '../../stores/popup';
import { forgotPassword, resetKeyValidity } from '../../stores/password';
import { signIn } from '../../stores/session';
import { provider } from '../../stores/current-provider';
import { fill, find, recordCalls, resetWorld, shadow, stubControls, submit, text } from '../../../test/support';

async function mailedKey(): Promise<string> {
  await forgotPassword('player@example.com');
  const mail = (await stubControls()).outbox().find((m) => m.kind === 'reset-password')!;
  return new URL(mail.link!, location.href).searchParams.get('reset-pw-key')!;
}

describe('<betr-reset-password>', () => {
  beforeEach(resetWorld);

  it('a key from the mail sets a new password: "Password updated successfully", and it signs in', async () => {
    const key = await mailedKey();
    const el = await fixture(html`<betr-reset-password reset-key=${key}></betr-reset-password>`);
    await fill(el, { password: 'NewPassw0rd!', confirmPassword: 'NewPassw0rd!' });
    await submit(el);
    await text(el, 'Password updated successfully');
    await text(el, "Let's sign in");
    const result = await signIn('player@example.com', 'NewPassw0rd!');
    expect(result.sessionId).to.be.a('string');
  });

  it('inline, there is no "Let\'s sign in" button after success', async () => {
    const key = await mailedKey();
    const el = await fixture(html`<betr-reset-password inline reset-key=${key}></betr-reset-password>`);
    await fill(el, { password: 'NewPassw0rd!', confirmPassword: 'NewPassw0rd!' });
    await submit(el);
    await text(el, 'Password updated successfully');
    expect(shadow(el).textContent).not.to.include("Let's sign in");
  });

  it('the password rule and "Passwords must match" apply', async () => {
    const key = await mailedKey();
    const el = await fixture(html`<betr-reset-password reset-key=${key}></betr-reset-password>`);
    await fill(el, { password: 'short', confirmPassword: 'other' });
    await submit(el);
    await text(el, 'Use at least 8 characters');
    await fill(el, { password: 'NewPassw0rd!' });
    await text(el, 'Passwords must match');
  });

  it('a used key shows that the link has expired', async () => {
    const key = await mailedKey();
    const first = await fixture(html`<betr-reset-password inline reset-key=${key}></betr-reset-password>`);
    await fill(first, { password: 'NewPassw0rd!', confirmPassword: 'NewPassw0rd!' });
    await submit(first);
    await text(first, 'Password updated successfully');
    first.remove();
    const { resetForm } = await import('../../stores/forms');
    resetForm('reset-password');
    const second = await fixture(html`<betr-reset-password inline reset-key=${key}></betr-reset-password>`);
    await text(second, 'Your reset password link has expired.');
  });

  it("an expired reset session shows 'Your reset password session has expired' and keeps what was typed", async () => {
    const key = await mailedKey();
    const el = await fixture(html`<betr-reset-password inline reset-key=${key}></betr-reset-password>`);
    await fill(el, { password: 'NewPassw0rd!', confirmPassword: 'NewPassw0rd!' });
    // The screen opened the session; the casino's clock passes its 15 minutes.
    expect(await (await provider()).isResetKeyValid(key)).to.equal(true);
    (await stubControls()).advanceClock(15 * 60_000);
    await submit(el);
    await text(el, 'Your reset password session has expired');
    expect((await find<HTMLInputElement>(el, 'input[name="password"]')).value).to.equal('NewPassw0rd!');
  });

  it("the link check answering after a submit does not replace the submit's 'Your reset password session has expired'", async () => {
    const key = await mailedKey();
    const p = await provider();
    // The check made when the screen opens answers late (a slow platform), after the player submitted.
    const checks: ((valid: boolean) => void)[] = [];
    const original = p.isResetKeyValid;
    p.isResetKeyValid = () => new Promise<boolean>((resolve) => checks.push(resolve));
    try {
      const el = await fixture(html`<betr-reset-password inline reset-key=${key}></betr-reset-password>`);
      await fill(el, { password: 'NewPassw0rd!', confirmPassword: 'NewPassw0rd!' });
      expect(await original.call(p, key)).to.equal(true);
      (await stubControls()).advanceClock(15 * 60_000);
      await submit(el);
      await text(el, 'Your reset password session has expired');
      expect(checks.length).to.be.greaterThan(0);
      checks.forEach((resolve) => resolve(false));
      await new Promise((resolve) => setTimeout(resolve, 0));
      await text(el, 'Your reset password session has expired');
      expect(shadow(el).textContent).not.to.include('Your reset password link has expired.');
      expect((await find<HTMLInputElement>(el, 'input[name="password"]')).value).to.equal('NewPassw0rd!');
    } finally {
      p.isResetKeyValid = original;
    }
  });

  it("a key the casino does not know shows, inline, only 'Your reset password link has expired.'", async () => {
    const el = await fixture(html`<betr-reset-password inline reset-key="no-such-key"></betr-reset-password>`);
    await find(el, '[part~="notice-error"]');
    expect(shadow(el).querySelector('[part~="notice-error"]')!.textContent).to.equal('Your reset password link has expired.');
    expect(shadow(el).querySelectorAll('[part~="notice-error"]')).to.have.length(1);
  });

  it('a link check that cannot answer says nothing: the form stays usable and the reset goes through', async () => {
    const key = await mailedKey();
    const controls = await stubControls();
    controls.fail('isResetKeyValid', 'unknown-error');
    const el = await fixture(html`<betr-reset-password inline reset-key=${key}></betr-reset-password>`);
    await fill(el, { password: 'NewPassw0rd!', confirmPassword: 'NewPassw0rd!' });
    await waitUntil(() => resetKeyValidity(key).get().status === 'failed', 'the link check never answered');
    expect(shadow(el).querySelector('[part~="notice-error"]')).to.equal(null);
    controls.fail('isResetKeyValid', null);
    await submit(el);
    await text(el, 'Password updated successfully');
  });

  it('a link with a token and username (the REST platform) asks no key check', async () => {
    const { calls: checks, restore } = await recordCalls('isResetKeyValid');
    try {
      const key = await mailedKey();
      const el = await fixture(html`<betr-reset-password inline token=${key} username="player@example.com"></betr-reset-password>`);
      await find(el, 'input[name="password"]');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(checks.length).to.equal(0);
    } finally {
      restore();
    }
  });

  it('a reset link whose token belongs to someone else says "Your reset password link is not valid." and changes no password', async () => {
    const key = await mailedKey();
    const el = await fixture(html`<betr-reset-password inline token=${key} username="someone.else@example.com"></betr-reset-password>`);
    await fill(el, { password: 'NewPassw0rd!', confirmPassword: 'NewPassw0rd!' });
    await submit(el);
    await text(el, 'Your reset password link is not valid.');
    await signIn('player@example.com', 'Password1!');
  });

  describe('in a popup', () => {
    before(() => {
      startPopupHost();
      startAutoloader();
    });
    afterEach(() => closeAllPopups());

    it('a reset key that is no longer valid opens the invalid-reset-pw-token message: "Link not valid", "This password reset link is no longer valid. Please request a new one."', async () => {
      openPopup('reset-password', { attributes: { 'reset-key': 'no-such-key' } });
      await waitUntil(() => $popup.get()?.type === 'message', 'the reset popup did not turn into the message');
      expect($popup.get()?.attributes).to.deep.equal({ type: 'invalid-reset-pw-token' });
      await waitUntil(() => document.querySelector('betr-popup betr-message')?.shadowRoot?.querySelector('h2'), 'no message shown');
      const message = document.querySelector('betr-popup betr-message')!;
      await text(message, 'Link not valid');
      await text(message, 'This password reset link is no longer valid. Please request a new one.');
    });
  });

  it('without a key or token it says "Missing token"', async () => {
    const el = await fixture(html`<betr-reset-password></betr-reset-password>`);
    await text(el, 'Missing token');
    expect((await find<HTMLButtonElement>(el, 'button[type="submit"]')).disabled).to.equal(true);
  });

  it("reset-password.player-not-found: the notice the player sees reads exactly 'Player not found.', with its period", async () => {
    const key = await mailedKey();
    (await stubControls()).fail('resetPassword', 'player-not-found', 'reset-password');
    const el = await fixture(html`<betr-reset-password reset-key=${key}></betr-reset-password>`);
    await fill(el, { password: 'NewPassw0rd!', confirmPassword: 'NewPassw0rd!' });
    await submit(el);
    expect((await find(el, '[role="alert"]')).textContent).to.equal('Player not found.');
    (await stubControls()).fail('resetPassword', null);
  });
});
