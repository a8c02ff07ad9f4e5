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

  it('on 31 December the latest year offers every month and day: 31 December, 18 years back, is the 18th birthday', () => {
    const newYearsEve = new Date(2026, 11, 31);
    expect(birthYears(newYearsEve)[0]).to.equal(2008);
    expect(birthMonths(2008, newYearsEve)).to.have.length(12);
    expect(birthDays(2008, 12, newYearsEve)).to.have.length(31);
    expect(isUnderAge({ year: 2008, month: 12, day: 31 }, newYearsEve)).to.equal(false);
    expect(isUnderAge({ year: 2009, month: 1, day: 1 }, newYearsEve)).to.equal(true);
  });

  it('on 1 January the latest year is one later and offers 1 January alone', () => {
    const newYearsDay = new Date(2027, 0, 1);
    expect(birthYears(newYearsDay)[0]).to.equal(2009);
    expect(birthMonths(2009, newYearsDay)).to.deep.equal([1]);
    expect(birthDays(2009, 1, newYearsDay)).to.deep.equal([1]);
    expect(isUnderAge({ year: 2009, month: 1, day: 1 }, newYearsDay)).to.equal(false);
  });

  it('in the first days of December the latest December stops at today (6 December: days 1 to 6)', () => {
    const sixth = new Date(2026, 11, 6);
    expect(birthDays(2008, 12, sixth)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    expect(birthDays(2008, 12, new Date(2026, 11, 1))).to.deep.equal([1]);
    expect(isUnderAge({ year: 2008, month: 12, day: 6 }, sixth)).to.equal(false);
    expect(isUnderAge({ year: 2008, month: 12, day: 7 }, sixth)).to.equal(true);
  });

  it('a leap-day birthday: 18 on 1 March in a year without 29 February, on 29 February in a leap year', () => {
    expect(isUnderAge({ year: 2008, month: 2, day: 29 }, new Date(2026, 1, 28))).to.equal(true);
    expect(isUnderAge({ year: 2008, month: 2, day: 29 }, new Date(2026, 2, 1))).to.equal(false);
    expect(isUnderAge({ year: 2010, month: 2, day: 29 }, new Date(2028, 1, 28))).to.equal(true);
    expect(isUnderAge({ year: 2010, month: 2, day: 29 }, new Date(2028, 1, 29))).to.equal(false);
    // On a leap day the latest February holds its 28 days (2006 has no 29th).
    expect(birthDays(2006, 2, new Date(2024, 1, 29))).to.have.length(28);
    expect(birthDays(2008, 2, new Date(2026, 1, 28))).to.have.length(28);
  });

  it('Date of birth is sent as year-month-day with zero-padded month and day', () => {
    expect(formatDateOfBirth({ year: 1995, month: 3, day: 7 })).to.equal('1995-03-07');
    expect(formatDateOfBirth({ year: 1995, month: 11, day: 21 })).to.equal('1995-11-21');
  });
});
