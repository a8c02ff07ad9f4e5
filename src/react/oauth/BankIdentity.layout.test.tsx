import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/sign-in-oauth';
import { $config, type BetrConfig } from '../../stores/config';
import { find, resetWorld, shadow } from '../../../test/support';
import { collect, pendingOrder, post } from './bank-identity.testing';

/**
 * How the bank-identity QR code is laid out and drawn, run in every engine
 * (web-test-runner.config.mjs): its box, and the skeleton shown (an animation, the image hidden)
 * until the identity origin's image has loaded. What the views ask and answer is in BankIdentity.test.tsx.
 */
describe('<betr-sign-in-oauth>: the QR code', () => {
  let config: BetrConfig;
  beforeEach(async () => {
    config = $config.get();
    await resetWorld();
  });
  afterEach(() => $config.set(config));

  it('is drawn 200x200 px', async () => {
    const el = await fixture(html`<betr-sign-in-oauth></betr-sign-in-oauth>`);
    await pendingOrder();
    await find(el, 'svg[part="qr-image"]');
    const box = shadow(el).querySelector<HTMLElement>('[part="qr-code"]')!.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([200, 200]);
  });

  it("the QR code shows its loading skeleton until the identity origin's image has loaded, then the image", async () => {
    // An origin that refuses connections: its image never loads by itself, so the test says when it has.
    const identityOrigin = 'http://127.0.0.1:9';
    $config.set({ ...$config.get(), identityOrigin });
    const el = await fixture(html`<betr-sign-in-oauth></betr-sign-in-oauth>`);
    await pendingOrder();
    post(collect({ qrCode: 'frame-qr-1' }), identityOrigin);
    const image = await find<HTMLImageElement>(el, 'img[part="qr-image"]');
    const box = shadow(el).querySelector<HTMLElement>('[part="qr-code"]')!;
    expect(image.getAttribute('src')).to.equal(`${identityOrigin}/api/qr?msg=frame-qr-1`);
    expect(box.getAttribute('aria-busy')).to.equal('true');
    expect(getComputedStyle(image).visibility).to.equal('hidden');
    expect(getComputedStyle(box).animationName).not.to.equal('none');
    image.dispatchEvent(new Event('load'));
    await waitUntil(() => box.getAttribute('aria-busy') === 'false', 'the skeleton stayed after the image loaded');
    expect(getComputedStyle(image).visibility).to.equal('visible');
    // The next code replaces the image in place: no skeleton between two codes.
    post(collect({ qrCode: 'frame-qr-2' }), identityOrigin);
    await waitUntil(() => image.getAttribute('src')?.endsWith('msg=frame-qr-2'), 'QR not updated');
    expect(box.getAttribute('aria-busy')).to.equal('false');
    expect(getComputedStyle(image).visibility).to.equal('visible');
  });
});
