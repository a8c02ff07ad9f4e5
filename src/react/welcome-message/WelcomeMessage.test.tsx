import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/welcome-message';
import { provider } from '../../stores/provider';
import { find, resetWorld, shadow } from '../../../test/support';

describe('<betr-welcome-message>', () => {
  beforeEach(resetWorld);

  it('shows the provider\'s image and sanitized content', async () => {
    const welcome = await (await provider()).getWelcomeContent();
    const el = await fixture(html`<betr-welcome-message></betr-welcome-message>`);
    const content = await find(el, '[part="content"]');
    expect(content.textContent!.length).to.be.greaterThan(0);
    if (welcome.image) expect((await find<HTMLImageElement>(el, 'img[part="image"]')).getAttribute('src')).to.equal(welcome.image);
  });

  it('an image from provider data loads only from this site, over https or inline: a tracking pixel in the clear is dropped', async () => {
    const stub = await provider();
    const original = stub.getWelcomeContent;
    try {
      stub.getWelcomeContent = async () => ({ image: 'http://tracker.example/pixel.gif', content: '<p>Welcome</p>' });
      const { $welcome } = await import('../../stores/content');
      $welcome.set({ status: 'loading' });
      const el = await fixture(html`<betr-welcome-message></betr-welcome-message>`);
      await waitUntil(() => shadow(el).querySelector('[part="content"]')?.textContent === 'Welcome', 'the welcome content never showed');
      expect(shadow(el).querySelector('img')).to.equal(null);
    } finally {
      stub.getWelcomeContent = original;
    }
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
