import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/pnp';
import { $bankIdentity } from '../../stores/bank-identity';
import { configure } from '../../stores/config';
import { $popup } from '../../stores/popup';
import { $session } from '../../stores/session';
import { closePopupsAndSettle, find, shadow, stubControls, text, type } from '../../../test/support';
import { atStep, choose, click, resetWizards } from '../sign-up/wizard.testing';

/** The bank-identity attempt Pay N Play started, once it waits for the bank. */
async function pendingOrder(): Promise<string> {
  await waitUntil(() => $bankIdentity.get().status === 'pending', 'no pending bank-identity attempt', { timeout: 5000 });
  return $bankIdentity.get().orderRef!;
}

/** Step 1: type an amount and press 'Deposit and play'. */
async function pickAmount(el: Element, amount: string): Promise<void> {
  type(await find<HTMLInputElement>(el, 'input[name="amount"]'), amount);
  await click(el, 'Deposit and play');
}

/** The widget Pay N Play embeds for its last steps, once there. */
async function embedded(el: Element, tag: string): Promise<HTMLElement> {
  return find(el, tag, `Pay N Play never showed <${tag}>; it shows "${shadow(el).textContent}"`);
}

/**
 * A new person (of `personalNumber`, unknown to the casino) picks `amount`, identifies, and
 * fills token sign-up's contact step (email, a Swedish phone, the terms), on to the limits.
 */
async function newPersonAtLimits(amount: string, personalNumber: string, email: string): Promise<{ el: HTMLElement; signUp: HTMLElement }> {
  const el = await fixture<HTMLElement>(html`<betr-pnp inline></betr-pnp>`);
  await pickAmount(el, amount);
  (await stubControls()).approveOAuth(await pendingOrder(), personalNumber);
  const signUp = await embedded(el, 'betr-sign-up-token');
  await atStep(signUp, 'Contact details');
  type(await find<HTMLInputElement>(signUp, 'input[name="email"]'), email);
  type(await find<HTMLInputElement>(signUp, 'input[name="phone"]'), '0701234567');
  await choose(signUp, 'callingCode', '+46');
  await click(signUp, 'Accept all');
  await click(signUp, 'Continue');
  await atStep(signUp, 'Limits');
  return { el, signUp };
}

describe('<betr-pnp>: Pay N Play', () => {
  beforeEach(async () => {
    await resetWizards();
    configure({ jurisdiction: 'SGA' });
    (await stubControls()).setVisitorCountry('SE');
  });
  after(resetWizards);

  it('an existing player picks an amount, identifies with BankID, is signed in and reaches the deposit of that amount', async () => {
    const el = await fixture(html`<betr-pnp inline></betr-pnp>`);
    await text(el, 'Amount (SEK)');
    await pickAmount(el, '250');
    await text(el, 'Sign in with BankID');
    await find(el, 'svg[part="qr-image"]');
    (await stubControls()).approveOAuth(await pendingOrder(), 'sga@example.com');
    const deposit = await embedded(el, 'betr-deposit');
    expect($session.get()?.sessionId).to.be.a('string');
    expect([deposit.getAttribute('amount'), deposit.hasAttribute('skip-bonus')]).to.deep.equal(['250', true]);
    const frame = await find<HTMLIFrameElement>(deposit, 'iframe');
    expect(new URL(frame.src).searchParams.get('amount')).to.equal('250');
    // The welcome popup does not open over the page during the deposit.
    expect($popup.get(), 'a popup over the deposit').to.equal(null);
    // The deposit's success ends Pay N Play; the welcome follows.
    const complete = oneEvent(el, 'betr-pnp-complete');
    deposit.dispatchEvent(new CustomEvent('betr-deposit-success', { detail: { amount: 250, currency: 'SEK', txRefId: 'tx-1' } }));
    expect((await complete).detail).to.deep.equal({ amount: 250, currency: 'SEK', newPlayer: false });
    await text(el, 'Your deposit is made. Enjoy your game!');
    await waitUntil(() => $popup.get()?.type === 'welcome-message', 'no welcome after Pay N Play');
  });

  it('terms and required pages after sign-in come before anything else: a returning player sees the required page, then "Our terms and conditions have changed", inside Pay N Play, and only then the deposit', async () => {
    (await stubControls()).setDisplayPages('new@example.com', [{ page: 'source-of-wealth', forced: false }]);
    const popups: string[] = [];
    const stop = $popup.listen((popup) => void (popup && popups.push(popup.type)));
    try {
      const el = await fixture(html`<betr-pnp inline></betr-pnp>`);
      await pickAmount(el, '250');
      (await stubControls()).approveOAuth(await pendingOrder(), 'new@example.com');
      await embedded(el, 'betr-source-of-wealth');
      expect(shadow(el).querySelector('betr-deposit'), 'the deposit before the required page').to.equal(null);
      await click(el, 'Continue');
      const terms = await embedded(el, 'betr-terms-and-conditions');
      await text(terms, 'Our terms and conditions have changed. Please read and accept them to continue.');
      await text(terms, 'Version 2.0');
      expect(shadow(el).querySelector('betr-deposit'), 'the deposit before the terms').to.equal(null);
      await click(terms, 'Accept');
      const deposit = await embedded(el, 'betr-deposit');
      expect(deposit.getAttribute('amount')).to.equal('250');
      expect(popups, 'popups over Pay N Play').to.deep.equal([]);
      deposit.dispatchEvent(new CustomEvent('betr-deposit-success', { detail: { amount: 250, currency: 'EUR', txRefId: 'tx-3' } }));
      await text(el, 'Your deposit is made. Enjoy your game!');
      // This player's email is not verified: the activate popup, once Pay N Play is over.
      await waitUntil(() => popups.length > 0, 'nothing after Pay N Play');
      expect(popups).to.deep.equal(['activate-message']);
    } finally {
      stop();
    }
  });

  it("in the popup (betr.open('pnp')) the new terms come inside Pay N Play, before the deposit, not after it closes", async () => {
    const { startPopupHost } = await import('../../elements/popup-loader');
    const { openPopup } = await import('../../stores/popup');
    startPopupHost();
    openPopup('pnp');
    await waitUntil(
      () => document.querySelector('betr-popup betr-pnp')?.shadowRoot?.querySelector('input[name="amount"]'),
      'the Pay N Play popup did not render',
    );
    const el = document.querySelector('betr-popup betr-pnp')!;
    await pickAmount(el, '150');
    (await stubControls()).approveOAuth(await pendingOrder(), 'new@example.com');
    const terms = await embedded(el, 'betr-terms-and-conditions');
    await text(terms, 'Our terms and conditions have changed. Please read and accept them to continue.');
    expect([$popup.get()?.type, shadow(el).querySelector('betr-deposit')]).to.deep.equal(['pnp', null]);
    await click(terms, 'Accept');
    const deposit = await embedded(el, 'betr-deposit');
    expect([$popup.get()?.type, deposit.getAttribute('amount')]).to.deep.equal(['pnp', '150']);
    deposit.dispatchEvent(new CustomEvent('betr-deposit-success', { detail: { amount: 150, currency: 'EUR', txRefId: 'tx-4' } }));
    // Pay N Play closes; then the greeting, and never the terms again.
    await waitUntil(() => $popup.get()?.type === 'activate-message', `after Pay N Play: ${$popup.get()?.type}`);
    await closePopupsAndSettle();
  });

  it('a preset button picks its amount', async () => {
    const el = await fixture(html`<betr-pnp inline></betr-pnp>`);
    await text(el, 'Amount (SEK)');
    const presets = [...shadow(el).querySelectorAll<HTMLButtonElement>('[part="presets"] button')];
    expect(presets.map((b) => b.textContent!.replace(/\s/g, ' '))).to.deep.equal(['SEK 100', 'SEK 200', 'SEK 500', 'SEK 1,000']);
    presets[2].click();
    // The field shows the forms store's value: a click right after the first render, before
    // React has the view listen to the store (after the paint), shows once it does.
    const input = await find<HTMLInputElement>(el, 'input[name="amount"]');
    await waitUntil(() => input.value === '500', "the field never showed the preset's 500");
    expect(presets[2].getAttribute('aria-pressed')).to.equal('true');
    await click(el, 'Deposit and play');
    await waitUntil(
      () => shadow(el).querySelector('[part="amount"]')?.textContent?.replace(/\s/g, ' ').startsWith('Your deposit: SEK 500'),
      'the chosen amount is not SEK 500',
    );
  });

  it('a player signed in already goes from the amount straight to the deposit, without BankID', async () => {
    const { signIn } = await import('../../stores/session');
    await signIn('player@example.com', 'Password1!');
    const el = await fixture(html`<betr-pnp inline></betr-pnp>`);
    // The amount is in the player's currency, not the visitor country's (SEK).
    await text(el, 'Amount (EUR)');
    await pickAmount(el, '40');
    expect((await embedded(el, 'betr-deposit')).getAttribute('amount')).to.equal('40');
    expect($bankIdentity.get().status).to.equal('idle');
  });

  it('a new person goes through token sign-up (contact and terms, the deposit limits) and then the deposit of the amount; no token sign-up popup opens', async () => {
    const { el, signUp } = await newPersonAtLimits('300', '200001019999', 'pnp.new@example.com');
    await text(el, 'Welcome! Add your contact details and deposit limits; then your deposit is made.');
    expect($popup.get()).to.equal(null);
    expect(signUp.getAttribute('token')).to.match(/^[0-9a-f]{16,}$/);
    await waitUntil(() => shadow(signUp).querySelectorAll('input[type="range"]').length === 3, 'three deposit-limit sliders');
    await click(signUp, 'Sign up');
    await atStep(signUp, 'Choose a bonus');
    expect($session.get()).not.to.equal(null);
    await click(signUp, 'Continue');
    await atStep(signUp, 'Deposit');
    const deposit = await find(signUp, 'betr-deposit');
    expect(deposit.getAttribute('amount')).to.equal('300');
    const complete = oneEvent(el, 'betr-pnp-complete');
    deposit.dispatchEvent(
      new CustomEvent('betr-deposit-success', { detail: { amount: 300, currency: 'SEK', txRefId: 'tx-2' }, bubbles: true, composed: true }),
    );
    expect((await complete).detail).to.deep.equal({ amount: 300, currency: 'SEK', newPlayer: true });
  });

  it('a person under 18 identified with BankID is refused at sign-up with "You must be 18 or older to sign up": no account, no deposit', async () => {
    const { signUp } = await newPersonAtLimits('200', '201501011234', 'pnp.young@example.com');
    await click(signUp, 'Sign up');
    await waitUntil(
      () => shadow(signUp).querySelector('[role="alert"]')?.textContent === 'You must be 18 or older to sign up',
      'no under-18 refusal',
    );
    expect($session.get()).to.equal(null);
    expect(shadow(signUp).querySelector('betr-deposit')).to.equal(null);
  });

  it('a person on the Spelpaus register is refused with the Spelpaus message and not signed in', async () => {
    const el = await fixture(html`<betr-pnp inline></betr-pnp>`);
    await pickAmount(el, '100');
    (await stubControls()).approveOAuth(await pendingOrder(), '199002022345');
    await text(el, 'You are not allowed to login. Player registred in Spelpaus.');
    expect($session.get()).to.equal(null);
    expect(shadow(el).querySelector('betr-deposit, betr-sign-up-token')).to.equal(null);
  });

  it('an amount that is not one (letters, 0, decimals in SEK, above 1,000,000) says so, keeps what was typed and goes no further', async () => {
    const el = await fixture(html`<betr-pnp inline></betr-pnp>`);
    for (const amount of ['abc', '0', '10.5', '1000001']) {
      await pickAmount(el, amount);
      await text(el, 'Enter an amount above 0 and at most 1,000,000 SEK.');
      const input = await find<HTMLInputElement>(el, 'input[name="amount"]');
      expect([input.value, input.getAttribute('aria-invalid')], amount).to.deep.equal([amount, 'true']);
      expect($bankIdentity.get().status, amount).to.equal('idle');
    }
    await expect(el).to.be.accessible();
  });

  it('where the platform lacks bank identity it says "This is not available here."', async () => {
    (await stubControls()).lack(['startOAuth']);
    const el = await fixture(html`<betr-pnp inline></betr-pnp>`);
    await text(el, 'This is not available here.');
  });
});
