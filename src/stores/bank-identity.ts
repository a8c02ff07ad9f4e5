import { atom } from 'nanostores';
import type { ProviderError, SignInResult } from '../adapters/provider';
import { COLLECT_INTERVAL_MS, isRetriedFailure, isTimeUp } from '../domain/bank-identity';
import { parseIdentityFrameMessage, type IdentityFrameMessage } from '../domain/identity-frame';
import { $config } from './config';
import { toProviderError } from './errors';
import { openPopup } from './popup';
import { provider } from './current-provider';
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
  status: 'idle', mode: 'sign-in', failedAttempts: 0, orderRef: null, qrCode: null, autoStartUrl: null, appOpened: false, error: null, result: null, token: null,
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

function stop(): void {
  attemptId += 1;
  clearTimeout(timer);
}

async function startAttempt(): Promise<void> {
  stop();
  const id = attemptId;
  update({ status: 'starting', orderRef: null, qrCode: null, autoStartUrl: null, appOpened: false, error: null });
  try {
    const order = await (await provider()).startOAuth($bankIdentity.get().mode);
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
    } else if (answer.kind === 'session') {
      stop();
      update({ status: 'signed-in', result: answer.result });
      completeSignIn(answer.result);
    } else {
      stop();
      update({ status: 'sign-up', token: keepers > 0 ? answer.token : null });
      if (keepers === 0) openPopup('sign-up-token', { attributes: { token: answer.token } });
    }
  } catch (error) {
    if (id === attemptId) fail(error);
  }
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
  if (isTimeUp(failedAttempts)) update({ status: 'time-up', orderRef: null, qrCode: null, appOpened: false });
  else void startAttempt();
}

/** What the identity frame says, once it is known to come from the identity origin. */
function handleIdentityFrameMessage(message: IdentityFrameMessage): void {
  const state = $bankIdentity.get();
  if (state.status !== 'pending' && state.status !== 'starting') return;
  if (message.action === 'location') {
    window.location.assign(message.href);
  } else if (message.action === 'cancel') {
    stop();
    // The provider learns of the cancel even as the page goes on; a lost beacon costs nothing.
    navigator.sendBeacon?.(message.href);
    update({ status: 'cancelled', orderRef: null });
  } else if (message.isError) {
    fail(null);
  } else {
    update({ ...(message.qrCode ? { qrCode: message.qrCode } : {}), appOpened: message.isAppOpened });
  }
}

function onMessage(event: MessageEvent): void {
  const message = parseIdentityFrameMessage(event.data, event.origin, $config.get().identityOrigin);
  if (message) handleIdentityFrameMessage(message);
}

/** A fresh visit in `mode`: attempt 1. */
function begin(mode: BankIdentityMode): void {
  $bankIdentity.set({ ...IDLE, mode });
  void startAttempt();
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
