import { onMount } from 'nanostores';
import { JACKPOT_REFRESH_MS } from '../domain/jackpots';
import { provider } from './current-provider';
import { loadable } from './loadable';

/** The operator's jackpots: one load per page however many `<betr-jackpots>` show them. */
export const $jackpots = loadable(async () => (await provider()).getJackpots(), { area: 'general' });

/**
 * While an element shows the jackpots they are asked again every minute, so the amounts climb
 * on screen: one timer per page however many elements show them, gone once none does.
 */
onMount($jackpots, () => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    timer = setTimeout(() => void $jackpots.refresh().finally(() => timer && next()), JACKPOT_REFRESH_MS);
  };
  next();
  return () => {
    clearTimeout(timer);
    timer = undefined;
  };
});
