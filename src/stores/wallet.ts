import { atom } from 'nanostores';
import type { Wallet } from '../adapters/provider';
import { provider, onProviderEvent } from './provider';

/** The signed-in player's balances; every element showing money reads this one copy. */
export const $wallet = atom<Wallet | null>(null);

export async function loadWallet(): Promise<Wallet | null> {
  try {
    const wallet = await (await provider()).getWallet();
    $wallet.set(wallet);
    return wallet;
  } catch {
    return $wallet.get();
  }
}

onProviderEvent((event) => {
  if (event.type === 'wallet') $wallet.set(event.wallet);
});
