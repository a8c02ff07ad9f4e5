import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../elements/sign-in';
import '../elements/session-summary';
import '../elements/account';
import { ProviderError, type AdapterFactory, type PartialProvider } from '../adapters/provider';
import type { Profile } from '../domain/model';
import { betr, startHostApi } from '../elements/host-api';
import { configure } from './config';
import { registerAdapter } from './current-provider';
import { $lacks, loadLacks } from './lacks';
import { $popup, closeAllPopups } from './popup';
import { $session, signOut } from './session';
import { $wallet } from './wallet';
import { clearForms } from './forms';
import { fill, find, shadow, submit, text } from '../../test/support';
import { waitUntil } from '../../test/wait';
import { installFakeClock } from '../../test/fake-clock';
import { TERMS_DELAY_MS } from '../domain/after-sign-in';

const PROFILE: Profile = {
  userId: 'op-7',
  email: 'ada@operator.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-12-10',
  address: '1 Analytical Row',
  city: 'London',
  zip: 'N1 1AA',
  callingCode: '44',
  phone: '447700900000',
  country: 'GB',
  currency: 'EUR',
  language: 'en',
  jurisdiction: 'MGA',
  gender: 'female',
  title: 'Ms',
  isActivated: true,
  disabled: {},
  playerGroups: [],
};

/** The minimum a page's own adapter defines (docs/connect-a-platform.md, "Your own platform"), over one player in memory. */
function minimalProvider(name: string, more: Partial<PartialProvider> = {}): PartialProvider {
  let session: string | null = null;
  return {
    name,
    subscribe: () => () => undefined,
    async signIn(email, password) {
      if (email !== 'ada@operator.test' || password !== 'Engine-1842') throw new ProviderError('sign-in', 'incorrect-credentials');
      session = 'operator-session-1';
      return { sessionId: session, mustAcceptTerms: false, isEmailVerified: true };
    },
    async signOut() {
      session = null;
    },
    async restoreSession(id) {
      session = id === 'operator-session-1' ? id : null;
      return session !== null;
    },
    getProfile: async () => PROFILE,
    getWallet: async () => ({ realBalance: 12.5, bonusBalance: 0, totalBalance: 12.5, currency: 'EUR' }),
    getSessionInfo: async () => ({ length: 3, started: new Date().toISOString(), nextRealityCheck: null, previous: null }),
    ...more,
  };
}

/** Each case selects an adapter of its own name: a name is registered once a page. */
let cases = 0;
function select(factory: (name: string) => ReturnType<AdapterFactory>): string {
  const name = `operator-${++cases}`;
  expect(betr.registerAdapter(name, () => factory(name))).to.equal(true);
  configure({ adapter: name });
  return name;
}

/** console.error's calls while `run` runs, each joined as text (into `seen`, as they come). */
async function consoleErrors(...args: [run: () => Promise<void>] | [seen: string[], run: () => Promise<void>]): Promise<string[]> {
  const [seen, run] = args.length === 2 ? args : [[], args[0]];
  const original = console.error;
  console.error = (...args: unknown[]) => void seen.push(args.map(String).join(' '));
  try {
    await run();
  } finally {
    console.error = original;
  }
  return seen;
}

const buttonNamed = (el: Element, name: string) => [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === name);

describe("a page's own adapter (betr.registerAdapter)", () => {
  // The page side of betr.js: the document's betr-signed-in.
  before(startHostApi);
  afterEach(async () => {
    await signOut();
    closeAllPopups();
    clearForms();
  });

  it('a provider with only the minimum signs the player in through <betr-sign-in> and fires betr-signed-in', async () => {
    select((name) => minimalProvider(name));
    const el = await fixture(html`<betr-sign-in inline></betr-sign-in>`);
    await fill(el, { email: 'ada@operator.test', password: 'Engine-1842' });
    const signedIn = oneEvent(document, 'betr-signed-in');
    await submit(el);
    await signedIn;
    expect($session.get()?.sessionId).to.equal('operator-session-1');
    expect(await betr.getWallet()).to.deep.equal({ realBalance: 12.5, bonusBalance: 0, totalBalance: 12.5, currency: 'EUR' });
  });

  it('a balance it pushes reaches every element and the page; one pushed after the sign-out shows nowhere', async () => {
    let push: Parameters<PartialProvider['subscribe']>[0] = () => undefined;
    select((name) => minimalProvider(name, { subscribe: (listener) => ((push = listener), () => undefined) }));
    const el = await fixture(html`<betr-sign-in inline></betr-sign-in>`);
    await fill(el, { email: 'ada@operator.test', password: 'Engine-1842' });
    await submit(el);
    await waitUntil(() => $wallet.get() !== null, 'the wallet was not read after the sign-in');
    const heard: unknown[] = [];
    const hear = (event: Event) => heard.push((event as CustomEvent).detail.wallet);
    document.addEventListener('betr-wallet', hear);
    try {
      const won = { realBalance: 40, bonusBalance: 0, totalBalance: 40, currency: 'EUR' };
      push({ type: 'wallet', wallet: won });
      expect($wallet.get()).to.deep.equal(won);
      await signOut();
      push({ type: 'wallet', wallet: { realBalance: 99, bonusBalance: 0, totalBalance: 99, currency: 'EUR' } });
      expect($wallet.get()).to.equal(null);
      expect(await betr.getWallet()).to.equal(null);
      expect(heard).to.deep.equal([won, null]);
    } finally {
      document.removeEventListener('betr-wallet', hear);
    }
  });

  it("its ProviderError('sign-in', 'incorrect-credentials') shows 'Incorrect credentials' and keeps what was typed", async () => {
    select((name) => minimalProvider(name));
    const el = await fixture(html`<betr-sign-in inline></betr-sign-in>`);
    await fill(el, { email: 'ada@operator.test', password: 'Wrong-1842' });
    await submit(el);
    await text(el, 'Incorrect credentials');
    expect((await find<HTMLInputElement>(el, 'input[name="email"]')).value).to.equal('ada@operator.test');
    expect($session.get()).to.equal(null);
  });

  it("an operation it does not define is lacking: its element says 'This is not available here.'", async () => {
    select((name) => minimalProvider(name));
    const el = await fixture(html`<betr-session-summary inline></betr-session-summary>`);
    await text(el, 'This is not available here.');
    expect($lacks.get()?.has('getSessionSummary')).to.equal(true);
    expect($lacks.get()?.has('signIn')).to.equal(false);
  });

  it('a page that names another adapter reads what that one lacks; another jurisdiction makes no platform anew', async () => {
    select((name) => minimalProvider(name));
    await loadLacks();
    expect($lacks.get()?.has('getSessionSummary')).to.equal(true);
    let made = 0;
    select((name) => {
      made += 1;
      return minimalProvider(name, {
        getSessionSummary: async () => ({ depositWithdrawalSummary: 0, currency: 'EUR', lastLoggedIn: null }),
      });
    });
    await waitUntil(() => $lacks.get()?.has('getSessionSummary') === false, "the new adapter's lacks were not read");
    configure({ jurisdiction: 'SGA' });
    await loadLacks();
    expect(made).to.equal(1);
    configure({ jurisdiction: null });
  });

  it('the account area offers only the tabs whose operations it defines', async () => {
    select((name) => minimalProvider(name, { updateProfile: async () => PROFILE, changePassword: async () => undefined }));
    const signIn = await fixture(html`<betr-sign-in inline></betr-sign-in>`);
    await fill(signIn, { email: 'ada@operator.test', password: 'Engine-1842' });
    await submit(signIn);
    await waitUntil(() => $session.get());
    const el = await fixture(html`<betr-account></betr-account>`);
    const menu = await find<HTMLSelectElement>(el, '#account-menu-select');
    expect([...menu.options].map((o) => o.textContent)).to.deep.equal(['Edit profile', 'Change password', 'Sign out']);
  });

  it('a sign-in skips the steps it lacks: no welcome popup without welcome content, no terms without terms', async () => {
    select((name) =>
      minimalProvider(name, {
        signIn: async () => ({ sessionId: 'operator-session-1', mustAcceptTerms: true, isEmailVerified: true }),
      }),
    );
    const el = await fixture(html`<betr-sign-in inline></betr-sign-in>`);
    await fill(el, { email: 'ada@operator.test', password: 'Engine-1842' });
    const button = await find<HTMLButtonElement>(el, 'button[type="submit"]');
    const clock = installFakeClock();
    try {
      button.click();
      await clock.until(() => $session.get() !== null, 'never signed in');
      // The steps after the sign-in (each a promise of the page's) have run.
      for (let i = 0; i < 5; i += 1) await clock.settle();
      // The terms come 1 s after a sign-in that must accept them: past that, still nothing.
      clock.tick(TERMS_DELAY_MS + 300);
      await clock.settle();
      expect($popup.get()).to.equal(null);
    } finally {
      clock.uninstall();
    }
  });

  it('a factory that throws: a console error names the adapter, and each element shows the error with Try again', async () => {
    let name = '';
    const errors = await consoleErrors(async () => {
      name = select(() => {
        throw new Error('the operator platform is down');
      });
      const signIn = await fixture(html`<betr-sign-in inline></betr-sign-in>`);
      const summary = await fixture(html`<betr-session-summary inline></betr-session-summary>`);
      for (const el of [signIn, summary]) {
        await text(el, 'Something went wrong.');
        expect(buttonNamed(el, 'Try again')).to.not.equal(undefined);
      }
    });
    expect(
      errors.some((e) => e.includes(`the "${name}" adapter could not be created`) && e.includes('the operator platform is down')),
    ).to.equal(true);
  });

  it('a factory that rejects: the same; Try again calls it anew, and the form comes back', async () => {
    let calls = 0;
    let name = '';
    const errors = await consoleErrors(async () => {
      name = select((own) => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('timed out')) : minimalProvider(own);
      });
      const el = await fixture(html`<betr-sign-in inline></betr-sign-in>`);
      await text(el, 'Something went wrong.');
      buttonNamed(el, 'Try again')!.click();
      // The views come back at once; the factory is called after the adapter's chunk loads.
      await waitUntil(() => calls === 2, 'Try again did not call the factory anew');
      await find(el, 'input[name="email"]');
    });
    expect(errors.filter((e) => e.includes(`the "${name}" adapter could not be created`))).to.have.length(1);
  });

  it('a second registration of a name is refused with a console error; the first stands', async () => {
    const first = () => minimalProvider('twice');
    const errors = await consoleErrors(async () => {
      expect(registerAdapter('twice', first)).to.equal(true);
      expect(registerAdapter('twice', () => minimalProvider('second'))).to.equal(false);
      expect(registerAdapter('rest', () => minimalProvider('rest'))).to.equal(false);
    });
    expect(errors).to.deep.equal([
      'betr.registerAdapter: "twice" is registered already',
      'betr.registerAdapter: "rest" is registered already',
    ]);
  });

  it('a name nobody registers: the elements show the error with Try again, and the console says so', async () => {
    const errors: string[] = [];
    await consoleErrors(errors, async () => {
      configure({ adapter: 'nobody-registered-this' });
      const el = await fixture(html`<betr-sign-in inline></betr-sign-in>`);
      await waitUntil(() => errors.length > 0, 'no console error');
      await text(el, 'Something went wrong.');
    });
    expect(errors.some((e) => e.includes('no adapter is registered as "nobody-registered-this"'))).to.equal(true);
  });

  it("a page's own script may register after it selected the name (<betr-config> before the script)", async () => {
    const name = `operator-late-${++cases}`;
    configure({ adapter: name });
    const el = await fixture(html`<betr-sign-in inline></betr-sign-in>`);
    registerAdapter(name, () => minimalProvider(name));
    await find(el, 'input[name="email"]');
    await fill(el, { email: 'ada@operator.test', password: 'Engine-1842' });
    await submit(el);
    await waitUntil(() => $session.get()?.sessionId === 'operator-session-1');
  });
});
