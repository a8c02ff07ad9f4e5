import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../../../test/wait';
import '../../../elements/account';
import { closeAllPopups } from '../../../stores/popup';
import { signIn, signOut } from '../../../stores/session';
import { fill, find, resetWorld, shadow, submit, text } from '../../../../test/support';

async function signedIn(password = 'Password1!'): Promise<void> {
  await signIn('player@example.com', password);
  closeAllPopups();
}

describe('change password', () => {
  beforeEach(resetWorld);
  afterEach(() => closeAllPopups());

  it("old and new password are required, with the spec's messages", async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="change-password"></betr-account>`);
    await submit(el);
    await text(el, 'Please enter your old password');
    await text(el, 'Please enter your new password');
  });

  it("new must differ from old: 'Must be a new password'; and not include the email", async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="change-password"></betr-account>`);
    await fill(el, { oldPassword: 'Password1!', newPassword: 'Password1!' });
    await submit(el);
    await text(el, 'Must be a new password');
    await fill(el, { newPassword: 'Player@example.com1' });
    await text(el, 'Password cannot include your email');
  });

  it("a wrong old password shows 'Your old password is incorrect.', then the right one succeeds", async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="change-password"></betr-account>`);
    await fill(el, { oldPassword: 'Wrong1!xx', newPassword: 'Fresh-Passw0rd' });
    await submit(el);
    await text(el, 'Your old password is incorrect.');
    expect((await find<HTMLInputElement>(el, 'input[name="newPassword"]')).value).to.equal('Fresh-Passw0rd');
    await fill(el, { oldPassword: 'Password1!' });
    const changed = oneEvent(el, 'betr-password-changed');
    await submit(el);
    await changed;
    await text(el, 'Successfully changed password');
    await waitUntil(() => shadow(el).querySelector<HTMLInputElement>('input[name="oldPassword"]')?.value === '');
    expect(shadow(el).querySelector('[aria-invalid="true"]')).to.equal(null);
    await signOut();
    await signedIn('Fresh-Passw0rd');
  });

  it('has no accessibility violations, errors shown', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="change-password"></betr-account>`);
    await submit(el);
    await text(el, 'Please enter your old password');
    await expect(el).to.be.accessible();
  });
});
