import { atom } from 'nanostores';
import type { Jackpot } from '../domain/model';
import { JACKPOT_REFRESH_MS } from '../domain/jackpots';
import type { Loadable } from './loadable';
import { toProviderError } from './errors';
import { provider } from './current-provider';

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

let watchers = 0;
let refresh: ReturnType<typeof setTimeout> | undefined;

function scheduleRefresh(): void {
  clearTimeout(refresh);
  refresh = setTimeout(() => {
    void loadJackpots(true).finally(() => {
      if (watchers > 0) scheduleRefresh();
    });
  }, JACKPOT_REFRESH_MS);
}

/**
 * While an element shows the jackpots: load them, and ask again every minute so the amounts
 * climb on screen; one timer per page however many elements watch. Returns the unwatch.
 */
export function watchJackpots(): () => void {
  watchers += 1;
  void loadJackpots();
  if (watchers === 1) scheduleRefresh();
  return () => {
    watchers -= 1;
    if (watchers === 0) clearTimeout(refresh);
  };
}
