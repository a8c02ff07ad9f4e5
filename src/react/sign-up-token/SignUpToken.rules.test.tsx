import { expect } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/sign-up-token';
import { startPopupHost } from '../../elements/popup-loader';
import { configure } from '../../stores/config';
import { $popup, openPopup } from '../../stores/popup';
import { closePopupsAndSettle, fill, find, shadow, stubControls } from '../../../test/support';
import { atStep, choose, click, resetWizards } from '../sign-up/wizard.testing';

/** The sign-up-token popup (onboarding spec §4, "Sign-up via token"): its last step's success closes it. */
describe('<betr-sign-up-token> in a popup', () => {
  before(startPopupHost);
  beforeEach(async () => {
    await resetWizards();
    configure({ jurisdiction: 'SGA' });
    (await stubControls()).setVisitorCountry('SE');
  });
  afterEach(closePopupsAndSettle);
  after(resetWizards);

  it('a deposit success closes the sign-up-token popup', async () => {
    openPopup('sign-up-token', { attributes: { token: 'demo-sign-up-token' } });
    const dialog = () => document.querySelector('betr-popup')?.shadowRoot?.querySelector('dialog') ?? null;
    await waitUntil(() => dialog()?.open, 'the popup did not open');
    const el = document.querySelector('betr-popup betr-sign-up-token')!;
    await fill(el, { email: 'sven.new@example.com', phone: '0701234567' });
    await choose(el, 'callingCode', '+46');
    await click(el, 'Accept all');
    await click(el, 'Continue');
    await atStep(el, 'Limits');
    await waitUntil(() => shadow(el).querySelectorAll('input[type="range"]').length === 3, 'three sliders');
    await click(el, 'Sign up');
    await waitUntil(
      () => ['Choose a bonus', 'Deposit'].includes(shadow(el).querySelector('h3')?.textContent ?? ''),
      'never reached bonus or deposit',
    );
    if (shadow(el).querySelector('h3')?.textContent === 'Choose a bonus') await click(el, 'Continue');
    await atStep(el, 'Deposit');
    const deposit = await find(el, 'betr-deposit');
    expect(dialog()!.open, 'still open at the deposit step').to.equal(true);
    deposit.dispatchEvent(
      new CustomEvent('betr-deposit-success', { detail: { amount: 20, currency: 'SEK', txRefId: 't1' }, bubbles: true, composed: true }),
    );
    await waitUntil(() => $popup.get() === null && !dialog()?.open, 'the popup stayed open after the deposit success');
  });
});
