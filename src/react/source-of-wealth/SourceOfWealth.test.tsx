import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/source-of-wealth';
import type { SourceOfWealth } from '../../domain/model';
import { provider } from '../../stores/current-provider';
import { signIn } from '../../stores/session';
import { closeAllPopups } from '../../stores/popup';
import { button, find, resetWorld, shadow, text, type } from '../../../test/support';

async function click(el: Element, label: string) {
  await waitUntil(() => button(el, label), `no "${label}" in "${shadow(el).textContent}"`);
  button(el, label)!.click();
}
/** Tick a box by its label, as a player clicks it. */
async function tick(el: Element, label: string) {
  const labelled = () => [...shadow(el).querySelectorAll('label')].find((l) => l.textContent === label);
  await waitUntil(labelled, `no "${label}" box`);
  (shadow(el).getElementById(labelled()!.htmlFor) as HTMLInputElement).click();
}
async function choose(el: Element, name: string, value: string) {
  const select = await find<HTMLSelectElement>(el, `select[name="${name}"]`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
const stepTitle = (el: Element) => shadow(el).querySelector('h3')?.textContent;

describe('<betr-source-of-wealth>', () => {
  let received: SourceOfWealth | null = null;
  let restore: () => void = () => undefined;

  beforeEach(async () => {
    await resetWorld();
    await signIn('sga@example.com', 'Password1!');
    closeAllPopups();
    const p = await provider();
    const original = p.submitSourceOfWealth.bind(p);
    received = null;
    p.submitSourceOfWealth = (answer) => {
      received = answer;
      return original(answer);
    };
    restore = () => {
      p.submitSourceOfWealth = original;
    };
  });
  afterEach(() => restore());

  it("intro, source, occupation, income, completed — with each step's rules, and back from occupation and income", async () => {
    const el = await fixture(html`<betr-source-of-wealth inline></betr-source-of-wealth>`);
    await text(el, 'We are required to know where the money you play with comes from.');
    await click(el, 'Start');

    // source: at least one ticked source, plus free text if Other is ticked
    await waitUntil(() => stepTitle(el) === 'Where does your money come from?');
    expect(button(el, 'Back')).to.equal(undefined);
    await click(el, 'Next');
    await text(el, 'Choose at least one source');
    expect(shadow(el).querySelectorAll('input[type="checkbox"]')).to.have.length(8);
    await tick(el, 'Other');
    await click(el, 'Next');
    await text(el, 'Please describe it');
    type(await find<HTMLInputElement>(el, 'input[name="sourceOther"]'), 'Crypto');
    await tick(el, 'Salary');
    await click(el, 'Next');

    // occupation: industry (25) and occupation, plus free text if Other
    await waitUntil(() => stepTitle(el) === 'Your occupation');
    await click(el, 'Next');
    await text(el, 'Choose an industry');
    await text(el, 'Enter your occupation');
    expect((await find<HTMLSelectElement>(el, 'select[name="industry"]')).options.length).to.equal(26);
    await choose(el, 'industry', 'it');
    type(await find<HTMLInputElement>(el, 'input[name="occupation"]'), 'Developer');
    await click(el, 'Back');
    await waitUntil(() => stepTitle(el) === 'Where does your money come from?');
    await click(el, 'Next');
    await waitUntil(() => stepTitle(el) === 'Your occupation');
    expect((await find<HTMLInputElement>(el, 'input[name="occupation"]')).value).to.equal('Developer');
    await click(el, 'Next');

    // income: a range of the player's currency (SEK) and the declaration
    await waitUntil(() => stepTitle(el) === 'Your yearly income');
    const income = await find<HTMLSelectElement>(el, 'select[name="income"]');
    expect([...income.options].slice(1).map((o) => o.textContent)).to.deep.equal([
      '0 to 250,000',
      '250,001 to 500,000',
      '500,001 to 750,000',
      '750,001 to 1,000,000',
      '1,000,001 to 1,500,000',
      '1,500,001 or more',
    ]);
    await click(el, 'Submit');
    await text(el, 'Choose your yearly income');
    await text(el, 'Please confirm that your answers are true, accurate and complete');
    await choose(el, 'income', '1');
    await tick(el, 'I declare that my answers are true, accurate and complete.');
    await click(el, 'Submit');
    await text(el, 'Your answers have been submitted!');
    expect(received).to.deep.equal({
      income: { from: 250001, to: 500000 },
      industry: 'Information Technology',
      occupation: 'Developer',
      sources: ['Salary', 'Crypto'],
    });
  });
});
