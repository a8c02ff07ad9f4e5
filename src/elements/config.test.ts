import { expect, fixture, html } from '@open-wc/testing';
import { BetrConfigElement } from './config';
import { $config, configure } from '../stores/config';
import { $jurisdiction } from '../stores/jurisdiction';
import { resetWorld } from '../../test/support';

// src/index.ts defines the tag; the page's entry is more than this test needs.
if (!customElements.get('betr-config')) customElements.define('betr-config', BetrConfigElement);

/** `<betr-config jurisdiction>`: one of the spec's regulators (MGA, SGA, ES, UKGC), else none. */
describe('<betr-config jurisdiction>', () => {
  const errors: unknown[][] = [];
  const consoleError = console.error;
  let stop = () => {};
  beforeEach(async () => {
    await resetWorld();
    configure({ jurisdiction: null });
    errors.length = 0;
    console.error = (...args: unknown[]) => void errors.push(args);
    // $jurisdiction derives only while someone listens, as a view does.
    stop = $jurisdiction.listen(() => {});
  });
  afterEach(() => {
    console.error = consoleError;
    stop();
    $config.set({ ...$config.get(), jurisdiction: undefined });
  });

  it('each of MGA, SGA, ES and UKGC configures the page', async () => {
    for (const jurisdiction of ['SGA', 'ES', 'UKGC', 'MGA'] as const) {
      const el = await fixture(html`<betr-config jurisdiction=${jurisdiction}></betr-config>`);
      expect($jurisdiction.get(), jurisdiction).to.equal(jurisdiction);
      el.remove();
    }
    expect(errors).to.deep.equal([]);
  });

  it('an unknown value is said on the console and configures nothing: the IP country decides (Malta: MGA)', async () => {
    await fixture(html`<betr-config jurisdiction="sga"></betr-config>`);
    expect(errors).to.deep.equal([['betr-config: unknown jurisdiction "sga"']]);
    expect($config.get().jurisdiction).to.equal(undefined);
    expect($jurisdiction.get()).to.equal('MGA');
  });
});

describe('clearing a setting: configure({ key: null }) and a removed <betr-config> attribute', () => {
  let stop = () => {};
  beforeEach(async () => {
    await resetWorld();
    stop = $jurisdiction.listen(() => {});
  });
  afterEach(() => {
    stop();
    configure({ jurisdiction: null, lang: null, adapter: 'stub' });
  });

  it("null clears a setting: the jurisdiction is the IP country's again (Malta: MGA)", () => {
    configure({ jurisdiction: 'SGA' });
    expect($jurisdiction.get()).to.equal('SGA');
    configure({ jurisdiction: null });
    expect('jurisdiction' in $config.get()).to.equal(false);
    expect($jurisdiction.get()).to.equal('MGA');
  });

  it('undefined and an empty value leave a setting as it was', () => {
    configure({ jurisdiction: 'SGA', lang: 'sv' });
    configure({ jurisdiction: undefined, lang: '' });
    expect($config.get()).to.include({ jurisdiction: 'SGA', lang: 'sv' });
  });

  it('adapter: null is the default adapter again, the stub', () => {
    configure({ adapter: 'rest', apiUrl: '/api/rest' });
    configure({ adapter: null, apiUrl: null });
    expect($config.get()).to.deep.equal({ adapter: 'stub' });
  });

  it('removing an attribute of <betr-config> clears its setting, and leaves the others', async () => {
    const el = await fixture(html`<betr-config jurisdiction="SGA" lang="sv"></betr-config>`);
    expect($jurisdiction.get()).to.equal('SGA');
    el.removeAttribute('jurisdiction');
    expect($config.get().jurisdiction).to.equal(undefined);
    expect($jurisdiction.get()).to.equal('MGA');
    expect($config.get().lang).to.equal('sv');
    el.remove();
  });
});
