import type { Country, Jurisdiction } from './model';
import { jurisdictionFor } from './jurisdiction';

/**
 * Countries offered are restricted to the jurisdiction's allowed countries: a country
 * belongs to the jurisdiction its visitors get (Sweden to SGA, Spain to ES, the United
 * Kingdom to UKGC), every other country to MGA.
 */
export function countriesAllowedIn<C extends Pick<Country, 'code'>>(jurisdiction: Jurisdiction, countries: readonly C[]): C[] {
  return countries.filter((c) => jurisdictionFor(undefined, c.code) === jurisdiction);
}

/** Changing country sets the currency to that country's currency (null for an unknown country). */
export function currencyOfCountry(countries: readonly Pick<Country, 'code' | 'currency'>[], code: string): string | null {
  return countries.find((c) => c.code === code)?.currency ?? null;
}
