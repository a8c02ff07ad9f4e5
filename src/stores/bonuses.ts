import { atom } from 'nanostores';
import { ProviderError, isProviderError } from '../adapters/provider';
import type { Bonus } from '../domain/model';
import { bonusSelection, type BonusFilter } from '../domain/bonus';
import { forgetCalls } from './call-cache';
import { loadable, valueOr, type Loadable } from './loadable';
import { provider } from './current-provider';
import { $session } from './session';

/** The player's bonuses, loaded when the first element shows them, only while signed in. */
export const $bonuses = loadable(async () => (await provider()).getBonuses(), { area: 'bonus', player: $session });

/** The bonus selector's offers, loaded when the first selector shows them, only while signed in. */
export const $bonusOffers = loadable(async () => (await provider()).getBonusOffers(), { area: 'bonus', player: $session });

/** Settles once the offers have answered or failed, asking for them where no one has. */
export function offersAnswered(): Promise<void> {
  return new Promise((resolve) => {
    const stop = $bonusOffers.subscribe((state) => {
      if (state.status === 'loading') return;
      resolve();
      // The first call comes inside subscribe(), before `stop` is set.
      queueMicrotask(() => stop());
    });
  });
}

/**
 * A list of bonuses as a view shows it: null while it loads; a list that cannot load is empty
 * (spec), with no error. The failure is not the answer: the list shown again asks again.
 */
export function bonusList(state: Loadable<Bonus[]>): Bonus[] | null {
  return state.status === 'loading' ? null : valueOr(state, []);
}

/** The bonuses list's status filter, kept while the tab comes and goes. */
export const $bonusFilter = atom<BonusFilter>('active');

/**
 * The code of the deposit bonus the player picked in the bonus selector: the deposit
 * screen sends it with the deposit. Null when no deposit bonus is picked.
 */
export const $selectedBonusCode = atom<string | null>(null);

/** After claim, deposit or cancel, the list is reloaded (also after a refusal: it may be stale). */
async function thenReload(action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } finally {
    await reloadBonuses();
  }
}

/**
 * The player's bonuses changed (a claim, a cancel, a trigger, a deposit): both lists are asked
 * for again where they show next. The bonuses list on screen is asked for now, and an answer
 * that left before the change never shows; the offers on screen stay as they are, as the
 * selector whose pick made the change is closing.
 */
function reloadBonuses(): Promise<void> {
  forgetCalls($bonusOffers);
  return $bonuses.refresh();
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
  void reloadBonuses();
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

/** A pick made before signing up or in survives the sign-in, to go with the first deposit; not a sign-out. */
$session.listen((session) => {
  if (!session) $selectedBonusCode.set(null);
});
