import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/responsible-gaming-test';
import type { GamblingTestResult } from '../../domain/model';
import { signIn } from '../../stores/session';
import { closeAllPopups } from '../../stores/popup';
import { recordCalls, resetWorld, shadow, text } from '../../../test/support';
import { progress } from '../ui/wizard.testing';

const button = (el: Element, label: string) => [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === label);
async function click(el: Element, label: string) {
  await waitUntil(() => button(el, label), `no "${label}" in "${shadow(el).textContent}"`);
  button(el, label)!.click();
}
async function answer(el: Element, number: number, label: string) {
  await text(el, `Question ${number} of 9`);
  const radio = [...shadow(el).querySelectorAll('label')].find((l) => l.textContent === label)!;
  (shadow(el).getElementById(radio.htmlFor) as HTMLInputElement).click();
  await click(el, number === 9 ? 'Submit' : 'Next');
}

describe('<betr-responsible-gaming-test>', () => {
  let received: GamblingTestResult[] = [];
  let restore: () => void = () => undefined;

  beforeEach(async () => {
    await resetWorld();
    await signIn('player@example.com', 'Password1!');
    closeAllPopups();
    ({ calls: received, restore } = await recordCalls('submitGamblingTest'));
  });
  afterEach(() => restore());

  it("intro, nine questions answered never / sometimes / often / always; the total is sent with the test's Version, then the summary shows", async () => {
    const el = await fixture(html`<betr-responsible-gaming-test inline></betr-responsible-gaming-test>`);
    await click(el, 'Start the test');
    await text(el, 'Have you bet more than you could really afford to lose?');
    // each question needs an answer
    await click(el, 'Next');
    await text(el, 'Choose an answer');
    const submitted = oneEvent(el, 'betr-responsible-gaming-test-submitted');
    const answers = ['Sometimes', 'Never', 'Often', 'Never', 'Sometimes', 'Never', 'Never', 'Always', 'Never'];
    for (const [i, label] of answers.entries()) await answer(el, i + 1, label);
    await text(el, 'Your answers have been submitted!');
    expect(received).to.deep.equal([{ total: 7, version: '1' }]);
    expect((await submitted).detail).to.deep.equal({ total: 7, band: 'elevated-risk' });
    await text(el, 'Your score: 7 of 27');
    await text(el, 'Elevated risk');
  });

  it('Back returns to the previous question with its answer kept', async () => {
    const el = await fixture(html`<betr-responsible-gaming-test inline></betr-responsible-gaming-test>`);
    await click(el, 'Start the test');
    await answer(el, 1, 'Often');
    await text(el, 'Question 2 of 9');
    expect(progress(el)).to.deep.equal({
      name: 'Test progress',
      now: 2,
      min: 1,
      max: 9,
      text: 'Question 2 of 9',
      shown: 'Question 2 of 9',
      filled: 2,
      segments: 9,
    });
    await click(el, 'Back');
    await text(el, 'Question 1 of 9');
    const often = [...shadow(el).querySelectorAll('label')].find((l) => l.textContent === 'Often')!;
    expect((shadow(el).getElementById(often.htmlFor) as HTMLInputElement).checked).to.equal(true);
  });
});
