import { expect } from '@open-wc/testing';
import { mayReceiveSsoToken, safeImage, safeLink, safeScript } from './safe-url';
import { webUrl } from '../cashier/requests';

/** Addresses that would leave the site or run script if they became a link, frame or navigation. */
const UNSAFE = [
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r/evil.example/x',
  '\t//evil.example',
  '/\u0000/evil.example',
  '/\u001f/evil.example',
  '/\u007f/evil.example',
  'java\tscript:alert(1)',
  'javascript\n:alert(1)',
  '//evil.example',
  '//evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  'https:\\\\evil.example',
  'http:/\\evil.example',
  'https:///evil.example',
  'http:evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'jAvAsCrIpT:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD4=',
  'Data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'VBSCRIPT:msgbox(1)',
  'javascript%3Aalert(1)',
  '%2F%2Fevil.example',
  '&#106;avascript:alert(1)',
  'java&#x09;script:alert(1)',
  'evil.example',
  'ftp://evil.example/x',
  'file:///etc/passwd',
  'blob:https://evil.example/1',
  'mailto:a@evil.example',
  '',
  '   ',
];

describe('safeLink: the one rule for addresses from provider data', () => {
  it('a path on this site or an http(s) address may be followed', () => {
    expect(safeLink('/casino')).to.equal('/casino');
    expect(safeLink('/menu/bonuses?tab=active#top')).to.equal('/menu/bonuses?tab=active#top');
    expect(safeLink(' /casino ')).to.equal('/casino');
    expect(safeLink('https://help.example.com/faq')).to.equal('https://help.example.com/faq');
    expect(safeLink('HTTP://Example.com')).to.equal('http://example.com/');
  });

  it('encoded slashes stay part of a path on this site: the browser does not decode them into a host', () => {
    expect(safeLink('/%2F%2Fevil.example')).to.equal('/%2F%2Fevil.example');
    expect(safeLink('/%5Cevil.example')).to.equal('/%5Cevil.example');
  });

  it(`refuses control characters, //host, /\\host, \\\\host, javascript:/data:/vbscript: in any case and encoded forms (${UNSAFE.length} vectors)`, () => {
    for (const vector of UNSAFE) expect(safeLink(vector), JSON.stringify(vector)).to.equal(null);
  });

  it("the cashier's redirect rule (its own copy: dist/cashier.js imports nothing of betr's) refuses the same vectors and keeps the same addresses", () => {
    for (const vector of UNSAFE) expect(webUrl(vector, 'https://casino.example/cashier'), JSON.stringify(vector)).to.equal(null);
    expect(webUrl('/casino', 'https://casino.example/cashier')).to.equal('https://casino.example/casino');
    expect(webUrl('/%2F%2Fevil.example', 'https://casino.example/')).to.equal('https://casino.example/%2F%2Fevil.example');
    expect(webUrl('https://bank.example/return', 'https://casino.example/')).to.equal('https://bank.example/return');
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['/casino']]) expect(safeLink(value)).to.equal(null);
  });
});

/** An SVG in an `<img>` runs no script and makes no request: as an image, an inline picture is harmless. */
const notAnInlineImage = (vector: string) => !/^data:image\//i.test(vector);

describe('safeImage: images from provider data load only from this site, over https, or inline', () => {
  it('a path on this site, an https address or an inline data:image loads', () => {
    expect(safeImage('/images/bonus.png')).to.equal('/images/bonus.png');
    expect(safeImage('https://cdn.example.com/bonus.png')).to.equal('https://cdn.example.com/bonus.png');
    expect(safeImage('data:image/svg+xml,%3Csvg%3E%3C/svg%3E')).to.equal('data:image/svg+xml,%3Csvg%3E%3C/svg%3E');
    expect(safeImage('data:image/gif;base64,R0lGODlhAQABAAAAACw=')).to.equal('data:image/gif;base64,R0lGODlhAQABAAAAACw=');
  });

  it('http (a tracking pixel in the clear), other data:, javascript:, //host and control characters are dropped', () => {
    for (const vector of [
      'http://tracker.example/pixel.gif',
      'data:text/html,<b>',
      '//tracker.example/p.gif',
      '/\t/tracker.example/p.gif',
      'data:image/svg+xml,\n<svg>',
      ...UNSAFE.filter(notAnInlineImage),
    ]) {
      expect(safeImage(vector), JSON.stringify(vector)).to.equal(null);
    }
  });
});

describe('safeScript: the chat service script loads only from this site or over https', () => {
  it('a path on this site or an https address loads', () => {
    expect(safeScript('/demo/chat.js')).to.equal('/demo/chat.js');
    expect(safeScript('https://chat.example.com/widget.js')).to.equal('https://chat.example.com/widget.js');
  });

  it('http, data:, blob:, javascript:, //host and control characters are refused', () => {
    for (const vector of [
      'http://chat.example.com/widget.js',
      'data:text/javascript,alert(1)',
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      ...UNSAFE,
    ]) {
      expect(safeScript(vector), JSON.stringify(vector)).to.equal(null);
    }
  });
});

describe('mayReceiveSsoToken: the single sign-on token goes only to allowed game origins', () => {
  const page = 'https://casino.example';

  it('a game on the page origin receives it', () => {
    expect(mayReceiveSsoToken('/demo/game.html?game=1', page)).to.equal(true);
    expect(mayReceiveSsoToken('https://casino.example/play/1', page)).to.equal(true);
  });

  it('a game on an origin the operator lists receives it; any other origin does not', () => {
    expect(mayReceiveSsoToken('https://games.provider.example/launch?id=1', page, ['https://games.provider.example'])).to.equal(true);
    expect(mayReceiveSsoToken('https://games.provider.example/launch?id=1', page)).to.equal(false);
    expect(mayReceiveSsoToken('https://evil.example/launch', page, ['https://games.provider.example'])).to.equal(false);
    expect(mayReceiveSsoToken('http://casino.example/play/1', page)).to.equal(false);
    expect(mayReceiveSsoToken('//evil.example/launch', page)).to.equal(false);
    expect(mayReceiveSsoToken('https://casino.example.evil.example/', page, ['not a url'])).to.equal(false);
  });
});
