import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/sign-up';
import '../../elements/source-of-wealth';
import { resetWorld, stubControls, text } from '../../../test/support';

describe('an element whose operation the platform lacks (Provider.lacks)', () => {
  beforeEach(resetWorld);
  afterEach(async () => (await stubControls()).lack([]));

  it('says "This is not available here." instead of its form (sign-up where the platform registers players itself)', async () => {
    (await stubControls()).lack(['signUp']);
    const el = await fixture(html`<betr-sign-up inline></betr-sign-up>`);
    await text(el, 'This is not available here.');
    expect(el.shadowRoot!.querySelector('input')).to.equal(null);
  });

  it('in the element\'s language', async () => {
    (await stubControls()).lack(['submitSourceOfWealth']);
    const el = await fixture(html`<betr-source-of-wealth lang="sv" inline></betr-source-of-wealth>`);
    await text(el, 'Det här är inte tillgängligt här.');
  });
});
