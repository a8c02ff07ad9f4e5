/**
 * Edit profile's required messages as the player reads them in a rendered <betr-account>
 * (account spec §5, onboarding spec §5 for the texts the two forms share). The names and the
 * country are read-only there, so their messages are asserted on the rules (src/domain/validation-messages.test.ts).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../../test/wait';
import '../../../elements/account';
import { closeAllPopups } from '../../../stores/popup';
import { signIn } from '../../../stores/session';
import { fill, find, resetWorld, shadow } from '../../../../test/support';

async function messageOf(el: Element, name: string): Promise<string | null | undefined> {
  const input = await find(el, `input[name="${name}"]`);
  await waitUntil(() => input.getAttribute('aria-describedby'), `<input name=${name}> shows no message`);
  return shadow(el).getElementById(input.getAttribute('aria-describedby')!)?.textContent;
}

describe("edit profile: the spec's messages to the letter", () => {
  beforeEach(resetWorld);
  afterEach(() => closeAllPopups());

  it("emptied fields read 'Enter address', 'Enter zip' and, for the city the spec gives no message, 'City is a required field'", async () => {
    await signIn('player@example.com', 'Password1!');
    closeAllPopups();
    const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
    // The first account view of the page brings its chunk: more than find()'s 4 s on a loaded machine.
    await waitUntil(
      () => el.shadowRoot?.querySelector('input[name="address"]'),
      `no address field; <betr-account> shows "${el.shadowRoot?.textContent}"`,
      { timeout: 8_000 },
    );
    await fill(el, { address: '', city: ' ', zip: '' });
    for (const name of ['address', 'city', 'zip'])
      (await find(el, `input[name="${name}"]`)).dispatchEvent(new Event('focusout', { bubbles: true }));
    expect(await messageOf(el, 'address')).to.equal('Enter address');
    expect(await messageOf(el, 'city')).to.equal('City is a required field');
    expect(await messageOf(el, 'zip')).to.equal('Enter zip');
  });
});
