import { atom } from 'nanostores';
import { queuePopup, type PopupRequest } from './popup';
import { setSignInFlow } from './session';
import { onSessionEnd } from './session-end';

/** The required steps after a sign-in made inside a flow (Pay N Play), in the order to do them. */
export interface FlowSteps {
  /** False from the sign-in until every step after it is known (the terms come 1 s later). */
  settled: boolean;
  /** What the player must still do, the first on screen: display pages, then the terms. */
  steps: PopupRequest[];
}

const NONE: FlowSteps = { settled: true, steps: [] };
export const $flowSteps = atom<FlowSteps>(NONE);
let holders = 0;
let waiting: (() => void)[] = [];

function set(next: Partial<FlowSteps>): void {
  $flowSteps.set({ ...$flowSteps.get(), ...next });
}

const flow = {
  begin: () => set({ settled: false, steps: [] }),
  show: (step: PopupRequest) => set({ steps: [...$flowSteps.get().steps, step] }),
  settle: () => set({ settled: true }),
  later: (run: () => void) => void waiting.push(run),
};

/**
 * Keep the steps after a sign-in inside the calling flow while it is open (spec, onboarding:
 * the terms and required pages come before anything else). The release hands what is left
 * to the popup queue (steps not done, then the greeting), so nothing required is skipped.
 */
export function holdSignInSteps(): () => void {
  holders += 1;
  setSignInFlow(flow);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    holders -= 1;
    if (holders > 0) return;
    setSignInFlow(null);
    const { steps } = $flowSteps.get();
    const runs = waiting;
    $flowSteps.set(NONE);
    waiting = [];
    for (const step of steps) queuePopup(step.type, step);
    for (const run of runs) run();
  };
}

/** The flow's first step is over: 'done' (accepted, submitted) or 'dismissed' (the player went on). */
export function finishFlowStep(reason: 'done' | 'dismissed'): void {
  const [step, ...rest] = $flowSteps.get().steps;
  if (!step) return;
  set({ steps: rest });
  step.onClose?.(reason);
}

// The end of the session, however it came, ends whatever the flow was asked to show.
onSessionEnd(() => {
  $flowSteps.set(NONE);
  waiting = [];
});
