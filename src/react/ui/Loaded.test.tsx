import { expect, fixture, html } from '@open-wc/testing';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { defineElement } from '../../elements/define';
import type { Loadable } from '../../stores/loadable';
import { ProviderError } from '../../stores/errors';
import { find, shadow, text } from '../../../test/support';
import { Loaded } from './Loaded';

const $offers = atom<Loadable<string[]> | null>(null);
let retries = 0;

function Offers() {
  const offers = useStore($offers);
  return (
    <Loaded state={offers} retry={() => (retries += 1)} lines={2}>
      {(list) => (
        <ul>
          {list.map((offer) => (
            <li key={offer}>{offer}</li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}
defineElement('betr-test-loaded', Offers, { attributes: {}, stylesheet: '', namespaces: [] });

const buttons = (el: Element) => [...shadow(el).querySelectorAll('button')].map((b) => b.textContent);

describe('Loaded: a Loadable as a view shows it', () => {
  beforeEach(() => {
    $offers.set(null);
    retries = 0;
  });

  it("while loading (or before the load is asked for): a skeleton that says 'Loading...', and nothing else", async () => {
    const el = await fixture(html`<betr-test-loaded lang="en-US"></betr-test-loaded>`);
    const skeleton = await find(el, '[part="skeleton"][role="status"]');
    expect(skeleton.textContent).to.equal('Loading...');
    expect(skeleton.querySelectorAll('[aria-hidden="true"]').length).to.equal(2);
    $offers.set({ status: 'loading' });
    await text(el, 'Loading...');
    expect(buttons(el)).to.deep.equal([]);
    expect(shadow(el).querySelector('ul')).to.equal(null);
  });

  it("failed: the error's text with 'Try again', which calls the retry", async () => {
    $offers.set({ status: 'failed', error: new ProviderError('general', 'timeout') });
    const el = await fixture(html`<betr-test-loaded lang="en-US"></betr-test-loaded>`);
    const alert = await find(el, '[role="alert"]');
    expect(alert.textContent).to.equal('The server took too long to answer. Please try again.');
    expect(shadow(el).querySelector('[part="skeleton"]')).to.equal(null);
    expect(buttons(el)).to.deep.equal(['Try again']);
    shadow(el).querySelector('button')!.click();
    shadow(el).querySelector('button')!.click();
    expect(retries).to.equal(2);
  });

  it("failed because the platform lacks the call: 'This is not available here.' without Try again, which could not help", async () => {
    $offers.set({ status: 'failed', error: new ProviderError('general', 'not-implemented') });
    const el = await fixture(html`<betr-test-loaded lang="en-US"></betr-test-loaded>`);
    expect((await find(el, '[role="alert"]')).textContent).to.equal('This is not available here.');
    expect(buttons(el)).to.deep.equal([]);
  });

  it('ready: the content from its value, with no skeleton, error or Try again', async () => {
    $offers.set({ status: 'loading' });
    const el = await fixture(html`<betr-test-loaded lang="en-US"></betr-test-loaded>`);
    await find(el, '[part="skeleton"]');
    $offers.set({ status: 'ready', value: ['Free spins', 'Cashback'] });
    await find(el, 'ul');
    expect([...shadow(el).querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['Free spins', 'Cashback']);
    expect(shadow(el).querySelector('[part="skeleton"]')).to.equal(null);
    expect(shadow(el).querySelector('[role="alert"]')).to.equal(null);
    expect(buttons(el)).to.deep.equal([]);
  });
});
