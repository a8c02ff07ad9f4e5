import { expect } from '@open-wc/testing';
import { Suspense, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { waitUntil } from '../../../test/wait';
import { preloadable, type FallbackProps } from './preloadable';

function Offers() {
  return <p>the offers</p>;
}

describe('preloadable: a view whose code loads apart, shown at once when it is already here', () => {
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

  // Inside a Suspense boundary, as the elements render: nothing here may suspend on it. A
  // visitor's screen (`wanted` false) does not render the view.
  const render = (view: { Component: ComponentType<FallbackProps> }, wanted = true) =>
    flushSync(() =>
      root.render(
        <Suspense fallback={<p>suspended</p>}>{wanted ? <view.Component fallback={<p>Loading...</p>} /> : <p>Sign in</p>}</Suspense>,
      ),
    );

  it('loaded ahead, its first commit is the view itself', async () => {
    const view = preloadable(async () => Offers);
    await view.load();
    render(view);
    expect(host.textContent).to.equal('the offers');
  });

  it("not loaded yet, the caller's own loading state shows (nothing suspends), then the view as soon as its code is in", async () => {
    let arrive: (component: ComponentType) => void = () => undefined;
    const view = preloadable(() => new Promise<ComponentType>((resolve) => (arrive = resolve)));
    render(view);
    expect(host.textContent).to.equal('Loading...');
    arrive(Offers);
    await waitUntil(() => host.textContent === 'the offers', `shows "${host.textContent}"`);
  });

  it('not rendered (a visitor), nothing is imported; rendered, it is, once', async () => {
    let imports = 0;
    const view = preloadable(async () => {
      imports += 1;
      return Offers;
    });
    render(view, false);
    expect(imports).to.equal(0);
    render(view);
    expect(host.textContent).to.equal('Loading...');
    await waitUntil(() => host.textContent === 'the offers', `shows "${host.textContent}"`);
    render(view);
    expect(imports).to.equal(1);
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
    render(view);
    expect(host.textContent).to.equal('the offers');
  });
});
