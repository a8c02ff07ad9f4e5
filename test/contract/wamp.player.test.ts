/**
 * The WAMP adapter behind the stores and views, over a real socket to the provider server's
 * WAMP peer: what the player sees when the connection fails under them.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait';
import '../../src/elements/account';
import '../../src/elements/deposit';
import { configure } from '../../src/stores/config';
import { $profile } from '../../src/stores/profile';
import { $session, checkSession, signIn, signOut } from '../../src/stores/session';
import { find, shadow, text, type } from '../support';
import { wampTestServer } from './wamp-server';

const { url, demo } = wampTestServer('wamp-player');

describe('wamp: what the player sees when the connection fails', () => {
  const problems: string[] = [];
  const consoleError = console.error;
  const consoleWarn = console.warn;
  const unhandled = (event: PromiseRejectionEvent) => problems.push(`unhandled rejection: ${String(event.reason)}`);

  before(async () => {
    configure({ adapter: 'wamp', url, realm: 'betr', merchantId: 'betr-demo', cashierEnvironment: 'development' });
    await checkSession();
  });
  beforeEach(async () => {
    await demo('reset');
    await demo('lose-result', {});
    problems.length = 0;
    console.error = (...args: unknown[]) => void problems.push(`console.error: ${args.map(String).join(' ')}`);
    console.warn = (...args: unknown[]) => void problems.push(`console.warn: ${args.map(String).join(' ')}`);
    window.addEventListener('unhandledrejection', unhandled);
  });
  afterEach(async () => {
    console.error = consoleError;
    console.warn = consoleWarn;
    window.removeEventListener('unhandledrejection', unhandled);
    await signOut();
  });

  it('a drop while the deposit opens: "Could not reach the server. Check your connection and try again." with Try again, nothing in the console; Try again opens the cashier', async () => {
    await signIn('player@example.com', 'Password1!');
    await waitUntil(() => $profile.get() !== null, 'no profile after sign-in');
    await demo('lose-result', { procedure: '/user/account#getProfile' });
    const el = await fixture(html`<betr-deposit inline skip-bonus></betr-deposit>`);
    await text(el, 'Could not reach the server. Check your connection and try again.');
    const tryAgain = [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Try again');
    expect(tryAgain, 'no Try again').to.not.equal(undefined);
    tryAgain!.click();
    const frame = await find<HTMLIFrameElement>(el, 'iframe');
    expect(new URL(frame.src).searchParams.get('userId')).to.equal('u-1001');
    expect(problems).to.deep.equal([]);
  });

  it('#getProfile fails when the deposit opens without a profile: the platform\'s reason with Try again, not "The cashier could not be loaded."; Try again opens the cashier', async () => {
    await demo('fault', { procedure: '/user/account#getProfile', area: 'general', key: 'timeout' });
    try {
      await signIn('player@example.com', 'Password1!');
      const el = await fixture(html`<betr-deposit inline skip-bonus></betr-deposit>`);
      await text(el, 'The server took too long to answer. Please try again.');
      expect(shadow(el).textContent).not.to.include('The cashier could not be loaded.');
      const tryAgain = [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Try again');
      expect(tryAgain, 'no Try again').to.not.equal(undefined);
      await demo('fault', {});
      tryAgain!.click();
      const frame = await find<HTMLIFrameElement>(el, 'iframe');
      expect(new URL(frame.src).searchParams.get('userId')).to.equal('u-1001');
    } finally {
      await demo('fault', {});
    }
  });

  it('the platform ends the session (code 3) while the player is typing: after signing in again what they typed is back, with "Your session ended before this was saved."', async () => {
    await signIn('player@example.com', 'Password1!');
    const el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
    type(await find<HTMLInputElement>(el, 'input[name="address"]'), 'Typed Street 9');
    type(await find<HTMLInputElement>(el, 'input[name="city"]'), 'Typedville');
    await demo('session-state', { code: 3 });
    await waitUntil(() => $session.get() === null, 'the session did not end');
    await signIn('player@example.com', 'Password1!');
    await text(el, 'Your session ended before this was saved. What you entered is back: send it again?');
    const address = await find<HTMLInputElement>(el, 'input[name="address"]');
    const city = await find<HTMLInputElement>(el, 'input[name="city"]');
    expect([address.value, city.value]).to.deep.equal(['Typed Street 9', 'Typedville']);
  });
});
