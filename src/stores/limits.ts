import { atom } from 'nanostores';
import type { Provider } from '../adapters/provider';
import type { CrossBrandDepositLimit, DepositLimitAmounts, DepositLimitStatus, Limit, SetLimitRequest } from '../domain/model';
import { tightestDepositLimit } from '../domain/deposit-limit-warning';
import { LOADING, type Loadable } from './loadable';
import { toProviderError } from './errors';
import { forThisPlayer, forgetCalls, sharedCall } from './call-cache';
import { provider } from './current-provider';
import { $session } from './session';

/** The signed-in player's limits, as the provider last answered. */
export const $limits = atom<Loadable<Limit[]>>(LOADING);
/** Deposit limits known across brands, compared with a new deposit limit; empty when none. */
export const $crossBrandLimits = atom<CrossBrandDepositLimit[]>([]);

/**
 * The player's limits as the platform answers them: one call for every reader of the page (the
 * limits screen, the deposit screen's notice, the session summary), kept until a limit or a
 * payment changes them. `fresh`: see `sharedCall`.
 */
export function askLimits(p: Provider, fresh = false): Promise<Limit[]> {
  return sharedCall($limits, () => p.getLimits(), fresh);
}

/** The deposit screen's limit notice: the deposit limit closest to being reached (null: none, or no limits here). */
export async function askDepositLimitStatus(p: Provider): Promise<DepositLimitStatus | null> {
  if (p.lacks?.has('getLimits') || p.lacks?.has('remaining limit amounts')) return null;
  return tightestDepositLimit(await askLimits(p));
}

/** The session summary's daily, weekly and monthly deposit limits (all products'), null where none is set. */
export async function askDepositLimitAmounts(p: Provider): Promise<DepositLimitAmounts> {
  const limits = p.lacks?.has('getLimits') ? [] : await askLimits(p);
  const amount = (period: keyof DepositLimitAmounts) =>
    limits.find((l) => l.type === 'deposit' && l.period === period && l.product === null)?.amount ?? null;
  return { daily: amount('daily'), weekly: amount('weekly'), monthly: amount('monthly') };
}

/** A payment counts toward the deposit limits: what is left of them is asked for anew. */
export function forgetLimits(): void {
  forgetCalls($limits);
}

/** Bumped by every load and save: only the latest one's answer is shown. */
let latest = 0;

/**
 * Load the limits (and the cross-brand ones, which may be unavailable: then none). Limits
 * already on screen stay while they are reloaded, and stay when the reload fails: the
 * player may be typing a new one into their card. An answer overtaken by a later load or
 * save (which answers with the limits it left) is dropped. One call for every element that
 * shows them; `fresh` for a view the player opens again.
 */
export async function loadLimits(fresh = false): Promise<void> {
  const ticket = ++latest;
  if ($limits.get().status !== 'ready') $limits.set(LOADING);
  // An answer for the player signed in before is dropped (see call-cache.ts).
  const current = forThisPlayer();
  const p = await provider();
  void sharedCall($crossBrandLimits, () => p.getCrossBrandDepositLimits(), fresh).then(
    (l) => current() && $crossBrandLimits.set(l),
    () => current() && $crossBrandLimits.set([]),
  );
  let next: Loadable<Limit[]>;
  try {
    next = { status: 'ready', value: await askLimits(p, fresh) };
  } catch (error) {
    next = { status: 'failed', error: toProviderError(error, 'responsible-gaming') };
  }
  if (!current() || ticket !== latest) return;
  const shown = $limits.get();
  if (next.status === 'failed' && shown.status === 'ready') return;
  if (next.status === 'ready' && shown.status === 'ready' && shown.value === next.value) return;
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
  limitsChanged();
  $limits.set({ status: 'ready', value: limits });
  if (request.type === 'reality-check') void import('./reality-check').then((m) => m.scheduleRealityCheck(true));
  return limits;
}

export async function removeLimit(limit: Pick<Limit, 'id' | 'type' | 'period'>): Promise<Limit[]> {
  const limits = await (await provider()).removeLimit({ id: limit.id, type: limit.type, period: limit.period });
  limitsChanged();
  $limits.set({ status: 'ready', value: limits });
  return limits;
}

/** A save or removal answered the limits it left: loads asked for before are overtaken. */
function limitsChanged(): void {
  latest += 1;
  forgetCalls($limits);
}

$session.listen((session) => {
  if (session) return;
  $limits.set(LOADING);
  $crossBrandLimits.set([]);
});
