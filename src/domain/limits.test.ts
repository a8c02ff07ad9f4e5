import { expect } from '@open-wc/testing';
import { flatten, safeParse } from 'valibot';
import type { Limit } from './model';
import {
  BLOCK_DAYS,
  BREAK_DAYS,
  BREAK_INDEFINITE_DAYS,
  DEFAULT_MAX_LIMIT,
  INDEFINITE_DAYS,
  LIMIT_INCREASE_COOLDOWN_HOURS,
  PERIOD_CODES,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUDE_PERIODS,
  canRemoveLimit,
  checkLimitAmount,
  enabledLimitTypes,
  exceedsPriorLimit,
  limitAmountSchema,
  limitDecimals,
  limitChange,
  limitMax,
  limitPeriodsOffered,
  limitSectionsOffered,
  minutesToTimeLimit,
  priorLimit,
  timeLimitToMinutes,
  timeLimitUnit,
} from './limits';

const limit = (overrides: Partial<Limit> = {}): Limit => ({
  id: 'l-1',
  type: 'deposit',
  period: 'daily',
  status: 'active',
  amount: 1000,
  remainingAmount: null,
  currency: 'EUR',
  product: null,
  queued: null,
  locked: false,
  expiryDate: null,
  ...overrides,
});

describe('limit rules', () => {
  it('limit amount: it must be a number — "Not a valid limit"', () => {
    expect(checkLimitAmount('abc')).to.deep.equal({ ok: false, error: 'notValid' });
    expect(checkLimitAmount('')).to.deep.equal({ ok: false, error: 'notValid' });
    expect(checkLimitAmount('-5')).to.deep.equal({ ok: false, error: 'notValid' });
    expect(checkLimitAmount(' 250 ')).to.deep.equal({ ok: true, value: 250 });
    expect(checkLimitAmount('12,5')).to.deep.equal({ ok: true, value: 12.5 });
  });

  it('limit amount: at least 1 — "Must be larger or equal to 1"', () => {
    expect(checkLimitAmount('0')).to.deep.equal({ ok: false, error: 'min' });
    expect(checkLimitAmount('0.5')).to.deep.equal({ ok: false, error: 'min' });
    expect(checkLimitAmount('1')).to.deep.equal({ ok: true, value: 1 });
  });

  it('limit amount: at most the max (default 9999999999) — "Max allowed is {max}."', () => {
    expect(DEFAULT_MAX_LIMIT).to.equal(9999999999);
    expect(checkLimitAmount('9999999999')).to.deep.equal({ ok: true, value: 9999999999 });
    expect(checkLimitAmount('10000000000')).to.deep.equal({ ok: false, error: 'max' });
    expect(checkLimitAmount('25', 24)).to.deep.equal({ ok: false, error: 'max' });
  });

  it('limit amount: whole minor units — at most two decimals for EUR, whole SEK, whole hours and days', () => {
    expect(checkLimitAmount('12.345')).to.deep.equal({ ok: false, error: 'decimals' });
    expect(checkLimitAmount('12.34')).to.deep.equal({ ok: true, value: 12.34 });
    expect(limitDecimals('deposit', 'EUR')).to.equal(2);
    expect(limitDecimals('deposit', 'SEK')).to.equal(0);
    expect(limitDecimals('session', 'EUR')).to.equal(0);
    const first = (type: 'deposit' | 'session', currency: string, amount: string) => {
      const result = safeParse(limitAmountSchema(type, 'weekly', currency), { amount });
      return result.success ? null : flatten(result.issues).nested?.amount?.[0];
    };
    expect(first('deposit', 'EUR', '12.345')).to.equal('limitCents');
    expect(first('deposit', 'SEK', '12.5')).to.equal('limitWhole');
    expect(first('session', 'EUR', '2.5')).to.equal('limitWhole');
    expect(first('deposit', 'EUR', '12.34')).to.equal(null);
  });

  it('the new-limit field carries the rule and its max as message keys', () => {
    const first = (type: 'deposit' | 'session', period: 'daily' | 'weekly' | 'monthly', amount: string) => {
      const result = safeParse(limitAmountSchema(type, period), { amount });
      return result.success ? null : flatten(result.issues).nested?.amount?.[0];
    };
    expect(first('deposit', 'daily', 'x')).to.equal('limitNotValid');
    expect(first('deposit', 'daily', '0')).to.equal('limitMin');
    expect(first('deposit', 'daily', '10000000000')).to.equal('limitMax');
    expect(first('deposit', 'daily', '500')).to.equal(null);
    expect(first('session', 'daily', '25')).to.equal('limitMaxHours');
    expect(first('session', 'weekly', '8')).to.equal('limitMaxWeekDays');
    expect(first('session', 'monthly', '32')).to.equal('limitMaxMonthDays');
    expect(first('session', 'monthly', '31')).to.equal(null);
  });

  it('time limits are entered in hours (session daily) or days and multiplied by 60 or 1440 to minutes', () => {
    expect(timeLimitUnit('daily')).to.equal('hours');
    expect(timeLimitUnit('weekly')).to.equal('days');
    expect(timeLimitUnit('monthly')).to.equal('days');
    expect(timeLimitToMinutes(6, 'daily')).to.equal(360);
    expect(timeLimitToMinutes(2, 'weekly')).to.equal(2880);
    expect(timeLimitToMinutes(31, 'monthly')).to.equal(44640);
    expect(minutesToTimeLimit(360, 'daily')).to.equal(6);
    expect(minutesToTimeLimit(720, 'weekly')).to.equal(0.5);
  });

  it('session: max 24 hours daily, 7 days weekly, 31 days monthly; product-session uses the same units', () => {
    expect(limitMax('session', 'daily')).to.equal(24);
    expect(limitMax('session', 'weekly')).to.equal(7);
    expect(limitMax('product-session', 'monthly')).to.equal(31);
    expect(limitMax('deposit', 'daily')).to.equal(DEFAULT_MAX_LIMIT);
  });

  it('a decrease applies instantly; an increase is queued (72 hours)', () => {
    expect(LIMIT_INCREASE_COOLDOWN_HOURS).to.equal(72);
    expect(limitChange(limit(), 500)).to.equal('decrease');
    expect(limitChange(limit(), 2000)).to.equal('increase');
    expect(limitChange(limit(), 1000)).to.equal('unchanged');
    expect(limitChange(undefined, 1000)).to.equal('new');
  });

  it('a "remove limit" link is available when a limit exists and is not locked', () => {
    expect(canRemoveLimit(limit(), 'MGA')).to.equal(true);
    expect(canRemoveLimit(undefined, 'MGA')).to.equal(false);
    expect(canRemoveLimit(limit({ locked: true }), 'MGA')).to.equal(false);
  });

  it('under SGA, deposit limits cannot be removed', () => {
    expect(canRemoveLimit(limit(), 'SGA')).to.equal(false);
    expect(canRemoveLimit(limit({ type: 'loss' }), 'SGA')).to.equal(true);
  });

  it('a warning shows when a new limit is above the prior one (the cross-brand limit for deposits)', () => {
    const crossBrand = [
      { timespan: 1 as const, amount: 800 },
      { timespan: 7 as const, amount: 4000 },
    ];
    expect(priorLimit('deposit', 'daily', limit(), crossBrand)).to.equal(800);
    expect(priorLimit('deposit', 'monthly', limit({ period: 'monthly', amount: 9000 }), crossBrand)).to.equal(9000);
    expect(priorLimit('loss', 'daily', limit({ type: 'loss', amount: 50 }), crossBrand)).to.equal(50);
    expect(priorLimit('wager', 'daily', undefined, crossBrand)).to.equal(null);
    expect(exceedsPriorLimit(900, 800)).to.equal(true);
    expect(exceedsPriorLimit(800, 800)).to.equal(false);
    expect(exceedsPriorLimit(900, null)).to.equal(false);
  });

  it('the set of limit types shown can be restricted by an enabledLimitTypes setting', () => {
    expect(enabledLimitTypes('deposit, session')).to.deep.equal(['deposit', 'session']);
    expect(enabledLimitTypes(null)).to.have.length(8);
    expect(enabledLimitTypes('nonsense')).to.have.length(8);
  });

  it('a section the platform cannot serve is left out: its limit type, or the block / self-exclusion call', () => {
    const all = enabledLimitTypes(null);
    expect(limitSectionsOffered(all, new Set())).to.deep.equal(all);
    // The websocket platform keeps deposit, loss, wagering and session limits only.
    const websocket = new Set([
      'product-session limits',
      'reality-check limits',
      'self-exclude limits',
      'block limits',
      'block',
      'selfExclude',
    ] as const);
    expect(limitSectionsOffered(all, websocket)).to.deep.equal(['deposit', 'wager', 'loss', 'session']);
    expect(limitSectionsOffered(['deposit', 'block'], new Set(['block'] as const))).to.deep.equal(['deposit']);
    expect(limitSectionsOffered(['self-exclude'], new Set(['selfExclude'] as const))).to.deep.equal([]);
  });

  it('periods offered: every period of a type, less those the platform lacks ("weekly session limits")', () => {
    expect(limitPeriodsOffered('session', new Set())).to.deep.equal(['daily', 'weekly', 'monthly']);
    const oneSessionLimit = new Set(['weekly session limits', 'monthly session limits'] as const);
    expect(limitPeriodsOffered('session', oneSessionLimit)).to.deep.equal(['daily']);
    expect(limitPeriodsOffered('deposit', oneSessionLimit)).to.deep.equal(['daily', 'weekly', 'monthly']);
  });

  it('constants: period codes, reality check 30/60, block and self-exclusion periods, indefinite = 99999 days', () => {
    expect(PERIOD_CODES).to.deep.equal({ transaction: 0, daily: 1, weekly: 7, monthly: 30 });
    expect(REALITY_CHECK_MINUTES).to.deep.equal([30, 60]);
    expect(BLOCK_DAYS).to.deep.equal([1, 3, 7, 14, 21, 30, 60, 90, 182, 99999]);
    expect(SELF_EXCLUDE_PERIODS.map((p) => p.days)).to.deep.equal([1, 7, 30, 365, 99999]);
    expect(INDEFINITE_DAYS).to.equal(99999);
  });

  it('self-exclude popup: the periods in days are 1, 3, 7, 14, 21, 30, 60, 90, 182, 365, 999 (indefinite)', () => {
    expect(BREAK_DAYS).to.deep.equal([1, 3, 7, 14, 21, 30, 60, 90, 182, 365, 999]);
    expect(BREAK_INDEFINITE_DAYS).to.equal(999);
  });
});
