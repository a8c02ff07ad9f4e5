import { expect } from '@open-wc/testing';
import { browserStorage, readStorage, withStorage, writeStorage } from './browser-storage';

const KEY = 'betr:browser-storage-test';

/** Run `body` while the browser refuses `area` as blocked site data does: the mere access throws. */
function refused(area: 'localStorage' | 'sessionStorage', body: () => void): void {
  const own = Object.getOwnPropertyDescriptor(window, area)!;
  Object.defineProperty(window, area, {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  try {
    body();
  } finally {
    Object.defineProperty(window, area, own);
  }
}

describe('the browser storage, where it may refuse', () => {
  afterEach(() => {
    localStorage.removeItem(KEY);
    sessionStorage.removeItem(KEY);
  });

  it('keeps, reads and removes an item in the origin storage and in the tab storage, each its own', () => {
    writeStorage('local', KEY, 'the origin');
    writeStorage('session', KEY, 'the tab');
    expect([localStorage.getItem(KEY), sessionStorage.getItem(KEY)]).to.deep.equal(['the origin', 'the tab']);
    expect([readStorage('local', KEY), readStorage('session', KEY)]).to.deep.equal(['the origin', 'the tab']);
    writeStorage('local', KEY, null);
    expect([readStorage('local', KEY), readStorage('session', KEY)]).to.deep.equal([null, 'the tab']);
    expect([browserStorage('local'), browserStorage('session')]).to.deep.equal([localStorage, sessionStorage]);
  });

  it('storage the browser refuses on access reads as nothing and keeps nothing, and nothing throws', () => {
    localStorage.setItem(KEY, 'kept before');
    refused('localStorage', () => {
      expect(browserStorage('local')).to.equal(null);
      expect(readStorage('local', KEY)).to.equal(null);
      writeStorage('local', KEY, 'not kept');
      writeStorage('local', KEY, null);
      expect(withStorage('local', () => 'used')).to.equal(null);
      // The tab's own storage is another: it still works.
      writeStorage('session', KEY, 'the tab');
      expect(readStorage('session', KEY)).to.equal('the tab');
    });
    expect(localStorage.getItem(KEY)).to.equal('kept before');
  });

  it('a storage that refuses each use (blocked, or full) answers null; what the use itself throws, too', () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      writeStorage('session', KEY, 'too much');
      expect(withStorage('session', (storage) => storage.setItem(KEY, 'too much'))).to.equal(null);
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(sessionStorage.getItem(KEY)).to.equal(null);
    sessionStorage.setItem(KEY, '{not json');
    expect(withStorage('session', (storage) => JSON.parse(storage.getItem(KEY)!) as unknown)).to.equal(null);
    expect(withStorage('session', (storage) => storage.getItem(KEY)!.length)).to.equal(9);
  });
});
