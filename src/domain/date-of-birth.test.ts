import { expect } from '@open-wc/testing';
import { BIRTH_YEAR_COUNT, birthDays, birthMonths, birthYears, formatDateOfBirth, isCalendarDate, isUnderAge } from './date-of-birth';

const today = new Date(2025, 5, 2); // 2 June 2025, local time

describe('date of birth', () => {
  it('Age: the minimum is 18 — a player under 18 is blocked', () => {
    expect(isUnderAge({ year: 2007, month: 6, day: 3 }, today)).to.equal(true);
    expect(isUnderAge({ year: 2007, month: 6, day: 2 }, today)).to.equal(false);
    expect(isUnderAge({ year: 2007, month: 7, day: 1 }, today)).to.equal(true);
    expect(isUnderAge({ year: 1980, month: 12, day: 31 }, today)).to.equal(false);
  });

  it('The date-of-birth year list covers 100 years and the latest year is the current year minus 18', () => {
    const years = birthYears(today);
    expect(years).to.have.length(BIRTH_YEAR_COUNT);
    expect(years[0]).to.equal(2007);
    expect(years.at(-1)).to.equal(1908);
  });

  it('For the latest year, months and days are capped at today', () => {
    expect(birthMonths(2007, today)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    expect(birthMonths(2006, today)).to.have.length(12);
    expect(birthDays(2007, 6, today)).to.deep.equal([1, 2]);
    expect(birthDays(2007, 5, today)).to.have.length(31);
    expect(birthDays(2006, 6, today)).to.have.length(30);
  });

  it('days follow the month: 28 or 29 in February, 31 while the month is unknown', () => {
    expect(birthDays(1999, 2, today)).to.have.length(28);
    expect(birthDays(2000, 2, today)).to.have.length(29);
    expect(birthDays(null, null, today)).to.have.length(31);
    expect(isCalendarDate({ year: 1999, month: 2, day: 29 })).to.equal(false);
    expect(isCalendarDate({ year: 2000, month: 2, day: 29 })).to.equal(true);
  });

  it('Date of birth is sent as year-month-day with zero-padded month and day', () => {
    expect(formatDateOfBirth({ year: 1995, month: 3, day: 7 })).to.equal('1995-03-07');
    expect(formatDateOfBirth({ year: 1995, month: 11, day: 21 })).to.equal('1995-11-21');
  });
});
