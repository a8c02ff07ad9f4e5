import { expect } from '@open-wc/testing';
import type { CashierConfig } from './config';
import { QUERY_WARNING_LENGTH, cashierUrl, lookupUrl, queryEntries } from './query';
import { cashierHosts } from './environments';

function capturingConsoleErrors(run: () => void): unknown[][] {
  const calls: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void calls.push(args);
  try {
    run();
  } finally {
    console.error = original;
  }
  return calls;
}

const CONFIG: CashierConfig = {
  environment: 'development',
  merchantId: 'betr-demo',
  userId: 'u-1001',
  sessionId: 's 1',
  locale: 'en_US',
  method: 'deposit',
  amount: 50,
  bonusCode: '',
  providerType: undefined,
  autoProcess: null,
  containerHeight: '600px',
  containerMinHeight: '600px',
  initLoadErrorTimeout: 5000,
  theme: { buttons: { color: '#1f5fc9' }, background: { color: 'white' }, loader: { color: null } },
  attributes: { brand: 'betr', campaign: undefined, hostUri: 'https://spoofed.example' },
  user: { firstName: 'Maria', lastName: '' },
  lookupConfig: { environment: 'development' },
};

describe('cashier iframe URL', () => {
  it('the cashier iframe loads from the provider API host at /paymentiq/cashier/ with the config as query parameters (byte for byte)', () => {
    expect(cashierUrl(CONFIG, 'http://shop.example')).to.equal(
      'http://localhost:5000/paymentiq/cashier/?environment=development&merchantId=betr-demo&userId=u-1001&sessionId=s%201' +
        '&locale=en_US&method=deposit&amount=50&containerHeight=600px&theme_buttons_color=%231f5fc9&theme_background_color=white' +
        '&attributes.brand=betr&user.firstName=Maria&attributes.hostUri=http%3A%2F%2Fshop.example&attributes.bootstrapVersion=1.3.29',
    );
  });

  it('null, empty and undefined values are dropped, never sent as text', () => {
    const keys = queryEntries(CONFIG, 'http://shop.example').map(([key]) => key);
    for (const dropped of ['bonusCode', 'providerType', 'autoProcess', 'theme_loader_color', 'attributes.campaign', 'user.lastName']) {
      expect(keys).not.to.include(dropped);
    }
    expect(cashierUrl(CONFIG, 'http://shop.example')).not.to.match(/undefined|null/);
  });

  it('containerMinHeight, initLoadErrorTimeout and the lookup config are not sent', () => {
    const keys = queryEntries(CONFIG, 'http://shop.example').map(([key]) => key);
    expect(keys.filter((k) => /containerMinHeight|initLoadErrorTimeout|lookupConfig/.test(k))).to.deep.equal([]);
  });

  it('font, version, useExperimentalCdn, didAccessToken and userData reach the cashier as query parameters (byte for byte)', () => {
    const config: CashierConfig = {
      environment: 'development',
      merchantId: 'm',
      font: 'Inter, sans-serif',
      version: '1.3.29',
      useExperimentalCdn: true,
      didAccessToken: 'did-at 1',
      userData: { vip: true, segment: 'gold' },
    };
    expect(cashierUrl(config, 'http://shop.example')).to.equal(
      'http://localhost:5000/paymentiq/cashier/?environment=development&merchantId=m&font=Inter%2C%20sans-serif&version=1.3.29' +
        '&useExperimentalCdn=true&didAccessToken=did-at%201&userData=%7B%22vip%22%3Atrue%2C%22segment%22%3A%22gold%22%7D' +
        '&attributes.hostUri=http%3A%2F%2Fshop.example&attributes.bootstrapVersion=1.3.29',
    );
  });

  it('attributes.hostUri is the page origin and attributes.bootstrapVersion comes last', () => {
    const entries = queryEntries(CONFIG, 'http://shop.example');
    expect(entries.at(-2)).to.deep.equal(['attributes.hostUri', 'http://shop.example']);
    expect(entries.at(-1)).to.deep.equal(['attributes.bootstrapVersion', '1.3.29']);
    expect(entries.filter(([k]) => k === 'attributes.hostUri')).to.have.length(1);
  });

  it("the caller's config object is never changed", () => {
    const before = structuredClone(CONFIG);
    cashierUrl(CONFIG, 'http://shop.example');
    expect(CONFIG).to.deep.equal(before);
  });

  it('a query over 2000 characters logs a console error suggesting the script API', () => {
    const long: CashierConfig = { ...CONFIG, attributes: { note: 'x'.repeat(QUERY_WARNING_LENGTH) } };
    const calls = capturingConsoleErrors(() => cashierUrl(long, 'http://shop.example'));
    expect(calls).to.have.length(1);
    expect(String(calls[0]?.[0])).to.include('may break in some browsers').and.include('script API');
    expect(capturingConsoleErrors(() => cashierUrl(CONFIG, 'http://shop.example'))).to.deep.equal([]);
  });

  it('the query-length warning: a 2000-character query logs nothing, a 2001-character one logs one error naming the script API', () => {
    const query = (note: string) => cashierUrl({ ...CONFIG, attributes: { note } }, 'http://shop.example').split('?')[1]!;
    const others = query('x').length - 1;
    const note = (length: number) => 'x'.repeat(length - others);
    let sent = '';
    expect(capturingConsoleErrors(() => (sent = query(note(2000))))).to.deep.equal([]);
    expect(sent.length).to.equal(2000);
    expect(capturingConsoleErrors(() => (sent = query(note(2001))))).to.deep.equal([
      [
        'PIQ Cashier: the iframe query is 2001 characters long; over 2000 it may break in some browsers. ' +
          'Pass attributes through the script API (cashier.update({ attributes })) instead.',
      ],
    ]);
    expect(sent.length).to.equal(2001);
  });

  it('the lookup iframe loads from the checkout host at /checkout-client/{version}, master by default', () => {
    expect(lookupUrl({ environment: 'development', merchantId: 'm', attributes: { x: null } }, 'http://a.example')).to.equal(
      'http://localhost:4000/checkout-client/master/?environment=development&merchantId=m&attributes.hostUri=http%3A%2F%2Fa.example&attributes.bootstrapVersion=1.3.29',
    );
    expect(lookupUrl({ environment: 'production', version: 'v2' }, 'http://a.example')).to.match(
      /^https:\/\/checkout\.paymentiq\.io\/checkout-client\/v2\/\?environment=production&/,
    );
  });

  it('each environment has its hosts; an unknown environment is a clear error', () => {
    expect(cashierHosts('development')).to.deep.equal({ api: 'http://localhost:5000', checkout: 'http://localhost:4000' });
    for (const env of ['production', 'test', 'mrgreen', 'casumo']) expect(cashierHosts(env).api).to.match(/^https:\/\//);
    expect(() => cashierHosts('staging')).to.throw('Unknown cashier environment "staging"');
    expect(() => cashierHosts('toString')).to.throw('Unknown cashier environment');
  });
});
