import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/bonus-selector';
import { signIn } from '../../stores/session';
import { $bonusOffers, $bonuses, $selectedBonusCode } from '../../stores/bonuses';
import { $popup } from '../../stores/popup';
import { find, freshStores, resetWorld, shadow, stubControls, text } from '../../../test/support';

async function pick(el: Element, name: string): Promise<void> {
  await text(el, name);
  const label = [...shadow(el).querySelectorAll('label')].find((l) => l.textContent?.includes(name));
  const input = label!.querySelector('input')!;
  input.click();
  // The choice is the form's state, which Continue reads as rendered: click it after the render
  // (a click before it found nothing chosen once, in a fresh-clone run).
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  await waitUntil(() => input.checked, `${name} was never chosen`);
}

function button(el: Element, name: string): HTMLButtonElement {
  return [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === name)!;
}

describe('<betr-bonus-selector>', () => {
  beforeEach(async () => {
    await resetWorld();
    freshStores($bonusOffers);
    // The Swedish player holds no bonus yet: every offer is open to them.
    await signIn('sga@example.com', 'Password1!');
  });

  it("is titled 'Pick a bonus' and lists the offers with Continue and 'Continue without a bonus'", async () => {
    const el = await fixture(html`<betr-bonus-selector inline></betr-bonus-selector>`);
    await text(el, 'Pick a bonus');
    await text(el, '20 free spins');
    expect(shadow(el).querySelector('legend')?.textContent).to.equal('Pick a bonus');
    expect(shadow(el).querySelectorAll('input[type="radio"]').length).to.equal(4);
    expect(button(el, 'Continue')).not.to.equal(undefined);
    expect(button(el, 'Continue without a bonus')).not.to.equal(undefined);
    // A deposit bonus shows its deposit range in the player's currency (Intl puts a no-break space after the code).
    expect(shadow(el).textContent?.replace(/\s/g, ' ')).to.include('Deposit SEK 10 to SEK 200');
  });

  it('choosing nothing continues: betr-bonus-selected {bonus: null}, composed', async () => {
    const el = await fixture(html`<betr-bonus-selector inline></betr-bonus-selector>`);
    await text(el, '20 free spins');
    const event = oneEvent(document, 'betr-bonus-selected');
    button(el, 'Continue without a bonus').click();
    const { detail, composed } = await event;
    expect(detail.bonus).to.equal(null);
    expect(composed).to.equal(true);
    expect($selectedBonusCode.get()).to.equal(null);
  });

  it('a non-deposit bonus is triggered directly', async () => {
    const el = await fixture(html`<betr-bonus-selector inline></betr-bonus-selector>`);
    await pick(el, '20 free spins');
    const event = oneEvent(document, 'betr-bonus-selected');
    button(el, 'Continue').click();
    expect((await event).detail.bonus?.code).to.equal('FREESPINS20');
    await $bonuses.retry();
    const bonuses = $bonuses.value!;
    expect(bonuses.status === 'ready' && bonuses.value.find((b) => b.code === 'FREESPINS20')?.status).to.equal('active');
  });

  it('a deposit bonus stores its code and goes to deposit with it', async () => {
    const el = await fixture(html`<betr-bonus-selector inline></betr-bonus-selector>`);
    await pick(el, 'Welcome bonus 100%');
    button(el, 'Continue').click();
    await waitUntil(() => $popup.get()?.type === 'deposit', 'the deposit never opened');
    expect($popup.get()?.attributes).to.deep.equal({ 'bonus-code': 'WELCOME100' });
    expect($selectedBonusCode.get()).to.equal('WELCOME100');
  });

  it('a refusal shows the not-eligible message, and it clears on success', async () => {
    const controls = await stubControls();
    controls.fail('triggerBonus', 'invalid-bonus', 'bonus');
    const el = await fixture(html`<betr-bonus-selector inline></betr-bonus-selector>`);
    await pick(el, '20 free spins');
    button(el, 'Continue').click();
    await text(el, 'You are unfortunately not eligible for this bonus, please choose another one.');
    controls.fail('triggerBonus', null);
    button(el, 'Continue').click();
    await waitUntil(() => !shadow(el).querySelector('[role="alert"]'), 'the error stayed after a success');
  });

  it("offers that fail to load are none: 'There are no bonuses to pick right now.', no error; the failure is not kept as the answer", async () => {
    const controls = await stubControls();
    controls.fail('getBonusOffers', 'unknown-error');
    const el = await fixture(html`<betr-bonus-selector inline></betr-bonus-selector>`);
    await text(el, 'There are no bonuses to pick right now.');
    expect(shadow(el).querySelector('[role="alert"]')).to.equal(null);
    controls.fail('getBonusOffers', null);
    await $bonusOffers.retry();
    await text(el, '20 free spins');
  });

  it('deposit-only offers deposit bonuses only', async () => {
    const el = await fixture(html`<betr-bonus-selector inline deposit-only></betr-bonus-selector>`);
    await text(el, 'Welcome bonus 100%');
    expect(shadow(el).textContent).not.to.include('20 free spins');
  });

  it('every offer is a labelled radio button reachable by keyboard', async () => {
    const el = await fixture(html`<betr-bonus-selector inline></betr-bonus-selector>`);
    const radio = await find<HTMLInputElement>(el, 'input[type="radio"]');
    expect(radio.closest('label')?.textContent).to.include('Welcome bonus 100%');
    radio.focus();
    expect(shadow(el).activeElement).to.equal(radio);
  });
});
