import { expect } from '@open-wc/testing';
import { parseIdentityFrameMessage, readIdentityFrameReturn, safeUrl } from './identity-frame';

const ORIGIN = 'https://identity.example';
const message = (query: Record<string, unknown>) => ({ name: 'betr-oauth', query });

describe('bank-identity frame messages', () => {
  it('messages are accepted only from the configured identity origin', () => {
    const collect = message({ action: 'gii:bankid:collect', qrCode: 'abc' });
    expect(parseIdentityFrameMessage(collect, ORIGIN, ORIGIN)).to.deep.equal({
      action: 'collect',
      qrCode: 'abc',
      isAppOpened: false,
      isError: false,
    });
    expect(parseIdentityFrameMessage(collect, 'https://evil.example', ORIGIN)).to.equal(null);
    expect(parseIdentityFrameMessage(collect, 'https://identity.example:8443', ORIGIN)).to.equal(null);
    expect(parseIdentityFrameMessage(collect, 'null', ORIGIN)).to.equal(null);
  });

  it('with no identity origin configured every message is ignored', () => {
    expect(parseIdentityFrameMessage(message({ action: 'gii:bankid:collect', qrCode: 'abc' }), ORIGIN, undefined)).to.equal(null);
  });

  it('a configured origin with a trailing slash or path still matches event.origin', () => {
    const collect = message({ action: 'gii:bankid:collect', isAppOpened: true });
    expect(parseIdentityFrameMessage(collect, ORIGIN, `${ORIGIN}/`)?.action).to.equal('collect');
  });

  it('gii:bankid:collect carries qrCode, isAppOpened and isError', () => {
    expect(
      parseIdentityFrameMessage(message({ action: 'gii:bankid:collect', qrCode: 'q', isAppOpened: true, isError: true }), ORIGIN, ORIGIN),
    ).to.deep.equal({ action: 'collect', qrCode: 'q', isAppOpened: true, isError: true });
    expect(parseIdentityFrameMessage(message({ action: 'gii:bankid:collect', qrCode: 42, isError: 'yes' }), ORIGIN, ORIGIN)).to.deep.equal({
      action: 'collect',
      qrCode: null,
      isAppOpened: false,
      isError: false,
    });
  });

  it('gii::location_href names where to go; gii::cancel_href where the beacon goes', () => {
    expect(
      parseIdentityFrameMessage(message({ action: 'gii::location_href', href: 'bankid:///?autostarttoken=x' }), ORIGIN, ORIGIN),
    ).to.deep.equal({ action: 'location', href: 'bankid:///?autostarttoken=x' });
    expect(parseIdentityFrameMessage(message({ action: 'gii::cancel_href', href: `${ORIGIN}/cancel?o=1` }), ORIGIN, ORIGIN)).to.deep.equal({
      action: 'cancel',
      href: `${ORIGIN}/cancel?o=1`,
    });
  });

  it('the message may arrive as JSON text', () => {
    const text = JSON.stringify(message({ action: 'gii::cancel_href', href: `${ORIGIN}/cancel` }));
    expect(parseIdentityFrameMessage(text, ORIGIN, ORIGIN)?.action).to.equal('cancel');
  });

  it('other names, unknown actions and malformed data are ignored', () => {
    for (const data of [
      null,
      'hello',
      '{not json',
      42,
      [],
      { name: 'other', query: { action: 'gii:bankid:collect' } },
      { name: 'betr-oauth' },
      message({ action: 'gii::unknown' }),
      message({ action: 'gii::location_href' }),
    ]) {
      expect(parseIdentityFrameMessage(data, ORIGIN, ORIGIN), JSON.stringify(data)).to.equal(null);
    }
  });

  it('a frame cannot send the page to a javascript: or data: URL, nor a beacon outside the web', () => {
    expect(parseIdentityFrameMessage(message({ action: 'gii::location_href', href: 'javascript:alert(1)' }), ORIGIN, ORIGIN)).to.equal(
      null,
    );
    expect(parseIdentityFrameMessage(message({ action: 'gii::location_href', href: 'data:text/html,x' }), ORIGIN, ORIGIN)).to.equal(null);
    expect(parseIdentityFrameMessage(message({ action: 'gii::cancel_href', href: 'bankid:///x' }), ORIGIN, ORIGIN)).to.equal(null);
    expect(safeUrl('/relative')).to.equal(null);
  });
});

describe("the identity provider's redirect (readIdentityFrameReturn)", () => {
  const redirect = 'https://casino.example/bankid-return';

  it("the redirect page with a code and a state is the return; the provider's own pages are not", () => {
    expect(readIdentityFrameReturn(`${redirect}?code=c-1&state=s-1`, redirect)).to.deep.equal({ code: 'c-1', state: 's-1' });
    expect(readIdentityFrameReturn('https://identity.example/bankid?code=c-1&state=s-1', redirect)).to.equal(null);
    expect(readIdentityFrameReturn('https://casino.example/other?code=c-1&state=s-1', redirect)).to.equal(null);
    expect(readIdentityFrameReturn(`${redirect}?code=c-1`, redirect)).to.equal(null);
    expect(readIdentityFrameReturn('about:blank', redirect)).to.equal(null);
  });

  it('an OAuth error on the redirect page is a return without a code', () => {
    expect(readIdentityFrameReturn(`${redirect}?error=access_denied&state=s-1`, redirect)).to.deep.equal({
      error: 'access_denied',
      state: 's-1',
    });
  });
});
