import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { isRequested } from '../catalogue';

describe("betr.js's start, on a page whose head asked for the code ahead", () => {
  it("loads the page's tags in a task after the one that evaluates it (their chunks are on their way already)", async () => {
    const preload = Object.assign(document.createElement('link'), {
      rel: 'modulepreload',
      href: new URL('./config.ts', import.meta.url).href,
    });
    const tag = document.createElement('betr-sign-in');
    document.head.append(preload);
    document.body.append(tag);
    try {
      await import('./start');
      expect(customElements.get('betr-config'), '<betr-config> is defined at once').to.not.equal(undefined);
      expect(isRequested('betr-sign-in'), 'requested while evaluated').to.equal(false);
      await waitUntil(() => isRequested('betr-sign-in'), 'the tag was never loaded');
    } finally {
      preload.remove();
      tag.remove();
    }
  });
});
