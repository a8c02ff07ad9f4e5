import { atom, onMount } from 'nanostores';
import type { Jurisdiction, VisitorCountry } from '../domain/model';
import { DEFAULT_JURISDICTION, jurisdictionFor } from '../domain/jurisdiction';
import { $config } from './config';
import { provider } from './current-provider';
import { openPopup } from './popup';

/** The visitor's IP country as the provider reports it; null until known or when unknown. */
export const $visitorCountry = atom<VisitorCountry | null>(null);
// Asked by the first view that shows it (after its render: asking may set other stores).
onMount($visitorCountry, () => {
  void Promise.resolve().then(loadVisitorCountry);
});

/** The page's jurisdiction: configured, else derived from the IP country, else MGA. */
export const $jurisdiction = atom<Jurisdiction>(DEFAULT_JURISDICTION);

function derive(): void {
  $jurisdiction.set(jurisdictionFor($config.get().jurisdiction, $visitorCountry.get()?.country));
}

let loading: Promise<void> | null = null;

/**
 * Asks the provider for the visitor's IP country, once a page. When the platform reports
 * none, the restricted-access popup ('Not available in your country') opens.
 */
export function loadVisitorCountry(): Promise<void> {
  loading ??= (async () => {
    try {
      const visitor = await (await provider()).getVisitorCountry();
      $visitorCountry.set(visitor);
      if (visitor.country === null) openPopup('message', { attributes: { type: 'restricted-access' } });
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
