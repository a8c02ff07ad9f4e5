import { atom, computed } from 'nanostores';
import { TERMS_DELAY_MS, type AfterSignIn } from '../domain/after-sign-in';
import { queuePopup, request, type PopupRequest } from './popup';
import { onSessionEnd } from './session-end';

/**
 * What follows a sign-in, in one queue, in the order the player meets it (spec: onboarding,
 * sign-in): first the pages the platform requires, in its order; the terms screen 1 s later when
 * terms must be accepted; then the greeting, the welcome popup or the activate popup (which of
 * them: src/domain/after-sign-in.ts). Each step goes on to the popups as it comes, unless a flow
 * that signs the player in and goes on itself (Pay N Play) holds the queue while it is on screen:
 * there the required steps are the flow's next steps, before anything else it does, and the
 * greeting waits until the flow lets go. The steps are those of the last sign-in, and only while
 * its session lasts: the session's end (./session-end) drops them.
 */

/** A step after a sign-in: one the player is required to see (a page, the terms), or the greeting, which is never shown inside a flow. */
interface Step {
  request: PopupRequest;
  greeting: boolean;
}

interface Queue {
  /** False from a sign-in made inside a flow until every required step is known (the terms come 1 s later). */
  settled: boolean;
  /** The steps not handed on to the popups yet, in order. */
  steps: Step[];
}

const NONE: Queue = { settled: true, steps: [] };
const $queue = atom<Queue>(NONE);
/** The flows on screen that hold the queue. */
let holders = 0;
/** The sign-in the queue serves: a step of any other, or of an ended session, is dropped. */
let serving: object | null = null;

/** The required steps after a sign-in made inside a flow (Pay N Play), in the order to do them. */
export interface FlowSteps {
  /** False from the sign-in until every step after it is known (the terms come 1 s later). */
  settled: boolean;
  /** What the player must still do, the first on screen: display pages, then the terms. */
  steps: PopupRequest[];
}

export const $flowSteps = computed($queue, ({ settled, steps }): FlowSteps => ({
  settled,
  steps: steps.filter((step) => !step.greeting).map((step) => step.request),
}));

function update(next: Partial<Queue>): void {
  $queue.set({ ...$queue.get(), ...next });
}

/** What no flow holds goes on to the popups, in the queue's order. */
function handOn(): void {
  const { steps } = $queue.get();
  if (holders > 0 || steps.length === 0) return;
  update({ steps: [] });
  for (const step of steps) queuePopup(step.request.type, step.request);
}

function add(step: Step): void {
  update({ steps: [...$queue.get().steps, step] });
  handOn();
}

/** A sign-in: the queue serves it alone from now on. Returns whether it still does (its session lasts, no other sign-in came). */
function begin(): () => boolean {
  const mine = {};
  serving = mine;
  $queue.set({ settled: holders === 0, steps: [] });
  return () => serving === mine;
}

/**
 * Queue what follows a sign-in (session.ts's completeSignIn), which `after` says: the terms
 * when they must be accepted, and the greeting. `signOut` ends the session of a player who
 * refuses the terms; the greeting follows their acceptance.
 */
export async function queueStepsAfterSignIn(after: AfterSignIn, signOut: () => void): Promise<void> {
  const live = begin();
  const required = (step: PopupRequest) => live() && add({ request: step, greeting: false });
  const greet = () => live() && after.greeting && add({ request: request(after.greeting, {}), greeting: true });
  // Lazily: a page with only <betr-sign-in> does not carry the display-pages code.
  const pages = await import('./display-pages').then(
    (m) => (live() ? m.requiredPages(after.terms ? ['terms-and-conditions'] : []) : []),
    () => [],
  );
  pages.forEach(required);
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
        onClose: (reason) => (reason === 'done' ? greet() : live() && signOut()),
      }),
    );
    if (live()) update({ settled: true });
  }, TERMS_DELAY_MS);
}

/**
 * Keep the steps after a sign-in inside the calling flow while it is open (spec, onboarding:
 * the terms and required pages come before anything else). The release hands what is left
 * to the popup queue (steps not done, then the greeting), so nothing required is skipped.
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

/** The flow's first step is over: 'done' (accepted, submitted) or 'dismissed' (the player went on). */
export function finishFlowStep(reason: 'done' | 'dismissed'): void {
  const [step, ...rest] = $queue.get().steps;
  if (!step || step.greeting) return;
  update({ steps: rest });
  step.request.onClose?.(reason);
}

// The end of the session, however it came, drops whatever was still to follow its sign-in.
onSessionEnd(() => {
  serving = null;
  $queue.set(NONE);
});
