import { expect } from '@open-wc/testing';
import { jackpotTotals } from './jackpots';

describe('jackpot total', () => {
  it('the total of the jackpots, one per currency, never adding two currencies together', () => {
    expect(
      jackpotTotals([
        { id: 'a', amount: 1254300.55, currency: 'EUR' },
        { id: 'b', amount: 1000, currency: 'SEK' },
        { id: 'c', amount: 88410.2, currency: 'EUR' },
      ]),
    ).to.deep.equal([
      { currency: 'EUR', amount: 1342710.75 },
      { currency: 'SEK', amount: 1000 },
    ]);
  });

  it('no jackpots: no total', () => {
    expect(jackpotTotals([])).to.deep.equal([]);
  });
});
