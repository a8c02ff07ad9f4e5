import { nonEmpty, object, pipe, string, trim } from 'valibot';
import type { Bonus, BonusStatus } from './model';

/** Trigger bonus by code: the code is required ('Enter a bonus code'). */
export const bonusCodeSchema = object({
  bonusCode: pipe(string(), trim(), nonEmpty('bonusCodeRequired')),
});

/** The bonuses list's status filter (spec: Active, Expired, Canceled, Finished). */
export type BonusFilter = 'active' | 'expired' | 'canceled' | 'finished';

export const BONUS_FILTERS: readonly BonusFilter[] = ['active', 'expired', 'canceled', 'finished'];

const FILTER_STATUSES: Readonly<Record<BonusFilter, readonly BonusStatus[]>> = {
  active: ['active', 'initiated'],
  expired: ['expired'],
  canceled: ['canceled'],
  finished: ['finished'],
};

/** The bonuses a filter shows: Active holds the active and the initiated ones. */
export function filterBonuses(bonuses: readonly Bonus[], filter: BonusFilter): Bonus[] {
  const statuses = FILTER_STATUSES[filter];
  return bonuses.filter((bonus) => statuses.includes(bonus.status));
}

/** The bonus action form's `_action`: claim, deposit or cancel. */
export type BonusAction = 'claim' | 'deposit' | 'cancel';
const BONUS_ACTIONS: readonly string[] = ['claim', 'deposit', 'cancel'] satisfies BonusAction[];

/** The bonus action form (spec: account, "Bonus action form"): one form of a bonus, its code, id and the action asked. */
export interface BonusActionForm {
  bonusCode: string;
  bonusId: string;
  _action: BonusAction;
}

/** The bonus action form's fields as submitted; null when a field is missing or the action is none of the three. */
export function readBonusActionForm(data: FormData): BonusActionForm | null {
  const [bonusCode, bonusId, action] = ['bonusCode', 'bonusId', '_action'].map((name) => data.get(name));
  if (typeof bonusCode !== 'string' || typeof bonusId !== 'string' || typeof action !== 'string') return null;
  return BONUS_ACTIONS.includes(action) ? { bonusCode, bonusId, _action: action as BonusAction } : null;
}

/** Only an initiated or active bonus can be acted on or counts down. */
const isLive = (bonus: Bonus) => bonus.status === 'initiated' || bonus.status === 'active';

/**
 * The actions a bonus offers by its status and flags, whatever the time: a deposit bonus
 * shows 'Deposit with bonus' (claiming one is done by depositing, so it wins over
 * 'Trigger bonus'); another initiated bonus 'Trigger bonus' (claim); an active bonus
 * without the deposit flag that canBeCanceled 'Cancel bonus'. Expired, canceled and
 * finished bonuses offer nothing.
 */
export function bonusActions(bonus: Bonus): BonusAction[] {
  if (!isLive(bonus)) return [];
  if (bonus.deposit) return ['deposit'];
  if (bonus.status === 'initiated') return ['claim'];
  return bonus.canBeCanceled ? ['cancel'] : [];
}

/**
 * Where a live bonus stands in time: before its start ('Starts {time}', `in` ms away),
 * after its end ('Expired'), running with an end the player is shown ('Ends {time}': an
 * active bonus without a code), or simply running. Other statuses have no time label.
 */
export type BonusTiming =
  { kind: 'starts'; in: number } | { kind: 'ends'; in: number } | { kind: 'expired' } | { kind: 'running' } | { kind: 'none' };

export function bonusTiming(bonus: Bonus, now: number): BonusTiming {
  if (!isLive(bonus)) return { kind: 'none' };
  const start = Date.parse(bonus.startTime);
  const end = Date.parse(bonus.endTime);
  if (now < start) return { kind: 'starts', in: start - now };
  if (now >= end) return { kind: 'expired' };
  if (bonus.status === 'active' && !bonus.code) return { kind: 'ends', in: end - now };
  return { kind: 'running' };
}

/** Action buttons show only between start and end time. */
export function availableBonusActions(bonus: Bonus, now: number): BonusAction[] {
  const timing = bonusTiming(bonus, now).kind;
  return timing === 'running' || timing === 'ends' ? bonusActions(bonus) : [];
}

/** The countdown refreshes every second. */
export const BONUS_COUNTDOWN_MS = 1000;

/** A countdown of `ms` as whole days and an hh:mm:ss clock (never negative). */
export function bonusCountdown(ms: number): { days: number; clock: string } {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86400);
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = `${two(Math.floor((total % 86400) / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
  return { days, clock };
}

/**
 * Wagering progress for active and finished bonuses: the percent wagered and the amount
 * wagered of the total requirement; null for other statuses.
 */
export function wageringProgress(bonus: Bonus): { percent: number; wagered: number; total: number } | null {
  if (bonus.status !== 'active' && bonus.status !== 'finished') return null;
  const total = Math.max(0, bonus.wageringRequirment);
  const wagered = Math.min(total, Math.max(0, total - bonus.wageringRequirmentRemaining));
  const percent = Math.min(100, Math.max(0, Math.round(bonus.wagered)));
  return { percent, wagered, total };
}

/**
 * The bonus selector's offers for a player: with `depositOnly` only deposit bonuses;
 * a deposit bonus only when its min and max deposit are in the player's currency (a
 * provider gives them per currency), or when that currency is not known yet.
 * Offers that ended (expired, canceled, finished) are left out.
 */
export function offersForPlayer(offers: readonly Bonus[], currency: string | null, depositOnly = false): Bonus[] {
  const wanted = currency?.toUpperCase() ?? null;
  return offers.filter((offer) => {
    if (!isLive(offer)) return false;
    if (!offer.deposit) return !depositOnly;
    return wanted === null || (offer.currency.toUpperCase() === wanted && offer.minAmount <= offer.maxAmount);
  });
}

/**
 * What picking in the bonus selector leads to: choosing nothing continues; a bonus that
 * requires a deposit has its code stored and goes to deposit; any other is triggered directly.
 */
export type BonusSelection = { kind: 'none' } | { kind: 'deposit'; code: string } | { kind: 'trigger'; code: string };

export function bonusSelection(bonus: Bonus | null): BonusSelection {
  if (!bonus) return { kind: 'none' };
  return bonus.deposit ? { kind: 'deposit', code: bonus.code } : { kind: 'trigger', code: bonus.code };
}
