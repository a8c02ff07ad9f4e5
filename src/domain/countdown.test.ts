import { expect } from '@open-wc/testing';
import { timeLeft, untilNextSecond } from './countdown';

const end = Date.parse('2026-05-10T12:00:00Z');

describe('tournament countdown', () => {
  it('the time left until the end date in days, hours, minutes and seconds, rounded down to the second', () => {
    const now = end - (2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_999);
    expect(timeLeft(end, now)).to.deep.equal({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('nothing is left once the end date has come, or when it cannot be read', () => {
    expect(timeLeft(end, end)).to.equal(null);
    expect(timeLeft(end, end + 1)).to.equal(null);
    expect(timeLeft(Number.NaN, end)).to.equal(null);
  });

  it('the countdown ticks when its shown second changes', () => {
    expect(untilNextSecond(end, end - 5_250)).to.equal(250);
    expect(untilNextSecond(end, end - 5_000)).to.equal(1000);
  });
});
