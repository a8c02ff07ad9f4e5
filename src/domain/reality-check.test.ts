import { expect } from '@open-wc/testing';
import { realityCheckDelay, realityCheckTable } from './reality-check';

describe('reality check rules', () => {
  it('a table of product / win / wager / total (win minus wager)', () => {
    expect(realityCheckTable([{ product: 'casino', win: 120, wager: 200 }, { product: 'sport', win: 0, wager: 50 }])).to.deep.equal([
      { product: 'casino', win: 120, wager: 200, total: -80 },
      { product: 'sport', win: 0, wager: 50, total: -50 },
    ]);
  });

  it('the table is shown only when there are wagers', () => {
    expect(realityCheckTable([])).to.deep.equal([]);
    expect(realityCheckTable([{ product: 'casino', win: 0, wager: 0 }])).to.deep.equal([]);
  });

  it('it shows on the session\'s schedule: the time until nextRealityCheck', () => {
    const now = Date.UTC(2025, 0, 1, 10);
    expect(realityCheckDelay(new Date(now + 60_000).toISOString(), now)).to.equal(60_000);
    expect(realityCheckDelay(new Date(now - 5).toISOString(), now)).to.equal(0);
    expect(realityCheckDelay(null, now)).to.equal(null);
    expect(realityCheckDelay('not a date', now)).to.equal(null);
  });
});
