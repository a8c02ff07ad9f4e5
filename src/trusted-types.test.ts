import { expect } from '@open-wc/testing';
import { betrPolicy, scriptUrl, TRUSTED_TYPES_POLICY } from './trusted-types';

describe("betr's Trusted Types policy", () => {
  it("is named 'betr', the name a page lists in its trusted-types directive", () => {
    expect(TRUSTED_TYPES_POLICY).to.equal('betr');
    expect(betrPolicy()).not.to.equal(null);
  });

  it("makes script URLs of http(s) addresses (or paths on the page's own) only", () => {
    expect(`${scriptUrl('/demo/chat.js')}`).to.equal('/demo/chat.js');
    expect(`${scriptUrl('https://chat.example/widget.js')}`).to.equal('https://chat.example/widget.js');
    expect(() => scriptUrl('javascript:alert(1)')).to.throw(TypeError);
    expect(() => scriptUrl('data:text/javascript,alert(1)')).to.throw(TypeError);
  });

  it('a script URL is a TrustedScriptURL where the browser has Trusted Types', function () {
    const factory = (globalThis as { trustedTypes?: { isScriptURL(value: unknown): boolean } }).trustedTypes;
    if (!factory) this.skip();
    expect(factory!.isScriptURL(scriptUrl('/demo/chat.js'))).to.equal(true);
  });
});
