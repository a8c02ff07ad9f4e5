import { atom } from 'nanostores';
import type { Provider, ProviderError } from '../adapters/provider';
import { withStorage, writeStorage } from '../browser-storage';
import type { IdentityFrameAttempt, OAuthResult, SignInResult } from '../domain/model';
import { COLLECT_INTERVAL_MS, isRetriedFailure, isTimeUp } from '../domain/bank-identity';
import {
  normalizeOrigin,
  parseIdentityFrameMessage,
  readIdentityFrameReturn,
  safeUrl,
  type IdentityFrameMessage,
  type IdentityFrameReturn,
} from '../domain/identity-frame';
import { $config } from './config';
import { toProviderError } from './errors';
import { openPopup } from './popup';
import { provider } from './current-provider';
import { navigation } from './navigation';
import { completeSignIn } from './session';

export type BankIdentityMode = 'sign-in' | 'sign-up';

/**
 * One bank-identity visit: its attempts, the one under way, and how it ended.
 * - starting / pending: an attempt is under way (pending: waiting for the player's bank);
 * - time-up: every third failed attempt; 'Try again' starts the next one;
 * - refused: the provider's answer about this person (e.g. the Spelpaus register);
 * - signed-in: a session (the usual post-sign-in popups follow); sign-up: a sign-up token
 *   (token sign-up opens); cancelled: the player cancelled in the identity frame.
 */
export interface BankIdentityState {
  status: 'idle' | 'starting' | 'pending' | 'time-up' | 'refused' | 'signed-in' | 'sign-up' | 'cancelled';
  mode: BankIdentityMode;
  failedAttempts: number;
  orderRef: string | null;
  /**
   * The identity provider's frame of this attempt, on a platform whose bank identity is that
   * frame and its code (Provider.startIdentityFrame): no order, no polling.
   */
  frameUrl: string | null;
  /** This visit goes through the identity provider's frame (set before its first URL arrives). */
  viaFrame: boolean;
  /** The text to show as a QR code; it changes while an attempt runs. */
  qrCode: string | null;
  /** Opens the bank app on this device. */
  autoStartUrl: string | null;
  /** The identity frame says the player opened the bank app. */
  appOpened: boolean;
  error: ProviderError | null;
  result: SignInResult | null;
  /** The sign-up token of a new person, while a flow keeps it (Pay N Play) rather than opening token sign-up. */
  token: string | null;
}

const IDLE: BankIdentityState = {
  status: 'idle',
  mode: 'sign-in',
  failedAttempts: 0,
  orderRef: null,
  frameUrl: null,
  viaFrame: false,
  qrCode: null,
  autoStartUrl: null,
  appOpened: false,
  error: null,
  result: null,
  token: null,
};

export const $bankIdentity = atom<BankIdentityState>(IDLE);

/** Which attempt is current: answers to an older one are dropped. */
let attemptId = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
/** Views showing bank identity, by mode. */
const watchers: Record<BankIdentityMode, number> = { 'sign-in': 0, 'sign-up': 0 };
/** Flows that take a new person's sign-up token themselves (Pay N Play). */
let keepers = 0;

const update = (change: Partial<BankIdentityState>) => $bankIdentity.set({ ...$bankIdentity.get(), ...change });

/** The provider's identity frame is used when an identity origin is configured. */
function usesIdentityFrame(): boolean {
  return Boolean($config.get().identityOrigin);
}

/** The frame attempt under way: where its redirect lands and the state it must bring back. */
let frameAttempt: IdentityFrameAttempt | null = null;
/** The frame whose messages are read: the attempt's own, else the configured identity origin. */
const messageOrigin = (): string | undefined => {
  const { frameUrl } = $bankIdentity.get();
  return frameUrl ? normalizeOrigin(frameUrl) : $config.get().identityOrigin;
};

function stop(): void {
  attemptId += 1;
  clearTimeout(timer);
  frameAttempt = null;
}

async function startAttempt(): Promise<void> {
  stop();
  const id = attemptId;
  update({ status: 'starting', orderRef: null, frameUrl: null, qrCode: null, autoStartUrl: null, appOpened: false, error: null });
  try {
    const platform = await provider();
    if (platform.startIdentityFrame) return await startFrameAttempt(platform, id);
    const order = await platform.startOAuth($bankIdentity.get().mode);
    if (id !== attemptId) return;
    update({ status: 'pending', orderRef: order.orderRef, qrCode: order.qrCode, autoStartUrl: order.autoStartUrl });
    schedule(id);
  } catch (error) {
    if (id === attemptId) fail(error);
  }
}

function schedule(id: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => void collect(id), COLLECT_INTERVAL_MS);
}

async function collect(id: number): Promise<void> {
  const { orderRef } = $bankIdentity.get();
  if (id !== attemptId || !orderRef) return;
  try {
    const answer = await (await provider()).collectOAuth(orderRef);
    if (id !== attemptId) return;
    if (answer.kind === 'pending') {
      // With a frame, the frame shows the bank's QR code (gii:bankid:collect).
      if (!usesIdentityFrame()) update({ qrCode: answer.qrCode });
      schedule(id);
    } else if (answer.kind === 'failed') {
      fail(null);
    } else {
      finish(answer);
    }
  } catch (error) {
    if (id === attemptId) fail(error);
  }
}

/** The bank named the person: a session signs in, a sign-up token leads to token sign-up. */
function finish(answer: OAuthResult): void {
  stop();
  if (answer.kind === 'session') {
    update({ status: 'signed-in', result: answer.result });
    completeSignIn(answer.result);
  } else {
    // Decided once: a flow that keeps the token (Pay N Play) may stop keeping as it takes it.
    const kept = keepers > 0;
    update({ status: 'sign-up', token: kept ? answer.token : null });
    if (!kept) openPopup('sign-up-token', { attributes: { token: answer.token } });
  }
}

/** Where the frame attempt of this page is kept while the frame may take the whole page away (the bank app, a full-page redirect). */
const RETURN_KEY = 'betr-bank-identity-return';

/** A page of the operator's on this origin for the frame's redirect: the configured one, else this page. */
function redirectUrl(): string {
  const configured = $config.get().identityReturnUrl;
  return new URL(configured ?? `${location.origin}${location.pathname}`, location.href).href;
}

function randomState(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One attempt through the identity provider's frame: its launch URL from the platform, shown
 * as a frame; the frame's messages drive the QR code, and its redirect ends the attempt
 * ({@link identityFrameNavigated}). The attempt is kept for this tab in case the frame takes
 * the whole page to its redirect ({@link returnedToPage}).
 */
async function startFrameAttempt(platform: Provider, id: number): Promise<void> {
  const attempt: IdentityFrameAttempt = { mode: $bankIdentity.get().mode, redirectUrl: redirectUrl(), state: randomState() };
  update({ viaFrame: true });
  const launch = await platform.startIdentityFrame!(attempt);
  if (id !== attemptId) return;
  const frameUrl = safeUrl(new URL(launch, location.href).href, WEB);
  if (!frameUrl) return fail(null);
  frameAttempt = attempt;
  // Where storage is refused (a private window) the frame's own redirect still works.
  writeStorage('session', RETURN_KEY, JSON.stringify(attempt));
  update({ status: 'pending', frameUrl });
}
const WEB: ReadonlySet<string> = new Set(['https:', 'http:']);

/**
 * The frame loaded a page of this origin (the view reads its address; another origin's is
 * unreadable). Its redirect, with a code and our state, is exchanged for a session or a
 * sign-up token; an error or a state not ours counts as a failed attempt.
 */
export function identityFrameNavigated(href: string): void {
  const attempt = frameAttempt;
  if (!attempt || $bankIdentity.get().status !== 'pending') return;
  const answer = readIdentityFrameReturn(href, attempt.redirectUrl);
  if (answer) void completeFrameAttempt(attempt, answer);
}

async function completeFrameAttempt(attempt: IdentityFrameAttempt, answer: IdentityFrameReturn): Promise<void> {
  stop();
  const id = attemptId;
  frameAttempt = null;
  forgetReturn();
  update({ status: 'starting', frameUrl: null, viaFrame: true, qrCode: null, appOpened: false });
  if ('error' in answer || answer.state !== attempt.state) return fail(null);
  try {
    const result = await (await provider()).completeIdentityFrame!(attempt, answer.code);
    if (id === attemptId) finish(result);
  } catch (error) {
    if (id === attemptId) fail(error);
  }
}

function forgetReturn(): void {
  writeStorage('session', RETURN_KEY, null);
}

/**
 * This page is the frame's redirect, loaded as the whole page: the attempt kept for this tab,
 * with the code and state the address brings back (the address then loses them: a reload or
 * a shared link must not carry a code). Null on any other page, and inside a frame (the page
 * that holds the frame reads it itself).
 */
function returnedToPage(): { attempt: IdentityFrameAttempt; answer: IdentityFrameReturn } | null {
  if (window.top !== window) return null;
  // Nothing kept, storage refused or what is kept unreadable: no attempt.
  const attempt = withStorage('session', (storage) => JSON.parse(storage.getItem(RETURN_KEY) ?? 'null') as IdentityFrameAttempt | null);
  const answer = attempt && readIdentityFrameReturn(location.href, attempt.redirectUrl);
  if (!attempt || !answer || answer.state !== attempt.state) return null;
  const url = new URL(location.href);
  for (const name of ['code', 'state', 'error']) url.searchParams.delete(name);
  history.replaceState(history.state, '', url);
  return { attempt, answer };
}

/**
 * An attempt failed (`error` null: denied or timed out at the bank). A refusal of the
 * person is shown; anything else counts as a failed attempt, retried automatically until
 * the count reaches a multiple of 3 ('Time is up').
 */
function fail(error: unknown): void {
  stop();
  const providerError = error === null ? null : toProviderError(error, $bankIdentity.get().mode);
  if (providerError && !isRetriedFailure(providerError)) {
    update({ status: 'refused', error: providerError });
    return;
  }
  const failedAttempts = $bankIdentity.get().failedAttempts + 1;
  update({ failedAttempts });
  if (isTimeUp(failedAttempts)) update({ status: 'time-up', orderRef: null, frameUrl: null, qrCode: null, appOpened: false });
  else void startAttempt();
}

/** What the identity frame says, once it is known to come from the identity origin. */
function handleIdentityFrameMessage(message: IdentityFrameMessage): void {
  const state = $bankIdentity.get();
  if (state.status !== 'pending' && state.status !== 'starting') return;
  if (message.action === 'location') {
    navigation.assign(message.href);
  } else if (message.action === 'cancel') {
    stop();
    // The provider learns of the cancel even as the page goes on; a lost beacon costs nothing.
    navigator.sendBeacon?.(message.href);
    update({ status: 'cancelled', orderRef: null, frameUrl: null });
  } else if (message.isError) {
    fail(null);
  } else {
    update({ ...(message.qrCode ? { qrCode: message.qrCode } : {}), appOpened: message.isAppOpened });
  }
}

function onMessage(event: MessageEvent): void {
  const message = parseIdentityFrameMessage(event.data, event.origin, messageOrigin());
  if (message) handleIdentityFrameMessage(message);
}

/** A fresh visit in `mode`: attempt 1. */
function begin(mode: BankIdentityMode): void {
  $bankIdentity.set({ ...IDLE, mode });
  const returned = returnedToPage();
  if (returned) void completeFrameAttempt(returned.attempt, returned.answer);
  else void startAttempt();
}

/**
 * A view showing bank identity: the first starts a fresh visit (attempt 1) and listens to
 * the identity frame; a view of the other mode takes the visit over, and gives it back
 * when it goes; the last one stops the polling.
 */
export function watchBankIdentity(mode: BankIdentityMode): () => void {
  const other: BankIdentityMode = mode === 'sign-in' ? 'sign-up' : 'sign-in';
  watchers[mode] += 1;
  if (watchers[mode] + watchers[other] === 1) window.addEventListener('message', onMessage);
  if (watchers[mode] === 1 || $bankIdentity.get().mode !== mode) begin(mode);
  return () => {
    watchers[mode] -= 1;
    if (watchers[mode] > 0) return;
    if (watchers[other] > 0) {
      if ($bankIdentity.get().mode === mode) begin(other);
      return;
    }
    window.removeEventListener('message', onMessage);
    stop();
    $bankIdentity.set(IDLE);
  };
}

/** 'Try again' on the time-up screen (or after a cancel): the next attempt, counting on. */
export function tryBankIdentityAgain(): void {
  void startAttempt();
}

/**
 * A flow that goes on with a new person itself (Pay N Play): while it keeps the token, a
 * sign-up token is left in the state (`token`) instead of opening token sign-up.
 */
export function keepSignUpToken(): () => void {
  keepers += 1;
  return () => {
    keepers -= 1;
  };
}
