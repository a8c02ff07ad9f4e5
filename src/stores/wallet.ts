import { atom } from 'nanostores';
import type { Wallet } from '../adapters/provider';
import { loadForPlayer } from './player-data';
import { provider, onProviderEvent } from './current-provider';

/** The signed-in player's balances; every element showing money reads this one copy. */
export const $wallet = atom<Wallet | null>(null);

export const loadWallet = (): Promise<Wallet | null> => loadForPlayer($wallet, async () => (await provider()).getWallet());

onProviderEvent((event) => {
  if (event.type === 'wallet') $wallet.set(event.wallet);
});
