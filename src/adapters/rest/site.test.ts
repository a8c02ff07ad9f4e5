/** What the platform tells any visitor (./site): the deposit slider ranges, the documents and texts, the currencies. */
import { expect } from '@open-wc/testing';
import { createRestApi } from './request';
import { API, caught, platform, SITE } from './fake-platform.testing';

describe("rest adapter: the site's content and configuration", () => {
  it("deposit slider ranges: GET /content/bootstrap?token= gives the operator's, the age bands' and the person's ranges", async () => {
    const { provider, last } = platform({
      'GET /content/bootstrap': {
        json: {
          DepositLimitRanges: { 1: { Min: 1, Max: 4000, Initial: 4000 } },
          DepositLimitAgeBands: [
            { FromAge: 18, ToAge: 24, Ranges: { 7: { Max: 5000 } } },
            { FromAge: 70, ToAge: null, Ranges: {} },
          ],
          Person: { Age: 20, DepositLimitRanges: { 30: { Max: 20000, Initial: 15000 } } },
        },
      },
    });
    expect(await provider.getDepositLimitRanges('tok-1')).to.deep.equal({
      ranges: { 1: { min: 1, max: 4000, initial: 4000 } },
      ageBands: [
        { fromAge: 18, toAge: 24, ranges: { 7: { max: 5000 } } },
        { fromAge: 70, ranges: {} },
      ],
      person: { age: 20, ranges: { 30: { max: 20000, initial: 15000 } } },
    });
    expect(`${last().method} ${last().path}?${last().query}`).to.equal('GET /content/bootstrap?token=tok-1');
  });

  it('content: terms from GET /content/GetDocument?type=TermsAndConditions, currencies from GET /currencies, the welcome text from the bootstrap', async () => {
    const { provider, sent } = platform({
      'GET /currencies': { json: ['Default', 'EUR', 'SEK'] },
      'GET /content/bootstrap': {
        json: { ...SITE, Content: { welcome: { Html: '<p>Hi</p>' }, 'about-us': { Title: 'About', Html: '<p>Us</p>' } } },
      },
    });
    expect(await provider.getTerms()).to.deep.equal({ version: '2.0', content: '<p>Terms</p>' });
    expect(sent.find((r) => r.path === '/content/GetDocument')!.query.get('type')).to.equal('TermsAndConditions');
    expect(await provider.getCurrencies()).to.deep.equal([{ code: 'EUR' }, { code: 'SEK' }]);
    expect(await provider.getWelcomeContent()).to.deep.equal({ image: '', content: '<p>Hi</p>' });
    expect(await provider.getContent('about-us')).to.deep.equal({ id: 'about-us', title: 'About', html: '<p>Us</p>' });
  });

  it('exchange rates: the currency list is GET /currencies (no query, no body), not the keys of GET /exchange-rates, which is never asked and is no route of the adapter', async () => {
    const { provider, sent } = platform({
      'GET /currencies': { json: ['EUR', 'SEK'] },
      'GET /exchange-rates': { json: { EUR: 1, USD: 1.1747, NOK: 11.6 } },
    });
    expect(await provider.getCurrencies()).to.deep.equal([{ code: 'EUR' }, { code: 'SEK' }]);
    expect(sent.map((r) => [r.method, r.path, r.query.toString(), r.hasBody])).to.deep.equal([['GET', '/currencies', '', false]]);
    const api = createRestApi({ apiUrl: API, fetch: async () => new Response('{"EUR":1}') });
    expect(String(await caught(() => api.call('general', { get: '/exchange-rates' })))).to.equal(
      "Error: betr: GET /exchange-rates is not in the REST adapter's routes",
    );
  });
});
