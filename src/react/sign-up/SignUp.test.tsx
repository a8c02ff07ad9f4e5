import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/sign-up';
import { $session } from '../../stores/session';
import { activate } from '../../stores/activation';
import { provider } from '../../stores/current-provider';
import { configure } from '../../stores/config';
import { formState } from '../../stores/forms';
import { $wizards, OPTIONS_ATTEMPTS, OPTIONS_RETRY_MS, stepFormId } from '../../stores/sign-up';
import type { SignUpStep } from '../../domain/sign-up-flow';
import { fill, find, recordCalls, replaceOperation, shadow, stubControls, text } from '../../../test/support';
import { installFakeClock } from '../../../test/fake-clock';
import { atStep, button, choose, click, progress, resetWizards, seedWizard, signUpProgress, VALID } from './wizard.testing';

const BEFORE_ACCEPT: SignUpStep[] = ['contact', 'personal', 'address', 'limits', 'annual-activity'];

async function fillContact(el: Element, values: Partial<Record<string, string>> = {}): Promise<void> {
  const v = { ...VALID.contact, ...values };
  await fill(el, { email: v.email!, password: v.password!, phone: v.phone! });
  await choose(el, 'callingCode', v.callingCode!);
}

describe('<betr-sign-up>', () => {
  beforeEach(resetWizards);
  after(resetWizards);

  it('opens on the contact step once countries, currencies and calling codes are loaded', async () => {
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await atStep(el, 'Contact details');
    await text(el, 'Step 1 of 9');
    expect(shadow(el).querySelector('h2')?.textContent).to.equal('Sign up');
    for (const name of ['email', 'password', 'phone']) {
      const input = await find<HTMLInputElement>(el, `input[name="${name}"]`);
      expect(shadow(el).querySelector(`label[for="${input.id}"]`), `label of ${name}`).not.to.equal(null);
    }
    expect(button(el, 'Do you have a bonuscode?')).to.be.instanceOf(HTMLButtonElement);
  });

  it('an accessible progress bar ("Sign-up progress") shows the step and how far is left: step n of 9, n of 9 segments filled', async () => {
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await atStep(el, 'Contact details');
    expect(progress(el)).to.deep.equal(signUpProgress(1, 9));
    seedWizard('sign-up', 'sign-up', ['contact', 'personal', 'address', 'limits', 'annual-activity'], 'accept');
    await atStep(el, 'Terms and conditions');
    expect(progress(el)).to.deep.equal(signUpProgress(6, 9));
  });

  it('shows a loading state, retries, and says so clearly after repeated failure; Try again recovers', async () => {
    (await stubControls()).fail('getCountries', 'unknown-error', 'sign-up');
    const { calls: asked, restore } = await recordCalls('getCountries');
    const failed = 'The sign-up form could not be loaded. Please try again.';
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await text(el, 'Loading...');
    // 30 attempts 100 ms apart, each a call: the retries' 3 s on the fake clock.
    const clock = installFakeClock();
    try {
      while (!shadow(el).textContent?.includes(failed)) {
        await clock.until(
          () => clock.pending().includes(OPTIONS_RETRY_MS) || !!shadow(el).textContent?.includes(failed),
          `no retry, and no failure shown after ${asked.length} attempts`,
        );
        clock.tick(OPTIONS_RETRY_MS);
      }
    } finally {
      clock.uninstall();
      restore();
    }
    expect(asked.length, 'the attempts').to.equal(OPTIONS_ATTEMPTS);
    (await stubControls()).fail('getCountries', null);
    await click(el, 'Try again');
    await atStep(el, 'Contact details');
  });

  it('Continue is disabled while the step has errors, and each broken rule shows its message', async () => {
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await atStep(el, 'Contact details');
    expect(button(el, 'Continue')!.disabled).to.equal(true);
    await fill(el, { email: 'ann@', password: 'ann@example.com1A!', phone: '12' });
    for (const name of ['email', 'password', 'phone'])
      (await find(el, `input[name="${name}"]`)).dispatchEvent(new Event('focusout', { bubbles: true }));
    await text(el, 'Must provide an email address');
    await text(el, 'Invalid format');
    await fill(el, { email: 'ann@example.com' });
    await text(el, 'Password cannot include your email');
    await fill(el, { password: 'weakpass' });
    await text(el, 'Use at least 8 characters with a capital letter, a lowercase letter, a digit and a special character');
    expect(button(el, 'Continue')!.disabled).to.equal(true);
  });

  it("password: trimmed, required — only spaces shows 'Please enter your password'", async () => {
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await atStep(el, 'Contact details');
    await fill(el, { password: '   ' });
    (await find(el, 'input[name="password"]')).dispatchEvent(new Event('focusout', { bubbles: true }));
    await text(el, 'Please enter your password');
    expect(shadow(el).textContent).not.to.contain('Use at least 8 characters');
    expect((await find<HTMLInputElement>(el, 'input[name="password"]')).value).to.equal('   ');
  });

  it('the bonus code link reveals the field, then required: "Enter a bonus code"', async () => {
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await click(el, 'Do you have a bonuscode?');
    const code = await find<HTMLInputElement>(el, 'input[name="bonusCode"]');
    code.dispatchEvent(new Event('focusout', { bubbles: true }));
    await text(el, 'Enter a bonus code');
  });

  it('an email that has an account stops at contact ("Player already exists") and tracks "account exists"', async () => {
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await atStep(el, 'Contact details');
    await fillContact(el, { email: 'player@example.com' });
    const exists = oneEvent(el, 'betr-sign-up-account-exists');
    await click(el, 'Continue');
    expect((await exists).detail.key).to.equal('player-conflict');
    await text(el, 'Player already exists');
    await atStep(el, 'Contact details');
  });

  it('walks every step to activation; the player is signed in; every step change is an event', async () => {
    const steps: string[] = [];
    const record = (event: Event) => steps.push((event as CustomEvent<{ step: string; index: number }>).detail.step);
    document.addEventListener('betr-sign-up-step', record);
    try {
      const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
      await atStep(el, 'Contact details');
      await fillContact(el);
      await click(el, 'Continue');

      await atStep(el, 'Personal details');
      await fill(el, { firstName: 'Ann', lastName: 'Andersson' });
      await choose(el, 'gender', 'female');
      await choose(el, 'dobDay', '7');
      await choose(el, 'dobMonth', '3');
      await choose(el, 'dobYear', '1995');
      await click(el, 'Continue');

      await atStep(el, 'Address');
      // The visitor's country and its currency are chosen once the step has rendered.
      const country = await find<HTMLSelectElement>(el, 'select[name="country"]');
      const currency = await find<HTMLSelectElement>(el, 'select[name="currency"]');
      await waitUntil(() => country.value !== '', 'no country was chosen');
      expect([country.value, currency.value]).to.deep.equal(['MT', 'EUR']);
      await fill(el, { address: 'Main Street 1', city: 'Sliema', zip: 'SLM 1000' });
      await click(el, 'Continue');

      await atStep(el, 'Limits');
      await click(el, 'Skip limits');

      await atStep(el, 'Annual activity');
      await text(el, 'How much do you expect to deposit in a year?');
      await choose(el, 'annualActivity', '16000');
      await click(el, 'Continue');

      await atStep(el, 'Terms and conditions');
      await click(el, 'Accept all');
      expect((await find<HTMLInputElement>(el, 'input[name="acceptTerms"]')).checked).to.equal(true);
      expect((await find<HTMLInputElement>(el, 'input[name="acceptMarketing"]')).checked).to.equal(true);
      await click(el, 'Sign up');

      await atStep(el, 'Activate your account');
      await text(el, 'We have sent an activation code to ann@example.com.');
      expect($session.get()).not.to.equal(null);
      expect(steps).to.deep.equal(['personal', 'address', 'limits', 'annual-activity', 'accept', 'activation']);
      const profile = await (await provider()).getProfile();
      expect(profile).to.include({
        email: 'ann@example.com',
        phone: '+35679000001',
        dateOfBirth: '1995-03-07',
        country: 'MT',
        currency: 'EUR',
      });
    } finally {
      document.removeEventListener('betr-sign-up-step', record);
    }
  });

  it('a daily deposit limit fills the weekly (x7) and monthly (x30) ones unless touched; the button then says Continue', async () => {
    seedWizard('sign-up', 'sign-up', ['contact', 'personal', 'address'], 'limits');
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await atStep(el, 'Limits');
    expect(button(el, 'Skip limits')).to.be.instanceOf(HTMLButtonElement);
    await fill(el, { depositLimitDay: '100' });
    await waitUntil(() => (shadow(el).querySelector('input[name="depositLimitWeek"]') as HTMLInputElement).value === '700');
    expect((await find<HTMLInputElement>(el, 'input[name="depositLimitMonth"]')).value).to.equal('3000');
    expect(button(el, 'Continue')).to.be.instanceOf(HTMLButtonElement);
    await fill(el, { depositLimitMonth: '2000' });
    await fill(el, { depositLimitDay: '50' });
    await waitUntil(() => (shadow(el).querySelector('input[name="depositLimitWeek"]') as HTMLInputElement).value === '350');
    expect((await find<HTMLInputElement>(el, 'input[name="depositLimitMonth"]')).value).to.equal('2000');
    await fill(el, { depositLimitDay: '0' });
    (await find(el, 'input[name="depositLimitDay"]')).dispatchEvent(new Event('focusout', { bubbles: true }));
    await text(el, 'Must be larger or equal to 1');
  });

  it('values survive Prev/Continue and the element being created again', async () => {
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await atStep(el, 'Contact details');
    await fillContact(el, { email: 'kept@example.com' });
    await click(el, 'Continue');
    await atStep(el, 'Personal details');
    await fill(el, { firstName: 'Kept' });
    await click(el, 'Prev');
    await atStep(el, 'Contact details');
    expect((await find<HTMLInputElement>(el, 'input[name="email"]')).value).to.equal('kept@example.com');
    expect((await find<HTMLInputElement>(el, 'input[name="password"]')).value).to.equal('Secret12!');
    await click(el, 'Continue');
    await atStep(el, 'Personal details');
    el.remove();
    const again = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await atStep(again, 'Personal details');
    expect((await find<HTMLInputElement>(again, 'input[name="firstName"]')).value).to.equal('Kept');
  });

  it('a failed submit shows the catalogue message and keeps every value', async () => {
    seedWizard('sign-up', 'sign-up', [...BEFORE_ACCEPT, 'accept'], 'accept');
    (await stubControls()).fail('signUp', 'invalid-field-phone');
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await atStep(el, 'Terms and conditions');
    await click(el, 'Sign up');
    await text(el, 'Invalid phone');
    expect($session.get()).to.equal(null);
    await click(el, 'Prev');
    await atStep(el, 'Annual activity');
    expect(formState(stepFormId('sign-up', 'contact')).values).to.include({
      email: 'ann@example.com',
      password: 'Secret12!',
      phone: '79000001',
    });
    (await stubControls()).fail('signUp', null);
  });

  it('a double click on Sign up submits once', async () => {
    seedWizard('sign-up', 'sign-up', [...BEFORE_ACCEPT, 'accept'], 'accept');
    const { calls, restore } = await recordCalls('signUp');
    (await stubControls()).latency(100);
    try {
      const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
      await atStep(el, 'Terms and conditions');
      const signUp = button(el, 'Sign up')!;
      signUp.click();
      signUp.click();
      await text(el, 'Loading...');
      await atStep(el, 'Activate your account');
      expect(calls.length).to.equal(1);
    } finally {
      restore();
    }
  });

  const CATALOGUE: Record<string, string> = {
    'invalid-field-email': 'Invalid email',
    'invalid-field-dob': 'Invalid date of birth',
    'invalid-field-first-name': 'Invalid first name',
    'invalid-field-last-name': 'Invalid last name',
    'invalid-field-address': 'Invalid address',
    'invalid-field-city': 'Invalid city',
    'invalid-field-zip': 'Invalid zip',
    'invalid-field-region': 'Invalid region',
    'invalid-field-country': 'Invalid country',
    'invalid-field-phone': 'Invalid phone',
    'invalid-field-language': 'Invalid language',
    'invalid-field-gender': 'Invalid gender',
    'invalid-field-currency': 'Invalid currency',
    'invalid-field-jurisdiction': 'Invalid jurisdiction',
    'player-conflict': 'Player already exists',
    'player-under-age': 'You must be 18 or older to sign up',
    'country-invalid': 'Your country is not allowed',
    'invalid-email-domain': 'Email domain is restrected',
    'phone-exists': 'Phone already exists',
    'region-blocked': 'Region is blocked',
    blocked: 'You are not allowed to register. Please contact support.',
    'spel-paus-validation-error': 'You are not allowed to register. Player registred in Spelpaus.',
    GamblingIssuesCrossBrand: 'You are not allowed to register. Please contact support.',
    MissingNameOrAddress: 'No Swedish registered address was found. Please contact customer service.',
  };
  it('every error key of the sign-up catalogue shows its message', async () => {
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    for (const [key, message] of Object.entries(CATALOGUE)) {
      seedWizard('sign-up', 'sign-up', [...BEFORE_ACCEPT, 'accept'], 'accept');
      (await stubControls()).fail('signUp', key);
      await atStep(el, 'Terms and conditions');
      await click(el, 'Sign up');
      await waitUntil(
        () => shadow(el).querySelector('[role="alert"]')?.textContent === message,
        `${key}: expected "${message}", got "${shadow(el).querySelector('[role="alert"]')?.textContent}"`,
      );
    }
    (await stubControls()).fail('signUp', null);
  });

  it('after activation with the mailed code: the bonus step, then deposit with the chosen bonus code', async () => {
    seedWizard('sign-up', 'sign-up', [...BEFORE_ACCEPT, 'accept'], 'accept');
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await click(el, 'Sign up');
    await atStep(el, 'Activate your account');
    const form = await find(el, 'betr-activation-form');
    const code = (await stubControls())
      .outbox()
      .filter((m) => m.to === 'ann@example.com')
      .pop()!.code!;
    await fill(form, { activationCode: code });
    (await find<HTMLButtonElement>(form, 'button[type="submit"]')).click();

    await atStep(el, 'Choose a bonus');
    const offer = await find<HTMLInputElement>(el, 'input[type="radio"][value="offer-welcome-100"]');
    offer.click();
    await click(el, 'Continue');
    await atStep(el, 'Deposit');
    const deposit = await find(el, 'betr-deposit');
    expect(deposit.getAttribute('bonus-code')).to.equal('WELCOME100');

    const complete = oneEvent(el, 'betr-sign-up-complete');
    deposit.dispatchEvent(
      new CustomEvent('betr-deposit-success', { detail: { amount: 20, currency: 'EUR', txRefId: 't1' }, bubbles: true, composed: true }),
    );
    await complete;
    await text(el, 'You are all set. Your deposit was successful.');
  });

  it('no bonus chosen at the bonus step: the deposit does not offer the bonuses again', async () => {
    seedWizard('sign-up', 'sign-up', [...BEFORE_ACCEPT, 'accept'], 'accept');
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await click(el, 'Sign up');
    await atStep(el, 'Activate your account');
    await activate(
      'ann@example.com',
      (await stubControls())
        .outbox()
        .filter((m) => m.to === 'ann@example.com')
        .pop()!.code!,
    );
    await atStep(el, 'Choose a bonus');
    await click(el, 'Continue');
    await atStep(el, 'Deposit');
    const deposit = await find(el, 'betr-deposit');
    expect(deposit.hasAttribute('skip-bonus')).to.equal(true);
    expect(deposit.hasAttribute('bonus-code')).to.equal(false);
  });

  it('no bonus offers: after activation the wizard goes straight to the deposit step, the bonus step never shown', async () => {
    const restore = await replaceOperation('getBonusOffers', async () => []);
    const steps: string[] = [];
    const record = (event: Event) => steps.push((event as CustomEvent<{ step: string }>).detail.step);
    document.addEventListener('betr-sign-up-step', record);
    try {
      seedWizard('sign-up', 'sign-up', [...BEFORE_ACCEPT, 'accept'], 'accept');
      const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
      await click(el, 'Sign up');
      await atStep(el, 'Activate your account');
      await activate('ann@example.com', (await stubControls()).outbox().pop()!.code!);
      await atStep(el, 'Deposit');
      expect(steps).to.deep.equal(['activation', 'deposit']);
      expect(shadow(el).textContent).not.to.contain('Choose a bonus');
      expect($wizards.get()['sign-up']?.bonuses).to.deep.equal({ status: 'ready', value: [] });
    } finally {
      document.removeEventListener('betr-sign-up-step', record);
      restore();
    }
  });

  it('a bonus code given at contact skips the bonus step', async () => {
    seedWizard('sign-up', 'sign-up', [...BEFORE_ACCEPT, 'accept'], 'accept');
    const { setFieldValues } = await import('../../stores/forms');
    setFieldValues(stepFormId('sign-up', 'contact'), { bonusCodeOpen: 'true', bonusCode: 'WELCOME100' });
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await click(el, 'Sign up');
    await atStep(el, 'Activate your account');
    await activate('ann@example.com', (await stubControls()).outbox().pop()!.code!);
    await atStep(el, 'Deposit');
    expect((await find(el, 'betr-deposit')).getAttribute('bonus-code')).to.equal('WELCOME100');
    expect($wizards.get()['sign-up']?.bonuses).to.equal(null);
  });

  it('in the SGA jurisdiction it is bank identity instead', async () => {
    configure({ jurisdiction: 'SGA' });
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await find(el, 'betr-sign-up-oauth');
    expect(shadow(el).querySelector('input[name="password"]')).to.equal(null);
  });
});
