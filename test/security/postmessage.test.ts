/**
 * Forged postMessages of every cashier and identity message type, from a page of another
 * origin (this test server reached as 127.0.0.1 instead of localhost): from a frame of its
 * own, and from inside the cashier frame itself once it has been navigated there. None may
 * be acted on: no page event, no change of the frame or the wallet, no script, no navigation.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait';
import '../../src/elements/cashier';
import '../../src/elements/sign-in-oauth';
import { CASHIER_EVENTS } from '../../src/cashier/messages';
import { ANY_ORIGIN_EVENTS } from '../../src/cashier/origins';
import { FRAME_MESSAGE_NAME } from '../../src/domain/identity-frame';
import { $bankIdentity } from '../../src/stores/bank-identity';
import { configure } from '../../src/stores/config';
import { $wallet } from '../../src/stores/wallet';
import { find } from '../support';
import { stubWorld } from './harness';

const FOREIGN = `http://127.0.0.1:${location.port}`;
const FORGE = `${FOREIGN}/test/security/forge.html`;

/** Every message a cashier or lookup frame sends: its events and its requests to the page. */
const CASHIER_TYPES = [
  ...Object.keys(CASHIER_EVENTS),
  'TOP_URL_REPLACE',
  'SETUP_AUTHORIZE_SCRIPT',
  'EXECUTE_AUTHORIZE_METHOD',
  'GET_INTEGRATIONS_SCRIPT_URL',
  'PIQ_LOOKUP_SHA_256',
];

/** A payload that would do harm if it were obeyed. */
const HARMFUL = {
  amount: 1000,
  txRefId: 'forged',
  userId: 'u-1001',
  height: '9999px',
  url: `${FOREIGN}/stolen`,
  css: 'body{display:none}',
  provider: 'applepay',
  authorizeScript: `${FOREIGN}/evil.js`,
  method: 'authorize',
  parameters: [],
  codeVerifier: 'x',
  sessionId: 'forged-session',
  providerType: 'SIRU',
};

/** Each message both as an object and as JSON text, as the frames may send either. */
function cashierMessages(types: readonly string[]): unknown[] {
  return types.flatMap((eventType) => [{ eventType, payload: HARMFUL }, JSON.stringify({ eventType, payload: HARMFUL })]);
}

let forgeId = 0;
/** Make `frame` (a new one when none is given) load the forging page, and wait until all its messages were posted. */
async function forge(messages: unknown[], frame?: HTMLIFrameElement): Promise<void> {
  const id = ++forgeId;
  const done = new Promise<void>((resolve) => {
    const listen = (event: MessageEvent) => {
      if ((event.data as { forgeDone?: number } | null)?.forgeDone !== id) return;
      window.removeEventListener('message', listen);
      // The page's own listeners ran for every earlier message before this one arrived.
      setTimeout(resolve);
    };
    window.addEventListener('message', listen);
  });
  const url = `${FORGE}#${encodeURIComponent(JSON.stringify({ id, messages }))}`;
  if (frame) frame.contentWindow!.location.href = url;
  else {
    const own = document.body.appendChild(Object.assign(document.createElement('iframe'), { src: url }));
    await done;
    own.remove();
  }
  return done;
}

/** Every betr-* event dispatched anywhere while `run` runs. */
async function eventsDuring(run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const original = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (event: Event) {
    if (event.type.startsWith('betr-')) seen.push(event.type);
    return original.call(this, event);
  };
  try {
    await run();
  } finally {
    EventTarget.prototype.dispatchEvent = original;
  }
  return seen;
}

describe('forged postMessages from a foreign origin', function () {
  this.timeout(30_000);
  before(() => stubWorld.start({ signedIn: false }));

  it('the forging page reaches this page: messages from a trusted identity origin are read (the control for the cases below)', async () => {
    configure({ identityOrigin: FOREIGN });
    try {
      const el = await fixture(html`<betr-sign-in-oauth inline></betr-sign-in-oauth>`);
      await waitUntil(() => $bankIdentity.get().orderRef, 'no bank-identity attempt started');
      await forge([
        { name: FRAME_MESSAGE_NAME, query: { action: 'gii:bankid:collect', qrCode: 'forged-qr', isAppOpened: true, isError: false } },
      ]);
      expect($bankIdentity.get().qrCode).to.equal('forged-qr');
      el.remove();
    } finally {
      configure({ identityOrigin: 'https://identity.example' });
    }
  });

  it('every identity frame message from another origin is ignored: no navigation, no beacon, no state change', async () => {
    configure({ identityOrigin: 'https://identity.example' });
    const el = await fixture(html`<betr-sign-in-oauth inline></betr-sign-in-oauth>`);
    await waitUntil(() => $bankIdentity.get().orderRef, 'no bank-identity attempt started');
    const href = location.href;
    const queries = [
      { action: 'gii::location_href', href: `${FOREIGN}/phish` },
      { action: 'gii::cancel_href', href: `${FOREIGN}/beacon` },
      { action: 'gii:bankid:collect', qrCode: 'forged-qr', isAppOpened: true, isError: true },
    ];
    const messages = queries.flatMap((query) => [{ name: FRAME_MESSAGE_NAME, query }, JSON.stringify({ name: FRAME_MESSAGE_NAME, query })]);
    const events = await eventsDuring(() => forge(messages));
    expect(events).to.deep.equal([]);
    expect(location.href).to.equal(href);
    // The attempt goes on as before (its own polling may move it on; the forged answers did not).
    const after = $bankIdentity.get();
    expect([after.status, after.qrCode === 'forged-qr', after.appOpened, after.error]).to.deep.equal(['pending', false, false, null]);
    el.remove();
  });

  describe('the cashier', () => {
    before(() => stubWorld.start());

    /**
     * A cashier whose own frame has loaded and said all it says on loading (loaded, visible,
     * method, route, heights): only then do forged messages arrive, so that an event seen
     * afterwards can only be a forged one read.
     */
    async function cashier(): Promise<{ el: HTMLElement; frame: HTMLIFrameElement }> {
      let loaded = false;
      let lastEvent = 0;
      const original = EventTarget.prototype.dispatchEvent;
      EventTarget.prototype.dispatchEvent = function (event: Event) {
        if (event.type.startsWith('betr-cashier-')) {
          lastEvent = performance.now();
          if (event.type === 'betr-cashier-loaded') loaded = true;
        }
        return original.call(this, event);
      };
      try {
        const el = await fixture<HTMLElement>(html`<betr-cashier inline></betr-cashier>`);
        const frame = await find<HTMLIFrameElement>(el, 'iframe');
        await waitUntil(() => $wallet.get() !== null, 'no wallet');
        await waitUntil(() => loaded && performance.now() - lastEvent > 500, 'the cashier frame never finished loading', {
          timeout: 10_000,
        });
        return { el, frame };
      } finally {
        EventTarget.prototype.dispatchEvent = original;
      }
    }

    it('ignores every cashier and lookup message type from a frame that is not its own', async () => {
      const { el, frame } = await cashier();
      const state = {
        wallet: structuredClone($wallet.get()),
        height: frame.style.height,
        src: frame.src,
        href: location.href,
        scripts: document.scripts.length,
      };
      const events = await eventsDuring(() => forge(cashierMessages(CASHIER_TYPES)));
      expect(events).to.deep.equal([]);
      expect({
        wallet: $wallet.get(),
        height: frame.style.height,
        src: frame.src,
        href: location.href,
        scripts: document.scripts.length,
      }).to.deep.equal(state);
      expect(el.shadowRoot!.querySelector('iframe')).to.equal(frame);
    });

    it('inside its own frame navigated to another origin, reads only the three announcements the spec reads from anywhere', async () => {
      const { el, frame } = await cashier();
      const state = {
        wallet: structuredClone($wallet.get()),
        height: frame.style.height,
        href: location.href,
        scripts: document.scripts.length,
      };
      const errors: string[] = [];
      const consoleError = console.error;
      console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
      let events: string[];
      try {
        events = await eventsDuring(() => forge(cashierMessages(CASHIER_TYPES.filter((type) => !ANY_ORIGIN_EVENTS.has(type))), frame));
      } finally {
        console.error = consoleError;
      }
      expect(events).to.deep.equal([]);
      expect({ wallet: $wallet.get(), height: frame.style.height, href: location.href, scripts: document.scripts.length }).to.deep.equal(
        state,
      );
      // Each forged message was turned away at the origin check, not lost on the way.
      expect(errors.filter((e) => e.includes('Invalid origin')).length).to.equal(2 * (CASHIER_TYPES.length - ANY_ORIGIN_EVENTS.size));
      expect(el.shadowRoot!.querySelector('iframe')).to.equal(frame);
    });
  });
});
