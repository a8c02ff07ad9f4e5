import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/self-exclude';
import type { SelfExcludeChoice } from '../../domain/model';
import { $session, signIn } from '../../stores/session';
import { closeAllPopups } from '../../stores/popup';
import { find, recordCalls, resetWorld, shadow, text } from '../../../test/support';

const button = (el: Element, label: string) => [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === label)!;

describe('<betr-self-exclude>', () => {
  let sent: SelfExcludeChoice[] = [];
  let restore: () => void = () => undefined;

  beforeEach(async () => {
    await resetWorld();
    await signIn('player@example.com', 'Password1!');
    closeAllPopups();
    ({ calls: sent, restore } = await recordCalls('sendSelfExcludeChoice'));
  });
  afterEach(() => restore());

  it('on open the choice Open is sent; Continue sends None', async () => {
    const el = await fixture(html`<betr-self-exclude></betr-self-exclude>`);
    await text(el, 'Would you like to take a break from playing, or continue playing?');
    await waitUntil(() => sent.length === 1);
    expect(sent).to.deep.equal(['Open']);
    button(el, 'Continue playing').click();
    await waitUntil(() => sent.length === 2);
    el.remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).to.deep.equal(['Open', 'None']);
  });

  it('closing without a choice sends None', async () => {
    const el = await fixture(html`<betr-self-exclude></betr-self-exclude>`);
    await waitUntil(() => sent.length === 1);
    el.remove();
    await waitUntil(() => sent.length === 2);
    expect(sent).to.deep.equal(['Open', 'None']);
  });

  it('the break periods in days are 1, 3, 7, 14, 21, 30, 60, 90, 182, 365, 999 (indefinite)', async () => {
    const el = await fixture(html`<betr-self-exclude></betr-self-exclude>`);
    const select = await find<HTMLSelectElement>(el, 'select');
    expect([...select.options].map((o) => o.value)).to.deep.equal(['1', '3', '7', '14', '21', '30', '60', '90', '182', '365', '999']);
    expect(select.options[10]?.textContent).to.equal('Indefinitely');
    expect(shadow(el).querySelector(`label[for="${select.id}"]`)?.textContent).to.equal('Length of the break');
  });

  it('Break sends Pause and then signs the player out, who cannot sign in during the break', async () => {
    const el = await fixture(html`<betr-self-exclude></betr-self-exclude>`);
    await waitUntil(() => sent.length === 1);
    button(el, 'Take a break').click();
    await waitUntil(() => $session.get() === null, 'still signed in');
    expect(sent).to.deep.equal(['Open', 'Pause']);
    let key = '';
    await signIn('player@example.com', 'Password1!').catch((e: { key: string }) => (key = e.key));
    expect(key).to.equal('player-self-blocked');
  });
});
