import { expect } from '@open-wc/testing';
import { waitUntil } from '../test/wait';
import { chunksOf, importAhead, importPlanned, loadPlan, namespaceFile, namespacesOf, type LoadPlan } from './load-plan';

// A plan as tools/build/load-plan.mjs writes it into betr.js.
const plan: LoadPlan = {
  base: './chunks/',
  files: ['Ab12Cd34', 'Ef56Gh78'],
  tags: { 'betr-sign-in': [[0, 1], ['signIn']], 'betr-about-us': [[], []] },
  namespaces: ['common', 'signIn'],
  locales: ['en-US'],
  strings: 'sIj90Kl1-',
};

describe('the load plan', () => {
  it("names every chunk a tag's element needs besides its own, beside betr.js in chunks/", () => {
    expect(chunksOf(plan, 'betr-sign-in')).to.deep.equal(['./chunks/Ab12Cd34.js', './chunks/Ef56Gh78.js']);
    expect(chunksOf(plan, 'betr-about-us')).to.deep.equal([]);
  });

  it('names the namespaces an element shows first, so its strings load with it', () => {
    expect(namespacesOf(plan, 'betr-sign-in')).to.deep.equal(['signIn']);
  });

  it("names a locale's namespace chunk directly, by the rule of the strings' chunk names, not through the locale's index", () => {
    expect(namespaceFile(plan, 'en-US', 'signIn')).to.equal('./chunks/sIj90Kl1-en-US-signIn.js');
    expect(namespaceFile(plan, 'en-US', 'common')).to.equal('./chunks/sIj90Kl1-en-US-common.js');
  });

  it('knows nothing of a tag or locale the build did not plan', () => {
    expect(chunksOf(plan, 'betr-unknown')).to.deep.equal([]);
    expect(namespacesOf(plan, 'betr-unknown')).to.equal(null);
    expect(namespaceFile(plan, 'sv', 'common')).to.equal(null);
  });

  it('run from source there is no plan: elements and strings load through their own imports', () => {
    expect(loadPlan).to.equal(null);
    expect(chunksOf(loadPlan, 'betr-sign-in')).to.deep.equal([]);
    expect(namespacesOf(loadPlan, 'betr-sign-in')).to.equal(null);
    expect(namespaceFile(loadPlan, 'en-US', 'common')).to.equal(null);
  });

  it('once a planned file fails to load (betr.js rebundled by an app), the plan is no longer used', async () => {
    const failed = importPlanned('./no-such-chunk-Zz99Yy88.js');
    expect(failed).to.not.equal(null);
    let error: unknown = null;
    await failed!.catch((e: unknown) => (error = e));
    expect(error).to.be.instanceOf(Error);
    expect(importPlanned('./chunks/Ab12Cd34.js')).to.equal(null);
  });

  it('imports the planned chunks ahead each in a task of its own, never all in one long task', async () => {
    const order: string[] = [];
    // What runs at the end of the task that imported a file, before the next task.
    const importFile = (file: string) => {
      order.push(file);
      queueMicrotask(() => order.push(`end of ${file}'s task`));
      return Promise.resolve();
    };
    importAhead(['./chunks/Ab12Cd34.js', './chunks/Ef56Gh78.js'], importFile);
    expect(order).to.deep.equal([]);
    await waitUntil(() => order.length === 4, order.join(', '));
    expect(order).to.deep.equal([
      './chunks/Ab12Cd34.js',
      "end of ./chunks/Ab12Cd34.js's task",
      './chunks/Ef56Gh78.js',
      "end of ./chunks/Ef56Gh78.js's task",
    ]);
  });

  it('a planned chunk that fails to import ahead is no error on the page: the element asks for it again', async () => {
    const unhandled: unknown[] = [];
    const listen = (event: PromiseRejectionEvent) => {
      unhandled.push(event.reason);
      event.preventDefault();
    };
    window.addEventListener('unhandledrejection', listen);
    try {
      let asked = false;
      importAhead(['./chunks/Ab12Cd34.js'], () => {
        asked = true;
        return Promise.reject(new Error('offline'));
      });
      await waitUntil(() => asked, 'never imported');
      // A rejection nobody handles is told a task later.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).to.deep.equal([]);
    } finally {
      window.removeEventListener('unhandledrejection', listen);
    }
  });
});
