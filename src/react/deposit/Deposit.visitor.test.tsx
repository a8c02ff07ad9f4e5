import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/deposit';
import { signIn } from '../../stores/session';
import { $popup, closeAllPopups } from '../../stores/popup';
import { fetched, resetWorld, shadow, text } from '../../../test/support';

// A file of its own: its page has loaded no module of the signed-in deposit screen before.
const screenLoaded = () => fetched('/src/react/deposit/DepositBody');

describe('<betr-deposit> for a visitor', () => {
  beforeEach(resetWorld);
  afterEach(closeAllPopups);

  it("reads 'Sign in to deposit or withdraw.' with Sign in, and the deposit screen's code is not loaded until a player signs in", async () => {
    const el = await fixture(html`<betr-deposit inline></betr-deposit>`);
    await text(el, 'Sign in to deposit or withdraw.');
    expect(shadow(el).querySelector('h2')?.textContent).to.equal('Deposit');
    const button = [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Sign in')!;
    button.click();
    expect($popup.get()?.type).to.equal('sign-in');
    expect(screenLoaded()).to.equal(false);

    closeAllPopups();
    await signIn('player@example.com', 'Password1!');
    await text(el, 'Continue without a bonus');
    expect(screenLoaded()).to.equal(true);
  });

  it('back from a payment while signed out, the outcome shows above the sign-in notice', async () => {
    const el = await fixture(html`<betr-deposit inline payment-status="failed"></betr-deposit>`);
    await text(el, 'Sign in to deposit or withdraw.');
    expect(shadow(el).querySelector('[role="alert"]')?.textContent).to.equal(
      'The payment failed. Please try again or choose another payment method.',
    );
  });
});
