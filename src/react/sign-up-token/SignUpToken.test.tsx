import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/sign-up-token';
import { $session } from '../../stores/session';
import { configure } from '../../stores/config';
import { provider } from '../../stores/current-provider';
import { $profile } from '../../stores/profile';
import { formatMoney } from '../../domain/money';
import type { SignUpValues } from '../../domain/model';

const sek = (amount: number) => formatMoney(amount, 'SEK', 'en-US');
import { fill, find, shadow, stubControls, text, type } from '../../../test/support';
import { atStep, button, choose, click, progress, resetWizards, seedWizard, signUpProgress } from '../sign-up/wizard.testing';

/** A sign-up token for a person the bank identified, as bank identity gives one. */
async function tokenFor(personalNumber: string): Promise<string> {
  const p = await provider();
  const { orderRef } = await p.startOAuth('sign-up');
  (await stubControls()).approveOAuth(orderRef, personalNumber);
  const answer = await p.collectOAuth(orderRef);
  if (answer.kind !== 'sign-up-token') throw new Error(`expected a token, got ${answer.kind}`);
  return answer.token;
}

async function fillContact(el: Element, email = 'sven.new@example.com'): Promise<void> {
  await fill(el, { email, phone: '0701234567' });
  await choose(el, 'callingCode', '+46');
}

describe('<betr-sign-up-token>', () => {
  beforeEach(async () => {
    await resetWizards();
    configure({ jurisdiction: 'SGA' });
    (await stubControls()).setVisitorCountry('SE');
  });
  after(resetWizards);

  it('without a token it says the link is not valid', async () => {
    const el = await fixture(html`<betr-sign-up-token></betr-sign-up-token>`);
    await text(el, 'This sign-up link is not valid.');
  });

  it('contact asks email, calling code, phone and the terms — no password; "Accept all" ticks both boxes', async () => {
    const el = await fixture(html`<betr-sign-up-token token="demo-sign-up-token"></betr-sign-up-token>`);
    await atStep(el, 'Contact details');
    await text(el, 'Step 1 of 4');
    expect(shadow(el).querySelector('input[name="password"]')).to.equal(null);
    await fillContact(el);
    expect(button(el, 'Continue')!.disabled).to.equal(true);
    await click(el, 'Accept all');
    expect((await find<HTMLInputElement>(el, 'input[name="acceptTerms"]')).checked).to.equal(true);
    expect((await find<HTMLInputElement>(el, 'input[name="acceptMarketing"]')).checked).to.equal(true);
    await click(el, 'Continue');
    await atStep(el, 'Limits');
  });

  it('an accessible progress bar ("Sign-up progress") shows the step and how far is left: step n of 4', async () => {
    const el = await fixture(html`<betr-sign-up-token token="demo-sign-up-token"></betr-sign-up-token>`);
    await atStep(el, 'Contact details');
    expect(progress(el)).to.deep.equal(signUpProgress(1, 4));
    seedWizard('sign-up-token:demo-sign-up-token', 'sign-up-token', ['contact'], 'limits');
    await atStep(el, 'Limits');
    expect(progress(el)).to.deep.equal(signUpProgress(2, 4));
  });

  it('limits are three deposit sliders; the daily one moves the others; Sign up signs the player in and goes on to bonus', async () => {
    const el = await fixture(html`<betr-sign-up-token token="demo-sign-up-token"></betr-sign-up-token>`);
    await fillContact(el);
    await click(el, 'Accept all');
    await click(el, 'Continue');
    await atStep(el, 'Limits');
    await waitUntil(() => shadow(el).querySelectorAll('input[type="range"]').length === 3, 'three sliders');
    const day = shadow(el).querySelector<HTMLInputElement>('input[name="depositLimitDay"]');
    await waitUntil(() => day!.getAttribute('aria-valuetext') === sek(5000));
    // One notch down from 5000 is 4500 (step 500 below 10000).
    type(day!, String(Number(day!.value) - 1));
    await waitUntil(() => day!.getAttribute('aria-valuetext') === sek(4500));
    const week = shadow(el).querySelector<HTMLInputElement>('input[name="depositLimitWeek"]')!;
    // 7 x 4500 = 31500, on the slider's nearest notch (step 1000 from 10000 up); 30 x 4500 = 135000.
    await waitUntil(() => week.getAttribute('aria-valuetext') === sek(32000));
    expect(shadow(el).querySelector('input[name="depositLimitMonth"]')!.getAttribute('aria-valuetext')).to.equal(sek(135000));
    await click(el, 'Sign up');
    await atStep(el, 'Choose a bonus');
    expect(progress(el)).to.deep.equal(signUpProgress(3, 4));
    expect($session.get()).not.to.equal(null);
    await waitUntil(() => $profile.get() !== null);
    expect($profile.get()).to.include({
      email: 'sven.new@example.com',
      phone: '+46701234567',
      country: 'SE',
      currency: 'SEK',
      isActivated: true,
    });
    const limits = (await (await provider()).getLimits()).filter((l) => l.type === 'deposit').map((l) => `${l.period}:${l.amount}`);
    expect(limits).to.deep.equal(['daily:4500', 'weekly:32000', 'monthly:135000']);
  });

  it('a token link with a preset bonus code sends it with the registration and goes past the bonus step to deposit', async () => {
    const p = await provider();
    const original = p.signUp;
    let sent: SignUpValues | undefined;
    p.signUp = async (values) => {
      sent = values;
      return original.call(p, values);
    };
    try {
      const el = await fixture(html`<betr-sign-up-token token="demo-sign-up-token" bonus-code="WELCOME100"></betr-sign-up-token>`);
      await fillContact(el);
      await click(el, 'Accept all');
      await click(el, 'Continue');
      await atStep(el, 'Limits');
      await waitUntil(() => shadow(el).querySelectorAll('input[type="range"]').length === 3, 'three sliders');
      await click(el, 'Sign up');
      await atStep(el, 'Deposit');
      expect(sent).to.include({
        token: 'demo-sign-up-token',
        bonusCode: 'WELCOME100',
        email: 'sven.new@example.com',
        phone: '+46701234567',
      });
      const deposit = await find(el, 'betr-deposit');
      expect(deposit.getAttribute('bonus-code')).to.equal('WELCOME100');
    } finally {
      p.signUp = original;
    }
  });

  it('Deposit slider defaults (day 1 to 5000, week 1 to 50000, month 1 to 1,000,000) are overridden per age band and per person', async () => {
    const sliderText = async (el: Element, name: string) =>
      (await find<HTMLInputElement>(el, `input[name="${name}"]`)).getAttribute('aria-valuetext');
    const atLimits = async (token: string) => {
      const el = await fixture(html`<betr-sign-up-token token=${token}></betr-sign-up-token>`);
      await fillContact(el, `p${token.slice(0, 8)}@example.com`);
      await click(el, 'Accept all');
      await click(el, 'Continue');
      await atStep(el, 'Limits');
      await waitUntil(() => shadow(el).querySelectorAll('input[type="range"]').length === 3, 'three sliders');
      return el;
    };
    const twenty = `${new Date().getFullYear() - 20}01011234`;
    // A 20-year-old is in the operator's 18–24 band: day up to 1000, week 5000, month 20000.
    const young = await atLimits(await tokenFor(twenty));
    await waitUntil(async () => (await sliderText(young, 'depositLimitDay')) === sek(1000), "the age band's daily maximum");
    expect(await sliderText(young, 'depositLimitWeek')).to.equal(sek(5000));
    expect(await sliderText(young, 'depositLimitMonth')).to.equal(sek(20000));
    young.remove();
    await resetWizards();
    configure({ jurisdiction: 'SGA' });
    // The operator set this person's own daily range: it wins over the band.
    (await stubControls()).setDepositLimitRanges(twenty, { 1: { max: 300, initial: 200 } });
    const own = await atLimits(await tokenFor(twenty));
    await waitUntil(async () => (await sliderText(own, 'depositLimitDay')) === sek(200), "the person's own daily range");
    const day = await find<HTMLInputElement>(own, 'input[name="depositLimitDay"]');
    type(day, day.max);
    await waitUntil(async () => (await sliderText(own, 'depositLimitDay')) === sek(300), "the person's own daily maximum");
    expect(await sliderText(own, 'depositLimitWeek')).to.equal(sek(2100));
  });

  it('At the limits step, a chosen limit above the prior (cross-brand) limit shows the warning', async () => {
    const person = `${new Date().getFullYear() - 40}05051234`;
    (await stubControls()).setCrossBrandLimits(person, [
      { timespan: 1, amount: 2000 },
      { timespan: 7, amount: 60000 },
      { timespan: 30, amount: 30000 },
    ]);
    const el = await fixture(html`<betr-sign-up-token token=${await tokenFor(person)}></betr-sign-up-token>`);
    await fillContact(el, 'prior@example.com');
    await click(el, 'Accept all');
    await click(el, 'Continue');
    await atStep(el, 'Limits');
    const day = await find<HTMLInputElement>(el, 'input[name="depositLimitDay"]');
    await waitUntil(() => day.getAttribute('aria-valuetext') === sek(5000));
    // Day 5000 > 2000 and month 1,000,000 > 30000 warn; week 50000 is under 60000.
    await text(el, `This limit is above your previous limit of ${sek(2000)}.`);
    await text(el, `This limit is above your previous limit of ${sek(30000)}.`);
    expect(shadow(el).textContent).not.to.contain(sek(60000));
    // Down to 2000 a day: no longer above the daily prior.
    while (day.getAttribute('aria-valuetext') !== sek(2000)) type(day, String(Number(day.value) - 1));
    await waitUntil(() => !shadow(el).textContent!.includes(`previous limit of ${sek(2000)}`), 'the daily warning stayed');
  });

  it('under 18 shows an error notice', async () => {
    const token = await tokenFor('201501011234');
    const el = await fixture(html`<betr-sign-up-token token=${token}></betr-sign-up-token>`);
    await fillContact(el, 'young@example.com');
    await click(el, 'Accept all');
    await click(el, 'Continue');
    await atStep(el, 'Limits');
    await click(el, 'Sign up');
    await waitUntil(() => shadow(el).querySelector('[role="alert"]')?.textContent === 'You must be 18 or older to sign up');
    expect($session.get()).to.equal(null);
  });

  it('a Spelpaus-registered email is refused at contact', async () => {
    const el = await fixture(html`<betr-sign-up-token token="demo-sign-up-token"></betr-sign-up-token>`);
    await fillContact(el, 'spelpaus@example.com');
    await click(el, 'Accept all');
    await click(el, 'Continue');
    await text(el, 'You are not allowed to register. Player registred in Spelpaus.');
    await atStep(el, 'Contact details');
  });
});
