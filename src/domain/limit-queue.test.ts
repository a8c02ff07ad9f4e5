import { expect } from '@open-wc/testing';
import { currentAndQueuedLimit, type LimitRow } from './limit-queue';

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
    expect(currentAndQueuedLimit([current, row(2000, 'Cancelled', '2025-06-05T10:00:00.000Z'), row(10, 'Expired')])).to.deep.equal({ current, queued: null });
    expect(currentAndQueuedLimit([row(10, 'Expired')])).to.equal(null);
  });
});
