import { expect } from '@open-wc/testing';
import { formatDateTime } from './date-time';

describe('date and time display', () => {
  it('a moment reads as the date and time of day in the player\'s language', () => {
    const text = formatDateTime('2030-01-04T09:30:00Z', 'en-US');
    expect(text).to.match(/Jan 4, 2030/);
    expect(formatDateTime('2030-01-04T09:30:00Z', 'sv')).to.match(/2030/);
  });
});
