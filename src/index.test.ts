import { expect } from '@open-wc/testing';
import { waitUntil } from '../test/wait';
import { isRequested } from './catalogue';

describe('betr.js, once evaluated', () => {
  const read: string[] = [];
  let ready = false;
  /** What had happened when the task that evaluated betr.js ended (its microtasks run, no later task). */
  let atEnd: { ready: boolean; read: string[]; signInRequested: boolean };
  const tag = document.createElement('betr-sign-in');

  before(async () => {
    document.addEventListener('betr-ready', () => (ready = true));
    document.body.append(tag);
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      read.push(key);
      return getItem.call(this, key);
    };
    try {
      await import('./index');
      atEnd = { ready, read: [...read], signInRequested: isRequested('betr-sign-in') };
      await waitUntil(() => ready, 'betr-ready never came');
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
  after(() => tag.remove());

  it('checks the stored session and tells betr-ready in a task after the one that evaluates it, not at its end', () => {
    expect(atEnd.ready).to.equal(false);
    expect(atEnd.read).to.not.include('betr:session');
    expect(read).to.include('betr:session');
  });

  it("asks for the chunks of the page's first tag while it is evaluated, not in a task after it", () => {
    expect(atEnd.signInRequested).to.equal(true);
  });
});
