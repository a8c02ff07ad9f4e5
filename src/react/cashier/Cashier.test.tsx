import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/cashier';
import { signIn, signOut } from '../../stores/session';
import { activate, requestActivationCode } from '../../stores/activation';
import { ProviderError } from '../../stores/errors';
import { $wallet } from '../../stores/wallet';
import { $config, configure } from '../../stores/config';
import { button, find, replaceOperation, resetWorld, shadow, stubControls, text } from '../../../test/support';

/** A message as the cashier iframe inside `el` would send it, from the stand-in's origin. */
function fromCashier(el: Element, eventType: string, payload: Record<string, unknown> = {}): void {
  const frame = shadow(el).querySelector('iframe')!;
  window.dispatchEvent(
    new MessageEvent('message', { data: { eventType, payload }, origin: 'http://localhost:5000', source: frame.contentWindow }),
  );
}

describe('<betr-cashier>', () => {
  beforeEach(async () => {
    await resetWorld();
  });

  it('asks a visitor to sign in first', async () => {
    const el = await fixture(html`<betr-cashier inline></betr-cashier>`);
    await text(el, 'Sign in to deposit or withdraw.');
    expect(button(el, 'Sign in')).not.to.equal(undefined);
    expect(shadow(el).querySelector('iframe')).to.equal(null);
  });

  it('frames the development cashier for the signed-in player, with an accessible name', async () => {
    await signIn('player@example.com', 'Password1!');
    const el = await fixture(html`<betr-cashier inline></betr-cashier>`);
    const frame = await find<HTMLIFrameElement>(el, 'iframe');
    expect(frame.title).to.equal('Payment cashier');
    const url = new URL(frame.src);
    expect(url.origin + url.pathname).to.equal('http://localhost:5000/paymentiq/cashier/');
    expect([url.searchParams.get('merchantId'), url.searchParams.get('userId'), url.searchParams.get('method')]).to.deep.equal([
      'betr-demo',
      'u-1001',
      'deposit',
    ]);
    expect(url.searchParams.get('attributes.hostUri')).to.equal(window.location.origin);
  });

  it("betr's own bootstrapper builds the cashier frame: the payment provider's script is never added to the page", async () => {
    const scripts: string[] = [];
    const watch = new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes) if (node instanceof HTMLScriptElement) scripts.push(node.src || 'inline');
    });
    watch.observe(document, { childList: true, subtree: true });
    try {
      await signIn('player@example.com', 'Password1!');
      const el = await fixture(html`<betr-cashier inline></betr-cashier>`);
      const frame = await find<HTMLIFrameElement>(el, 'iframe');
      expect(new URL(frame.src).pathname).to.equal('/paymentiq/cashier/');
      expect(shadow(el).querySelectorAll('script').length).to.equal(0);
      expect(scripts).to.deep.equal([]);
    } finally {
      watch.disconnect();
    }
  });

  it('the development cashier follows <betr-config cashier-url>: framed from there, its messages read from there', async () => {
    const before = $config.get();
    try {
      configure({ cashierUrl: 'http://localhost:5120' });
      await signIn('player@example.com', 'Password1!');
      const el = await fixture(html`<betr-cashier inline></betr-cashier>`);
      const frame = await find<HTMLIFrameElement>(el, 'iframe');
      expect(new URL(frame.src).origin).to.equal('http://localhost:5120');
      const forwarded = oneEvent(document, 'betr-cashier-failed');
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { eventType: 'TX_FAILED', payload: {} },
          origin: 'http://localhost:5120',
          source: frame.contentWindow,
        }),
      );
      await forwarded;
    } finally {
      $config.set(before);
    }
  });

  it('on TX_SUCCESS the wallet reloads and the page hears betr-cashier-success and betr-deposit-success', async () => {
    await signIn('player@example.com', 'Password1!');
    const el = await fixture(html`<betr-cashier inline></betr-cashier>`);
    await find(el, 'iframe');
    await waitUntil(() => $wallet.get() !== null);
    const forwarded = oneEvent(document, 'betr-cashier-success');
    const deposited = oneEvent(document, 'betr-deposit-success');
    fromCashier(el, 'TX_SUCCESS', { amount: 50, txRefId: 'tx-50', userId: 'u-1001' });
    expect((await forwarded).detail).to.deep.include({ amount: 50, txRefId: 'tx-50' });
    expect((await deposited).detail).to.deep.equal({ amount: 50, currency: 'EUR', txRefId: 'tx-50' });
    await waitUntil(() => $wallet.get()?.realBalance === 300, `wallet is ${JSON.stringify($wallet.get())}`);
    await text(el, 'Payment complete. Your balance has been updated.');
  });

  it('every cashier event the spec lists, lookup events included, reaches the page as a page event', async () => {
    await signIn('player@example.com', 'Password1!');
    const el = await fixture(html`<betr-cashier inline></betr-cashier>`);
    await find(el, 'iframe');
    // The iframe's eventType → the page event (spec: cashier §4 "Transaction outcomes" and "Other cashier events").
    const events: [string, string][] = [
      ['TX_SUCCESS', 'success'],
      ['TX_FAILED', 'failed'],
      ['TX_PENDING', 'pending'],
      ['TX_UNRESOLVED', 'unresolved'],
      ['TX_CANCELLED', 'cancelled'],
      ['TX_VALIDATION_FAILED', 'validation-failed'],
      ['TRANSACTION_INIT', 'init'],
      ['CASHIER_INIT_LOAD', 'loaded'],
      ['IS_LOADING', 'loading'],
      ['DONE_LOADING', 'done-loading'],
      ['APP_VISIBLE', 'app-visible'],
      ['APP_HIDDEN', 'app-hidden'],
      ['SELECTED_TX_METHOD', 'method-selected'],
      ['ENTERED_TX_METHOD_PAGE', 'method-page-entered'],
      ['APP_ROUTE_CHANGE', 'route-change'],
      ['NEW_IFRAME', 'new-provider-window'],
      ['NEW_WINDOW', 'new-provider-window'],
      ['CANCEL_PENDING_WITHDRAWAL', 'cancelled-pending-withdrawal'],
      ['APP_SET_HEIGHT', 'height-change'],
      ['CASHIER_PAUSE', 'pause'],
      ['CASHIER_RESUME', 'resume'],
      ['CHANGE', 'change'],
      ['ONLOAD_ERROR', 'load-error'],
      ['LOOKUP_INIT_LOAD', 'lookup-loaded'],
      ['PIQ_LOOKUP_REPORT_HEIGHT', 'lookup-height'],
      ['PIQ_LOOKUP_EDIT_USER', 'lookup-edit'],
      ['PIQ_LOOKUP_CUSTOMER_IDENTIFIED', 'lookup-identified'],
      // Last: a customer reset destroys the cashier.
      ['PIQ_LOOKUP_CUSTOMER_RESET', 'lookup-reset'],
    ];
    const heard: [string, unknown][] = [];
    const names = [...new Set(events.map(([, name]) => `betr-cashier-${name}`))];
    const listener = (event: Event) => heard.push([event.type, (event as CustomEvent).detail]);
    names.forEach((name) => document.addEventListener(name, listener));
    try {
      for (const [eventType] of events)
        fromCashier(el, eventType, { seen: eventType, height: '400px', userId: 'guest-1', sessionId: 'gs-1', didToken: 'did-1' });
    } finally {
      names.forEach((name) => document.removeEventListener(name, listener));
    }
    expect(heard).to.deep.equal(
      events.map(([eventType, name]) => [`betr-cashier-${name}`, { seen: eventType, height: '400px', userId: 'guest-1' }]),
    );
  });

  it("the operator's cashier settings (configure({ cashier })) reach the cashier: settings.css as SET_CSS { css } once it has loaded, and its amount buttons in the query", async () => {
    const before = $config.get();
    try {
      // The cashier framed from the test page's own origin, so what the page posts into it can be read.
      configure({ cashierUrl: window.location.origin, cashier: { css: '.amount { color: #0a7d3b }', predefinedAmounts: [25, 75] } });
      await signIn('player@example.com', 'Password1!');
      const el = await fixture(html`<betr-cashier inline></betr-cashier>`);
      const frame = await find<HTMLIFrameElement>(el, 'iframe');
      expect(new URL(frame.src).searchParams.get('predefinedAmounts')).to.equal('[25,75]');
      await waitUntil(
        () => frame.contentDocument?.readyState === 'complete' && frame.contentWindow?.location.href !== 'about:blank',
        'the frame never loaded',
      );
      const received: { eventType: string; payload: unknown }[] = [];
      frame.contentWindow!.addEventListener('message', (event: MessageEvent) => received.push(event.data));
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { eventType: 'CASHIER_INIT_LOAD', payload: {} },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
      await waitUntil(() => received.some((m) => m.eventType === 'SET_CSS'), 'no SET_CSS');
      expect(received.find((m) => m.eventType === 'SET_CSS')!.payload).to.deep.equal({ css: '.amount { color: #0a7d3b }' });
    } finally {
      $config.set(before);
    }
  });

  it('a failed payment shows the failure', async () => {
    await signIn('player@example.com', 'Password1!');
    const el = await fixture(html`<betr-cashier inline></betr-cashier>`);
    await find(el, 'iframe');
    const forwarded = oneEvent(document, 'betr-cashier-failed');
    fromCashier(el, 'TX_FAILED', { txRefId: 'tx-f' });
    await forwarded;
    const alert = await find(el, '[role="alert"]');
    expect(alert.textContent).to.equal('The payment failed. Please try again or choose another payment method.');
  });

  it('a load error is not shown raw: the catalogue message with Try again, which loads the cashier again', async () => {
    await signIn('player@example.com', 'Password1!');
    const el = await fixture(html`<betr-cashier inline></betr-cashier>`);
    await find(el, 'iframe');
    fromCashier(el, 'ONLOAD_ERROR', { status: 'raw provider text' });
    await text(el, 'The cashier could not be loaded. Please try again.');
    expect(shadow(el).textContent).not.to.include('raw provider text');
    expect(shadow(el).querySelector('iframe')).to.equal(null);
    button(el, 'Try again')!.click();
    await find(el, 'iframe');
  });

  it('withdrawals are blocked while a non-deposit bonus is active', async () => {
    await signIn('player@example.com', 'Password1!');
    const el = await fixture(html`<betr-cashier method="withdraw" inline></betr-cashier>`);
    await text(el, 'Withdrawals are blocked while you have an active bonus.');
    expect(shadow(el).querySelector('h2')?.textContent).to.equal('Withdraw');
    expect(shadow(el).querySelector('iframe')).to.equal(null);
  });

  it('a player without an active bonus withdraws through the cashier (method withdrawal)', async () => {
    await signIn('sga@example.com', 'Password1!');
    const el = await fixture(html`<betr-cashier method="withdraw" inline lang="en-US"></betr-cashier>`);
    const frame = await find<HTMLIFrameElement>(el, 'iframe');
    expect(new URL(frame.src).searchParams.get('method')).to.equal('withdrawal');
  });

  it('a non-activated player is told to activate first, for a deposit and for a withdrawal', async () => {
    await signIn('new@example.com', 'Password1!');
    for (const method of ['deposit', 'withdraw']) {
      const el = await fixture(html`<betr-cashier method=${method} inline></betr-cashier>`);
      await text(el, 'Please activate your account first.');
      expect(button(el, 'Activate your account')).not.to.equal(undefined);
      expect(shadow(el).querySelector('iframe')).to.equal(null);
    }
  });

  it('the cashier access is asked again when the player gets activated: the notice gives way to the cashier', async () => {
    await signIn('new@example.com', 'Password1!');
    const el = await fixture(html`<betr-cashier inline></betr-cashier>`);
    await text(el, 'Please activate your account first.');
    await requestActivationCode('new@example.com');
    await activate('new@example.com', (await stubControls()).outbox().pop()!.code!);
    await find(el, 'iframe');
    expect(shadow(el).textContent).not.to.include('Please activate your account first.');
  });

  it('the cashier access is asked again when the player signs out and in', async () => {
    await signIn('player@example.com', 'Password1!');
    const el = await fixture(html`<betr-cashier inline></betr-cashier>`);
    await find(el, 'iframe');
    await signOut();
    await text(el, 'Sign in to deposit or withdraw.');
    expect(shadow(el).querySelector('iframe')).to.equal(null);
    await signIn('new@example.com', 'Password1!');
    await text(el, 'Please activate your account first.');
  });

  it("when the cashier's settings cannot be read, Try again asks again", async () => {
    await signIn('player@example.com', 'Password1!');
    const restore = await replaceOperation('getDepositConfig', () => Promise.reject(new ProviderError('cashier', 'load-failed')));
    const el = await fixture(html`<betr-cashier inline></betr-cashier>`);
    try {
      await text(el, 'The cashier could not be loaded. Please try again.');
    } finally {
      restore();
    }
    button(el, 'Try again')!.click();
    await find(el, 'iframe');
  });
});
