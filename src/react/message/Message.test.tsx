import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/message';
import { find, shadow, text } from '../../../test/support';

describe('<betr-message>', () => {
  it('restricted-access says "Not available in your country"', async () => {
    const el = await fixture(html`<betr-message type="restricted-access"></betr-message>`);
    await text(el, 'Not available in your country');
  });

  for (const [type, title] of [['invalid-reset-pw-token', 'Link not valid'], ['activation-required', 'Activation required'], ['activation-complete', 'Account activated']]) {
    it(`the ${type} type has its own title and a Close button`, async () => {
      const el = await fixture(html`<betr-message type=${type}></betr-message>`);
      await text(el, title);
      expect([...shadow(el).querySelectorAll('button')].map((b) => b.textContent)).to.include('Close');
    });
  }

  it('Close in the page hides the message', async () => {
    const el = await fixture(html`<betr-message type="activation-complete" inline></betr-message>`);
    (await find<HTMLButtonElement>(el, 'button')).click();
    await new Promise((r) => setTimeout(r, 20));
    expect(shadow(el).querySelector('h2')).to.equal(null);
  });
});
