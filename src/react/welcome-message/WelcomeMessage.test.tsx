import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/welcome-message';
import { provider } from '../../stores/provider';
import { find, resetWorld } from '../../../test/support';

describe('<betr-welcome-message>', () => {
  beforeEach(resetWorld);

  it('shows the provider\'s image and sanitized content', async () => {
    const welcome = await (await provider()).getWelcomeContent();
    const el = await fixture(html`<betr-welcome-message></betr-welcome-message>`);
    const content = await find(el, '[part="content"]');
    expect(content.textContent!.length).to.be.greaterThan(0);
    if (welcome.image) expect((await find<HTMLImageElement>(el, 'img[part="image"]')).getAttribute('src')).to.equal(welcome.image);
  });

  it('a failure to load shows the catalogue message', async () => {
    const { stubControls } = await import('../../../test/support');
    (await stubControls()).fail('getWelcomeContent', 'unknown-error', 'general');
    const { $welcome } = await import('../../stores/content');
    $welcome.set({ status: 'loading' });
    const el = await fixture(html`<betr-welcome-message></betr-welcome-message>`);
    await find(el, '[role="alert"]');
    (await stubControls()).fail('getWelcomeContent', null);
  });
});
