/** Helpers for component tests: the stub's knobs, a clean page, and typing like a player. */
import { setViewport } from '@web/test-runner-commands';
import { cleanStores, type ReadableAtom, type WritableAtom } from 'nanostores';
import { waitUntil } from './wait';
import { provider } from '../src/stores/current-provider';
import { $session, signOut } from '../src/stores/session';
import { $wallet, loadWallet } from '../src/stores/wallet';
import { loadLacks } from '../src/stores/lacks';
import { clearForms } from '../src/stores/forms';
import { closeAllPopups } from '../src/stores/popup';
import type { StubProvider } from '../src/adapters/stub/index';
import { $drafts } from '../src/stores/drafts';
import { answerClock, forgetCalls, forgetEveryCall, FRESH_FOR_MS, playerChanged } from '../src/stores/call-cache';
import type { Provider } from '../src/adapters/provider';
import type { ProviderOperation } from '../src/domain/operations';
import { LOADING, type Loadable } from '../src/stores/loadable';

/**
 * A failed assertion about a DOM node must fail its test, not hang the run: web-test-runner
 * structured-clones each failure's `actual` and `expected` to send it to the terminal, a
 * node cannot be cloned, and the page then stops reporting until the 300 s timeout
 * (modernweb-dev/web#2967). Such values are reported as their markup instead.
 */
afterEach(function reportableFailure() {
  const failure = this.currentTest?.err as { actual?: unknown; expected?: unknown } | undefined;
  if (!failure) return;
  failure.actual = reportable(failure.actual);
  failure.expected = reportable(failure.expected);
});

function reportable(value: unknown): unknown {
  try {
    structuredClone(value);
    return value;
  } catch {
    return value instanceof Element ? value.outerHTML : String(value);
  }
}

export async function stubControls(): Promise<StubProvider['controls']> {
  const controls = ((await provider()) as StubProvider).controls;
  return {
    ...controls,
    // A platform's lacks are fixed once it is made, and the page reads them once (checkSession);
    // this knob changes them mid-page, so the page is told, as it would learn a new platform's.
    lack: (names) => {
      controls.lack(names);
      void loadLacks();
    },
  };
}

/** Back to the seeded casino, signed out, no drafts, no popups. */
export async function resetWorld(): Promise<void> {
  const controls = await stubControls();
  controls.reset();
  controls.latency(0);
  await leavePage();
  await loadLacks();
}

/** The platform ends the session (it expires): this page hears it at its next call, as a 401 tells it, and signs the player out. */
export async function platformEndsSession(): Promise<void> {
  (await stubControls()).expireSession();
  // The wallet read at sign-in is kept (one call per datum): forgotten, the next load reaches the platform.
  forgetCalls($wallet);
  await loadWallet();
  await waitUntil(() => $session.get() === null, 'the platform did not end the session');
}

/** Another tab of the origin writes the stored session (null: it signed out); this tab hears the storage event. */
export function anotherTabStores(sessionId: string | null): void {
  if (sessionId === null) localStorage.removeItem(STORED_SESSION);
  else localStorage.setItem(STORED_SESSION, sessionId);
  window.dispatchEvent(new StorageEvent('storage', { key: STORED_SESSION, newValue: sessionId, storageArea: localStorage }));
}
const STORED_SESSION = 'betr:session';

/**
 * The casino changed behind the page (reset, or data written where the platform keeps it, as
 * the operator's back office does): the answers the page keeps (one call per datum) are not
 * the casino's any more. What the page shows next is read again; a call in flight still answers
 * (the player is the same).
 */
export function casinoChanged(): void {
  forgetEveryCall();
}

/**
 * The player comes back `ms` later (by default, when no kept answer counts as fresh any
 * more): a view opened again asks the platform again.
 */
export function aMomentLater(ms = FRESH_FOR_MS): void {
  const now = answerClock.now;
  answerClock.now = () => now() + ms;
}

/** Whether this page has fetched the module at `path` (e.g. '/src/react/deposit/DepositBody'). */
export function fetched(path: string): boolean {
  return performance.getEntriesByType('resource').some((entry) => entry.name.includes(path));
}

/** The page as a fresh one for the casino just reset: signed out, its kept answers forgotten, no forms, drafts or popups. */
export async function leavePage(): Promise<void> {
  await signOut().catch(() => undefined);
  playerChanged();
  answerClock.now = () => performance.now();
  clearForms();
  $drafts.set({});
  await closePopupsAndSettle();
}

/**
 * Stores of loaded data as on a fresh page: loading, and shown by no element, so the next
 * element that shows one asks again (through the call cache: after `resetWorld`, the platform).
 * Without it an element of the test before still counts as showing them for a second
 * (nanostores' grace before a store lets go), and its answer would show first.
 */
export function freshStores(...stores: ReadableAtom<Loadable<unknown>>[]): void {
  cleanStores(...stores);
  for (const store of stores) (store as unknown as WritableAtom<Loadable<unknown>>).set(LOADING);
}

/** Close every popup and wait until the popup host has left its history entry. */
export async function closePopupsAndSettle(): Promise<void> {
  closeAllPopups();
  await waitUntil(() => !(history.state as { betrPopup?: boolean } | null)?.betrPopup, 'the popup history entry was not left', {
    timeout: 4000,
  });
}

export function shadow(el: Element): ShadowRoot {
  return el.shadowRoot!;
}

/** The element's button that reads `label`, if it shows one. */
export function button(el: Element, label: string): HTMLButtonElement | undefined {
  return [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === label);
}

/** Wait until the element's shadow root has `selector`, and return it. */
export async function find<T extends Element = HTMLElement>(el: Element, selector: string, message?: string): Promise<T> {
  await waitUntil(() => el.shadowRoot?.querySelector(selector), message ?? `no ${selector} in <${el.localName}>`, { timeout: 4000 });
  return el.shadowRoot!.querySelector(selector) as T;
}

/** Wait until the element's shadow root text contains `text`. */
export async function text(el: Element, expected: string, { timeout = 4000 } = {}): Promise<void> {
  await waitUntil(
    () => el.shadowRoot?.textContent?.includes(expected),
    `<${el.localName}> never showed "${expected}"; it shows "${el.shadowRoot?.textContent}"`,
    { timeout },
  );
}

/** Set an input's value the way typing does, so React sees the change. */
export function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export async function fill(el: Element, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) type(await find<HTMLInputElement>(el, `input[name="${name}"]`), value);
}

export async function submit(el: Element): Promise<void> {
  (await find<HTMLButtonElement>(el, 'button[type="submit"]')).click();
}

type FirstArgument<K extends ProviderOperation> = Provider[K] extends (first: infer A, ...rest: never[]) => unknown ? A : never;

/**
 * Record the first argument of each call of one operation of the page's provider (the call
 * still goes through); `restore()` puts the operation back. The request a view sends is
 * then asserted exactly.
 */
export async function recordCalls<K extends ProviderOperation>(operation: K): Promise<{ calls: FirstArgument<K>[]; restore(): void }> {
  const p = await provider();
  const original = p[operation] as (...args: unknown[]) => unknown;
  const calls: FirstArgument<K>[] = [];
  const restore = await replaceOperation(operation, (...args: unknown[]) => {
    calls.push(args[0] as FirstArgument<K>);
    return original.apply(p, args);
  });
  return { calls, restore };
}

/** Put `replacement` in place of one operation of the page's provider; the answer puts the operation back. */
export async function replaceOperation<K extends ProviderOperation>(
  operation: K,
  replacement: (...args: never[]) => unknown,
): Promise<() => void> {
  const p = (await provider()) as unknown as Record<string, unknown>;
  const original = p[operation];
  p[operation] = replacement;
  return () => void (p[operation] = original);
}

type Answer<K extends ProviderOperation> = Provider[K] extends (...args: never[]) => Promise<infer R> ? R : never;

/**
 * Hold back the page's provider's calls of one operation until the test answers them, as a
 * slow network would, to set the order in which overlapping calls come back. `answer(value, n)`
 * answers the n-th call still waiting (0: the oldest), once it has been made; `restore()` puts
 * the operation back.
 */
export async function holdCalls<K extends ProviderOperation>(
  operation: K,
): Promise<{ answer(value: Answer<K>, which?: number): Promise<void>; restore(): void }> {
  const waiting: ((value: Answer<K>) => void)[] = [];
  const restore = await replaceOperation(operation, () => new Promise<Answer<K>>((resolve) => waiting.push(resolve)));
  return {
    async answer(value, which = 0) {
      await waitUntil(() => waiting.length > which, `${operation} was not asked for`, { timeout: 2000 });
      waiting.splice(which, 1)[0]!(structuredClone(value));
    },
    restore,
  };
}

/**
 * The page's viewport at `size`, for a layout rule at a breakpoint; false where the engine's
 * driver cannot resize it (WebKit runs over WebDriver, which web-test-runner's set-viewport
 * does not drive): the test then skips itself, as README's "Supported browsers" lists.
 */
export async function resizeViewport(size: { width: number; height: number }): Promise<boolean> {
  try {
    await setViewport(size);
    return true;
  } catch (error) {
    if (/not supported/i.test(String(error))) return false;
    throw error;
  }
}
