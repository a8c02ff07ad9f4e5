import { expect } from '@open-wc/testing';
import { MAX_DEPOSIT_AMOUNT, depositAmount, hasAtMostDecimals, parseDepositAmount } from './amounts';

describe('amounts are whole minor units of the currency', () => {
  it('cents for EUR: 12.34 is an amount, 12.345 is not', () => {
    expect(hasAtMostDecimals('12.34', 2)).to.equal(true);
    expect(hasAtMostDecimals('12,3', 2)).to.equal(true);
    expect(hasAtMostDecimals('12.340', 2)).to.equal(true);
    expect(hasAtMostDecimals('12.345', 2)).to.equal(false);
  });

  it('whole units for SEK, NOK and DKK (spec: shown without decimals)', () => {
    expect(hasAtMostDecimals('100', 0)).to.equal(true);
    expect(hasAtMostDecimals('100.0', 0)).to.equal(true);
    expect(hasAtMostDecimals('100.5', 0)).to.equal(false);
  });
});

describe('depositAmount: the amount a deposit may start with', () => {
  it("a positive amount in the currency's minor units, at most 1,000,000", () => {
    expect(depositAmount(50, 'EUR')).to.equal(50);
    expect(depositAmount(12.34, 'EUR')).to.equal(12.34);
    expect(depositAmount(500, 'SEK')).to.equal(500);
    expect(depositAmount(MAX_DEPOSIT_AMOUNT, 'EUR')).to.equal(1_000_000);
  });

  it('negative, zero, not a number, too many decimals or too large is no amount', () => {
    for (const [amount, currency] of [
      [-50, 'EUR'],
      [0, 'EUR'],
      [Number.NaN, 'EUR'],
      [Infinity, 'EUR'],
      [12.345, 'EUR'],
      [10.5, 'SEK'],
      [99999999999, 'EUR'],
      [1_000_000.01, 'EUR'],
      ['50', 'EUR'],
      [undefined, 'EUR'],
    ] as const) {
      expect(depositAmount(amount, currency), `${String(amount)} ${currency}`).to.equal(null);
    }
  });
});

describe('parseDepositAmount: what a player typed as an amount (Pay N Play)', () => {
  it("takes digits with the currency's decimals, by either separator", () => {
    expect(parseDepositAmount(' 250 ', 'SEK')).to.equal(250);
    expect(parseDepositAmount('12,50', 'EUR')).to.equal(12.5);
    expect(parseDepositAmount('12.5', 'EUR')).to.equal(12.5);
  });
  it('refuses empty, letters, signs, zero, too many decimals and more than the widest limit', () => {
    for (const text of ['', 'abc', '-5', '1e3', '0', '10.5', String(MAX_DEPOSIT_AMOUNT + 1)])
      expect(parseDepositAmount(text, 'SEK'), text).to.equal(null);
    expect(parseDepositAmount('1.234', 'EUR')).to.equal(null);
  });
});
