import type { Provider } from '../adapters/provider';
import type { DepositLimitAmounts, DepositLimitStatus, Limit, SetLimitRequest } from '../domain/model';
import { tightestDepositLimit } from '../domain/deposit-limit-warning';
import { loadable } from './loadable';
import { forgetCalls, sharedCall } from './call-cache';
import { provider } from './current-provider';
import { $session } from './session';

/**
 * The signed-in player's limits, loaded when the first element shows them, only while signed
 * in. The player may change them elsewhere, so a view shown again asks again (`fresh`). Limits
 * on screen stay while they are asked for again, and stay when that fails (`keepOnFailure`):
 * the player may be typing a new one into their card.
 */
export const $limits = loadable(async () => (await provider()).getLimits(), {
  area: 'responsible-gaming',
  player: $session,
  fresh: true,
  keepOnFailure: true,
});

/**
 * Deposit limits known across brands, compared with a new deposit limit: loaded when the first
 * limit card shows them. None while they load or when they cannot; the failure is not kept, so
 * a card shown again asks again.
 */
export const $crossBrandLimits = loadable(async () => (await provider()).getCrossBrandDepositLimits(), {
  area: 'responsible-gaming',
  player: $session,
  fresh: true,
});

/**
 * The player's limits as the platform answers them, shared with `$limits` (the store is the
 * datum): one call for every reader of the page (the limits screen, the deposit screen's
 * notice, the session summary), kept until a limit or a payment changes them.
 */
function askLimits(p: Provider): Promise<Limit[]> {
  return sharedCall($limits, () => p.getLimits());
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

/**
 * Set a limit (amount in money, or minutes for time limits), sent with the player's existing
 * limits. A decrease applies at once, an increase is queued: the answer shows which. A new reality-check interval
 * reschedules the next check.
 */
export async function saveLimit(request: Omit<SetLimitRequest, 'existing'>): Promise<Limit[]> {
  const p = await provider();
  const known = $limits.value!;
  const existing = known.status === 'ready' ? known.value : await p.getLimits();
  const limits = limitsChanged(await p.setLimit({ ...request, existing }));
  if (request.type === 'reality-check') void import('./reality-check').then((m) => m.scheduleRealityCheck(true));
  return limits;
}

export async function removeLimit(limit: Pick<Limit, 'id' | 'type' | 'period'>): Promise<Limit[]> {
  return limitsChanged(await (await provider()).removeLimit({ id: limit.id, type: limit.type, period: limit.period }));
}

/**
 * A save or removal answered the limits it left: they show at once, and a load asked for
 * before never shows. Like a payment, it forgets the limits: the next reader asks again.
 */
function limitsChanged(limits: Limit[]): Limit[] {
  $limits.mutate(limits);
  forgetLimits();
  return limits;
}
