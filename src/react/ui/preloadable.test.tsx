import { expect } from '@open-wc/testing';
import { Suspense, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { waitUntil } from '../../../test/wait';
import { preloadable } from './preloadable';

function Offers() {
  return <p>the offers</p>;
}

describe('preloadable: a lazy view that shows at once when its code is already here', () => {
  let host: HTMLElement;
  let root: Root;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    root.unmount();
    host.remove();
  });

  const renderInSuspense = (Component: ComponentType) =>
    flushSync(() =>
      root.render(
        <Suspense fallback={<p>Loading...</p>}>
          <Component />
        </Suspense>,
      ),
    );

  it('loaded ahead, its first commit is the view itself: the fallback never shows (so React has none to hold on screen)', async () => {
    const view = preloadable(async () => Offers);
    await view.load();
    renderInSuspense(view.Component);
    expect(host.textContent).to.equal('the offers');
  });

  it('not loaded yet, it suspends as React.lazy does, then shows the view', async () => {
    const view = preloadable(async () => Offers);
    renderInSuspense(view.Component);
    expect(host.textContent).to.equal('Loading...');
    await waitUntil(() => host.textContent === 'the offers', `shows "${host.textContent}"`);
  });

  it('a failed import is tried again on the next load', async () => {
    let attempts = 0;
    const view = preloadable(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return Offers;
    });
    let failure: unknown = null;
    await view.load().catch((error: unknown) => (failure = error));
    expect(failure).to.be.instanceOf(TypeError);
    expect(await view.load()).to.equal(Offers);
    renderInSuspense(view.Component);
    expect(host.textContent).to.equal('the offers');
  });
});
