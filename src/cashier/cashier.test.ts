import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { installFakeClock } from '../../test/fake-clock';
import { createCashier, DEVICE_ID_RETRY_MS, type Cashier } from './cashier';
import type { CashierConfig } from './config';
import type { CashierPayload } from './messages';

const SAME_ORIGIN = { api: window.location.origin, checkout: window.location.origin };
const CONFIG: CashierConfig = { environment: 'development', merchantId: 'betr-demo', userId: 'u-1', sessionId: 's-1', method: 'deposit' };

let created: Cashier[] = [];
let containers: HTMLElement[] = [];
function container(): HTMLElement {
  const el = document.createElement('div');
  el.className = 'host-classes';
  document.body.append(el);
  containers.push(el);
  return el;
}
function cashier(options: Partial<Parameters<typeof createCashier>[0]> = {}): Cashier {
  const c = createCashier({ container: container(), config: CONFIG, ...options });
  created.push(c);
  return c;
}

/** A message as the frame `from` would send it, from `origin`. */
function send(from: HTMLIFrameElement | null, eventType: string, payload: CashierPayload = {}, origin = 'http://localhost:5000'): void {
  window.dispatchEvent(new MessageEvent('message', { data: { eventType, payload }, origin, source: from!.contentWindow }));
}

/** What the host posts into a same-origin frame, once it has loaded. */
async function inbox(frame: HTMLIFrameElement): Promise<{ eventType: string; payload: Record<string, unknown> }[]> {
  await waitUntil(
    () => frame.contentDocument?.readyState === 'complete' && frame.contentWindow?.location.href !== 'about:blank',
    'frame never loaded',
  );
  const received: { eventType: string; payload: Record<string, unknown> }[] = [];
  frame.contentWindow!.addEventListener('message', (event: MessageEvent) => received.push(event.data));
  return received;
}

function consoleErrors(): { calls: string[]; restore(): void } {
  const calls: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void calls.push(args.map(String).join(' '));
  return { calls, restore: () => (console.error = original) };
}

describe('cashier bootstrapper', () => {
  // The device id's chunk is loaded once, first: a cashier then starts making its id (and its
  // audio step's 1000 ms timer) within microtasks, on the real clock, before any test fakes
  // one. Loaded late, every id begun meanwhile would set its timer on a test's fake clock.
  before(() => import('./device-id'));
  afterEach(() => {
    created.forEach((c) => c.destroy());
    containers.forEach((c) => c.remove());
    created = [];
    containers = [];
  });

  it('creates the iframe with its allow permissions, 100% sizes by default, and leaves the container classes alone', () => {
    const c = cashier({ config: { ...CONFIG, containerMinHeight: '600px' } });
    const frame = c.iframe!;
    expect(frame.parentElement?.className).to.equal('host-classes');
    expect(frame.src).to.match(/^http:\/\/localhost:5000\/paymentiq\/cashier\/\?environment=development&merchantId=betr-demo/);
    expect(frame.allow).to.include('payment *').and.include('otp-credentials *').and.include('clipboard-write *');
    expect([frame.style.width, frame.style.height, frame.style.minHeight]).to.deep.equal(['100%', '100%', '600px']);
  });

  it("the iframe is granted the spec's ten permissions, to any origin, and nothing else: geolocation, camera, payment, clipboard, autoplay, microphone, fullscreen, motion sensors, picture-in-picture, otp-credentials", () => {
    const features = cashier()
      .iframe!.allow.split(';')
      .map((entry) => entry.trim());
    expect(
      features.every((entry) => entry.endsWith(' *')),
      features.join('; '),
    ).to.equal(true);
    // A spec permission is one or more Permissions Policy features.
    const SPEC: Record<string, string[]> = {
      geolocation: ['geolocation'],
      camera: ['camera'],
      payment: ['payment'],
      clipboard: ['clipboard-read', 'clipboard-write'],
      autoplay: ['autoplay'],
      microphone: ['microphone'],
      fullscreen: ['fullscreen'],
      'motion sensors': ['accelerometer', 'magnetometer', 'gyroscope'],
      'picture-in-picture': ['picture-in-picture'],
      'otp-credentials': ['otp-credentials'],
    };
    expect(Object.keys(SPEC)).to.have.length(10);
    expect(features.map((entry) => entry.slice(0, -2)).sort()).to.deep.equal(Object.values(SPEC).flat().sort());
  });

  it('the defaults: 100% wide and high, a minimum height of 0px, when the config gives none', () => {
    const frame = cashier().iframe!;
    expect([frame.style.width, frame.style.height, frame.style.minHeight]).to.deep.equal(['100%', '100%', '0px']);
  });

  it('the cashier is given 10000 ms to report CASHIER_INIT_LOAD by default: no load error at 9999 ms, the error at 10000 ms', async () => {
    const clock = installFakeClock();
    const log = consoleErrors();
    let payload: CashierPayload | null = null;
    try {
      cashier({ on: { 'load-error': (p) => (payload = p) } });
      await clock.nextTimer(10_000);
      clock.tick(9_999);
      expect(payload).to.equal(null);
      clock.tick(1);
    } finally {
      log.restore();
      clock.uninstall();
    }
    expect(payload).to.deep.equal({
      status: 'Could not load cashier iframe. Execution time limit was exceeded: 10000 milliseconds',
      timeLimit: 10000,
    });
  });

  it('until the device id is made, the cashier asks for it again every 50 ms, then sends it once', async () => {
    const subtle = crypto.subtle as SubtleCrypto & { digest: SubtleCrypto['digest'] };
    const original = subtle.digest.bind(subtle);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The id's last step (its SHA-256) waits until the test lets it finish.
    subtle.digest = (async (...args: Parameters<SubtleCrypto['digest']>) => {
      await held;
      return original(...args);
    }) as SubtleCrypto['digest'];
    try {
      const c = cashier({ hosts: SAME_ORIGIN });
      const received = await inbox(c.iframe!);
      const ids = () => received.filter((m) => m.eventType === 'PIQ_DEVICE_ID');
      const clock = installFakeClock();
      try {
        send(c.iframe, 'CASHIER_INIT_LOAD', {}, window.location.origin);
        for (let ask = 0; ask < 3; ask++) {
          await clock.nextTimer(50);
          clock.tick(49);
          // Not yet asked again at 49 ms: the one 50 ms timer still waits.
          expect(clock.pending(), `ask ${ask}`).to.deep.equal([50]);
          clock.tick(1);
        }
        expect(ids()).to.have.length(0);
        release();
        // The id's digest ends when the engine's crypto answers (later in WebKit than in
        // Chromium): the cashier goes on asking every 50 ms until it is there.
        await clock.until(() => ids().length > 0 || (clock.tick(50), false), 'no PIQ_DEVICE_ID after the id was made');
        expect(clock.pending()).to.deep.equal([]);
      } finally {
        clock.uninstall();
      }
      expect(ids()).to.have.length(1);
    } finally {
      delete (subtle as Partial<SubtleCrypto>).digest;
    }
  });

  it('SET_CSS carries { css }; CASHIER_PAUSE and CASHIER_RESUME carry nothing', async () => {
    const c = cashier({ hosts: SAME_ORIGIN });
    const received = await inbox(c.iframe!);
    send(c.iframe, 'CASHIER_INIT_LOAD', {}, window.location.origin);
    c.css('.x { color: red }');
    c.pause();
    c.resume();
    await waitUntil(() => received.some((m) => m.eventType === 'CASHIER_RESUME'), 'no CASHIER_RESUME');
    const sent = received.filter((m) => ['SET_CSS', 'CASHIER_PAUSE', 'CASHIER_RESUME'].includes(m.eventType));
    expect(sent).to.deep.equal([
      { eventType: 'SET_CSS', payload: { css: '.x { color: red }' } },
      { eventType: 'CASHIER_PAUSE', payload: {} },
      { eventType: 'CASHIER_RESUME', payload: {} },
    ]);
  });

  it('a message from an invalid origin is ignored and logs "Invalid origin - will not read PIQ Cashier events"', () => {
    const c = cashier();
    const heard: string[] = [];
    c.on('success', () => heard.push('success'));
    c.on('height-change', () => heard.push('height'));
    const log = consoleErrors();
    try {
      send(c.iframe, 'TX_SUCCESS', { amount: 50 }, 'https://evil.example');
      send(c.iframe, 'APP_SET_HEIGHT', { height: 900 }, 'https://evil.example');
    } finally {
      log.restore();
    }
    expect(heard).to.deep.equal([]);
    expect(c.iframe!.style.height).to.equal('100%');
    expect(log.calls).to.deep.equal([
      'Invalid origin - will not read PIQ Cashier events',
      'Invalid origin - will not read PIQ Cashier events',
    ]);
  });

  it('init-load events are accepted from any origin', () => {
    const c = cashier();
    send(c.iframe, 'CASHIER_INIT_LOAD', {}, 'https://cdn.elsewhere.example');
    expect(c.loaded).to.equal(true);
  });

  it('an iframe that never loads reports the load error to the host with the spec text and the time limit', async () => {
    const log = consoleErrors();
    let payload: CashierPayload | null = null;
    try {
      // The test page's own origin serves no cashier; the demo's stand-in on :5000, when it
      // runs beside the tests, could load and announce itself within the 50 ms.
      cashier({ hosts: SAME_ORIGIN, config: { ...CONFIG, initLoadErrorTimeout: 50 }, on: { 'load-error': (p) => (payload = p) } });
      await waitUntil(() => payload !== null, 'no load-error event', { timeout: 2000 });
    } finally {
      log.restore();
    }
    expect(payload).to.deep.equal({
      status: 'Could not load cashier iframe. Execution time limit was exceeded: 50 milliseconds',
      timeLimit: 50,
    });
    expect(log.calls).to.include('Could not load cashier iframe. Execution time limit was exceeded: 50 milliseconds');
  });

  it('a cashier that loads in time reports no load error', async () => {
    let failed = false;
    const c = cashier({ config: { ...CONFIG, initLoadErrorTimeout: 80 }, on: { 'load-error': () => (failed = true) } });
    send(c.iframe, 'CASHIER_INIT_LOAD');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(failed).to.equal(false);
  });

  it('two cashiers on one page stay independent, and destroy removes every listener and node it added', () => {
    const added: EventListenerOrEventListenerObject[] = [];
    const removed: EventListenerOrEventListenerObject[] = [];
    const { addEventListener, removeEventListener } = window;
    window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, opts?: boolean | AddEventListenerOptions) => {
      if (type === 'message') added.push(listener);
      addEventListener.call(window, type, listener, opts);
    }) as typeof window.addEventListener;
    window.removeEventListener = ((type: string, listener: EventListenerOrEventListenerObject, opts?: boolean | EventListenerOptions) => {
      if (type === 'message') removed.push(listener);
      removeEventListener.call(window, type, listener, opts);
    }) as typeof window.removeEventListener;
    try {
      const heard: string[] = [];
      const a = cashier({ on: { success: (p) => heard.push(`a:${String(p.txRefId)}`) } });
      const b = cashier({ on: { success: (p) => heard.push(`b:${String(p.txRefId)}`) } });
      const aFrame = a.iframe!;
      const aContainer = aFrame.parentElement!;
      send(aFrame, 'TX_SUCCESS', { txRefId: '1' });
      send(b.iframe, 'TX_SUCCESS', { txRefId: '2' });
      send(aFrame, 'APP_SET_HEIGHT', { height: 720 });
      expect(heard).to.deep.equal(['a:1', 'b:2']);
      expect([aFrame.style.height, b.iframe!.style.height]).to.deep.equal(['720px', '100%']);

      a.destroy();
      expect(aContainer.childNodes.length).to.equal(0);
      expect(a.iframe).to.equal(null);
      expect(added).to.have.length(2);
      expect(removed).to.deep.equal([added[0]]);
      send(b.iframe, 'TX_SUCCESS', { txRefId: '3' });
      expect(heard).to.deep.equal(['a:1', 'b:2', 'b:3']);
    } finally {
      window.addEventListener = addEventListener;
      window.removeEventListener = removeEventListener;
    }
  });

  it("update merges into the cashier's own copy: the caller's config is never changed", async () => {
    const config: CashierConfig = { ...CONFIG, attributes: { brand: 'betr' } };
    const before = structuredClone(config);
    const c = cashier({ config, hosts: SAME_ORIGIN });
    const received = await inbox(c.iframe!);
    send(c.iframe, 'CASHIER_INIT_LOAD', {}, window.location.origin);
    c.update({ amount: 25, attributes: { brand: 'other' } });
    await waitUntil(() => received.some((m) => m.eventType === 'UPDATE_DATA'));
    expect(config).to.deep.equal(before);
    const update = received.find((m) => m.eventType === 'UPDATE_DATA')!.payload;
    expect(update).to.deep.include({ amount: 25, method: 'deposit', environment: 'development' });
    expect(Object.keys(update)).not.to.include.members(['merchantId', 'userId', 'sessionId']);
  });

  it('pause and resume take the cashier out of and back into the tab order and tell it; SET_CSS and the device id reach it', async () => {
    const c = cashier({ hosts: SAME_ORIGIN });
    const received = await inbox(c.iframe!);
    c.css('.x { color: red }');
    send(c.iframe, 'CASHIER_INIT_LOAD', {}, window.location.origin);
    c.pause();
    expect(c.iframe!.tabIndex).to.equal(-1);
    c.resume();
    expect(c.iframe!.tabIndex).to.equal(0);
    await waitUntil(() => received.some((m) => m.eventType === 'PIQ_DEVICE_ID'), 'no device id');
    expect(received.map((m) => m.eventType)).to.include.members(['SET_CSS', 'CASHIER_PAUSE', 'CASHIER_RESUME', 'PIQ_DEVICE_ID']);
    expect(received.find((m) => m.eventType === 'PIQ_DEVICE_ID')!.payload.deviceId).to.match(/^[0-9a-f]{64}$/);
  });

  it('selecting a SIRU method sends predefined amounts 5, 10 and 15', async () => {
    const c = cashier({ hosts: SAME_ORIGIN, config: { ...CONFIG, predefinedAmounts: [20, 50] } });
    const received = await inbox(c.iframe!);
    const origin = window.location.origin;
    send(c.iframe, 'CASHIER_INIT_LOAD', {}, origin);
    send(c.iframe, 'SELECTED_TX_METHOD', { providerType: 'SIRU' }, origin);
    send(c.iframe, 'SELECTED_TX_METHOD', { providerType: 'CREDITCARD' }, origin);
    await waitUntil(() => received.filter((m) => m.eventType === 'UPDATE_DATA').length === 2);
    expect(received.filter((m) => m.eventType === 'UPDATE_DATA').map((m) => m.payload.predefinedAmounts)).to.deep.equal([
      [5, 10, 15],
      [20, 50],
    ]);
  });

  it('reset removes the iframe and clears the loaded flag; reset with no iframe logs it', () => {
    const c = cashier();
    send(c.iframe, 'CASHIER_INIT_LOAD');
    c.reset();
    expect(c.iframe).to.equal(null);
    expect(c.loaded).to.equal(false);
    const log = consoleErrors();
    try {
      c.reset();
    } finally {
      log.restore();
    }
    expect(log.calls).to.deep.equal(["No PIQ Cashier found and can't reset"]);
    c.setup();
    expect(c.iframe).not.to.equal(null);
  });

  it('TOP_URL_REPLACE to a non-web address is refused; an authorize script from a non-https address is not added', async () => {
    const c = cashier();
    const before = document.querySelectorAll('script').length;
    const log = consoleErrors();
    try {
      send(c.iframe, 'TOP_URL_REPLACE', { url: 'javascript:alert(1)' });
      send(c.iframe, 'SETUP_AUTHORIZE_SCRIPT', { provider: 'ApplePay', authorizeScript: 'http://cdn.example/pay.js' });
      // Answered by the payment method's requests (src/cashier/requests.ts), a chunk that arrives with the first.
      await waitUntil(() => log.calls.length === 2, `the requests were not answered: ${log.calls.join(' | ')}`);
    } finally {
      log.restore();
    }
    expect(window.location.protocol).to.equal('http:');
    expect(document.querySelectorAll('script').length).to.equal(before);
    expect(log.calls).to.deep.equal([
      'PIQ Cashier: TOP_URL_REPLACE needs an http(s) address',
      'Unable to add authenticate script for ApplePay',
    ]);
  });

  it('an authorize script is added only from an allowed origin, logs when it cannot load, and destroy removes it', async () => {
    const c = cashier();
    const log = consoleErrors();
    try {
      send(
        c.iframe,
        'SETUP_AUTHORIZE_SCRIPT',
        { provider: 'GooglePay', authorizeScript: 'https://authorize.invalid/pay.js' },
        'https://evil.example',
      );
      expect(document.querySelector('script[src="https://authorize.invalid/pay.js"]')).to.equal(null);
      send(c.iframe, 'SETUP_AUTHORIZE_SCRIPT', { provider: 'GooglePay', authorizeScript: 'https://authorize.invalid/pay.js' });
      await waitUntil(() => document.querySelector('script[src="https://authorize.invalid/pay.js"]'), 'no authorize script');
      const script = document.querySelector('script[src="https://authorize.invalid/pay.js"]');
      await waitUntil(() => log.calls.includes('Unable to add authenticate script for GooglePay'), 'no log', { timeout: 4000 });
      c.destroy();
      expect(script!.isConnected).to.equal(false);
    } finally {
      log.restore();
    }
  });

  it('a cashier destroyed before the code of a request arrives does not answer it: no authorize script is added', async () => {
    const c = cashier();
    send(c.iframe, 'SETUP_AUTHORIZE_SCRIPT', { provider: 'GooglePay', authorizeScript: 'https://authorize.invalid/late.js' });
    c.destroy();
    // The same chunk, asked again, has arrived once this answers: the destroyed cashier's request was dropped by then.
    await import('./requests');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('script[src="https://authorize.invalid/late.js"]')).to.equal(null);
  });

  it('EXECUTE_AUTHORIZE_METHOD calls the named method once an authorize script is set up', async () => {
    const calls: unknown[][] = [];
    const target = window as unknown as { betrTestAuthorize?: { start(...args: unknown[]): void } };
    target.betrTestAuthorize = { start: (...args) => void calls.push(args) };
    const c = cashier();
    const log = consoleErrors();
    try {
      send(c.iframe, 'EXECUTE_AUTHORIZE_METHOD', { method: 'betrTestAuthorize.start', parameters: [1] });
      expect(calls).to.deep.equal([]);
      send(c.iframe, 'SETUP_AUTHORIZE_SCRIPT', { provider: 'Test', authorizeScript: 'https://authorize.invalid/test.js' });
      send(c.iframe, 'EXECUTE_AUTHORIZE_METHOD', { method: 'betrTestAuthorize.start', parameters: [1, 'two'] });
      send(c.iframe, 'EXECUTE_AUTHORIZE_METHOD', { method: 'alert("x")', parameters: [] });
      // the script itself cannot load here
      await waitUntil(() => log.calls.includes('Unable to add authenticate script for Test'), 'no log', { timeout: 4000 });
    } finally {
      log.restore();
      delete target.betrTestAuthorize;
    }
    expect(calls).to.deep.equal([[1, 'two']]);
    expect(log.calls.filter((m) => m.startsWith('Unable to execute authorize method'))).to.have.length(2);
  });

  it('GET_INTEGRATIONS_SCRIPT_URL is answered with POST_INTEGRATION_URL: the page address with the txRefId', async () => {
    const c = cashier({ hosts: SAME_ORIGIN });
    const received = await inbox(c.iframe!);
    send(c.iframe, 'GET_INTEGRATIONS_SCRIPT_URL', { txRefId: 'tx-9' }, window.location.origin);
    await waitUntil(() => received.length > 0);
    expect(received[0]!.eventType).to.equal('POST_INTEGRATION_URL');
    expect(received[0]!.payload.txRefId).to.equal('tx-9');
    expect(new URL(String(received[0]!.payload.url)).searchParams.get('txRefId')).to.equal('tx-9');
  });

  it("device id failures are logged: 'Failed to generate device id', or 'DeviceId not defined' when it never comes", async () => {
    const subtle = crypto.subtle as SubtleCrypto & { digest: SubtleCrypto['digest'] };
    const log = consoleErrors();
    try {
      subtle.digest = () => Promise.reject(new Error('no crypto'));
      const failing = cashier();
      send(failing.iframe, 'CASHIER_INIT_LOAD');
      await waitUntil(() => log.calls.includes('Failed to generate device id'));
      subtle.digest = () => new Promise<ArrayBuffer>(() => undefined);
      // It asks again every DEVICE_ID_RETRY_MS until it gives up: on the fake clock, not 2 s of real waiting.
      const clock = installFakeClock();
      try {
        const waiting = cashier();
        send(waiting.iframe, 'CASHIER_INIT_LOAD');
        while (!log.calls.includes('DeviceId not defined')) {
          await clock.nextTimer(DEVICE_ID_RETRY_MS);
          clock.tick(DEVICE_ID_RETRY_MS);
        }
      } finally {
        clock.uninstall();
      }
    } finally {
      delete (subtle as Partial<SubtleCrypto>).digest;
      log.restore();
    }
    expect(log.calls.filter((m) => m === 'DeviceId not defined')).to.have.length(1);
  });

  it("a cashier that cannot be set up logs 'Failed to setup cashier' and reports a load error", () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    let payload: CashierPayload | null = null;
    const log = consoleErrors();
    try {
      cashier({ config: { ...CONFIG, userData: circular as never }, on: { 'load-error': (p) => (payload = p) } });
    } finally {
      log.restore();
    }
    expect(log.calls[0]).to.match(/^Failed to setup cashier/);
    expect(payload).to.deep.equal({ status: 'Failed to setup cashier' });
  });

  it('an unknown environment is a clear error', () => {
    expect(() =>
      createCashier({ container: container(), config: { ...CONFIG, environment: 'staging' as CashierConfig['environment'] } }),
    ).to.throw('Unknown cashier environment "staging"');
  });

  describe('lookup (checkout) flow', () => {
    it('the lookup loads first at 250px; PKCE is answered with the S256 challenge; identification sets the cashier up with the didToken', async () => {
      const c = cashier({
        hosts: SAME_ORIGIN,
        config: { ...CONFIG, userId: undefined, sessionId: undefined, lookupConfig: { locale: 'sv_SE' } },
      });
      const lookup = c.lookupIframe!;
      expect(c.iframe).to.equal(null);
      expect([lookup.style.height, lookup.style.minWidth]).to.deep.equal(['250px', '100%']);
      expect(lookup.src).to.match(
        /\/checkout-client\/master\/\?environment=development&merchantId=betr-demo&locale=sv_SE&attributes\.hostUri=/,
      );
      const received = await inbox(lookup);
      const origin = window.location.origin;
      send(lookup, 'PIQ_LOOKUP_SHA_256', { codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk' }, origin);
      await waitUntil(() => received.length > 0, 'no PKCE answer');
      expect(received[0]).to.deep.equal({
        eventType: 'PIQ_LOOKUP_SHA_256',
        payload: {
          codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
          codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
        },
      });

      const identified: CashierPayload[] = [];
      c.on('lookup-identified', (p) => identified.push(p));
      send(
        lookup,
        'PIQ_LOOKUP_CUSTOMER_IDENTIFIED',
        { userId: 'guest-1', sessionId: 'gs-1', user: { email: 'a@b.c' }, attributes: { x: '1' }, didToken: 'did-1' },
        origin,
      );
      expect(identified).to.have.length(1);
      const url = new URL(c.iframe!.src);
      expect([url.searchParams.get('userId'), url.searchParams.get('sessionId'), url.searchParams.get('user.email')]).to.deep.equal([
        'guest-1',
        'gs-1',
        'a@b.c',
      ]);
      expect([url.searchParams.get('attributes.x'), url.searchParams.get('attributes.didToken')]).to.deep.equal(['1', 'did-1']);

      send(c.iframe, 'CASHIER_INIT_LOAD', {}, origin);
      send(lookup, 'PIQ_LOOKUP_EDIT_USER', {}, origin);
      expect(c.iframe!.tabIndex).to.equal(-1);
      const frame = c.iframe;
      send(lookup, 'PIQ_LOOKUP_CUSTOMER_IDENTIFIED', { userId: 'guest-1' }, origin);
      expect(c.iframe).to.equal(frame);
      expect(c.iframe!.tabIndex).to.equal(0);
      send(lookup, 'PIQ_LOOKUP_CUSTOMER_RESET', {}, origin);
      expect(c.iframe).to.equal(null);
      expect(frame!.isConnected).to.equal(false);
      c.destroy();
      expect(lookup.isConnected).to.equal(false);
    });

    it("the lookup iframe goes into lookupConfig.domElement, an element or a selector, not the cashier's container; domElement is not sent", () => {
      const own = container();
      own.id = 'lookup-here';
      const bySelector = cashier({ config: { ...CONFIG, lookupConfig: { environment: 'development', domElement: '#lookup-here' } } });
      expect(bySelector.lookupIframe!.parentElement).to.equal(own);
      const other = container();
      const byElement = cashier({ config: { ...CONFIG, lookupConfig: { environment: 'development', domElement: other } } });
      expect(byElement.lookupIframe!.parentElement).to.equal(other);
      expect(new URL(byElement.lookupIframe!.src).search).not.to.include('domElement');
    });

    it('the raw-bytes compatibility option answers with the SHA-256 digest itself', async () => {
      const c = cashier({ hosts: SAME_ORIGIN, rawPkceChallenge: true, config: { ...CONFIG, lookupConfig: {} } });
      const received = await inbox(c.lookupIframe!);
      send(c.lookupIframe, 'PIQ_LOOKUP_SHA_256', { codeVerifier: 'abc' }, window.location.origin);
      await waitUntil(() => received.length > 0);
      const expected = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('abc')));
      expect([...new Uint8Array(received[0]!.payload.codeChallenge as ArrayBuffer)]).to.deep.equal([...expected]);
    });
  });
});
