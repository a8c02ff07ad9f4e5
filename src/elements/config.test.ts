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
    configure({ jurisdiction: undefined });
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
