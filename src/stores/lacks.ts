import { atom } from 'nanostores';
import type { Lack } from '../domain/operations';
import { $providerFailed, provider, sameAdapter } from './current-provider';
import { $config } from './config';

/**
 * What the configured platform lacks (`Provider.lacks`), for the views that leave it out
 * rather than offer what can only fail; null until first asked.
 */
export const $lacks = atom<ReadonlySet<Lack> | null>(null);

const NOTHING: ReadonlySet<Lack> = new Set();

/**
 * Ask the provider what it lacks; views that depend on it call this when they mount. A
 * provider that cannot be created lacks nothing here: its views show the error it gives.
 */
export async function loadLacks(): Promise<void> {
  let lacks = NOTHING;
  try {
    lacks = (await provider()).lacks ?? NOTHING;
  } catch {
    // Left to the views' own calls, which fail with the reason.
  }
  const known = $lacks.get();
  if (known && known.size === lacks.size && [...lacks].every((name) => known.has(name))) return;
  // A copy: an adapter may keep adding to its own set, and a new value tells the views.
  $lacks.set(new Set(lacks));
}

/**
 * Another platform on a page that knows one already (a configuration naming another adapter or
 * another server, a Try again after one could not be made): what it lacks is read anew. Other
 * settings (a locale, a jurisdiction) make no new platform and ask nothing. A page that has
 * asked nothing yet makes no platform for this.
 */
const again = () => {
  if ($lacks.get()) void loadLacks();
};
let configured = $config.get();
$config.listen((config) => {
  const before = configured;
  configured = config;
  if (!sameAdapter(before, config)) again();
});
$providerFailed.listen((failed) => {
  if (!failed) again();
});
