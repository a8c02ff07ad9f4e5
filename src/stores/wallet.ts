import { atom } from 'nanostores';
import type { Wallet } from '../domain/model';
import { loadForPlayer } from './call-cache';
import { provider } from './current-provider';

/** The signed-in player's balances; every element showing money reads this one copy. */
export const $wallet = atom<Wallet | null>(null);

/** One call for every element that shows money; `fresh` for a view the player opens again. */
export const loadWallet = (fresh = false): Promise<Wallet | null> =>
  loadForPlayer($wallet, async () => (await provider()).getWallet(), fresh);
