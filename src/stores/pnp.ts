import { atom, computed, type ReadableAtom } from 'nanostores';
import { parseDepositAmount } from '../domain/amounts';
import { $bankIdentity, keepSignUpToken } from './bank-identity';
import type { PopupRequest } from './popup';
import { $session } from './session';
import { $flowSteps, holdSignInSteps } from './sign-in-flow';

/** Where a Pay N Play stands: the one union its view switches on. */
export type PnpStep =
  /** The amount to deposit; `invalid` once one that is no amount was given. */
  | { name: 'amount'; invalid: boolean }
  /** A visitor identifies with the bank (a player signed in already skips it). */
  | { name: 'bank-identity'; amount: number }
  /** The bank knew a person the brand does not: token sign-up, with the deposit after it. */
  | { name: 'sign-up'; amount: number; token: string }
  /** Signed in; the steps the sign-in requires are not all known yet (the terms come 1 s later). */
  | { name: 'settling'; amount: number }
  /** A step the sign-in requires (a display page, the terms), inside the flow. */
  | { name: 'required'; amount: number; step: PopupRequest }
  /** The deposit of the amount through the cashier. */
  | { name: 'deposit'; amount: number }
  /** The deposit succeeded. */
  | { name: 'done' };

interface Progress {
  amount: number | null;
  invalid: boolean;
  /** A new person's sign-up token, from the bank identity. */
  token: string | null;
  done: boolean;
}

/** One Pay N Play: its step, and what the player does in it. */
export interface PnpFlow {
  readonly $step: ReadableAtom<PnpStep>;
  /** Go on with the amount typed (or a preset's) in `currency`; an amount that is none stays at the first step and says so. */
  start(text: string, currency: string): void;
  /** The player changes the amount: no longer said to be none. */
  edit(): void;
  /** 'Change amount': back to the first step (offered until a new person's sign-up has begun). */
  changeAmount(): void;
  /** The deposit (a new person's after their sign-up) succeeded: what the page hears of it. */
  finish(): { amount: number; newPlayer: boolean };
  /**
   * While the flow is on screen: from the bank identity on, the steps after a sign-in are this
   * flow's (holdSignInSteps) and a new person's token comes here rather than opening token
   * sign-up. The release (the view closed) hands what is left to the usual popups.
   */
  connect(): () => void;
}

/**
 * Pay N Play's flow (spec: widget type `pnp`): the amount, the bank identity, then a
 * returning player's required steps and the deposit, or a new person's token sign-up and
 * the deposit. The view (src/react/pnp/Pnp.tsx) shows the step; nothing here renders.
 */
export function createPnpFlow(): PnpFlow {
  const $progress = atom<Progress>({ amount: null, invalid: false, token: null, done: false });
  const update = (next: Partial<Progress>) => $progress.set({ ...$progress.get(), ...next });

  const $step = computed([$progress, $session, $flowSteps], ({ amount, invalid, token, done }, session, flow): PnpStep => {
    if (done) return { name: 'done' };
    if (amount === null) return { name: 'amount', invalid };
    if (token) return { name: 'sign-up', amount, token };
    if (!session) return { name: 'bank-identity', amount };
    if (!flow.settled) return { name: 'settling', amount };
    const [step] = flow.steps;
    return step ? { name: 'required', amount, step } : { name: 'deposit', amount };
  });

  let hold: (() => void) | null = null;
  const releaseHold = () => {
    hold?.();
    hold = null;
  };
  /** The bank identity step: until it is left, its sign-in's steps and a new person's token are the flow's. */
  const identify = () => {
    hold ??= holdSignInSteps();
    const release = keepSignUpToken();
    const stop = $bankIdentity.subscribe((state) => {
      if (state.status === 'sign-up' && state.token) update({ token: state.token });
    });
    return () => {
      stop();
      release();
      // Left without a sign-in (a new person, or back to the amount): the usual popups again.
      if (!$session.get()) releaseHold();
    };
  };

  return {
    $step,
    start(text, currency) {
      const amount = parseDepositAmount(text, currency);
      update({ amount, invalid: amount === null });
    },
    edit() {
      if ($progress.get().invalid) update({ invalid: false });
    },
    changeAmount: () => update({ amount: null }),
    finish() {
      const { amount, token } = $progress.get();
      update({ done: true });
      releaseHold();
      return { amount: amount ?? 0, newPlayer: token !== null };
    },
    connect() {
      let leave: (() => void) | null = null;
      const follow = () => {
        if ($step.get().name === 'bank-identity') {
          leave ??= identify();
          // The bank may have answered already (a kept token): follow the step it led to.
          if ($step.get().name === 'bank-identity') return;
        }
        leave?.();
        leave = null;
      };
      const stop = $step.subscribe(follow);
      return () => {
        stop();
        leave?.();
        leave = null;
        releaseHold();
      };
    },
  };
}
