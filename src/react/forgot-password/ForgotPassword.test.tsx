import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/forgot-password';
import { fill, find, resetWorld, stubControls, submit, text } from '../../../test/support';
import { ProviderError, type Provider } from '../../adapters/provider';
import { provider } from '../../stores/current-provider';
import { $captchaRequired } from '../../stores/password';
import { cleanStores } from 'nanostores';

/** The page's provider made to want a captcha answer, as the websocket platform's does; records what it was sent. */
async function withCaptchaPlatform(): Promise<{ sent: (string | undefined)[]; restore(): void }> {
  const p = await provider();
  const original = p.forgotPassword;
  const sent: (string | undefined)[] = [];
  Object.assign(p, {
    needsCaptcha: true,
    async forgotPassword(email: string, captchaResponse?: string) {
      sent.push(captchaResponse);
      if (!captchaResponse) throw new ProviderError('forgot-password', 'captcha-required');
      return original(email, captchaResponse);
    },
  } satisfies Partial<Provider>);
  // A page reads needsCaptcha once, when a form first shows it: this one is a new platform.
  cleanStores($captchaRequired);
  return {
    sent,
    restore: () => {
      Object.assign(p, { needsCaptcha: undefined, forgotPassword: original });
      cleanStores($captchaRequired);
    },
  };
}

describe('<betr-forgot-password>', () => {
  beforeEach(resetWorld);

  it('sends the reset mail and says "Email has been sent"', async () => {
    const el = await fixture(html`<betr-forgot-password></betr-forgot-password>`);
    await fill(el, { email: 'player@example.com' });
    await submit(el);
    await text(el, 'Email has been sent');
    const mail = (await stubControls()).outbox().filter((m) => m.to === 'player@example.com' && m.kind === 'reset-password');
    expect(mail).to.have.length(1);
  });

  it('refuses an invalid email before calling the server', async () => {
    const el = await fixture(html`<betr-forgot-password></betr-forgot-password>`);
    await fill(el, { email: 'not-an-email' });
    await submit(el);
    await text(el, 'Must provide an email address');
    expect((await stubControls()).outbox()).to.have.length(0);
  });

  it('a server failure shows the message and keeps the email', async () => {
    (await stubControls()).fail('forgotPassword', 'unknown-error', 'general');
    const el = await fixture(html`<betr-forgot-password></betr-forgot-password>`);
    await fill(el, { email: 'player@example.com' });
    await submit(el);
    await text(el, 'Something went wrong.');
    expect((await find<HTMLInputElement>(el, 'input[name="email"]')).value).to.equal('player@example.com');
    (await stubControls()).fail('forgotPassword', null);
  });

  it('shows no captcha where the platform wants none', async () => {
    const el = await fixture(html`<betr-forgot-password></betr-forgot-password>`);
    await find(el, 'input[name="email"]');
    expect(el.shadowRoot!.querySelector('input[name="captcha"]')).to.equal(null);
  });

  it('forgot password (websocket platform): without a captcha answer, "Let us know that you are a human." and the email stays', async () => {
    const platform = await withCaptchaPlatform();
    try {
      const el = await fixture(html`<betr-forgot-password></betr-forgot-password>`);
      await find(el, 'input[name="captcha"]');
      await fill(el, { email: 'player@example.com' });
      await submit(el);
      await text(el, 'Let us know that you are a human.');
      expect(platform.sent).to.deep.equal([undefined]);
      expect((await find<HTMLInputElement>(el, 'input[name="email"]')).value).to.equal('player@example.com');
    } finally {
      platform.restore();
    }
  });

  it('forgot password (websocket platform): the labelled captcha checkbox sends its answer with the request', async () => {
    const platform = await withCaptchaPlatform();
    try {
      const el = await fixture(html`<betr-forgot-password></betr-forgot-password>`);
      const captcha = await find<HTMLInputElement>(el, 'input[name="captcha"]');
      expect(el.shadowRoot!.querySelector(`label[for="${captcha.id}"]`)!.textContent).to.equal('I am not a robot');
      await fill(el, { email: 'player@example.com' });
      captcha.click();
      await submit(el);
      await text(el, 'Email has been sent');
      expect(platform.sent).to.deep.equal(['confirmed']);
    } finally {
      platform.restore();
    }
  });
});
