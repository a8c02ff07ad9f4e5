import { expect } from '@open-wc/testing';
import { LIMIT_INCREASE_COOLDOWN_MS, currentAndQueuedLimit, limitIncreaseTakesEffect, nextPeriodStart, type LimitRow } from './limit-queue';

const row = (amount: number, status: string, activationDate: string | null = null): LimitRow => ({ amount, status, activationDate });

describe('limit with a queued change', () => {
  it('the lowest active or cancelled amount is current', () => {
    const cancelled = row(5000, 'Cancelled');
    const raised = row(7000, 'Active', '2025-06-05T10:00:00.000Z');
    expect(currentAndQueuedLimit([raised, cancelled])?.current).to.equal(cancelled);
    const active = row(300, 'Active');
    expect(currentAndQueuedLimit([row(900, 'Active'), active])?.current).to.equal(active);
  });

  it('an Active one with an activation date is queued', () => {
    const raised = row(7000, 'Active', '2025-06-05T10:00:00.000Z');
    expect(currentAndQueuedLimit([row(5000, 'Cancelled'), raised])?.queued).to.equal(raised);
  });

  it('a limit without a queued change has nothing queued', () => {
    const only = row(1000, 'Active');
    expect(currentAndQueuedLimit([only])).to.deep.equal({ current: only, queued: null });
  });

  it('a cancelled row with an activation date is not queued, and rows of other statuses count for nothing', () => {
    const current = row(1000, 'Active');
    expect(currentAndQueuedLimit([current, row(2000, 'Cancelled', '2025-06-05T10:00:00.000Z'), row(10, 'Expired')])).to.deep.equal({
      current,
      queued: null,
    });
    expect(currentAndQueuedLimit([row(10, 'Expired')])).to.equal(null);
  });
});

describe('an increase is queued (shown as incoming limit) and activates after 72 hours or at the next period', () => {
  const at = (iso: string) => Date.parse(iso);
  const effect = (period: string, iso: string) => new Date(limitIncreaseTakesEffect(period, at(iso))).toISOString();

  it('a daily or weekly limit: the next period starts within 72 hours, so the 72-hour cooldown decides', () => {
    expect(effect('daily', '2025-06-02T23:30:00.000Z')).to.equal('2025-06-05T23:30:00.000Z');
    // Saturday: the next week starts on Monday, before the 72 hours are over.
    expect(effect('weekly', '2025-06-07T12:00:00.000Z')).to.equal('2025-06-10T12:00:00.000Z');
  });

  it('a weekly or monthly limit raised early in its period waits for the next period (later than 72 hours)', () => {
    // Monday 2 June: the next week starts on Monday 9 June.
    expect(effect('weekly', '2025-06-02T08:00:00.000Z')).to.equal('2025-06-09T00:00:00.000Z');
    expect(effect('monthly', '2025-06-05T10:00:00.000Z')).to.equal('2025-07-01T00:00:00.000Z');
  });

  it("a monthly limit raised at the end of its month waits the full 72 hours past the new month's start", () => {
    expect(effect('monthly', '2025-06-30T10:00:00.000Z')).to.equal('2025-07-03T10:00:00.000Z');
    expect(effect('monthly', '2025-12-31T23:00:00.000Z')).to.equal('2026-01-03T23:00:00.000Z');
  });

  it('a limit without a recurring period (transaction, none) waits the 72 hours', () => {
    expect(effect('transaction', '2025-06-05T10:00:00.000Z')).to.equal('2025-06-08T10:00:00.000Z');
    expect(effect('none', '2025-06-05T10:00:00.000Z')).to.equal('2025-06-08T10:00:00.000Z');
    expect(LIMIT_INCREASE_COOLDOWN_MS).to.equal(72 * 60 * 60 * 1000);
  });

  it('the next period starts at the next midnight, Monday or first of the month (UTC)', () => {
    expect(new Date(nextPeriodStart('daily', at('2025-06-30T23:59:59.000Z'))!).toISOString()).to.equal('2025-07-01T00:00:00.000Z');
    expect(new Date(nextPeriodStart('weekly', at('2025-06-09T00:00:00.000Z'))!).toISOString()).to.equal('2025-06-16T00:00:00.000Z');
    expect(new Date(nextPeriodStart('weekly', at('2025-06-08T23:00:00.000Z'))!).toISOString()).to.equal('2025-06-09T00:00:00.000Z');
    expect(nextPeriodStart('transaction', at('2025-06-08T23:00:00.000Z'))).to.equal(null);
  });
});
