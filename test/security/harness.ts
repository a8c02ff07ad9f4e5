/**
 * The security suite's world: a page on the stub or the REST adapter (the REST platform
 * stand-in of the local provider server, as `npm test` starts it), data written where the
 * platform keeps it, and the checks that nothing an attacker wrote ran.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait';
import type { Bonus, Message, Profile, Terms, WelcomeContent } from '../../src/domain/model';
import type { StubProvider } from '../../src/adapters/stub/index';
import { configure } from '../../src/stores/config';
import { provider } from '../../src/stores/current-provider';
import { signIn } from '../../src/stores/session';
import { CASHIER_SERVER, PROVIDER_SERVER } from '../contract/provider-server';
import { casinoChanged, closePopupsAndSettle, leavePage, resetWorld } from '../support';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

export const PLAYER = { email: 'player@example.com', password: 'Password1!' };

export interface PlayerContent {
  messages?: Message[];
  bonuses?: Bonus[];
  profile?: Partial<Profile>;
}

export interface World {
  readonly name: 'stub' | 'rest';
  /** This adapter, the seeded casino, no faults, no drafts, no popups; signed in unless told otherwise. */
  start(options?: { signedIn?: boolean }): Promise<void>;
  /**
   * Replace the player's inbox and bonuses, change profile fields, as the operator's back office
   * does (the page's kept answers are forgotten: what the page shows next is read again).
   */
  seedPlayer(content: PlayerContent): Promise<void>;
  /** What the platform's content service answers for terms and the welcome text. */
  setContent(content: { terms?: string; welcome?: WelcomeContent }): Promise<void>;
}

// ─── stub ────────────────────────────────────────────────────────────────────────────

/** The stub keeps its casino in localStorage under this key (src/adapters/stub/core.ts) and re-reads it when it changes. */
const STUB_STATE = 'betr:stub';

async function stub(): Promise<StubProvider> {
  return (await provider()) as StubProvider;
}

/** The stub's terms and welcome text are fixed in its catalogue: the suite serves its own through the provider. */
const stubContent: { terms?: string; welcome?: WelcomeContent } = {};
let stubOriginals: { getTerms: StubProvider['getTerms']; getWelcomeContent: StubProvider['getWelcomeContent'] } | null = null;

export const stubWorld: World = {
  name: 'stub',
  async start({ signedIn = true } = {}) {
    configure({ adapter: 'stub', cashierUrl: CASHIER_SERVER });
    const p = await stub();
    if (!stubOriginals) {
      stubOriginals = { getTerms: p.getTerms, getWelcomeContent: p.getWelcomeContent };
      p.getTerms = async (): Promise<Terms> =>
        stubContent.terms === undefined ? stubOriginals!.getTerms() : { version: '1.0', content: stubContent.terms };
      p.getWelcomeContent = async () => stubContent.welcome ?? stubOriginals!.getWelcomeContent();
    }
    delete stubContent.terms;
    delete stubContent.welcome;
    await resetWorld();
    if (signedIn) await signIn(PLAYER.email, PLAYER.password);
    await closePopupsAndSettle();
  },
  async seedPlayer(content) {
    const state = JSON.parse(localStorage.getItem(STUB_STATE)!) as {
      players: Record<string, { profile: Profile; messages: Message[]; bonuses: Bonus[] }>;
    };
    const player = Object.values(state.players).find((p) => p.profile.email === PLAYER.email)!;
    if (content.messages) player.messages = content.messages;
    if (content.bonuses) player.bonuses = content.bonuses;
    if (content.profile) Object.assign(player.profile, content.profile);
    localStorage.setItem(STUB_STATE, JSON.stringify(state));
    casinoChanged();
  },
  async setContent(content) {
    Object.assign(stubContent, content);
    casinoChanged();
  },
};

// ─── rest ────────────────────────────────────────────────────────────────────────────

/** This suite's own casino on the provider server (the contract suites use theirs). */
export const REST_CASINO = 'security-suite';
export const REST_API = `${PROVIDER_SERVER}/api/rest`;

let fetchWrapped = false;
/** The page's requests to the provider server carry the suite's casino, as a cookie would on one origin. */
function wrapFetch(): void {
  if (fetchWrapped) return;
  fetchWrapped = true;
  const original = window.fetch.bind(window);
  window.fetch = (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(PROVIDER_SERVER)) return original(input, init);
    return original(input, { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Betr-Casino': REST_CASINO } });
  };
}

/** A control of the provider server's /api/demo (demo/server/demo-controls.ts). */
export function demo(control: string, body?: unknown): Promise<unknown> {
  return demoCall('POST', control, JSON.stringify(body ?? {}));
}

/** What a control of /api/demo reads back (`GET /api/demo/fault`: the fault and the calls it holds). */
export function demoRead(control: string): Promise<unknown> {
  return demoCall('GET', control);
}

async function demoCall(method: 'GET' | 'POST', control: string, body?: string): Promise<unknown> {
  const response = await fetch(`${PROVIDER_SERVER}/api/demo/${control}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), 'X-Betr-Casino': REST_CASINO },
    body,
  });
  if (!response.ok) throw new Error(`/api/demo/${control}: HTTP ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

export const restWorld: World = {
  name: 'rest',
  async start({ signedIn = true } = {}) {
    wrapFetch();
    configure({ adapter: 'rest', apiUrl: REST_API, cashierUrl: CASHIER_SERVER });
    await demo('reset');
    await leavePage();
    if (signedIn) await signIn(PLAYER.email, PLAYER.password);
    await closePopupsAndSettle();
  },
  async seedPlayer(content) {
    await demo('control', { name: 'setPlayerContent', args: [PLAYER.email, content] });
    casinoChanged();
  },
  async setContent({ terms, welcome }) {
    if (terms !== undefined)
      await demo('control', { name: 'setDocument', args: ['terms-and-conditions', { title: 'Terms', html: terms }] });
    if (welcome)
      await demo('control', { name: 'setDocument', args: ['welcome', { title: 'Welcome', html: welcome.content, image: welcome.image }] });
    casinoChanged();
  },
};

// ─── data as the platform sends it ───────────────────────────────────────────────────

const DAY = 86_400_000;

export function message(id: string, fields: Partial<Message> = {}): Message {
  return {
    id,
    title: `Title ${id}`,
    content: `<p>Content ${id}</p>`,
    messageSent: new Date(Date.now() - DAY).toISOString(),
    status: 'unpushed',
    ...fields,
  };
}

export function bonus(id: string, fields: Partial<Bonus> = {}): Bonus {
  return {
    id,
    identifier: `bonus-${id}`,
    code: `CODE${id}`.replace(/\W/g, ''),
    name: `Bonus ${id}`,
    description: `Description ${id}`,
    status: 'active',
    assets: '',
    html: `<p>Bonus ${id}</p>`,
    startTime: new Date(Date.now() - DAY).toISOString(),
    endTime: new Date(Date.now() + DAY).toISOString(),
    wagered: 10,
    wageringRequirment: 100,
    wageringRequirmentRemaining: 90,
    currency: 'EUR',
    minAmount: 0,
    maxAmount: 100,
    deposit: false,
    canBeCanceled: true,
    ...fields,
  };
}

// ─── checks ──────────────────────────────────────────────────────────────────────────

/** Every element of the document, in every (open) shadow root and same-origin frame below it. */
export function allElements(root: Document | ShadowRoot | Element = document): Element[] {
  const found: Element[] = [];
  const visit = (node: Document | ShadowRoot | Element) => {
    for (const el of node.querySelectorAll('*')) {
      found.push(el);
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(root);
  return found;
}

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'background', 'poster'];
/** A script scheme as a browser reads it: control characters and whitespace are ignored. */
const SCRIPT_SCHEME = /^(?:javascript|vbscript|data):/i;
// eslint-disable-next-line no-control-regex -- what a browser strips from a URL before reading its scheme
const normalizeUrl = (value: string) => value.replace(/[\u0000-\u0020]/g, '');

/** What in the tree could run script: on* attributes, script-scheme URLs, script elements, srcdoc frames. */
export function dangerousNodes(root: Document | ShadowRoot | Element = document): string[] {
  const found: string[] = [];
  for (const el of allElements(root)) {
    // A widget's own attributes are what the page wrote; what matters is what it renders.
    if (el.localName.startsWith('betr-')) continue;
    if (el.localName === 'script' && el.getRootNode() instanceof ShadowRoot) found.push(`<script> in <${el.parentElement?.localName}>`);
    for (const attribute of el.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`<${el.localName} ${name}="${attribute.value}">`);
      if (name === 'srcdoc') found.push(`<${el.localName} srcdoc>`);
      if (URL_ATTRIBUTES.includes(name) && SCRIPT_SCHEME.test(normalizeUrl(attribute.value)) && !isImageData(el, name, attribute.value)) {
        found.push(`<${el.localName} ${name}="${attribute.value}">`);
      }
    }
  }
  return found;
}

/** A data: image as an <img> source runs nothing (the welcome image is one). */
function isImageData(el: Element, name: string, value: string): boolean {
  return el.localName === 'img' && name === 'src' && /^data:image\/(?:png|jpeg|gif|webp);/i.test(value);
}

let settleCount = 0;
/**
 * Let whatever a payload could start run: two turns of the event loop, a frame, and the
 * error of an image loaded after the payloads' images (errors arrive in request order).
 */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const probe = new Image();
  const done = new Promise((resolve) => {
    probe.onerror = resolve;
    probe.onload = resolve;
  });
  probe.src = `/__settle-${++settleCount}.png`;
  await done;
  await new Promise((resolve) => setTimeout(resolve));
}

/** Nothing ran and nothing that could run is in the page. */
export async function expectNothingRan(what: string): Promise<void> {
  await settle();
  expect(window.__pwned, `a payload ran in ${what}`).to.equal(undefined);
  expect(dangerousNodes(), `dangerous markup in ${what}`).to.deep.equal([]);
}

export function resetDetector(): void {
  delete window.__pwned;
}

const pageErrors: string[] = [];
window.addEventListener('error', (event) => pageErrors.push(String(event.message)));
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  pageErrors.push(args.map(String).join(' ').slice(0, 500));
  consoleError(...args);
};

/** Wait until the element's shadow tree has `selector` whose text includes `text`. */
export async function shows(el: Element, selector: string, text: string): Promise<Element> {
  const match = () => [...(el.shadowRoot?.querySelectorAll(selector) ?? [])].find((node) => node.textContent?.includes(text));
  await waitUntil(
    match,
    `<${el.localName}> never showed "${text}" in ${selector}; it shows "${el.shadowRoot?.textContent}" (page errors: ${pageErrors.join(' | ') || 'none'})`,
    { timeout: 4000 },
  );
  return match()!;
}
