import { expect } from '@open-wc/testing';
import { formatDateTime, formatShortDate } from './date-time';

describe('date and time display', () => {
  it("a moment reads as the date and time of day in the player's language", () => {
    const text = formatDateTime('2030-01-04T09:30:00Z', 'en-US');
    expect(text).to.match(/Jan 4, 2030/);
    expect(formatDateTime('2030-01-04T09:30:00Z', 'sv')).to.match(/2030/);
  });

  it("a day in figures, where space is scarce, in the player's language", () => {
    // Noon UTC: the same day in every time zone the tests may run in.
    expect(formatShortDate('2030-01-04T12:00:00Z', 'en-US')).to.equal('1/4/30');
    expect(formatShortDate('2030-01-04T12:00:00Z', 'nb')).to.equal('04.01.2030');
  });
});
