import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/license-logos';
import '../../elements/about-us';
import '../../elements/bonus-policy';
import { brandBlock } from '../../stores/brand-blocks';
import { $popup } from '../../stores/popup';
import { find, freshStores, resetWorld, stubControls, text } from '../../../test/support';

describe('brand blocks: <betr-license-logos>, <betr-about-us>, <betr-bonus-policy>', () => {
  beforeEach(async () => {
    await resetWorld();
    freshStores(...brandBlock.made.values());
  });

  it("a bare tag on the stub shows the simulated casino's block, in English whatever lang says", async () => {
    const el = await fixture(html`<betr-about-us lang="sv"></betr-about-us>`);
    await text(el, 'betr is a demo casino, licensed in Malta.');
    expect((await find(el, '[lang="en"]')).textContent).to.contain('About us');
  });

  it('the data.html is shown sanitized: a <script> or onerror inside it does not run', async () => {
    const hostile =
      '<img src="data:image/png;base64,AAAA" onerror="window.__brandPwned = true" alt="GamCare">' +
      '<script>window.__brandPwned = true</script><a href="javascript:window.__brandPwned=true">x</a>';
    brandBlock('license-logos').mutate({ html: hostile });
    const el = await fixture(html`<betr-license-logos></betr-license-logos>`);
    const logo = await find<HTMLImageElement>(el, 'img[alt="GamCare"]');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logo.hasAttribute('onerror')).to.equal(false);
    expect(el.shadowRoot!.querySelector('script')).to.equal(null);
    expect(el.shadowRoot!.querySelector('a')?.getAttribute('href') ?? null).to.equal(null);
    expect((window as { __brandPwned?: boolean }).__brandPwned).to.equal(undefined);
  });

  it('rewritten links open the host action: help-deposit the deposit (a visitor signs in first)', async () => {
    const el = await fixture(html`<betr-bonus-policy></betr-bonus-policy>`);
    (await find<HTMLAnchorElement>(el, 'a[href="/help-deposit"]')).click();
    await waitUntil(() => $popup.get()?.type === 'sign-in', 'the deposit asked the visitor to sign in');
  });

  it('rewritten links open the host action: contact-us tells the page (betr-contact-us)', async () => {
    const el = await fixture(html`<betr-about-us></betr-about-us>`);
    let heard = false;
    const listener = (event: Event) => {
      heard = true;
      event.preventDefault();
    };
    document.addEventListener('betr-contact-us', listener);
    (await find<HTMLAnchorElement>(el, 'a[href="/contact-us"]')).click();
    await waitUntil(() => heard, 'betr-contact-us was not sent');
    document.removeEventListener('betr-contact-us', listener);
  });

  it("a block that failed to load shows 'Something went wrong.' with Try again, which asks again and shows the block", async () => {
    (await stubControls()).fail('getBrandBlock', 'unknown-error', 'general');
    const el = await fixture(html`<betr-about-us></betr-about-us>`);
    expect((await find(el, '[role="alert"]')).textContent).to.equal('Something went wrong.');
    (await stubControls()).fail('getBrandBlock', null);
    const retry = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
    retry.click();
    await text(el, 'betr is a demo casino, licensed in Malta.');
    expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
  });

  it('a platform without brand blocks shows nothing visible and says why in the console, once', async () => {
    (await stubControls()).lack(['getBrandBlock']);
    const told: string[] = [];
    const info = console.info;
    console.info = (message: string) => told.push(message);
    try {
      const el = await fixture(html`<div><betr-license-logos></betr-license-logos><betr-about-us></betr-about-us></div>`);
      await waitUntil(() =>
        [brandBlock('license-logos').value, brandBlock('about-us').value].every((s) => s?.status === 'ready' && s.value === null),
      );
      for (const block of el.children)
        await waitUntil(() => block.shadowRoot && !block.shadowRoot.querySelector('[part]'), 'the block shows something');
      expect(told).to.have.length(1);
      expect(told[0]).to.contain('show nothing on the "stub" adapter');
    } finally {
      console.info = info;
    }
  });
});
