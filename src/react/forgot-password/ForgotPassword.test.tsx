import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/forgot-password';
import { fill, find, resetWorld, stubControls, submit, text } from '../../../test/support';

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
});
