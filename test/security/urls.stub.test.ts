import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait';
import '../../src/elements/external';
import { safeLink, safeScript } from '../../src/domain/safe-url';
import { parseIdentityFrameMessage, safeUrl } from '../../src/domain/identity-frame';
import { webUrl } from '../../src/cashier/requests';
import { startPopupHost } from '../../src/elements/popup-loader';
import { startAutoloader } from '../../src/elements/autoload';
import { launchGame } from '../../src/stores/launch';
import { provider } from '../../src/stores/current-provider';
import { closePopupsAndSettle } from '../support';
import { URL_VECTORS, isAllowedResult } from './corpus';
import { expectNothingRan, resetDetector, stubWorld } from './harness';
import { urlSuite } from './urls-suite';

urlSuite(stubWorld);

const SCRIPT_SCHEMES = /^(?:javascript|data|vbscript):/i;

describe('URL vectors through frames and navigations', function () {
  this.timeout(60_000);
  before(async () => {
    startPopupHost();
    startAutoloader();
    await stubWorld.start();
  });
  beforeEach(resetDetector);
  afterEach(closePopupsAndSettle);

  it('a game launch URL from the platform frames only this site or a plainly written http(s) host', async () => {
    const p = await provider();
    const original = p.launchGame;
    const wrong: string[] = [];
    try {
      for (const { name, url } of URL_VECTORS) {
        // The platform answers the launch with this URL.
        p.launchGame = async () => ({ url });
        await launchGame('starlight-reels', 'demo');
        const external = () => document.querySelector('betr-popup betr-external');
        await waitUntil(() => external()?.shadowRoot?.querySelector('iframe, [role="alert"]'), `${name}: the game popup never showed`, {
          timeout: 4000,
        });
        const frame = external()!.shadowRoot!.querySelector('iframe');
        if (frame && !isAllowedResult(frame.src, url, location.origin, { protocolRelative: true }))
          wrong.push(`${name} framed ${frame.src}`);
        if (!frame)
          expect(external()!.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal(
            'Something went wrong, please try again or contact support if the issue persists',
          );
        await closePopupsAndSettle();
      }
    } finally {
      p.launchGame = original;
    }
    expect(wrong.join('; '), 'game launches framing another host').to.equal('');
    await expectNothingRan('game launches');
  });

  it('<betr-external src> from the page frames only this site or a plainly written http(s) host', async () => {
    const wrong: string[] = [];
    for (const { name, url } of URL_VECTORS) {
      const el = await fixture(html`<betr-external inline title="Game" src=${url}></betr-external>`);
      await waitUntil(() => el.shadowRoot?.querySelector('iframe, [role="alert"]'), `${name}: nothing showed`);
      const frame = el.shadowRoot!.querySelector('iframe');
      if (frame && !isAllowedResult(frame.src, url, location.origin, { protocolRelative: true })) wrong.push(`${name} framed ${frame.src}`);
    }
    expect(wrong.join('; '), 'external frames of another host').to.equal('');
    await expectNothingRan('external frames');
  });

  it("the one link rule (safeLink: calls to action, frames, the cashier's redirects) takes no vector to another host or a script", () => {
    const accepted = URL_VECTORS.filter(
      ({ url }) => safeLink(url) !== null && !isAllowedResult(new URL(url, location.href).href, url, location.origin),
    );
    expect(accepted.map(({ name }) => name).join('; '), 'vectors safeLink accepts').to.equal('');
  });

  it("the chat service's script (safeScript, the platform's chat configuration) loads from no vector but this site or a plainly written https host", () => {
    const accepted = URL_VECTORS.filter(({ url }) => {
      const src = safeScript(url);
      if (src === null) return false;
      const loaded = new URL(src, location.href);
      return !(loaded.origin === location.origin || (loaded.protocol === 'https:' && isAllowedResult(loaded.href, url, location.origin)));
    });
    expect(accepted.map(({ name }) => name).join('; '), 'vectors safeScript would load').to.equal('');
  });

  it('the bank-identity frame and the cashier navigate only to web (or bank app) addresses, never a script', () => {
    const identity = 'https://identity.example';
    for (const { name, url } of URL_VECTORS) {
      for (const result of [safeUrl(url), webUrl(url, location.href)]) {
        if (result !== null) expect(SCRIPT_SCHEMES.test(result), `${name} became ${result}`).to.equal(false);
      }
      for (const action of ['gii::location_href', 'gii::cancel_href']) {
        const parsed = parseIdentityFrameMessage({ name: 'betr-oauth', query: { action, href: url } }, identity, identity);
        if (parsed && 'href' in parsed)
          expect(/^(?:https?|bankid):/.test(parsed.href), `${action} ${name} became ${parsed.href}`).to.equal(true);
      }
    }
  });
});
