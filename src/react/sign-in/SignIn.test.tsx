import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/sign-in';
import { $session } from '../../stores/session';
import { closePopupsAndSettle, fill, find, replaceOperation, resetWorld, shadow, stubControls, submit, text } from '../../../test/support';
import { ProviderError } from '../../adapters/provider';
import { $config } from '../../stores/config';
import { $bankIdentity } from '../../stores/bank-identity';

describe('<betr-sign-in>', () => {
  beforeEach(resetWorld);

  it('renders in its own shadow root with adopted styles, writing nothing to <head>', async () => {
    const headBefore = document.head.innerHTML;
    const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
    await find(el, 'form');
    expect(shadow(el).adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(document.head.innerHTML).to.equal(headBefore);
  });

  it('labels every input and ties its error to it with aria-describedby', async () => {
    const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
    await submit(el);
    const email = await find<HTMLInputElement>(el, 'input[name="email"][aria-invalid="true"]');
    const error = shadow(el).getElementById(email.getAttribute('aria-describedby')!);
    expect(error?.textContent).to.equal('Must provide an email address');
    expect(shadow(el).querySelector(`label[for="${email.id}"]`)?.textContent).to.equal('Email');
    await text(el, 'Please enter your password');
  });

  it('the email takes at most 254 characters (RFC 5321) and the password 128: the inputs refuse more', async () => {
    const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
    const email = await find<HTMLInputElement>(el, 'input[type="email"]');
    const password = await find<HTMLInputElement>(el, 'input[type="password"]');
    expect([email.maxLength, password.maxLength]).to.deep.equal([254, 128]);
  });

  it('signs the seeded player in and tells the page (betr-sign-in, composed)', async () => {
    const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
    await fill(el, { email: 'player@example.com', password: 'Password1!' });
    const event = oneEvent(document, 'betr-sign-in');
    await submit(el);
    expect((await event).detail.isEmailVerified).to.equal(true);
    expect($session.get()?.sessionId).to.be.a('string');
  });

  it('a wrong password shows "Incorrect credentials" and keeps what the player typed', async () => {
    const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
    await fill(el, { email: 'player@example.com', password: 'Wrong1!x' });
    await submit(el);
    await text(el, 'Incorrect credentials');
    expect((await find<HTMLInputElement>(el, 'input[name="email"]')).value).to.equal('player@example.com');
    expect((await find<HTMLInputElement>(el, 'input[name="password"]')).value).to.equal('Wrong1!x');
    expect($session.get()).to.equal(null);
  });

  it('a blocked player sees the problem-logging-in text with a link to /support', async () => {
    const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
    await fill(el, { email: 'blocked@example.com', password: 'Password1!' });
    await submit(el);
    const link = await find<HTMLAnchorElement>(el, '[role="alert"] a[href="/support"]');
    expect(link.textContent).to.equal('contact support');
  });

  for (const key of [
    'rate-limit',
    'login-time-blocked',
    'blacklisted',
    'player-self-blocked',
    'spel-paus-validation-error',
    'invalid-field-username',
  ]) {
    it(`sign-in error ${key} shows its catalogue message`, async () => {
      const expected: Record<string, string> = {
        'rate-limit': 'Try again in a few minutes',
        'login-time-blocked': 'Your session limit is reached.',
        blacklisted: 'There was a problem logging in. Please try again or contact support.',
        'player-self-blocked': 'Self blocked',
        'spel-paus-validation-error': 'You are not allowed to login. Player registred in Spelpaus.',
        'invalid-field-username': 'Invalid username',
      };
      (await stubControls()).fail('signIn', key, 'sign-in');
      const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
      await fill(el, { email: 'player@example.com', password: 'Password1!' });
      await submit(el);
      await text(el, expected[key]);
      (await stubControls()).fail('signIn', null);
    });
  }

  // Keys come from the spec's catalogue (src/adapters/error-keys.ts): one it lacks cannot be
  // raised, so t(area.key) always names a text; the fallback shows for an area's unknown-error
  // where the area has no text of its own (test/security/faults-suite.ts, profile save).
  it('an error key the catalogue lacks is refused where a test would raise it', async () => {
    const controls = await stubControls();
    expect(() => controls.fail('signIn', 'no-such-key', 'sign-in')).to.throw(
      'betr.stub.fail: sign-in.no-such-key is not in the error catalogue',
    );
  });

  it('a double click submits once: exactly one sign-in request reaches the platform', async () => {
    // The REST platform behind a recording fetch: what reaches the network is counted.
    const stub = $config.get();
    const realFetch = window.fetch;
    const sent: string[] = [];
    window.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input)).pathname;
      sent.push(`${init.method ?? 'GET'} ${path}`);
      if (path === '/api/player/signin/v2') {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return new Response(JSON.stringify({ SessionId: 'sid-1' }), { status: 200 });
      }
      // The visitor's jurisdiction, which sign-in sends (the platform requires it).
      if (path === '/api/content/bootstrap')
        return new Response(JSON.stringify({ ipcountry: 'MT', Jurisdiction: 'MGA', Currency: 'EUR', PhonePrefix: '+356' }), {
          status: 200,
        });
      // What sign-in reads with the new session: the player (activated) and the terms they accepted.
      if (path === '/api/player/user-info')
        return new Response(JSON.stringify({ Id: 1, BirthDate: '1990-01-01', IsVerified: true, TacVersionAccepted: '3' }), { status: 200 });
      if (path === '/api/content/GetDocument')
        return new Response(JSON.stringify({ Version: '3', State: 'Published', Jurisdiction: 'MGA' }), { status: 200 });
      return new Response(null, { status: 204 });
    };
    try {
      $config.set({ ...stub, adapter: 'rest', apiUrl: 'https://platform.example.com/api' });
      const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
      await fill(el, { email: 'player@example.com', password: 'Password1!' });
      const button = await find<HTMLButtonElement>(el, 'button[type="submit"]');
      button.click();
      button.click();
      await waitUntil(() => $session.get() !== null, 'never signed in');
      // Room for a second request to arrive, were one sent.
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(sent.filter((request) => request === 'POST /api/player/signin/v2')).to.have.length(1);
    } finally {
      window.fetch = realFetch;
      $config.set(stub);
    }
  });

  it('what the player typed survives the element being removed and created again', async () => {
    const first = await fixture(html`<betr-sign-in></betr-sign-in>`);
    await fill(first, { email: 'kept@example.com' });
    first.remove();
    const second = await fixture(html`<betr-sign-in></betr-sign-in>`);
    expect((await find<HTMLInputElement>(second, 'input[name="email"]')).value).to.equal('kept@example.com');
  });

  it('the same form in a popup keeps its own values and errors, apart from the one in the page', async () => {
    const { startPopupHost } = await import('../../elements/popup-loader');
    const { openPopup } = await import('../../stores/popup');
    startPopupHost();
    const inPage = await fixture(html`<betr-sign-in inline></betr-sign-in>`);
    await fill(inPage, { email: 'page@example.com' });
    openPopup('sign-in');
    await waitUntil(
      () => document.querySelector('betr-popup betr-sign-in')?.shadowRoot?.querySelector('form'),
      'popup sign-in did not render',
    );
    const inPopup = document.querySelector('betr-popup betr-sign-in')!;
    expect((await find<HTMLInputElement>(inPopup, 'input[name="email"]')).value).to.equal('');
    await submit(inPopup);
    await text(inPopup, 'Must provide an email address');
    expect(shadow(inPage).querySelector('[aria-invalid="true"]')).to.equal(null);
    await closePopupsAndSettle();
  });

  it('a removed element is unmounted', async () => {
    const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
    await find(el, 'form');
    el.remove();
    await new Promise((r) => setTimeout(r, 20));
    expect(shadow(el).querySelector('form')).to.equal(null);
  });

  it('the forgot-password link is hidden when inline', async () => {
    const popup = await fixture(html`<betr-sign-in></betr-sign-in>`);
    await text(popup, 'Forgot password?');
    const inline = await fixture(html`<betr-sign-in inline></betr-sign-in>`);
    await find(inline, 'form');
    expect(shadow(inline).textContent).not.to.include('Forgot password?');
  });

  it("on a platform whose own framework signs players in (Provider.lacks signIn, e.g. turnkey) it says 'This is not available here.' instead of a form", async () => {
    (await stubControls()).lack(['signIn']);
    try {
      const el = await fixture(html`<betr-sign-in inline></betr-sign-in>`);
      await text(el, 'This is not available here.');
      expect(shadow(el).querySelector('form')).to.equal(null);
    } finally {
      await resetWorld();
    }
  });

  it('follows its lang attribute', async () => {
    const el = await fixture(html`<betr-sign-in lang="sv"></betr-sign-in>`);
    await find(el, 'form');
    expect(shadow(el).querySelector('h2')?.textContent).not.to.equal('Sign in');
    el.setAttribute('lang', 'en-US');
    await waitUntil(() => shadow(el).querySelector('h2')?.textContent === 'Sign in');
  });

  it('in the SGA jurisdiction the player signs in with a bank identity: no password field', async () => {
    const config = $config.get();
    $config.set({ ...config, jurisdiction: 'SGA' });
    try {
      const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
      await text(el, 'Sign in with BankID');
      expect(shadow(el).querySelector('input')).to.equal(null);
      const qr = await find(el, '[part="qr-code"]');
      expect(qr.getBoundingClientRect().width).to.equal(200);
      await waitUntil(() => $bankIdentity.get().status === 'pending', 'no bank-identity attempt');
      const signedIn = oneEvent(el, 'betr-sign-in');
      (await stubControls()).approveOAuth($bankIdentity.get().orderRef!, 'sga@example.com');
      await signedIn;
      expect($session.get()?.sessionId).to.be.a('string');
      await text(el, 'You are signed in.');
    } finally {
      $config.set(config);
    }
  });

  for (const [key, shown] of [
    ['invalid-field-password', 'Invalid password'],
    ['unknown-error', 'Something went wrong.'],
  ] as const) {
    it(`sign-in.${key}: the notice the player sees reads exactly '${shown}'`, async () => {
      (await stubControls()).fail('signIn', key, 'sign-in');
      const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
      await fill(el, { email: 'player@example.com', password: 'Password1!' });
      await submit(el);
      expect((await find(el, '[role="alert"]')).textContent).to.equal(shown);
      (await stubControls()).fail('signIn', null);
    });
  }

  it("websocket errors surface their description: the notice shows the platform's own text, not the catalogue's", async () => {
    const restore = await replaceOperation('signIn', () =>
      Promise.reject(new ProviderError('sign-in', 'incorrect-credentials', 'Wrong e-mail or password (platform text)')),
    );
    try {
      const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
      await fill(el, { email: 'player@example.com', password: 'Password1!' });
      await submit(el);
      expect((await find(el, '[role="alert"]')).textContent).to.equal('Wrong e-mail or password (platform text)');
      expect(el.shadowRoot!.textContent).not.to.contain('Incorrect credentials');
    } finally {
      restore();
    }
  });

  it('social login is not built (docs/where-betr-differs.md): the sign-in offers email and password, and no social provider', async () => {
    const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
    await find(el, 'form');
    expect([...shadow(el).querySelectorAll('input')].map((input) => input.name)).to.deep.equal(['email', 'password']);
    expect([...shadow(el).querySelectorAll('button, a')].map((control) => control.textContent)).to.deep.equal([
      'Sign in',
      'Forgot password?',
    ]);
  });
});
