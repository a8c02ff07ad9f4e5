import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/account';
import { signIn } from '../../stores/session';
import { $popup, closeAllPopups } from '../../stores/popup';
import { fetched, resetWorld, shadow, text } from '../../../test/support';

// A file of its own: its page has loaded no module of the signed-in account area before.
const areaLoaded = () => fetched('/src/react/account/AccountArea');

describe('<betr-account> for a visitor', () => {
  beforeEach(resetWorld);
  afterEach(closeAllPopups);

  it("reads 'Sign in to see your account.' with Sign in, and the account area's code is not loaded until a player signs in", async () => {
    const el = await fixture(html`<betr-account inline></betr-account>`);
    await text(el, 'Sign in to see your account.');
    expect(shadow(el).querySelector('h2')?.textContent).to.equal('My account');
    const button = [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Sign in')!;
    button.click();
    expect($popup.get()?.type).to.equal('sign-in');
    expect(areaLoaded()).to.equal(false);

    closeAllPopups();
    await signIn('player@example.com', 'Password1!');
    await text(el, 'Inbox');
    expect(shadow(el).querySelector('[role="tablist"]')).not.to.equal(null);
    expect(areaLoaded()).to.equal(true);
  });
});
