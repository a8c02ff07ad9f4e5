import { atom } from 'nanostores';
import type { Jackpot } from '../adapters/provider';
import type { Loadable } from './content';
import { toProviderError } from './errors';
import { provider } from './provider';

/** The operator's jackpots: one load per page however many `<betr-jackpots>` show them; null until first asked. */
export const $jackpots = atom<Loadable<Jackpot[]> | null>(null);

let inFlight: Promise<void> | null = null;

/**
 * Load the jackpots unless they are loaded or loading; `refresh` asks again (the player's
 * retry, or a newer amount), keeping the amounts on screen meanwhile.
 */
export function loadJackpots(refresh = false): Promise<void> {
  if (inFlight) return inFlight;
  const current = $jackpots.get();
  if (current && current.status !== 'failed' && !refresh) return Promise.resolve();
  if (current?.status !== 'ready') $jackpots.set({ status: 'loading' });
  inFlight = (async () => {
    try {
      $jackpots.set({ status: 'ready', value: await (await provider()).getJackpots() });
    } catch (error) {
      $jackpots.set({ status: 'failed', error: toProviderError(error, 'general') });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}
