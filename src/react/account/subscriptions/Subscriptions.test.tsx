import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../../../test/wait';
import '../../../elements/account';
import '../../../elements/subscriptions';
import { closeAllPopups } from '../../../stores/popup';
import { provider } from '../../../stores/current-provider';
import { signIn } from '../../../stores/session';
import { find, resetWorld, shadow, stubControls, text } from '../../../../test/support';

async function signedIn(): Promise<void> {
  await signIn('player@example.com', 'Password1!');
  closeAllPopups();
}

const switches = (el: Element) => [...shadow(el).querySelectorAll<HTMLButtonElement>('[role="switch"]')];
const states = (el: Element) => switches(el).map((s) => [s.textContent, s.getAttribute('aria-checked')]);

describe('subscriptions', () => {
  beforeEach(resetWorld);
  afterEach(() => closeAllPopups());

  it('a toggle per channel (sms, email, phone), each on or off', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="subscriptions"></betr-account>`);
    await waitUntil(() => switches(el).length === 3, 'the three channel switches never showed', { timeout: 4000 });
    expect(states(el)).to.deep.equal([
      ['Text messages (SMS)', 'true'],
      ['Email', 'true'],
      ['Phone calls', 'false'],
    ]);
  });

  it("switching a channel saves it: 'Subscriptions updated'", async () => {
    await signedIn();
    const el = await fixture(html`<betr-subscriptions></betr-subscriptions>`);
    await waitUntil(() => switches(el).length === 3, 'the three channel switches never showed', { timeout: 4000 });
    const updated = oneEvent(el, 'betr-subscriptions-updated');
    switches(el)[2]!.click();
    expect((await updated).detail.subscriptions).to.deep.equal([
      { type: 'sms', active: true },
      { type: 'email', active: true },
      { type: 'phone', active: true },
    ]);
    await text(el, 'Subscriptions updated');
    expect(switches(el)[2]!.getAttribute('aria-checked')).to.equal('true');
    expect((await (await provider()).getSubscriptions()).find((s) => s.type === 'phone')?.active).to.equal(true);
  });

  it('a failed update shows the error and keeps the channel as it was', async () => {
    await signedIn();
    (await stubControls()).fail('updateSubscriptions', 'unknown-error');
    const el = await fixture(html`<betr-subscriptions></betr-subscriptions>`);
    await waitUntil(() => switches(el).length === 3, 'the three channel switches never showed', { timeout: 4000 });
    switches(el)[0]!.click();
    await find(el, '[role="alert"]');
    expect(switches(el)[0]!.getAttribute('aria-checked')).to.equal('true');
  });

  it('the betr-subscriptions element asks a visitor to sign in', async () => {
    const el = await fixture(html`<betr-subscriptions></betr-subscriptions>`);
    await text(el, 'Sign in to see your account.');
  });

  it('has no accessibility violations', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="subscriptions"></betr-account>`);
    await waitUntil(() => switches(el).length === 3, 'the three channel switches never showed', { timeout: 4000 });
    await expect(el).to.be.accessible();
    const alone = await fixture(html`<betr-subscriptions inline></betr-subscriptions>`);
    await waitUntil(() => switches(alone).length === 3);
    await expect(alone).to.be.accessible();
  });
});
