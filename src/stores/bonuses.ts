import { atom } from 'nanostores';
import { ProviderError, isProviderError } from '../adapters/provider';
import type { Bonus } from '../domain/model';
import { bonusSelection, type BonusFilter } from '../domain/bonus';
import { forThisPlayer, forgetCalls, isLatestCall, sharedCall } from './call-cache';
import { provider } from './current-provider';
import { $session } from './session';

/** The player's bonuses; null until first loaded. A failed load is an empty list (spec). */
export const $bonuses = atom<Bonus[] | null>(null);

/** The bonuses list's status filter, kept while the tab comes and goes. */
export const $bonusFilter = atom<BonusFilter>('active');

/** Offers of the bonus selector; null until loaded, empty when none or when loading failed. */
export const $bonusOffers = atom<Bonus[] | null>(null);

/**
 * The code of the deposit bonus the player picked in the bonus selector: the deposit
 * screen sends it with the deposit. Null when no deposit bonus is picked.
 */
export const $selectedBonusCode = atom<string | null>(null);

/**
 * One call for every element that lists them (see `sharedCall`). A list that cannot load is
 * empty; one answered for the player signed in before is dropped. An answer that left before
 * the bonuses changed (a claim, a cancel, a trigger forgot it while it was in flight) is not
 * shown: the list is asked for again, or the newer call in flight is awaited.
 */
async function loadInto(store: typeof $bonuses, load: () => Promise<Bonus[]>): Promise<void> {
  const current = forThisPlayer();
  const answer = sharedCall(store, load);
  let bonuses: Bonus[] = [];
  let answered = false;
  try {
    bonuses = await answer;
    answered = true;
  } catch {
    // empty (spec)
  }
  if (!current()) return;
  if (answered && !isLatestCall(store, answer)) return loadInto(store, load);
  store.set(bonuses);
}

export function loadBonuses(): Promise<void> {
  return loadInto($bonuses, async () => (await provider()).getBonuses());
}

export function loadBonusOffers(): Promise<void> {
  return loadInto($bonusOffers, async () => (await provider()).getBonusOffers());
}

/** After claim, deposit or cancel, the list is reloaded (also after a refusal: it may be stale). */
async function thenReload(action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } finally {
    await reloadBonuses();
  }
}

/** The player's bonuses changed (a claim, a cancel, a trigger, a deposit): both lists are asked for again. */
function reloadBonuses(): Promise<void> {
  forgetCalls($bonuses, $bonusOffers);
  return loadBonuses();
}

/** 'Trigger bonus' on an initiated bonus. */
export function claimBonus(id: string): Promise<void> {
  return thenReload(async () => (await provider()).claimBonus(id));
}

/** 'Cancel bonus' on an active non-deposit bonus. */
export function cancelBonus(id: string): Promise<void> {
  return thenReload(async () => (await provider()).cancelBonus(id));
}

/** 'Deposit with bonus': the deposit popup with the bonus code; the list reloads when it closes. */
export function depositWithBonus(code: string): void {
  void import('./open').then((screens) => screens.openDeposit({ attributes: { 'bonus-code': code }, onClose: () => void reloadBonuses() }));
}

/** Trigger bonus by code; the bonuses list, if shown, reloads. */
export async function triggerBonusCode(code: string): Promise<void> {
  await (await provider()).triggerBonus(code.trim());
  forgetCalls($bonuses, $bonusOffers);
  if ($bonuses.get()) void loadBonuses();
}

/**
 * The bonus selector's pick: choosing nothing continues; a deposit bonus stores its code
 * (for the deposit) and goes to deposit; a non-deposit bonus is triggered directly. A
 * refusal of the picked bonus is the selector's own 'not eligible' error.
 */
export async function selectBonus(bonus: Bonus | null): Promise<void> {
  const selection = bonusSelection(bonus);
  $selectedBonusCode.set(selection.kind === 'deposit' ? selection.code : null);
  if (selection.kind !== 'trigger') return;
  try {
    await triggerBonusCode(selection.code);
  } catch (error) {
    if (isProviderError(error) && error.key === 'invalid-bonus') throw new ProviderError('bonus-selector', 'invalid-bonus');
    throw error;
  }
}

/**
 * Another player, or none: nothing of the last one's bonuses stays. A pick made before
 * signing up or in survives the sign-in, to go with the first deposit.
 */
$session.listen((session) => {
  $bonuses.set(null);
  $bonusOffers.set(null);
  if (!session) $selectedBonusCode.set(null);
});
