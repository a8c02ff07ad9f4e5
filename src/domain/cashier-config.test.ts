import { expect } from '@open-wc/testing';
import { cashierConfigFor } from './cashier-config';
import { cashierUrl } from '../cashier/query';

const DEPOSIT = {
  merchantId: 'betr-demo',
  userId: 'u-1001',
  sessionId: 's-1',
  environment: 'development' as const,
  currency: 'EUR',
  locale: 'en',
};

describe('the cashier config inside the widget', () => {
  it('carries merchantId, userId, sessionId, locale, environment, method, bonusCode, providerType, autoProcess, amount and the predefined amounts', () => {
    expect(
      cashierConfigFor(DEPOSIT, {
        method: 'deposit',
        amount: 50,
        bonusCode: 'WELCOME100',
        providerType: 'CREDITCARD',
        autoProcess: true,
        settings: { predefinedAmounts: [20, 50] },
      }),
    ).to.deep.equal({
      environment: 'development',
      merchantId: 'betr-demo',
      userId: 'u-1001',
      sessionId: 's-1',
      locale: 'en',
      method: 'deposit',
      amount: 50,
      bonusCode: 'WELCOME100',
      providerType: 'CREDITCARD',
      autoProcess: true,
      predefinedAmounts: [20, 50],
      containerMinHeight: '600px',
    });
  });

  it('a withdrawal is the cashier method "withdrawal"; settings not given are not sent', () => {
    const url = new URL(cashierUrl(cashierConfigFor(DEPOSIT, { method: 'withdraw' }), 'http://localhost:4000'));
    expect(url.searchParams.get('method')).to.equal('withdrawal');
    expect([...url.searchParams.keys()]).to.deep.equal([
      'environment',
      'merchantId',
      'userId',
      'sessionId',
      'locale',
      'method',
      'attributes.hostUri',
      'attributes.bootstrapVersion',
    ]);
  });

  it('an amount that is not one (negative, too large, more decimals than the currency has) never reaches the cashier address', () => {
    for (const amount of [-50, 0, 99999999999, 12.345, Number.NaN]) {
      const url = new URL(cashierUrl(cashierConfigFor(DEPOSIT, { method: 'deposit', amount }), 'http://localhost:4000'));
      expect(url.searchParams.has('amount'), String(amount)).to.equal(false);
      if (Math.abs(amount) > 1) expect(url.href).not.to.contain(String(amount));
    }
    const sek = new URL(
      cashierUrl(cashierConfigFor({ ...DEPOSIT, currency: 'SEK' }, { method: 'deposit', amount: 10.5 }), 'http://localhost:4000'),
    );
    expect(sek.searchParams.has('amount')).to.equal(false);
    expect(
      new URL(cashierUrl(cashierConfigFor(DEPOSIT, { method: 'deposit', amount: 12.34 }), 'http://localhost:4000')).searchParams.get(
        'amount',
      ),
    ).to.equal('12.34');
  });
});
