import type { Jurisdiction } from '../adapters/provider';

/** Default jurisdiction when neither configuration nor IP country decides (spec: MGA). */
export const DEFAULT_JURISDICTION: Jurisdiction = 'MGA';

const BY_COUNTRY: Readonly<Record<string, Jurisdiction>> = { SE: 'SGA', ES: 'ES', GB: 'UKGC' };

/** The jurisdiction is derived from the IP country unless configured; MGA by default. */
export function jurisdictionFor(configured: Jurisdiction | undefined, ipCountry: string | null | undefined): Jurisdiction {
  if (configured) return configured;
  return (ipCountry && BY_COUNTRY[ipCountry.toUpperCase()]) || DEFAULT_JURISDICTION;
}

export function isJurisdiction(value: unknown): value is Jurisdiction {
  return value === 'MGA' || value === 'SGA' || value === 'ES' || value === 'UKGC';
}
