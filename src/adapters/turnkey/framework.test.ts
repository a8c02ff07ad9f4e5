import { expect } from '@open-wc/testing';
import { loadFramework } from './framework';

async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no failure';
}

describe('turnkey: loading the framework script from the configured host', () => {
  it('a script that cannot be loaded fails clearly, naming the host', async () => {
    const host = `${location.origin}/no-such-framework.js`;
    expect(await failure(() => loadFramework(host, () => undefined))).to.equal(
      `betr: the turnkey framework script could not be loaded (host="${host}" on <betr-config>)`,
    );
  });

  it('a framework that never becomes ready fails clearly after the time allowed', async () => {
    const host = `${location.origin}/test/fixtures/turnkey-never-ready.js`;
    let started = false;
    expect(await failure(() => loadFramework(host, () => (started = true), 20))).to.equal(
      `betr: the turnkey framework did not become ready within 0.02 s (host="${host}" on <betr-config>)`,
    );
    expect(started).to.equal(true);
    delete window.TurnkeyFramework;
  });

  it('the script loads once per host: a second provider gets the same framework', async () => {
    const host = `${location.origin}/test/fixtures/turnkey-ready.js?once`;
    let inits = 0;
    const first = await loadFramework(host, (f) => {
      inits += 1;
      f.init({ brandId: 'b', brandDomain: 'd', language: 'en', host });
    });
    expect(await loadFramework(host, () => (inits += 1))).to.equal(first);
    expect(inits).to.equal(1);
    expect(document.querySelectorAll(`script[src="${host}"]`)).to.have.length(1);
    delete window.TurnkeyFramework;
  });

  it("a host that is not an http(s) address is never loaded (Trusted Types' policy: script URLs are http(s) only)", async () => {
    const host = `data:text/javascript,${encodeURIComponent('window.TurnkeyFramework = {};')}`;
    expect(await failure(() => loadFramework(host, () => undefined))).to.equal(`betr: ${host} is not a script address betr loads`);
    expect(document.querySelectorAll('script[src^="data:"]')).to.have.length(0);
  });
});
