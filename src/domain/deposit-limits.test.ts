import { expect } from '@open-wc/testing';
import {
  DEFAULT_DEPOSIT_LIMIT_RANGES,
  autoFillDepositLimits,
  clampDepositLimit,
  depositSliderStep,
  depositLimitRangesFor,
  depositSliderValues,
  snapDepositLimit,
} from './deposit-limits';
import type { DepositLimitRangeSettings } from './model';

describe('deposit limits at sign-up', () => {
  describe('Deposit slider defaults: day 1 to 5000, week 1 to 50000, month 1 to 1,000,000 (overridable per person and age)', () => {
    const young = { fromAge: 18, toAge: 24, ranges: { 1: { max: 1000 }, 7: { max: 5000 }, 30: { max: 20000, initial: 10000 } } };
    const settings = (person: DepositLimitRangeSettings['person'], ranges = {}): DepositLimitRangeSettings => ({
      ranges,
      ageBands: [young],
      person,
    });

    it('the defaults, without settings or overrides', () => {
      const defaults = {
        1: { min: 1, max: 5000, initial: 5000 },
        7: { min: 1, max: 50000, initial: 50000 },
        30: { min: 1, max: 1000000, initial: 1000000 },
      };
      expect(depositLimitRangesFor(null)).to.deep.equal(defaults);
      expect(depositLimitRangesFor(settings(null))).to.deep.equal(defaults);
      expect(depositLimitRangesFor(settings({ age: 40, ranges: {} }))).to.deep.equal(defaults);
    });

    it('per age: the band the person is in overrides what it names; the initial value follows into the range', () => {
      expect(depositLimitRangesFor(settings({ age: 18, ranges: {} }))).to.deep.equal({
        1: { min: 1, max: 1000, initial: 1000 },
        7: { min: 1, max: 5000, initial: 5000 },
        30: { min: 1, max: 20000, initial: 10000 },
      });
      expect(depositLimitRangesFor(settings({ age: 24, ranges: {} }))[1].max).to.equal(1000);
      expect(depositLimitRangesFor(settings({ age: 25, ranges: {} }))[1].max).to.equal(5000);
      expect(depositLimitRangesFor(settings({ age: null, ranges: {} }))[1].max, 'no age, no band').to.equal(5000);
    });

    it("per person: the person's own ranges win over the operator's and the age band's", () => {
      const ranges = depositLimitRangesFor(
        settings({ age: 20, ranges: { 1: { max: 300, initial: 200 } } }, { 1: { min: 10 }, 7: { max: 40000 } }),
      );
      expect(ranges[1]).to.deep.equal({ min: 10, max: 300, initial: 200 });
      expect(ranges[7]).to.deep.equal({ min: 1, max: 5000, initial: 5000 });
      expect(depositLimitRangesFor(settings(null, { 7: { max: 40000 } }))[7]).to.deep.equal({ min: 1, max: 40000, initial: 40000 });
    });

    it('an override never leaves an unusable range: max at least min', () => {
      expect(depositLimitRangesFor(settings({ age: 30, ranges: { 1: { min: 800, max: 500 } } }))[1]).to.deep.equal({
        min: 800,
        max: 800,
        initial: 800,
      });
    });
  });

  it('Deposit sliders: step 100 below 2500, 500 below 10000, otherwise 1000', () => {
    expect(depositSliderStep(1)).to.equal(100);
    expect(depositSliderStep(2499)).to.equal(100);
    expect(depositSliderStep(2500)).to.equal(500);
    expect(depositSliderStep(9999)).to.equal(500);
    expect(depositSliderStep(10000)).to.equal(1000);
  });

  it('values clamped to min and max', () => {
    expect(clampDepositLimit(0, { min: 1, max: 5000 })).to.equal(1);
    expect(clampDepositLimit(7000, { min: 1, max: 5000 })).to.equal(5000);
    expect(snapDepositLimit(2630, { min: 1, max: 5000 })).to.equal(2500);
    expect(snapDepositLimit(40, { min: 1, max: 5000 })).to.equal(1);
    expect(snapDepositLimit(12345, { min: 1, max: 5000 })).to.equal(5000);
  });

  it('Deposit slider defaults: day 1 to 5000, week 1 to 50000, month 1 to 1,000,000', () => {
    expect(DEFAULT_DEPOSIT_LIMIT_RANGES[1]).to.include({ min: 1, max: 5000 });
    expect(DEFAULT_DEPOSIT_LIMIT_RANGES[7]).to.include({ min: 1, max: 50000 });
    expect(DEFAULT_DEPOSIT_LIMIT_RANGES[30]).to.include({ min: 1, max: 1000000 });
  });

  it('the slider moves one step per notch, from min to max', () => {
    const day = depositSliderValues(DEFAULT_DEPOSIT_LIMIT_RANGES[1]);
    expect(day.slice(0, 3)).to.deep.equal([1, 100, 200]);
    expect(day).to.include.members([2400, 2500, 3000, 5000]);
    expect(day).not.to.include(2600);
    expect(day.at(-1)).to.equal(5000);
    const month = depositSliderValues(DEFAULT_DEPOSIT_LIMIT_RANGES[30]);
    expect(month).to.include.members([9500, 10000, 11000]);
    expect(month.at(-1)).to.equal(1000000);
  });

  it('Entering a daily deposit limit fills the weekly limit (x7) and monthly limit (x30) unless the user has touched them', () => {
    expect(autoFillDepositLimits('100', {})).to.deep.equal({ depositLimitWeek: '700', depositLimitMonth: '3000' });
    expect(autoFillDepositLimits('100', { depositLimitWeek: true })).to.deep.equal({ depositLimitMonth: '3000' });
    expect(autoFillDepositLimits('100', { depositLimitWeek: true, depositLimitMonth: true })).to.deep.equal({});
    expect(autoFillDepositLimits('', {})).to.deep.equal({ depositLimitWeek: '', depositLimitMonth: '' });
    expect(autoFillDepositLimits('abc', {})).to.deep.equal({ depositLimitWeek: '', depositLimitMonth: '' });
  });
});
