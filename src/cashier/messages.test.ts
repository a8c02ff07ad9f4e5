import { expect } from '@open-wc/testing';
import { CASHIER_EVENTS, eventNameOf, parseMessage, predefinedAmountsFor } from './messages';
import { webUrl } from './requests';
import { INVALID_ORIGIN, allowedOrigins, mayRead } from './origins';
import { cashierHosts } from './environments';

describe('cashier messages', () => {
  it('messages are objects {eventType, payload}; strings are JSON-parsed; anything else is ignored', () => {
    expect(parseMessage({ eventType: 'TX_SUCCESS', payload: { amount: 5 } })).to.deep.equal({
      eventType: 'TX_SUCCESS',
      payload: { amount: 5 },
    });
    expect(parseMessage('{"eventType":"APP_SET_HEIGHT","payload":{"height":700}}')).to.deep.equal({
      eventType: 'APP_SET_HEIGHT',
      payload: { height: 700 },
    });
    expect(parseMessage({ eventType: 'CASHIER_INIT_LOAD' })).to.deep.equal({ eventType: 'CASHIER_INIT_LOAD', payload: {} });
    for (const junk of ['not json', '"text"', 42, null, {}, { eventType: 7 }, { type: 'TX_SUCCESS' }])
      expect(parseMessage(junk)).to.equal(null);
  });

  it('transaction outcomes reported to the host: success, failed, pending, unresolved, cancelled, validation failed, init', () => {
    expect(
      ['TX_SUCCESS', 'TX_FAILED', 'TX_PENDING', 'TX_UNRESOLVED', 'TX_CANCELLED', 'TX_VALIDATION_FAILED', 'TRANSACTION_INIT'].map(
        eventNameOf,
      ),
    ).to.deep.equal(['success', 'failed', 'pending', 'unresolved', 'cancelled', 'validation-failed', 'init']);
  });

  it('every other cashier event of the protocol has a host event; requests and unknown types have none', () => {
    for (const type of [
      'IS_LOADING',
      'DONE_LOADING',
      'APP_VISIBLE',
      'APP_HIDDEN',
      'SELECTED_TX_METHOD',
      'ENTERED_TX_METHOD_PAGE',
      'APP_ROUTE_CHANGE',
      'NEW_IFRAME',
      'NEW_WINDOW',
      'CANCEL_PENDING_WITHDRAWAL',
      'APP_SET_HEIGHT',
      'ONLOAD_ERROR',
      'CASHIER_PAUSE',
      'CASHIER_RESUME',
      'CHANGE',
      'LOOKUP_INIT_LOAD',
      'PIQ_LOOKUP_CUSTOMER_IDENTIFIED',
      'PIQ_LOOKUP_EDIT_USER',
      'PIQ_LOOKUP_CUSTOMER_RESET',
    ]) {
      expect(eventNameOf(type), type).to.be.a('string');
    }
    expect(eventNameOf('TOP_URL_REPLACE')).to.equal(null);
    expect(eventNameOf('toString')).to.equal(null);
    expect(new Set(Object.values(CASHIER_EVENTS)).size).to.be.greaterThan(25);
  });

  it('TOP_URL_REPLACE goes only to http(s) addresses', () => {
    expect(webUrl('https://bank.example/return?x=1', 'http://shop.example/')).to.equal('https://bank.example/return?x=1');
    expect(webUrl('/done', 'http://shop.example/cashier')).to.equal('http://shop.example/done');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '',
      42,
      null,
      '/\t/evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'VBScript:x',
    ]) {
      expect(webUrl(bad, 'http://shop.example/'), JSON.stringify(bad)).to.equal(null);
    }
  });

  it('when a payment method of provider type SIRU is selected, predefined amounts become 5, 10 and 15', () => {
    expect(predefinedAmountsFor('SIRU', [20, 50])).to.deep.equal([5, 10, 15]);
    expect(predefinedAmountsFor('siru', undefined)).to.deep.equal([5, 10, 15]);
    expect(predefinedAmountsFor('CREDITCARD', [20, 50])).to.deep.equal([20, 50]);
  });
});

describe('cashier origin allow-list', () => {
  it('messages are accepted only from the provider API host and the checkout host of the environment', () => {
    const allowed = allowedOrigins(cashierHosts('production'));
    expect(allowed).to.deep.equal(['https://api.paymentiq.io', 'https://checkout.paymentiq.io']);
    expect(mayRead('TX_SUCCESS', 'https://api.paymentiq.io', allowed)).to.equal(true);
    expect(mayRead('TX_SUCCESS', 'https://evil.example', allowed)).to.equal(false);
    expect(mayRead('TX_SUCCESS', 'http://localhost:5001', allowed)).to.equal(false);
  });

  it('each environment trusts exactly its own origins: localhost on ports 4000 and 5000 in development only', () => {
    expect(allowedOrigins(cashierHosts('development'))).to.deep.equal(['http://localhost:5000', 'http://localhost:4000']);
    expect(allowedOrigins(cashierHosts('test'))).to.deep.equal(['https://test-api.paymentiq.io', 'https://test-checkout.paymentiq.io']);
    expect(allowedOrigins(cashierHosts('mrgreen'))).to.deep.equal([
      'https://api-mrgreen.paymentiq.io',
      'https://checkout-mrgreen.paymentiq.io',
    ]);
    expect(allowedOrigins(cashierHosts('casumo'))).to.deep.equal([
      'https://api-casumo.paymentiq.io',
      'https://checkout-casumo.paymentiq.io',
    ]);
    for (const environment of ['production', 'test', 'mrgreen', 'casumo']) {
      const allowed = allowedOrigins(cashierHosts(environment));
      for (const local of ['http://localhost:4000', 'http://localhost:5000'])
        expect(mayRead('TX_SUCCESS', local, allowed), `${environment} ${local}`).to.equal(false);
    }
  });

  it('the development cashier follows the configured local cashier address, and no other environment does', () => {
    expect(cashierHosts('development', 'http://localhost:5120/')).to.deep.equal({
      api: 'http://localhost:5120',
      checkout: 'http://localhost:4000',
    });
    const allowed = allowedOrigins(cashierHosts('development', 'http://localhost:5120'));
    expect(mayRead('TX_SUCCESS', 'http://localhost:5120', allowed)).to.equal(true);
    expect(mayRead('TX_SUCCESS', 'http://localhost:5000', allowed)).to.equal(false);
    expect(cashierHosts('production', 'http://localhost:5120')).to.deep.equal(cashierHosts('production'));
  });

  it('init-load events (and IS_LOADING) are accepted from any origin', () => {
    for (const type of ['CASHIER_INIT_LOAD', 'LOOKUP_INIT_LOAD', 'IS_LOADING'])
      expect(mayRead(type, 'https://evil.example', [])).to.equal(true);
    expect(INVALID_ORIGIN).to.equal('Invalid origin - will not read PIQ Cashier events');
  });
});
