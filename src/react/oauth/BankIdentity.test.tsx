import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/sign-in-oauth';
import '../../elements/sign-up-oauth';
import { startPopupHost } from '../../elements/popup-loader';
import { startAutoloader } from '../../elements/autoload';
import { $bankIdentity } from '../../stores/bank-identity';
import { COLLECT_INTERVAL_MS } from '../../domain/bank-identity';
import { installFakeClock, type FakeClock } from '../../../test/fake-clock';
import { $config, type BetrConfig } from '../../stores/config';
import { $popup, openPopup } from '../../stores/popup';
import { $session } from '../../stores/session';
import { navigation } from '../../stores/navigation';
import { find, resetWorld, shadow, stubControls, text } from '../../../test/support';
import { collect, pendingOrder, post } from './bank-identity.testing';

/** Let the pending attempt's next question to the bank (1 s after the last) happen now. */
async function nextCollect(clock: FakeClock): Promise<void> {
  await clock.nextTimer(COLLECT_INTERVAL_MS);
  clock.tick(COLLECT_INTERVAL_MS);
}

/** The addresses the page sends beacons to, instead of sending them; `restore()` puts sendBeacon back. */
function recordBeacons(): { beacons: string[]; restore(): void } {
  const beacons: string[] = [];
  const original = navigator.sendBeacon;
  navigator.sendBeacon = (url: string | URL) => beacons.push(String(url)) > 0;
  return { beacons, restore: () => void (navigator.sendBeacon = original) };
}

describe('<betr-sign-in-oauth> and <betr-sign-up-oauth>', () => {
  let config: BetrConfig;
  before(() => {
    startPopupHost();
    startAutoloader();
  });
  beforeEach(async () => {
    config = $config.get();
    await resetWorld();
  });
  afterEach(() => $config.set(config));

  it('shows the provider text as a QR code; approving sga@example.com signs in and tells the page', async () => {
    const el = await fixture(html`<betr-sign-in-oauth></betr-sign-in-oauth>`);
    await text(el, 'Sign in with BankID');
    const orderRef = await pendingOrder();
    const svg = await find<SVGSVGElement>(el, 'svg[part="qr-image"]');
    expect(svg.getAttribute('data-qr')).to.include(orderRef);
    expect(svg.getAttribute('aria-label')).to.equal('QR code to scan with the BankID app');
    const signedIn = oneEvent(el, 'betr-sign-in');
    (await stubControls()).approveOAuth(orderRef, '198001011234');
    expect((await signedIn).detail.isEmailVerified).to.equal(true);
    expect($session.get()?.sessionId).to.be.a('string');
  });

  it('tells the page each new attempt (betr-oauth-pending) so a demo can answer for the bank', async () => {
    const event = oneEvent(document, 'betr-oauth-pending');
    await fixture(html`<betr-sign-in-oauth></betr-sign-in-oauth>`);
    expect((await event).detail.orderRef).to.equal(await pendingOrder());
  });

  it('the QR code follows the provider as it changes', async () => {
    // The bank's code changes every second of the attempt; the view reads it at each question to the bank (on the fake clock).
    const clock = installFakeClock();
    try {
      const el = await fixture(html`<betr-sign-in-oauth></betr-sign-in-oauth>`);
      await pendingOrder(null, clock);
      const qr = () => shadow(el).querySelector('svg[part="qr-image"]')?.getAttribute('data-qr');
      await clock.until(() => Boolean(qr()), 'no QR code');
      const first = qr();
      (await stubControls()).advanceClock(COLLECT_INTERVAL_MS);
      await nextCollect(clock);
      await clock.until(() => qr() !== first, 'the QR code never changed');
    } finally {
      clock.uninstall();
    }
  });

  it('a switch shows a button that opens the bank app on this device (the provider autoStartUrl), and back', async () => {
    const el = await fixture(html`<betr-sign-in-oauth></betr-sign-in-oauth>`);
    const orderRef = await pendingOrder();
    const toggle = await find<HTMLButtonElement>(el, 'button[part="link"]');
    expect(toggle.textContent).to.equal('Use BankID on this device');
    toggle.click();
    const open = await find<HTMLAnchorElement>(el, 'a[part~="button"]');
    expect(open.textContent).to.equal('Open the BankID app');
    expect(open.getAttribute('href')).to.equal(`bankid:///?autostarttoken=${orderRef}&redirect=null`);
    expect(shadow(el).querySelector('[part="qr-code"]')).to.equal(null);
    toggle.click();
    await find(el, '[part="qr-code"]');
  });

  it('is accessible while waiting for the bank', async () => {
    const el = await fixture(html`<betr-sign-in-oauth></betr-sign-in-oauth>`);
    await pendingOrder();
    await find(el, 'svg[part="qr-image"]');
    await expect(el).to.be.accessible();
  });

  it('an unknown person is led to token sign-up: the sign-up-token popup opens with the token', async () => {
    await fixture(html`<betr-sign-up-oauth></betr-sign-up-oauth>`);
    const orderRef = await pendingOrder();
    (await stubControls()).approveOAuth(orderRef, '200001019999');
    await waitUntil(() => $popup.get()?.type === 'sign-up-token', 'token sign-up never opened', { timeout: 4000 });
    expect($popup.get()!.attributes.token).to.match(/^[0-9a-f]{16,}$/);
    expect($session.get()).to.equal(null);
  });

  it('a Spelpaus-registered player is refused at sign-in with the Spelpaus message', async () => {
    const el = await fixture(html`<betr-sign-in-oauth></betr-sign-in-oauth>`);
    const error = oneEvent(el, 'betr-error');
    (await stubControls()).approveOAuth(await pendingOrder(), '199002022345');
    await text(el, 'You are not allowed to login. Player registred in Spelpaus.');
    expect((await error).detail).to.deep.equal({ area: 'sign-in', key: 'spel-paus-validation-error' });
    expect($session.get()).to.equal(null);
  });

  it('a Spelpaus-registered person is refused at sign-up with the sign-up Spelpaus message', async () => {
    const el = await fixture(html`<betr-sign-up-oauth></betr-sign-up-oauth>`);
    (await stubControls()).approveOAuth(await pendingOrder(), 'spelpaus@example.com');
    await text(el, 'You are not allowed to register. Player registred in Spelpaus.');
  });

  it('denied attempts are retried automatically; the third failure shows Time is up, and Try again starts a new attempt', async () => {
    // Each denial is read at the attempt's next question to the bank, 1 s on: on the fake clock.
    const clock = installFakeClock();
    const el = await fixture(html`<betr-sign-in-oauth></betr-sign-in-oauth>`);
    let orderRef: string | null = null;
    try {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        orderRef = await pendingOrder(orderRef, clock);
        expect(shadow(el).textContent).not.to.include('Time is up');
        (await stubControls()).denyOAuth(orderRef);
        await nextCollect(clock);
      }
    } finally {
      clock.uninstall();
    }
    await text(el, 'Time is up');
    expect($bankIdentity.get().failedAttempts).to.equal(3);
    const again = [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
    again.click();
    const next = await pendingOrder(orderRef);
    expect(next).not.to.equal(orderRef);
    expect(shadow(el).textContent).not.to.include('Time is up');
  });

  it('errors are retried like time-outs until the third, then Time is up', async () => {
    (await stubControls()).fail('collectOAuth', 'unknown-error');
    // Each error comes at an attempt's question to the bank, 1 s after it started: on the fake clock.
    const clock = installFakeClock();
    const el = await fixture(html`<betr-sign-in-oauth></betr-sign-in-oauth>`);
    try {
      let orderRef: string | null = null;
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        orderRef = await pendingOrder(orderRef, clock);
        await nextCollect(clock);
      }
      await clock.until(() => $bankIdentity.get().status === 'time-up', 'never timed up');
    } finally {
      clock.uninstall();
    }
    await text(el, 'Time is up');
    expect($bankIdentity.get().failedAttempts).to.equal(3);
  });

  it('a sign-up view shown over a sign-in view takes the attempt over, and gives it back when it goes', async () => {
    await fixture(html`<betr-sign-in-oauth inline></betr-sign-in-oauth>`);
    const signIn = await pendingOrder();
    const signUp = document.createElement('betr-sign-up-oauth');
    document.body.append(signUp);
    const takenOver = await pendingOrder(signIn);
    expect($bankIdentity.get().mode).to.equal('sign-up');
    signUp.remove();
    await pendingOrder(takenOver);
    expect($bankIdentity.get().mode).to.equal('sign-in');
  });

  describe('the identity frame', () => {
    beforeEach(() => $config.set({ ...$config.get(), identityOrigin: window.location.origin }));

    it('is framed from the identity origin for each attempt', async () => {
      const el = await fixture(html`<betr-sign-in-oauth></betr-sign-in-oauth>`);
      const orderRef = await pendingOrder();
      const frame = await find<HTMLIFrameElement>(el, 'iframe');
      const src = new URL(frame.src);
      expect(src.origin + src.pathname).to.equal(`${window.location.origin}/bank-identity/`);
      expect(src.searchParams.get('orderRef')).to.equal(orderRef);
      expect(frame.title).to.equal('BankID identification');
    });

    it('gii:bankid:collect updates the QR code, drawn by the identity origin (/api/qr)', async () => {
      const el = await fixture(html`<betr-sign-in-oauth></betr-sign-in-oauth>`);
      await pendingOrder();
      post(collect({ qrCode: 'frame-qr-1' }), window.location.origin);
      await waitUntil(
        () => shadow(el).querySelector('img[part="qr-image"]')?.getAttribute('src') === `${window.location.origin}/api/qr?msg=frame-qr-1`,
        'QR not updated',
      );
      post(collect({ qrCode: 'frame-qr-2', isAppOpened: true }), window.location.origin);
      await waitUntil(() => shadow(el).querySelector('img[part="qr-image"]')?.getAttribute('src')?.endsWith('msg=frame-qr-2'));
      expect(shadow(el).querySelector('[part="qr-overlay"]')?.textContent).to.equal('Continue in your BankID app');
    });

    it("gii::location_href sends the page to the frame's address, through the navigation helper; an unsafe address goes nowhere", async () => {
      const went: string[] = [];
      const original = navigation.assign;
      navigation.assign = (href: string) => void went.push(href);
      try {
        await fixture(html`<betr-sign-in-oauth></betr-sign-in-oauth>`);
        await pendingOrder();
        const href = 'https://app.bankid.com/?autostarttoken=7c40b5c9&redirect=null';
        post({ name: 'betr-oauth', query: { action: 'gii::location_href', href } }, window.location.origin);
        post({ name: 'betr-oauth', query: { action: 'gii::location_href', href: 'javascript:alert(1)' } }, window.location.origin);
        post({ name: 'betr-oauth', query: { action: 'gii::location_href', href: 'https://evil.example/' } }, 'https://evil.example');
        expect(went).to.deep.equal([href]);
      } finally {
        navigation.assign = original;
      }
    });

    it('gii:bankid:collect with isError counts a failed attempt and starts the next', async () => {
      await fixture(html`<betr-sign-in-oauth></betr-sign-in-oauth>`);
      const first = await pendingOrder();
      post(collect({ isError: true }), window.location.origin);
      expect(await pendingOrder(first)).not.to.equal(first);
      expect($bankIdentity.get().failedAttempts).to.equal(1);
    });

    it('messages from a foreign origin are ignored', async () => {
      const { beacons, restore } = recordBeacons();
      try {
        openPopup('sign-in-oauth');
        await waitUntil(() => document.querySelector('betr-popup betr-sign-in-oauth'));
        const el = document.querySelector('betr-popup betr-sign-in-oauth')!;
        const orderRef = await pendingOrder();
        post(collect({ qrCode: 'from-my-origin' }), window.location.origin);
        await waitUntil(() => shadow(el).querySelector('img[part="qr-image"]')?.getAttribute('src')?.endsWith('msg=from-my-origin'));
        const before = shadow(el).innerHTML;
        for (const origin of ['https://evil.example', 'null', `${window.location.protocol}//${window.location.hostname}:1`]) {
          post(collect({ qrCode: 'evil', isAppOpened: true }), origin);
          post(collect({ isError: true }), origin);
          post({ name: 'betr-oauth', query: { action: 'gii::cancel_href', href: 'https://evil.example/cancel' } }, origin);
          post({ name: 'betr-oauth', query: { action: 'gii::location_href', href: 'https://evil.example/' } }, origin);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(shadow(el).innerHTML).to.equal(before);
        expect(beacons).to.deep.equal([]);
        expect($popup.get()?.type).to.equal('sign-in-oauth');
        expect($bankIdentity.get()).to.include({ status: 'pending', orderRef, failedAttempts: 0, appOpened: false });
      } finally {
        restore();
      }
    });

    it('gii::cancel_href sends a beacon to the given address and closes the popup', async () => {
      const { beacons, restore } = recordBeacons();
      try {
        openPopup('sign-in-oauth');
        await pendingOrder();
        const closed = oneEvent(document, 'betr-popup-close');
        const href = `${window.location.origin}/bank-identity/cancel?orderRef=x`;
        post({ name: 'betr-oauth', query: { action: 'gii::cancel_href', href } }, window.location.origin);
        expect((await closed).detail).to.deep.equal({ type: 'sign-in-oauth', reason: 'dismissed' });
        expect(beacons).to.deep.equal([href]);
        expect($popup.get()).to.equal(null);
      } finally {
        restore();
      }
    });
  });
});
