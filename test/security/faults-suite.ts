/**
 * The fault matrix: each fault a platform or a network can produce, on each operation a
 * player depends on (sign-in, sign-up, profile save, limit save, deposit open), through a real adapter. Each
 * case asserts the exact message shown, that what the player typed is still there, and
 * that the same action succeeds once the fault is gone.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait';
import '../../src/elements/account';
import '../../src/elements/deposit';
import '../../src/elements/sign-in';
import '../../src/elements/sign-up';
import type { ErrorArea } from '../../src/domain/error-catalogue';
import type { ProviderOperation } from '../../src/domain/operations';
import { clearForms, formState, setFieldValues } from '../../src/stores/forms';
import { stepFormId } from '../../src/stores/sign-up';
import { atStep, click, seedWizard, VALID } from '../../src/react/sign-up/wizard.testing';
import { DEPOSIT_CONFIG, forgetCalls } from '../../src/stores/call-cache';
import { forgetLimits } from '../../src/stores/limits';
import { closeAllPopups } from '../../src/stores/popup';
import { $session, signIn, signOut } from '../../src/stores/session';
import { fill, find, shadow, type } from '../support';
import { PLAYER, type World } from './harness';

/** The REST adapter's time-out (src/adapters/rest/request.ts). */
const REST_TIMEOUT_MS = 15_000;

export const TEXT = {
  unknown: 'Something went wrong.',
  fallback: 'Something went wrong, please try again or contact support if the issue persists',
  timeout: 'The server took too long to answer. Please try again.',
  offline: 'Could not reach the server. Check your connection and try again.',
};

/** How a fault is made on each adapter. */
export interface FaultCase {
  name: string;
  /** The REST platform stand-in's fault (POST /api/demo/fault) for the operation's path. */
  rest: { mode: string; delayMs?: number };
  /** The stub's knob: the catalogue error its fail() raises, or 'expire' to end the session in its casino. */
  stub: { key: string; area?: ErrorArea } | 'expire';
  /** The adapter gives up on its own clock (the REST time-out, moved on by the suite). */
  timesOut?: boolean;
  /** The session ends: the player signs in again before the retry. */
  endsSession?: boolean;
}

export const FAULTS: FaultCase[] = [
  { name: 'HTTP 500', rest: { mode: '500' }, stub: { key: 'unknown-error' } },
  { name: 'HTTP 503', rest: { mode: '503' }, stub: { key: 'unknown-error' } },
  { name: 'malformed body', rest: { mode: 'malformed' }, stub: { key: 'unknown-error' } },
  { name: 'hang past the time-out', rest: { mode: 'slow', delayMs: 60_000 }, stub: { key: 'timeout', area: 'general' }, timesOut: true },
  { name: 'dropped connection', rest: { mode: 'down' }, stub: { key: 'offline', area: 'general' } },
  { name: '401 session expired', rest: { mode: '401' }, stub: 'expire', endsSession: true },
];

export interface Operation {
  name: string;
  signedIn: boolean;
  /** The adapters this operation runs on (all by default). */
  adapters?: World['name'][];
  /** The operation runs as the element shows (deposit open): the fault is set first. */
  faultFirst?: boolean;
  /** The stub operation the fault is injected into, and the REST path prefix. */
  stub: ProviderOperation;
  restPath: string;
  /** The message per fault (by FaultCase name); a 401 asks the player to sign in again. */
  messages: Record<string, string>;
  /** Where an adapter reaches the operation through another area, its messages. */
  messagesOn?: Partial<Record<World['name'], Record<string, string>>>;
  /** Before the fault is set: what each case starts from (a new session). */
  prepare?(): Promise<void>;
  /** Show the element with the player's input in it. */
  mount(): Promise<HTMLElement>;
  submit(el: HTMLElement): Promise<void>;
  /** The player tries again once the fault is gone (by default, submits again). */
  retry?(el: HTMLElement): Promise<void>;
  /** What the player typed is still there. */
  kept(el: HTMLElement): Promise<void>;
  /** The retry got through. */
  succeeded(el: HTMLElement): Promise<void>;
}

/**
 * The retry of a sign-in or sign-up signed the player in. A REST sign-up is three signed calls
 * and the session's reads, each through the gateway: 8 s, as the suite runs beside the package
 * step's browsers; a failure says what the element shows.
 */
async function signedInAfterRetry(el: HTMLElement): Promise<void> {
  await waitUntil(() => $session.get() !== null, undefined, { timeout: 8000 }).catch(() => {
    throw new Error(`not signed in after the retry; <${el.localName}> shows "${shadow(el).textContent}"`);
  });
}

const CITIES = ['Mdina', 'Rabat', 'Birgu', 'Qormi', 'Zejtun', 'Mosta', 'Naxxar'];
let cityIndex = 0;
let typedCity = '';

let signUpIndex = 0;
let signUpEmail = '';
let signUpPhone = '';
let limitIndex = 0;
let typedLimit = '';
const dailyLimit = (el: Element) =>
  [...shadow(el).querySelectorAll('h4')].find((h) => h.textContent === 'Daily deposit limit')?.closest('form');

const submitButton = (el: Element) => shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]')!;
const value = (el: Element, name: string) => shadow(el).querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
const buttonNamed = (el: Element, text: string) => [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === text);

/** What each operation shows for a fault whose message is the area's unknown error or a general one. */
function messagesFor(unknown: string, expired: string): Record<string, string> {
  return {
    'HTTP 500': unknown,
    'HTTP 503': unknown,
    'malformed body': unknown,
    'hang past the time-out': TEXT.timeout,
    'dropped connection': TEXT.offline,
    '401 session expired': expired,
  };
}

/** The deposit screen opening: what the stub's and REST's cases share (each mounts it its own way). */
const DEPOSIT_OPEN: Omit<Operation, 'mount'> = {
  name: 'deposit open',
  signedIn: true,
  faultFirst: true,
  stub: 'getDepositConfig',
  restPath: '/content/bootstrap',
  messages: messagesFor(TEXT.fallback, 'Sign in to deposit or withdraw.'),
  // REST reads the cashier's settings from the site bootstrap, a general call.
  messagesOn: { rest: messagesFor(TEXT.unknown, 'Sign in to deposit or withdraw.') },
  submit: async () => undefined,
  async retry(el) {
    // After an error the cashier offers to try again; after signing in again it reloads by itself.
    buttonNamed(el, 'Try again')?.click();
    await waitUntil(() => buttonNamed(el, 'Continue without a bonus'), 'no bonus choice after trying again', { timeout: 4000 });
    buttonNamed(el, 'Continue without a bonus')!.click();
  },
  async kept(el) {
    expect(el.getAttribute('amount')).to.equal('25');
  },
  async succeeded(el) {
    const frame = await find<HTMLIFrameElement>(el, 'iframe');
    expect(new URL(frame.src).searchParams.get('amount')).to.equal('25');
  },
};

export const OPERATIONS: Operation[] = [
  {
    name: 'sign-in',
    signedIn: false,
    stub: 'signIn',
    restPath: '/player/signin',
    messages: messagesFor(TEXT.unknown, TEXT.unknown),
    async mount() {
      const el = await fixture<HTMLElement>(html`<betr-sign-in inline></betr-sign-in>`);
      await fill(el, { email: PLAYER.email, password: PLAYER.password });
      return el;
    },
    submit: async (el) => submitButton(el).click(),
    async kept(el) {
      expect([value(el, 'email'), value(el, 'password')]).to.deep.equal([PLAYER.email, PLAYER.password]);
    },
    succeeded: signedInAfterRetry,
  },
  {
    name: 'sign-up',
    signedIn: false,
    stub: 'signUp',
    restPath: '/player/signup',
    messages: messagesFor(TEXT.unknown, TEXT.unknown),
    async mount() {
      // Every step answered as a player would, up to the terms; a new email and phone each case (registered ones exist).
      seedWizard('sign-up', 'sign-up', ['contact', 'personal', 'address', 'limits', 'annual-activity', 'accept'], 'accept');
      signUpEmail = `fault-${++signUpIndex}-${Date.now()}@example.com`;
      signUpPhone = `7900${String(2000 + signUpIndex)}`;
      setFieldValues(stepFormId('sign-up', 'contact'), { ...VALID.contact, email: signUpEmail, phone: signUpPhone });
      const el = await fixture<HTMLElement>(html`<betr-sign-up inline></betr-sign-up>`);
      await atStep(el, 'Terms and conditions');
      return el;
    },
    submit: (el) => click(el, 'Sign up'),
    async kept() {
      expect(formState(stepFormId('sign-up', 'contact')).values).to.include({
        email: signUpEmail,
        password: VALID.contact!.password,
        phone: signUpPhone,
      });
    },
    succeeded: signedInAfterRetry,
  },
  {
    name: 'profile save',
    signedIn: true,
    stub: 'updateProfile',
    restPath: '/player/update',
    messages: messagesFor(TEXT.fallback, 'Sign in to see your account.'),
    async mount() {
      const el = await fixture<HTMLElement>(html`<betr-account inline view="edit-profile"></betr-account>`);
      await waitUntil(() => value(el, 'city'), 'the profile never filled', { timeout: 4000 });
      // Another city each case: a saved one is no change.
      typedCity = CITIES[++cityIndex % CITIES.length]!;
      await fill(el, { city: typedCity, password: PLAYER.password });
      await waitUntil(() => !submitButton(el).disabled, 'submit never available');
      return el;
    },
    submit: async (el) => submitButton(el).click(),
    async retry(el) {
      // A draft kept across an expired session leaves the password out (src/stores/drafts.ts): typed again.
      if (!value(el, 'password')) await fill(el, { password: PLAYER.password });
      submitButton(el).click();
    },
    async kept(el) {
      await waitUntil(() => shadow(el).querySelector('input[name="city"]'), 'the profile form is gone', { timeout: 4000 });
      expect(value(el, 'city')).to.equal(typedCity);
    },
    async succeeded(el) {
      await waitUntil(() => shadow(el).textContent?.includes('Profile updated'), 'no "Profile updated" after the retry', { timeout: 4000 });
    },
  },
  {
    ...DEPOSIT_OPEN,
    adapters: ['stub'],
    mount: () => {
      // The cashier's configuration is kept for the session once read (one call per datum):
      // each case is the session's first deposit screen, which reads it.
      forgetCalls(DEPOSIT_CONFIG);
      forgetLimits();
      return fixture<HTMLElement>(html`<betr-deposit inline amount="25"></betr-deposit>`);
    },
  },
  {
    ...DEPOSIT_OPEN,
    adapters: ['rest'],
    // REST reads the cashier's merchant from the site bootstrap asked with the player's session
    // (the one the page keeps is a visitor's, read at the first sign-in), and the page keeps the
    // cashier's settings for the session: each case is a session begun under the fault, whose
    // first deposit screen reads it.
    prepare: signOut,
    async mount() {
      await signIn(PLAYER.email, PLAYER.password);
      return fixture<HTMLElement>(html`<betr-deposit inline amount="25"></betr-deposit>`);
    },
  },
  {
    name: 'limit save',
    signedIn: true,
    stub: 'setLimit',
    // The save itself: GET /responsiblegaming/limit is the tab's own reload, which may still be
    // under way when the fault is set (a failed reload keeps the cards: src/stores/limits.ts).
    restPath: '/responsiblegaming/limit/v2',
    messages: messagesFor(TEXT.fallback, 'Sign in to see your account.'),
    async mount() {
      const el = await fixture<HTMLElement>(html`<betr-account inline view="responsible-gaming"></betr-account>`);
      await waitUntil(() => dailyLimit(el), 'no daily deposit limit', { timeout: 4000 });
      // A lower limit each case: it applies at once and is always a change.
      typedLimit = String(990 - 10 * ++limitIndex);
      const input = dailyLimit(el)!.querySelector('input')!;
      type(input, typedLimit);
      await waitUntil(() => input.value === typedLimit);
      return el;
    },
    submit: async (el) => dailyLimit(el)!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click(),
    async kept(el) {
      await waitUntil(() => dailyLimit(el), 'the limit form is gone', { timeout: 4000 });
      // After a 401 the amount comes back from the draft once the new sign-in's profile names
      // the player (src/react/ui/DraftNotice: useDraft), a moment after the form shows again.
      const input = () => dailyLimit(el)?.querySelector('input');
      await waitUntil(() => input()?.value === typedLimit, `the typed limit ${typedLimit} did not come back`, {
        timeout: 4000,
      });
    },
    async succeeded(el) {
      await waitUntil(() => dailyLimit(el)?.textContent?.includes(`€${typedLimit}.00`), `the daily limit never became €${typedLimit}.00`, {
        timeout: 4000,
      });
    },
  },
];

/**
 * Timers the adapter sets for one of these delays, held until the suite moves the clock on
 * (`fire`). `restore` first runs whatever is still held, so nothing waits forever on a timer
 * that was never going to fire: a held time-out of a request that has answered does nothing.
 */
export function holdTimers(...delays: number[]): { fire(): boolean; restore(): void } {
  const held: (() => void)[] = [];
  const original = window.setTimeout;
  const fire = () => {
    const due = held.splice(0);
    due.forEach((run) => run());
    return due.length > 0;
  };
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (delay === undefined || !delays.includes(delay) || typeof handler !== 'function') return original(handler, delay, ...args);
    held.push(() => (handler as (...a: unknown[]) => void)(...args));
    return -held.length;
  }) as typeof window.setTimeout;
  return {
    fire,
    restore: () => {
      window.setTimeout = original;
      fire();
    },
  };
}

export interface FaultDriver {
  set(operation: Operation, fault: FaultCase): Promise<void>;
  clear(operation: Operation, fault: FaultCase): Promise<void>;
  /**
   * Resolves once the platform holds the operation's call (a timed case). The page's time-out
   * fires only then: fired at once, it gave up on a call still on its way through the gateway,
   * the suite cleared the fault, and the platform then answered the call it never held (a
   * retried sign-up met "Player already exists").
   */
  holding?(operation: Operation): Promise<void>;
}

export function faultSuite(world: World, driver: FaultDriver, faults: FaultCase[] = FAULTS): void {
  describe(`fault matrix (${world.name} adapter)`, function () {
    this.timeout(20_000);
    afterEach(() => {
      closeAllPopups();
      clearForms();
    });

    for (const operation of OPERATIONS.filter((o) => !o.adapters || o.adapters.includes(world.name))) {
      describe(operation.name, () => {
        before(() => world.start({ signedIn: operation.signedIn }));
        beforeEach(async () => {
          if (operation.signedIn && !$session.get()) await signIn(PLAYER.email, PLAYER.password);
          if (!operation.signedIn && $session.get()) await signOut();
        });

        // A session can only expire where there is one.
        for (const fault of faults.filter((f) => operation.signedIn || !f.endsSession)) {
          it(`${fault.name}: "${(operation.messagesOn?.[world.name] ?? operation.messages)[fault.name]}", the input kept, and it goes through once the fault is gone`, async () => {
            const timed = fault.timesOut && world.name === 'rest';
            let clock: ReturnType<typeof holdTimers> | null = null;
            let el: HTMLElement;
            try {
              await operation.prepare?.();
              if (operation.faultFirst) {
                await driver.set(operation, fault);
                if (timed) clock = holdTimers(REST_TIMEOUT_MS);
                el = await operation.mount();
              } else {
                el = await operation.mount();
                await driver.set(operation, fault);
                if (timed) clock = holdTimers(REST_TIMEOUT_MS);
              }
              await operation.submit(el);
              if (timed) await driver.holding?.(operation);
              const expected = (operation.messagesOn?.[world.name] ?? operation.messages)[fault.name];
              if (fault.endsSession)
                await waitUntil(
                  () => shadow(el).textContent?.includes(expected!),
                  `<${el.localName}> never said "${expected}"; it shows "${shadow(el).textContent}"`,
                  { timeout: 4000 },
                );
              // An operation may make more than one request (limit save reads the wallet first):
              // the clock moves on until the one that hangs gives up.
              else expect(await waitForAlert(el, () => clock?.fire())).to.equal(expected);
            } finally {
              clock?.restore();
            }
            await driver.clear(operation, fault);
            // After a 401 the player signs in again and finds what they typed: a session that
            // expires mid-edit must not cost the edits.
            if (fault.endsSession) await signIn(PLAYER.email, PLAYER.password);
            await operation.kept(el);
            await (operation.retry ?? operation.submit)(el);
            await operation.succeeded(el);
          });
        }
      });
    }
  });
}

/** The alert the element shows; `tick` runs at each look (to move a held clock on). */
export async function waitForAlert(el: HTMLElement, tick?: () => void): Promise<string> {
  const alert = () => shadow(el).querySelector('[role="alert"]')?.textContent?.trim();
  // Not 4000 ms: a delay the WAMP back-off holds.
  await waitUntil(() => (tick?.(), alert()), `<${el.localName}> showed no error; it shows "${shadow(el).textContent}"`, { timeout: 5000 });
  return alert()!;
}
