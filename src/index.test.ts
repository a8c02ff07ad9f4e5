import { expect } from '@open-wc/testing';
import { waitUntil } from '../test/wait';

describe('betr.js, once evaluated', () => {
  it('checks the stored session and tells betr-ready in a task after the one that evaluates it, not at its end', async () => {
    let ready = false;
    document.addEventListener('betr-ready', () => (ready = true));
    const getItem = Storage.prototype.getItem;
    const read: string[] = [];
    Storage.prototype.getItem = function (this: Storage, key: string) {
      read.push(key);
      return getItem.call(this, key);
    };
    try {
      await import('./index');
      // The end of the task that evaluated it: its microtasks have run, no later task has.
      expect(ready).to.equal(false);
      expect(read).to.not.include('betr:session');
      await waitUntil(() => ready, 'betr-ready never came');
      expect(read).to.include('betr:session');
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});
