import { computed } from 'nanostores';
import type { PopupRequest } from './popup';
import { $signInSteps } from './after-sign-in';

/**
 * A flow that signs the player in and goes on itself (Pay N Play), while it is on screen: the
 * required steps after that sign-in are shown inside it rather than queued behind it, and the
 * greeting waits until it is over (the queue of what follows a sign-in: ./after-sign-in.ts).
 * Only a page with such a flow loads this.
 */

/** The required steps after a sign-in made inside a flow, in the order to do them. */
export interface FlowSteps {
  /** False from the sign-in until every step after it is known (the terms come 1 s later). */
  settled: boolean;
  /** What the player must still do, the first on screen: display pages, then the terms. */
  steps: PopupRequest[];
}

export const $flowSteps = computed($signInSteps, ({ settled, steps }): FlowSteps => ({
  settled,
  steps: steps.filter((step) => !step.greeting).map((step) => step.request),
}));

// The flow holds the queue while it is open (spec, onboarding: the terms and required pages come before anything else).
export { holdSignInSteps } from './after-sign-in';

/** The flow's first step is over: 'done' (accepted, submitted) or 'dismissed' (the player went on). */
export function finishFlowStep(reason: 'done' | 'dismissed'): void {
  const [step, ...rest] = $signInSteps.get().steps;
  if (!step || step.greeting) return;
  $signInSteps.set({ ...$signInSteps.get(), steps: rest });
  step.request.onClose?.(reason);
}
