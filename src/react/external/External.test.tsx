import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/external';
import { find, resizeViewport, shadow } from '../../../test/support';

describe('<betr-external>', () => {
  it('frames a web address with an accessible name', async () => {
    const el = await fixture(html`<betr-external src="/demo/game.html?game=1" title="Starburst"></betr-external>`);
    const frame = await find<HTMLIFrameElement>(el, 'iframe');
    expect(frame.title).to.equal('Starburst');
    expect(new URL(frame.src).pathname).to.equal('/demo/game.html');
  });

  it('a 16:9 frame at least 300px high, falling back to full size below 600px (not at 600px itself)', async function (this: Mocha.Context) {
    // WebKit's driver cannot resize the viewport: skipped there (CONTRIBUTING.md, Supported browsers).
    if (!(await resizeViewport({ width: 800, height: 600 }))) this.skip();
    try {
      for (const [width, ratio] of [
        [600, true],
        [599, false],
      ] as const) {
        await resizeViewport({ width, height: 800 });
        const el = await fixture(html`<betr-external src="/demo/game.html?game=1" title="Starburst"></betr-external>`);
        const frame = (await find<HTMLIFrameElement>(el, 'iframe')).parentElement!;
        const style = getComputedStyle(frame);
        expect(style.minHeight, `${width}px wide`).to.equal(ratio ? '300px' : `${Math.max(300, 0.7 * 800)}px`);
        expect(style.aspectRatio, `${width}px wide`).to.equal(ratio ? '16 / 9' : 'auto');
      }
    } finally {
      await resizeViewport({ width: 800, height: 600 });
    }
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
