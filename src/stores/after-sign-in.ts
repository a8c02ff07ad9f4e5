import { atom } from 'nanostores';
import { TERMS_DELAY_MS, afterSignIn } from '../domain/after-sign-in';
import type { SignInResult } from '../domain/model';
import { requiredPages } from './display-pages';
import { $lacks } from './lacks';
import { queuePopup, request, type PopupRequest } from './popup';
import { $signInHere, onSessionEnd, signOut } from './session';

/**
 * What follows a sign-in, in one queue, in the order the player meets it (spec: onboarding,
 * sign-in): first the pages the platform requires, in its order; the terms screen 1 s later when
 * terms must be accepted; then the greeting, the welcome popup or the activate popup (which of
 * them: src/domain/after-sign-in.ts). Each step goes on to the popups as it comes, unless a flow
 * that signs the player in and goes on itself (Pay N Play) holds the queue while it is on screen
 * (./sign-in-flow.ts): there the required steps are the flow's next steps, before anything else
 * it does, and the greeting waits until the flow lets go. The steps are those of the last
 * sign-in made on this page (`$signInHere`), and only while its session lasts: the session's
 * end drops them. This code loads with the first sign-in (or with a flow).
 */

/** A step after a sign-in: one the player is required to see (a page, the terms), or the greeting, which is never shown inside a flow. */
export interface SignInStep {
  request: PopupRequest;
  greeting: boolean;
}

export interface SignInSteps {
  /** False from a sign-in made inside a flow until every required step is known (the terms come 1 s later). */
  settled: boolean;
  /** The steps not handed on to the popups yet, in order. */
  steps: SignInStep[];
}

const NONE: SignInSteps = { settled: true, steps: [] };
/** What a flow holding the queue has still to show (./sign-in-flow.ts reads it and takes its steps). */
export const $signInSteps = atom<SignInSteps>(NONE);
/** The flows on screen that hold the queue. */
let holders = 0;

function update(next: Partial<SignInSteps>): void {
  $signInSteps.set({ ...$signInSteps.get(), ...next });
}

/** What no flow holds goes on to the popups, in the queue's order. */
function handOn(): void {
  const { steps } = $signInSteps.get();
  if (holders > 0 || steps.length === 0) return;
  update({ steps: [] });
  for (const step of steps) queuePopup(step.request.type, step.request);
}

function add(step: SignInStep): void {
  update({ steps: [...$signInSteps.get().steps, step] });
  handOn();
}

/**
 * Queue what follows the sign-in `signIn` (domain/after-sign-in.ts says which steps): the terms,
 * when they must be accepted, 1 s after the required pages, and the greeting once they are
 * (refused, they sign the player out). A step of a sign-in that is no longer the last, or whose
 * session ended, is dropped.
 */
async function queueStepsAfter(signIn: SignInResult): Promise<void> {
  const live = () => $signInHere.get() === signIn;
  const after = afterSignIn(signIn, (operation) => $lacks.get()?.has(operation) ?? false);
  $signInSteps.set({ settled: holders === 0, steps: [] });
  const required = (step: PopupRequest) => live() && add({ request: step, greeting: false });
  const greet = () => live() && after.greeting && add({ request: request(after.greeting, {}), greeting: true });
  (await requiredPages(after.terms ? ['terms-and-conditions'] : [])).forEach(required);
  if (!live()) return;
  if (!after.terms) {
    update({ settled: true });
    greet();
    return;
  }
  setTimeout(() => {
    required(
      request('terms-and-conditions', {
        attributes: { required: '' },
        onClose: (reason) => (reason === 'done' ? greet() : live() && void signOut()),
      }),
    );
    if (live()) update({ settled: true });
  }, TERMS_DELAY_MS);
}

/**
 * A flow on screen holds the queue (./sign-in-flow.ts): what follows a sign-in waits for it.
 * The release hands what is left to the popup queue (steps not done, then the greeting), so
 * nothing required is skipped.
 */
export function holdSignInSteps(): () => void {
  holders += 1;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    holders -= 1;
    if (holders > 0) return;
    update({ settled: true });
    handOn();
  };
}

// Each sign-in made here, as it comes (or the one that loaded this code).
$signInHere.subscribe((signIn) => signIn && void queueStepsAfter(signIn));

// The end of the session, however it came, drops whatever was still to follow its sign-in.
onSessionEnd(() => $signInSteps.set(NONE));
