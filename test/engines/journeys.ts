/**
 * The player journeys that matter, in Firefox and WebKit (Chromium runs the fuller Playwright
 * versions in test/e2e): sign-in, sign-up through to the first deposit in the cashier frame, the
 * account limits, a lobby launch and return, Pay N Play, and an operator's page with the one
 * line of head. Each runs on the REST adapter against
 * the provider server, in a casino of its own (the `betr-casino` cookie), as test/e2e does.
 *
 * Clicks and typing are real input, and each driver waits its own way until a click can land
 * (test/engines/driver.ts). A native <select> opens an operating system list that neither driver
 * reaches, so a choice is made as Playwright's selectOption makes it: the option set and a
 * `change` event sent.
 */
import { randomUUID } from 'node:crypto';
import { FINDER, type EnginePage, type Target } from './driver.ts';

const WAIT_MS = 15_000;
/** `BETR_JOURNEY_LOG=1` prints each step with the time it was reached, to see where a journey stalls. */
const trace = process.env.BETR_JOURNEY_LOG
  ? (step: string) => console.log(`    ${new Date().toISOString().slice(11, 23)} ${step}`)
  : () => undefined;

/** A journey's view of the page: find, click, type and wait, as test/e2e's locators do. */
export class Player {
  readonly casino = randomUUID();
  constructor(
    readonly page: EnginePage,
    readonly base: string,
  ) {}

  /** Open `path` on a fresh casino of this journey's own, collecting the page's errors. */
  async open(path: string): Promise<void> {
    await this.page.goto(`${this.base}/demo/casino.html`);
    await this.page.run(`document.cookie = 'betr-casino=${this.casino}; path=/'`);
    const reset = await fetch(`${this.base}/api/demo/reset`, { method: 'POST', headers: { 'x-betr-casino': this.casino } });
    if (!reset.ok) throw new Error(`the demo casino did not reset (${reset.status})`);
    await this.goto(path);
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(`${this.base}${path}`);
    await this.page.run(
      `(window.__errors = [], addEventListener('error', (e) => window.__errors.push(String(e.message))), addEventListener('unhandledrejection', (e) => window.__errors.push(String(e.reason))))`,
    );
    // A page's first load is the slowest step on a loaded machine: past WAIT_MS beside other browsers.
    await this.until('betr is ready', 'window.betr !== undefined', 60_000);
  }

  /** The errors the page raised since it was opened. */
  errors(): Promise<string[]> {
    return this.page.run('window.__errors ?? []');
  }

  /** One of the casino's test controls on the provider server (as test/e2e's `control`). */
  async control(name: string, ...args: unknown[]): Promise<unknown> {
    const answer = await fetch(`${this.base}/api/demo/control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-betr-casino': this.casino },
      body: JSON.stringify({ name, args }),
    });
    if (!answer.ok) throw new Error(`control ${name}: ${answer.status}`);
    return ((await answer.json()) as { result: unknown }).result;
  }

  async outbox(): Promise<{ to: string; kind: string; code?: string }[]> {
    return (await fetch(`${this.base}/api/demo/outbox?platform=rest`, { headers: { 'x-betr-casino': this.casino } })).json() as never;
  }

  /**
   * The value of the field `target` inside `frame` once it reads `expected`, else the last one
   * read after `timeout`: the frame's page may change under a look (a cashier's redirects), and
   * typed keys reach the frame's own process after the driver's call returns.
   */
  async valueInFrame(frame: Target, target: Target, expected: string, timeout = WAIT_MS): Promise<string> {
    const deadline = Date.now() + timeout;
    let value = '';
    for (;;) {
      value = await this.page.runInFrame<string>(frame, `(${FINDER})(${JSON.stringify(target)})?.value ?? ''`).catch(() => '');
      if (value === expected || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** Poll `expression` in the page until it is truthy; its value. */
  async until<T>(what: string, expression: string, timeout = WAIT_MS): Promise<T> {
    const deadline = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        last = await this.page.run(expression);
        if (last) return last as T;
      } catch (error) {
        last = error;
      }
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private find(target: Target, then: string): string {
    return `((el) => el && (${then}))((${FINDER})(${JSON.stringify(target)}))`;
  }

  /** Wait until `target` shows. */
  async see(target: Target, timeout = WAIT_MS): Promise<void> {
    trace(`see ${JSON.stringify(target)}`);
    await this.until(`${JSON.stringify(target)} to show`, this.find(target, 'true'), timeout);
  }

  /** Wait until nothing matches `target`. */
  async gone(target: Target): Promise<void> {
    await this.until(`${JSON.stringify(target)} to go`, `(${FINDER})(${JSON.stringify(target)}) === null`);
  }

  /** Click `target` (inside the iframe `frame`, if given) once the driver finds it can (test/engines/driver.ts). */
  async click(target: Target, frame?: Target): Promise<void> {
    trace(`click ${JSON.stringify(target)}${frame ? ` in the frame ${JSON.stringify(frame)}` : ''}`);
    if (frame) await this.frameInView(frame);
    await this.page.click(target, { timeout: WAIT_MS, frame });
  }

  /**
   * Wait until the iframe `frame` shows, and scroll it into view: the drivers look inside a frame
   * only once its element is in the page (the cashier's frame comes a moment after its step's
   * heading; Firefox once looked before it was there).
   */
  private async frameInView(frame: Target): Promise<void> {
    await this.until(`the frame ${JSON.stringify(frame)}`, this.find(frame, `(el.scrollIntoView({ block: 'center' }), true)`));
  }

  /**
   * Replace what the field holds with `value` by typing (the driver's fill), and leave it, as
   * test/e2e's `enter` does (`blur()`, focus to nowhere). Not with Tab: Tab from the token
   * sign-up's phone focuses the terms box, whose error ("Terms must be accepted") then shows as
   * the next click's mousedown blurs it, moving 'Accept all' from under the pointer, in every engine.
   */
  async enter(target: Target, value: string, frame?: Target): Promise<void> {
    trace(`enter ${JSON.stringify(target)}${frame ? ` in the frame ${JSON.stringify(frame)}` : ''}`);
    if (frame) await this.frameInView(frame);
    await this.page.fill(target, value, { timeout: WAIT_MS, frame });
    const leave = this.find(target, '(el.blur(), true)');
    await (frame ? this.page.runInFrame(frame, leave) : this.page.run(leave));
  }

  /** Choose an option of a <select> by its value or label (see the file's comment). */
  async choose(target: Target, option: { value?: string; label?: string }): Promise<void> {
    await this.see(target);
    const chosen = await this.page.run(
      this.find(
        target,
        `((o) => o && (el.value = o.value, el.dispatchEvent(new Event('input', { bubbles: true })), el.dispatchEvent(new Event('change', { bubbles: true })), true))([...el.options].find((o) => ${option.value !== undefined ? `o.value === ${JSON.stringify(option.value)}` : `o.textContent.trim() === ${JSON.stringify(option.label)}`}))`,
      ),
    );
    if (!chosen) throw new Error(`no option ${JSON.stringify(option)} in ${JSON.stringify(target)}`);
  }

  async text(target: Target): Promise<string> {
    return this.until(`${JSON.stringify(target)}'s text`, this.find(target, `el.textContent.replace(/\\s+/g, ' ').trim() || ' '`));
  }

  async expectText(target: Target, expected: string): Promise<void> {
    await this.until(
      `${JSON.stringify(target)} to read "${expected}"`,
      this.find(target, `el.textContent.replace(/\\s+/g, ' ').trim() === ${JSON.stringify(expected)}`),
    );
  }

  async path(): Promise<string> {
    return this.page.run('location.pathname + location.search');
  }

  /** The welcome that greets a verified player after sign-in: closed with Escape. */
  async closeWelcome(): Promise<void> {
    await this.see({ in: 'betr-popup betr-welcome-message', css: 'h1, h2, h3', text: 'Welcome' });
    await this.page.press('Escape');
    await this.gone({ in: 'betr-popup', css: 'dialog[open]' });
  }
}

export interface Journey {
  name: string;
  /**
   * Where the journey is most a phone's: WebKit runs it at 375 px (the iPhone) and Firefox at
   * 1280; the others WebKit runs at 1280 (Safari on a Mac) and Firefox at 375. See run.ts.
   */
  phone: boolean;
  run(player: Player): Promise<void>;
}

const check = (condition: boolean, message: string) => {
  if (!condition) throw new Error(message);
};

const signInPopup = 'betr-popup betr-sign-in';
const home = '/?adapter=rest';
/** A game's address while it is open: the REST platform numbers its games (CasinoGame.Id), as test/e2e/games.spec.ts says. */
const PLAYING = `/\\/play\\/\\d+$/.test(location.pathname)`;

export const journeys: Journey[] = [
  {
    name: 'sign-in from the casino header, the balance, sign-out',
    phone: false,
    async run(p) {
      await p.open('/demo/casino.html?adapter=rest');
      await p.click({ in: '.site-header', css: 'button', text: 'Sign in' });
      await p.enter({ in: signInPopup, label: 'Email' }, 'player@example.com');
      await p.enter({ in: signInPopup, label: 'Password' }, 'Password1!');
      await p.click({ in: signInPopup, css: 'button', text: 'Sign in' });
      await p.closeWelcome();
      await p.expectText({ in: '.site-header', css: '[role="status"]' }, '€270.00');
      await p.click({ in: '.site-header', css: 'button', text: 'Sign out' });
      await p.see({ in: '.site-header', css: 'button', text: 'Sign in' });
    },
  },
  {
    name: 'sign-up through every step to the first deposit in the cashier frame',
    phone: true,
    async run(p) {
      await p.open(home);
      await p.click({ css: 'button', text: 'Open sign-up' });
      const wizard = 'betr-popup betr-sign-up';
      const step = (title: string) => p.see({ in: wizard, css: 'h3', text: title });
      const next = () => p.click({ in: wizard, css: 'button', text: 'Continue' });
      await step('Contact details');
      await p.enter({ in: wizard, label: 'Email' }, 'engine.player@example.com');
      await p.enter({ in: wizard, label: 'Password' }, 'Secret-Pass1');
      await p.choose({ in: wizard, label: 'Calling code' }, { value: '+356' });
      await p.enter({ in: wizard, label: 'Phone' }, '79 12 34 56');
      await next();
      await step('Personal details');
      await p.enter({ in: wizard, label: 'First name' }, 'Ann');
      await p.enter({ in: wizard, label: 'Last name' }, 'Andersson');
      await p.choose({ in: wizard, label: 'Gender' }, { value: 'female' });
      await p.choose({ in: wizard, label: 'Day' }, { value: '7' });
      await p.choose({ in: wizard, label: 'Month' }, { value: '3' });
      await p.choose({ in: wizard, label: 'Year' }, { value: '1995' });
      await next();
      await step('Address');
      await p.enter({ in: wizard, label: 'Address' }, 'Main Street 1');
      await p.enter({ in: wizard, label: 'City' }, 'Sliema');
      await p.enter({ in: wizard, label: 'Zip code' }, 'SLM 1000');
      await next();
      await step('Limits');
      await p.click({ in: wizard, css: 'button', text: 'Skip limits' });
      await step('Annual activity');
      await p.choose({ in: wizard, label: 'Expected deposits per year' }, { label: '16000-25000 EUR' });
      await next();
      await step('Terms and conditions');
      await p.click({ in: wizard, css: 'button', text: 'Accept all' });
      await p.click({ in: wizard, css: 'button', text: 'Sign up' });
      await step('Activate your account');
      await p.expectText({ css: '#session-status' }, 'Signed in');
      const code = (await p.outbox()).filter((m) => m.to === 'engine.player@example.com' && m.kind === 'activation').pop()?.code;
      check(!!code, 'no activation code in the outbox');
      await p.enter({ in: `${wizard} betr-activation-form`, label: 'Activation code' }, code!);
      await p.click({ in: `${wizard} betr-activation-form`, css: 'button', text: 'Activate' });
      await step('Choose a bonus');
      await next();
      await step('Deposit');
      await p.page.run(
        `(window.__complete = false, document.addEventListener('betr-sign-up-complete', () => (window.__complete = true), { once: true }), true)`,
      );
      const cashier = { in: `${wizard} betr-deposit`, css: 'iframe[title="Payment cashier"]' };
      await p.enter({ label: 'Amount' }, '50', cashier);
      // Firefox read '' once right after typing, beside the package step: look for at most 5 s.
      const typed = await p.valueInFrame(cashier, { label: 'Amount' }, '50', 5_000);
      check(typed === '50', `the cashier's amount reads "${typed}" 5 s after typing 50`);
      await p.click({ css: 'button', text: 'Deposit' }, cashier);
      await p.until('the sign-up to complete', 'window.__complete');
      await p.gone({ in: 'betr-popup', css: 'dialog[open]' });
      await p.until('the wallet to hold the deposit', `window.betr.getWallet().then((w) => w?.realBalance === 50 && w.currency === 'EUR')`);
    },
  },
  {
    name: 'the account limits: a lower daily deposit limit applies now',
    phone: true,
    async run(p) {
      await p.open(home);
      const form = 'main betr-sign-in';
      await p.enter({ in: form, label: 'Email' }, 'player@example.com');
      await p.enter({ in: form, label: 'Password' }, 'Password1!');
      await p.click({ in: form, css: 'button', text: 'Sign in' });
      await p.expectText({ css: '#session-status' }, 'Signed in');
      await p.closeWelcome();
      await p.page.run(`(window.betr.openAccountSettings('responsible-gaming'), true)`);
      const account = 'betr-popup betr-account';
      await p.see({ in: account, css: 'h2, h3', text: 'Responsible gaming' }, 30_000);
      const daily = `${account} form[aria-labelledby]`;
      const dailyForm = { in: account, css: 'form', contains: 'Daily deposit limit' };
      await p.see(dailyForm);
      check((await p.text(dailyForm)).includes('Current limit€1,000.00'), 'the daily deposit limit is not €1,000.00');
      await p.enter({ in: account, label: 'New limit (EUR)' }, '500');
      await p.click({ in: account, css: 'button', text: 'Save' });
      await p.see({ in: daily, css: '[role="status"]', text: 'Your new limit applies now.' });
      await p.until('the limit to read €500.00', `(${FINDER})(${JSON.stringify(dailyForm)})?.textContent.includes('Current limit€500.00')`);
    },
  },
  {
    name: 'the lobby: a demo game launches at /play/{gameId}, Escape returns; Play asks for sign-in, then back returns',
    phone: false,
    async run(p) {
      await p.open(home);
      const stored = await p.path();
      const lobby = 'main betr-game-list';
      const game = { in: 'betr-popup betr-external', css: 'iframe' };
      await p.click({ in: lobby, css: 'button', text: 'Demo Starlight Reels' });
      await p.see(game);
      await p.until('the address /play/{gameId}', PLAYING);
      await p.page.press('Escape');
      await p.gone(game);
      await p.until('the page address again', `location.pathname + location.search === ${JSON.stringify(stored)}`);

      await p.click({ in: lobby, css: 'button', text: 'Play Dragon Gold' });
      await p.enter({ in: signInPopup, label: 'Email' }, 'player@example.com');
      await p.enter({ in: signInPopup, label: 'Password' }, 'Password1!');
      await p.click({ in: signInPopup, css: 'button', text: 'Sign in' });
      // The welcome greets the player before or after the game, whichever was asked for first.
      const first = await p.until<string>(
        'the game or the welcome',
        `(${FINDER})(${JSON.stringify(game)}) ? 'game' : (${FINDER})({ in: 'betr-popup betr-welcome-message', css: 'h1, h2, h3', text: 'Welcome' }) ? 'welcome' : ''`,
      );
      if (first === 'welcome') await p.page.press('Escape');
      await p.see(game);
      await p.until('the address /play/{gameId}', PLAYING);
      await p.page.back();
      await p.gone(game);
      await p.until('the page address again', `location.pathname + location.search === ${JSON.stringify(stored)}`);
    },
  },
  {
    name: "an operator's page with the one line of head: its language's strings and every tag's code preloaded, each element shows",
    phone: true,
    async run(p) {
      await p.open('/test/bench/operator-page.html');
      const preloads = await p.page.run<string[]>(
        `[...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.href)`,
      );
      check(
        preloads.some((href) => /\/betr\.js$/.test(href)),
        `betr.js is preloaded (${preloads.join(' ')})`,
      );
      check(
        preloads.filter((href) => /-sv-(common|signIn|games|engagement)\.js$/.test(href)).length === 4,
        `the Swedish strings of the page's elements are preloaded (${preloads.join(' ')})`,
      );
      await p.see({ in: 'betr-sign-in', css: 'button', text: 'Logga in' });
      await p.see({ in: 'betr-jackpots', css: '[part="list"]' });
      await p.see({ in: 'betr-game-list', css: '[part="tile"]' });
    },
  },
  {
    name: 'Pay N Play: a new person identifies with BankID, signs up in place and deposits 300',
    phone: true,
    async run(p) {
      await p.open(home);
      await p.control('setVisitorCountry', 'SE');
      await p.goto(home);
      await p.click({ in: '#popup-buttons', css: 'button', text: 'pnp' });
      const pnp = 'betr-popup betr-pnp';
      await p.enter({ in: pnp, label: 'Amount (SEK)' }, '300');
      await p.click({ in: pnp, css: 'button', text: 'Deposit and play' });
      await p.see({ in: pnp, css: '[aria-label="QR code to scan with the BankID app"]' });
      // The REST platform's bank answers inside the identity provider's own frame, which then
      // redirects to the widget's return address with its code (test/e2e/pnp.spec.ts).
      await p.click(
        { css: 'button', text: 'Simulate: approve as a new person' },
        { in: pnp, css: 'iframe[title="BankID identification"]' },
      );
      const wizard = `${pnp} betr-sign-up-token`;
      await p.see({ in: wizard, css: 'h3', text: 'Contact details' });
      await p.enter({ in: wizard, label: 'Email' }, 'pnp.engine@example.com');
      await p.enter({ in: wizard, label: 'Phone' }, '0701234567');
      await p.click({ in: wizard, css: 'button', text: 'Accept all' });
      await p.click({ in: wizard, css: 'button', text: 'Continue' });
      await p.see({ in: wizard, css: 'h3', text: 'Limits' });
      await p.click({ in: wizard, css: 'button', text: 'Sign up' });
      await p.expectText({ css: '#session-status' }, 'Signed in');
      await p.see({ in: wizard, css: 'h3', text: 'Choose a bonus' });
      await p.click({ in: wizard, css: 'button', text: 'Continue' });
      await p.page.run(
        `(window.__pnp = null, document.addEventListener('betr-pnp-complete', (e) => (window.__pnp = e.detail), { once: true }), true)`,
      );
      const cashier = { in: pnp, css: 'iframe[title="Payment cashier"]' };
      // The cashier frame goes through its own redirects before its form shows (one look a second
      // after a failed one missed it once in Firefox beside the package step): look for 15 s.
      const amount = await p.valueInFrame(cashier, { label: 'Amount' }, '300');
      check(amount === '300', `the cashier's amount is "${amount}", not 300`);
      await p.click({ css: 'button', text: 'Deposit' }, cashier);
      // Compared field by field in the page: WebKitWebDriver returns an object's keys in an order of its own.
      const detail = await p.until<string>(
        'Pay N Play to complete',
        `window.__pnp && JSON.stringify([window.__pnp.amount, window.__pnp.currency, window.__pnp.newPlayer, Object.keys(window.__pnp).sort()])`,
      );
      check(
        detail === JSON.stringify([300, 'SEK', true, ['amount', 'currency', 'newPlayer']]),
        `betr-pnp-complete said (amount, currency, newPlayer, keys) ${detail}`,
      );
      await p.until('the balance of 300', `window.betr.getWallet().then((w) => w?.totalBalance === 300)`);
    },
  },
];
