import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/external';
import { find, shadow } from '../../../test/support';

describe('<betr-external>', () => {
  it('frames a web address with an accessible name', async () => {
    const el = await fixture(html`<betr-external src="/demo/game.html?game=1" title="Starburst"></betr-external>`);
    const frame = await find<HTMLIFrameElement>(el, 'iframe');
    expect(frame.title).to.equal('Starburst');
    expect(new URL(frame.src).pathname).to.equal('/demo/game.html');
  });

  it('never frames a javascript: address, another host through //host, or one hidden by a tab', async () => {
    for (const src of ['javascript:alert(1)', '//evil.example/game', '/\t/evil.example/game', 'JaVaScRiPt:alert(1)']) {
      const el = await fixture(html`<betr-external src=${src}></betr-external>`);
      await find(el, '[role="alert"]');
      expect(shadow(el).querySelector('iframe'), src).to.equal(null);
    }
  });

  it('frames another site only when the address names it plainly, never one reached through backslashes or control characters', async () => {
    const plain = await fixture(html`<betr-external src="https://games.example/play?id=1"></betr-external>`);
    expect((await find<HTMLIFrameElement>(plain, 'iframe')).src).to.equal('https://games.example/play?id=1');
    for (const src of ['/\t/evil.example/x', '///evil.example/x', '\\\\evil.example/x', '/\\evil.example/x', 'https:evil.example/x']) {
      const el = await fixture(html`<betr-external src=${src}></betr-external>`);
      await find(el, '[role="alert"]');
      expect(shadow(el).querySelector('iframe'), src).to.equal(null);
    }
  });
});
