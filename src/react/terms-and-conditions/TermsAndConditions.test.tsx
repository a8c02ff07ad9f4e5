import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../elements/terms-and-conditions';
import { provider } from '../../stores/current-provider';
import { signIn } from '../../stores/session';
import { $terms } from '../../stores/content';
import { find, freshStores, resetWorld, shadow, text } from '../../../test/support';

describe('<betr-terms-and-conditions>', () => {
  beforeEach(async () => {
    await resetWorld();
    freshStores($terms);
  });

  it('shows the version and content as sent; a visitor gets no Accept button', async () => {
    const p = await provider();
    const original = p.getTerms;
    p.getTerms = async () => ({
      version: '3.1',
      content: '<h3>General terms</h3><ol><li>You must be 18 or older to play.</li><li>One account per person.</li></ol>',
    });
    try {
      const el = await fixture(html`<betr-terms-and-conditions></betr-terms-and-conditions>`);
      await text(el, 'Version 3.1');
      expect(shadow(el).querySelector('[part="version"]')?.textContent).to.equal('Version 3.1');
      const content = await find(el, '[part="content"]');
      expect(content.querySelector('h3')?.textContent).to.equal('General terms');
      expect([...content.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal([
        'You must be 18 or older to play.',
        'One account per person.',
      ]);
      expect([...shadow(el).querySelectorAll('button')].map((b) => b.textContent)).not.to.include('Accept');
    } finally {
      p.getTerms = original;
    }
  });

  it('acceptance by a signed-in player sends the version that was shown', async () => {
    await signIn('new@example.com', 'Password1!');
    const p = await provider();
    const { version } = await p.getTerms();
    let sent: string | null = null;
    const original = p.acceptTerms.bind(p);
    p.acceptTerms = (v) => {
      sent = v;
      return original(v);
    };
    try {
      const el = await fixture(html`<betr-terms-and-conditions required inline></betr-terms-and-conditions>`);
      await find(el, '[role="document"]');
      const accept = [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Accept')!;
      const accepted = oneEvent(el, 'betr-terms-accepted');
      accept.click();
      expect((await accepted).detail.version).to.equal(version);
      expect(sent).to.equal(version);
      await text(el, 'You have accepted the terms and conditions.');
    } finally {
      p.acceptTerms = original;
    }
  });

  it('hostile HTML in the terms shows its text and runs nothing', async () => {
    const p = await provider();
    const original = p.getTerms.bind(p);
    (window as unknown as { pwned?: boolean }).pwned = false;
    p.getTerms = async () => ({
      version: '9',
      content:
        '<p>Fair play</p><img src=x onerror="window.pwned=true"><script>window.pwned=true</script><a href="javascript:window.pwned=true">link</a>',
    });
    try {
      const el = await fixture(html`<betr-terms-and-conditions></betr-terms-and-conditions>`);
      await text(el, 'Fair play');
      const content = await find(el, '[part="content"]');
      expect(content.querySelector('script')).to.equal(null);
      expect(content.querySelector('img')?.hasAttribute('onerror')).to.equal(false);
      expect(content.querySelector('a')?.getAttribute('href') ?? '').not.to.include('javascript:');
      await new Promise((r) => setTimeout(r, 50));
      expect((window as unknown as { pwned?: boolean }).pwned).to.equal(false);
    } finally {
      p.getTerms = original;
    }
  });
});
