/**
 * The onboarding spec's rules read in a rendered <betr-sign-up> as the player reads them:
 * each field's required message in English (spec §5), the steps' parts (§2) and the calls
 * leaving contact and submitting make (§4).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/sign-up';
import type { Jurisdiction, VisitorCountry } from '../../domain/model';
import { provider } from '../../stores/current-provider';
import { loadCashierAccess } from '../../stores/cashier';
import { $profile } from '../../stores/profile';
import { configure } from '../../stores/config';
import { $visitorCountry } from '../../stores/jurisdiction';
import { $wizards, stepFormId } from '../../stores/sign-up';
import { setFieldValues } from '../../stores/forms';
import type { SignUpStep } from '../../domain/sign-up-flow';
import { fill, find, recordCalls, replaceOperation, shadow } from '../../../test/support';
import { atStep, button, choose, click, resetWizards, seedWizard } from './wizard.testing';

const BEFORE_ACCEPT: SignUpStep[] = ['contact', 'personal', 'address', 'limits', 'annual-activity'];

/** The player leaves the control: its rule's message shows. */
async function leave(el: Element, name: string): Promise<void> {
  (await find(el, `[name="${name}"]`)).dispatchEvent(new Event('focusout', { bubbles: true }));
}

/** The message tied to a control by aria-describedby, exactly as shown. */
async function messageOf(el: Element, name: string): Promise<string | null | undefined> {
  const control = await find(el, `[name="${name}"]`);
  // aria-describedby may name a hint before the error renders (seen in Firefox): wait for the error itself.
  const error = () =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => shadow(el).getElementById(id))
      .find((node) => node?.getAttribute('part') === 'field-error');
  await waitUntil(error, `<${control.localName} name=${name}> shows no message`);
  return error()?.textContent;
}

describe("<betr-sign-up>: the spec's rules to the letter", () => {
  beforeEach(resetWizards);
  after(resetWizards);

  it("contact: an empty calling code reads 'Enter calling code'", async () => {
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await atStep(el, 'Contact details');
    await choose(el, 'callingCode', '');
    await leave(el, 'callingCode');
    expect(await messageOf(el, 'callingCode')).to.equal('Enter calling code');
  });

  it("personal: 'Enter firstname', 'Enter lastname', 'Please set your gender'; an empty date of birth reads 'Date of birth is a required field'", async () => {
    seedWizard('sign-up', 'sign-up', ['contact'], 'personal');
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await atStep(el, 'Personal details');
    await fill(el, { firstName: ' ', lastName: '' });
    for (const name of ['firstName', 'lastName', 'gender', 'dobDay']) await leave(el, name);
    expect(await messageOf(el, 'firstName')).to.equal('Enter firstname');
    expect(await messageOf(el, 'lastName')).to.equal('Enter lastname');
    expect(await messageOf(el, 'gender')).to.equal('Please set your gender');
    expect(await messageOf(el, 'dobDay')).to.equal('Date of birth is a required field');
  });

  it('personal: the gender options are female, male and other', async () => {
    seedWizard('sign-up', 'sign-up', ['contact'], 'personal');
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await atStep(el, 'Personal details');
    const gender = await find<HTMLSelectElement>(el, 'select[name="gender"]');
    expect([...gender.options].filter((o) => o.value !== '').map((o) => [o.value, o.textContent])).to.deep.equal([
      ['female', 'Female'],
      ['male', 'Male'],
      ['other', 'Other'],
    ]);
  });

  it("address: 'Enter address', 'Enter zip'; an empty city reads 'City is a required field', an empty country 'Country is a required field'", async () => {
    seedWizard('sign-up', 'sign-up', ['contact', 'personal'], 'address');
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await atStep(el, 'Address');
    const country = await find<HTMLSelectElement>(el, 'select[name="country"]');
    await waitUntil(() => country.value !== '', 'no country was chosen');
    await choose(el, 'country', '');
    for (const name of ['address', 'city', 'zip', 'country']) await leave(el, name);
    expect(await messageOf(el, 'address')).to.equal('Enter address');
    expect(await messageOf(el, 'city')).to.equal('City is a required field');
    expect(await messageOf(el, 'zip')).to.equal('Enter zip');
    expect(await messageOf(el, 'country')).to.equal('Country is a required field');
  });

  it("annual activity: none chosen reads 'Please enter annual activity'", async () => {
    seedWizard('sign-up', 'sign-up', ['contact', 'personal', 'address', 'limits'], 'annual-activity');
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await atStep(el, 'Annual activity');
    await leave(el, 'annualActivity');
    expect(await messageOf(el, 'annualActivity')).to.equal('Please enter annual activity');
  });

  it("the currency defaults to USD when the visitor's country gives none", async () => {
    const before = $visitorCountry.get();
    // A country the casino does not list, with no currency of its own.
    const visitor: VisitorCountry = { country: 'US', currency: '', phonePrefix: '' };
    $visitorCountry.set(visitor);
    try {
      seedWizard('sign-up', 'sign-up', ['contact', 'personal'], 'address');
      setFieldValues(stepFormId('sign-up', 'address'), { address: '', city: '', zip: '', country: '', currency: '' });
      const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
      await atStep(el, 'Address');
      const currency = await find<HTMLSelectElement>(el, 'select[name="currency"]');
      await waitUntil(() => currency.value !== '', 'no currency was chosen');
      expect(currency.value).to.equal('USD');
    } finally {
      $visitorCountry.set(before);
    }
  });

  it("contact: the bonus-code field is absent until 'Do you have a bonuscode?' is clicked", async () => {
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await atStep(el, 'Contact details');
    expect(shadow(el).querySelector('input[name="bonusCode"]')).to.equal(null);
    await click(el, 'Do you have a bonuscode?');
    await find(el, 'input[name="bonusCode"]');
    expect(button(el, 'Do you have a bonuscode?')).to.equal(undefined);
  });

  it('leaving contact calls validate-email and validate-phone, each with the jurisdiction', async () => {
    const calls: [string, ...unknown[]][] = [];
    const p = await provider();
    const validateEmail = p.validateEmail.bind(p);
    const restore = [
      await replaceOperation(
        'validateEmail',
        (...args: never[]) => (calls.push(['validateEmail', ...args]), validateEmail(...(args as unknown as [string, Jurisdiction]))),
      ),
      await replaceOperation('validatePhone', (...args: never[]) => (calls.push(['validatePhone', ...args]), Promise.resolve())),
    ];
    configure({ jurisdiction: 'UKGC' });
    try {
      const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
      await atStep(el, 'Contact details');
      await fill(el, { email: ' ann@example.com', password: 'Secret12!', phone: '079000001' });
      await choose(el, 'callingCode', '+356');
      await click(el, 'Continue');
      await atStep(el, 'Personal details');
      expect(calls).to.deep.equal([
        ['validateEmail', 'ann@example.com', 'UKGC'],
        ['validatePhone', '+35679000001', 'UKGC'],
      ]);
    } finally {
      restore.forEach((undo) => undo());
    }
  });

  it('limits: the session-limit dropdowns are absent outside SGA', async () => {
    for (const jurisdiction of ['MGA', 'ES', 'UKGC'] as const) {
      configure({ jurisdiction });
      seedWizard('sign-up', 'sign-up', ['contact', 'personal', 'address'], 'limits');
      const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
      await atStep(el, 'Limits');
      await find(el, 'input[name="depositLimitDay"]');
      expect(shadow(el).querySelectorAll('select[name^="sessionLimit"], [name^="sessionLimit"]').length, jurisdiction).to.equal(0);
      el.remove();
    }
  });

  it('accept: the terms link opens /terms-and-conditions and the privacy link /privacy-policy, each in a new tab; the over-18 tooltip is shown', async () => {
    seedWizard('sign-up', 'sign-up', BEFORE_ACCEPT, 'accept');
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await atStep(el, 'Terms and conditions');
    const links = [...shadow(el).querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.target, a.rel]);
    expect(links).to.deep.equal([
      ['terms and conditions', '/terms-and-conditions', '_blank', 'noopener noreferrer'],
      ['privacy policy', '/privacy-policy', '_blank', 'noopener noreferrer'],
    ]);
    const terms = await find<HTMLInputElement>(el, 'input[name="acceptTerms"]');
    const hint = shadow(el).getElementById(terms.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).to.equal('By signing up you confirm that you are over 18 years old.');
    expect(hint!.checkVisibility()).to.equal(true);
  });

  it("accept: while the registration is sent the button reads 'Loading...' and is disabled; after submit the deposit configuration is fetched", async () => {
    seedWizard('sign-up', 'sign-up', [...BEFORE_ACCEPT, 'accept'], 'accept');
    const p = await provider();
    const signUp = p.signUp.bind(p);
    let send = () => {};
    const restoreSignUp = await replaceOperation(
      'signUp',
      (...args: never[]) =>
        new Promise((resolve) => {
          send = () => resolve(signUp(...(args as unknown as Parameters<typeof signUp>)));
        }),
    );
    const depositConfig = await recordCalls('getDepositConfig');
    try {
      const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
      await atStep(el, 'Terms and conditions');
      await click(el, 'Sign up');
      await waitUntil(() => button(el, 'Loading...'), 'no Loading... button while sending');
      expect(button(el, 'Loading...')!.disabled).to.equal(true);
      expect(button(el, 'Sign up')).to.equal(undefined);
      expect(depositConfig.calls.length, 'fetched before the registration was sent').to.equal(0);
      send();
      await atStep(el, 'Activate your account');
      expect(depositConfig.calls.length).to.equal(1);
      // One call for the datum: the deposit step's cashier (the player activated by then) shares it.
      await waitUntil(() => $profile.get(), 'no profile after the registration');
      $profile.set({ ...$profile.get()!, isActivated: true });
      const access = await loadCashierAccess('deposit');
      expect([access.status, depositConfig.calls.length]).to.deep.equal(['ready', 1]);
      const expected = await p.getDepositConfig();
      await waitUntil(() => $wizards.get()['sign-up']?.deposit?.status === 'ready', 'the deposit configuration never arrived');
      expect($wizards.get()['sign-up']?.deposit).to.deep.equal({ status: 'ready', value: expected });
    } finally {
      restoreSignUp();
      depositConfig.restore();
    }
  });
});
