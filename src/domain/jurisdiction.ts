import type { Jurisdiction } from './model';

/** Default jurisdiction when neither configuration nor IP country decides (spec: MGA). */
export const DEFAULT_JURISDICTION: Jurisdiction = 'MGA';

const BY_COUNTRY: Readonly<Record<string, Jurisdiction>> = { SE: 'SGA', ES: 'ES', GB: 'UKGC' };

/** The regulators the spec enumerates. */
export const JURISDICTIONS: readonly Jurisdiction[] = ['MGA', 'SGA', 'ES', 'UKGC'];

/**
 * The jurisdiction is derived from the IP country unless configured; MGA by default. A
 * configured value that is not a jurisdiction (a script's `configure` is not type-checked at
 * run time) configures nothing: guessing a regulator's rules would be worse than deriving them.
 */
export function jurisdictionFor(configured: Jurisdiction | undefined, ipCountry: string | null | undefined): Jurisdiction {
  if (isJurisdiction(configured)) return configured;
  return (ipCountry && BY_COUNTRY[ipCountry.toUpperCase()]) || DEFAULT_JURISDICTION;
}

export function isJurisdiction(value: unknown): value is Jurisdiction {
  return (JURISDICTIONS as readonly unknown[]).includes(value);
}
