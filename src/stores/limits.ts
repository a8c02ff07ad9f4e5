import { atom } from 'nanostores';
import type { CrossBrandDepositLimit, Limit, SetLimitRequest } from '../adapters/provider';
import type { Loadable } from './content';
import { toProviderError } from './errors';
import { forThisPlayer } from './player-data';
import { provider } from './current-provider';
import { $session } from './session';

/** The signed-in player's limits, as the provider last answered. */
export const $limits = atom<Loadable<Limit[]>>({ status: 'loading' });
/** Deposit limits known across brands, compared with a new deposit limit; empty when none. */
export const $crossBrandLimits = atom<CrossBrandDepositLimit[]>([]);

/** Bumped by every load and save: only the latest one's answer is shown. */
let latest = 0;

/**
 * Load the limits (and the cross-brand ones, which may be unavailable: then none). Limits
 * already on screen stay while they are reloaded, and stay when the reload fails: the
 * player may be typing a new one into their card. An answer overtaken by a later load or
 * save (which answers with the limits it left) is dropped.
 */
export async function loadLimits(): Promise<void> {
  const ticket = ++latest;
  if ($limits.get().status !== 'ready') $limits.set({ status: 'loading' });
  // An answer for the player signed in before is dropped (see player-data.ts).
  const current = forThisPlayer();
  const p = await provider();
  void p.getCrossBrandDepositLimits().then((l) => current() && $crossBrandLimits.set(l), () => current() && $crossBrandLimits.set([]));
  let next: Loadable<Limit[]>;
  try {
    next = { status: 'ready', value: await p.getLimits() };
  } catch (error) {
    next = { status: 'failed', error: toProviderError(error, 'responsible-gaming') };
  }
  if (!current() || ticket !== latest) return;
  if (next.status === 'failed' && $limits.get().status === 'ready') return;
  $limits.set(next);
}

/**
 * Set a limit (amount in money, or minutes for time limits), sent with the player's existing
 * limits. A decrease applies at once, an increase is queued: the answer shows which. A new reality-check interval
 * reschedules the next check.
 */
export async function saveLimit(request: Omit<SetLimitRequest, 'existing'>): Promise<Limit[]> {
  const p = await provider();
  const known = $limits.get();
  const existing = known.status === 'ready' ? known.value : await p.getLimits();
  const limits = await p.setLimit({ ...request, existing });
  latest += 1;
  $limits.set({ status: 'ready', value: limits });
  if (request.type === 'reality-check') void import('./reality-check').then((m) => m.scheduleRealityCheck());
  return limits;
}

export async function removeLimit(limit: Pick<Limit, 'id' | 'type' | 'period'>): Promise<Limit[]> {
  const limits = await (await provider()).removeLimit({ id: limit.id, type: limit.type, period: limit.period });
  latest += 1;
  $limits.set({ status: 'ready', value: limits });
  return limits;
}

$session.listen((session) => {
  if (session) return;
  $limits.set({ status: 'loading' });
  $crossBrandLimits.set([]);
});
