import { expect } from '@open-wc/testing';
import type { Bonus } from './model';
import { aBonus } from './fixtures.testing';
import { firstPlatformBonuses } from './first-platform-bonuses';

const NOW = Date.UTC(2025, 5, 2, 10);
const bonus = (overrides: Partial<Bonus>) => aBonus(overrides, NOW);

describe('first platform bonus rules', () => {
  it('bonuses past their end time are dropped', () => {
    const ended = bonus({ id: 'ended', endTime: new Date(NOW - 1).toISOString() });
    const endsNow = bonus({ id: 'ends-now', endTime: new Date(NOW).toISOString() });
    const running = bonus({ id: 'running' });
    expect(firstPlatformBonuses([ended, endsNow, running], NOW).map((b) => b.id)).to.deep.equal(['running']);
  });
  it('deposit bonuses have status active', () => {
    const [deposit, other] = firstPlatformBonuses([bonus({ deposit: true, status: 'initiated' }), bonus({ status: 'initiated' })], NOW);
    expect(deposit!.status).to.equal('active');
    expect(other!.status).to.equal('initiated');
  });
});
