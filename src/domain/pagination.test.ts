import { expect } from '@open-wc/testing';
import { clampPage, pageCount, pageItems, pageOfIndex } from './pagination';

describe('pagination', () => {
  it('pages are zero-based', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(pageItems(items, 0, 5)).to.deep.equal([1, 2, 3, 4, 5]);
    expect(pageItems(items, 1, 5)).to.deep.equal([6, 7]);
    expect(pageOfIndex(0, 5)).to.equal(0);
    expect(pageOfIndex(5, 5)).to.equal(1);
  });

  it('there is always one page, even when empty', () => {
    expect(pageCount(0, 5)).to.equal(1);
    expect(pageCount(5, 5)).to.equal(1);
    expect(pageCount(6, 5)).to.equal(2);
  });

  it('a page past either end is the nearest page', () => {
    expect(clampPage(-1, 3)).to.equal(0);
    expect(clampPage(7, 3)).to.equal(2);
    expect(pageItems([1, 2, 3], 9, 5)).to.deep.equal([1, 2, 3]);
  });
});
