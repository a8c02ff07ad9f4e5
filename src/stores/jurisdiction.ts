import { atom, onMount } from 'nanostores';
import type { Jurisdiction, VisitorCountry } from '../adapters/provider';
import { DEFAULT_JURISDICTION, jurisdictionFor } from '../domain/jurisdiction';
import { $config } from './config';
import { provider } from './provider';

/** The visitor's IP country as the provider reports it; null until known or when unknown. */
export const $visitorCountry = atom<VisitorCountry | null>(null);

/** The page's jurisdiction: configured, else derived from the IP country, else MGA. */
export const $jurisdiction = atom<Jurisdiction>(DEFAULT_JURISDICTION);

function derive(): void {
  $jurisdiction.set(jurisdictionFor($config.get().jurisdiction, $visitorCountry.get()?.country));
}

let loading: Promise<void> | null = null;

export function loadVisitorCountry(): Promise<void> {
  loading ??= (async () => {
    try {
      $visitorCountry.set(await (await provider()).getVisitorCountry());
    } catch {
      loading = null;
    }
    derive();
  })();
  return loading;
}

onMount($jurisdiction, () => {
  derive();
  const stop = $config.listen(derive);
  if (!$config.get().jurisdiction) void loadVisitorCountry();
  return stop;
});
