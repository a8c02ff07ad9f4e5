import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/welcome-message';
import { provider } from '../../stores/current-provider';
import { $welcome } from '../../stores/content';
import { find, freshStores, resetWorld, shadow } from '../../../test/support';

describe('<betr-welcome-message>', () => {
  beforeEach(async () => {
    await resetWorld();
    freshStores($welcome);
  });

  it("shows the provider's welcome: its image, and its content as sent (heading, text, link)", async () => {
    const p = await provider();
    const original = p.getWelcomeContent;
    p.getWelcomeContent = async () => ({
      image: 'https://cdn.example.com/welcome.png',
      content: '<h3>Welcome back, Maria</h3><p>Your <strong>20 free spins</strong> are waiting. <a href="/casino">Play now</a></p>',
    });
    try {
      const el = await fixture(html`<betr-welcome-message></betr-welcome-message>`);
      const content = await find(el, '[part="content"]');
      expect(content.textContent).to.equal('Welcome back, MariaYour 20 free spins are waiting. Play now');
      expect(content.querySelector('h3')?.textContent).to.equal('Welcome back, Maria');
      expect(content.querySelector('strong')?.textContent).to.equal('20 free spins');
      expect(content.querySelector('a')?.getAttribute('href')).to.equal('/casino');
      expect((await find<HTMLImageElement>(el, 'img[part="image"]')).getAttribute('src')).to.equal('https://cdn.example.com/welcome.png');
      expect(shadow(el).querySelector('[part="title"]')?.textContent).to.equal('Welcome');
    } finally {
      p.getWelcomeContent = original;
    }
  });

  it('an image from provider data loads only from this site, over https or inline: a tracking pixel in the clear is dropped', async () => {
    const stub = await provider();
    const original = stub.getWelcomeContent;
    try {
      stub.getWelcomeContent = async () => ({ image: 'http://tracker.example/pixel.gif', content: '<p>Welcome</p>' });
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
    const el = await fixture(html`<betr-welcome-message></betr-welcome-message>`);
    expect((await find(el, '[role="alert"]')).textContent).to.equal('Something went wrong.');
    (await stubControls()).fail('getWelcomeContent', null);
  });
});
