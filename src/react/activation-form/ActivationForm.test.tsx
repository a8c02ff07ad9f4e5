import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/activation-form';
import { requestActivationCode } from '../../stores/activation';
import { signIn } from '../../stores/session';
import { closeAllPopups } from '../../stores/popup';
import { fill, find, resetWorld, stubControls, submit, text, type } from '../../../test/support';

async function mailedCode(email: string): Promise<string> {
  const mails = (await stubControls()).outbox().filter((m) => m.to === email && m.kind === 'activation');
  return mails[mails.length - 1]!.code!;
}

describe('<betr-activation-form>', () => {
  beforeEach(resetWorld);

  it('activates with the mailed code: "Account activated"', async () => {
    await requestActivationCode('new@example.com');
    const el = await fixture(html`<betr-activation-form></betr-activation-form>`);
    await fill(el, { email: 'new@example.com', activationCode: await mailedCode('new@example.com') });
    await submit(el);
    await text(el, 'Account activated');
  });

  it('runs by itself when email and code are supplied', async () => {
    await requestActivationCode('new@example.com');
    const code = await mailedCode('new@example.com');
    const el = await fixture(html`<betr-activation-form email="new@example.com" code=${code}></betr-activation-form>`);
    await text(el, 'Account activated');
  });

  it('a given email is in the form as soon as the form shows: a code sent at once goes through', async () => {
    await requestActivationCode('new@example.com');
    const code = await mailedCode('new@example.com');
    const el = document.createElement('betr-activation-form');
    el.setAttribute('email', 'new@example.com');
    // The code typed and sent in the microtask after the form first appears: before the
    // browser paints it, and before any passive effect has run.
    const sent = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        const input = el.shadowRoot?.querySelector<HTMLInputElement>('input[name="activationCode"]');
        const button = el.shadowRoot?.querySelector<HTMLButtonElement>('button[type="submit"]');
        if (!input || !button) return;
        observer.disconnect();
        type(input, code);
        button.click();
        resolve();
      });
      document.body.append(el);
      observer.observe(el.shadowRoot!, { childList: true, subtree: true });
    });
    try {
      await sent;
      await text(el, 'Account activated');
      expect(el.shadowRoot!.textContent).not.to.contain('Must provide an email address');
    } finally {
      el.remove();
    }
  });

  it('a wrong code shows the catalogue message', async () => {
    const el = await fixture(html`<betr-activation-form></betr-activation-form>`);
    await fill(el, { email: 'new@example.com', activationCode: '000000' });
    await submit(el);
    await text(el, 'Incorrect activation code. Try again or request a new activation code.');
  });

  it("activate.already-activated shows 'Already activated'", async () => {
    const el = await fixture(html`<betr-activation-form></betr-activation-form>`);
    await fill(el, { email: 'player@example.com', activationCode: '123456' });
    await submit(el);
    await text(el, 'Already activated');
    expect(el.shadowRoot!.textContent).not.to.contain('Your account is already activated');
  });

  it('a signed-in player whose account is activated reads "Your account is already activated"', async () => {
    await signIn('player@example.com', 'Password1!');
    closeAllPopups();
    const el = await fixture(html`<betr-activation-form></betr-activation-form>`);
    await text(el, 'Your account is already activated');
  });

  it('asking for a new code says "Activation code has been sent" and mails one', async () => {
    const el = await fixture(html`<betr-activation-form></betr-activation-form>`);
    await fill(el, { email: 'new@example.com' });
    const link = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Send me a new code')!;
    link.click();
    await text(el, 'Activation code has been sent');
    expect(await mailedCode('new@example.com')).to.match(/^\d{6}$/);
  });

  it('a missing code: "Must provide an activation code"', async () => {
    const el = await fixture(html`<betr-activation-form></betr-activation-form>`);
    await fill(el, { email: 'new@example.com' });
    await submit(el);
    await text(el, 'Must provide an activation code');
  });

  for (const [key, shown] of [
    ['link-expired', 'Link expired'],
    ['player-not-found', 'Player not found'],
  ] as const) {
    it(`activate.${key}: the notice the player sees reads exactly '${shown}'`, async () => {
      (await stubControls()).fail('activate', key, 'activate');
      const el = await fixture(html`<betr-activation-form></betr-activation-form>`);
      await fill(el, { email: 'new@example.com', activationCode: '123456' });
      await submit(el);
      expect((await find(el, '[role="alert"]')).textContent).to.equal(shown);
      (await stubControls()).fail('activate', null);
    });
  }
});
