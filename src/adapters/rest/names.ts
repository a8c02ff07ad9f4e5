import type { Jurisdiction } from '../../domain/model';

/**
 * The platform's names for our values (limit types, document types, channels) are tables
 * `ours → theirs`; this reads one backwards. Undefined for a name the table does not hold.
 */
export function ourName<K extends string>(table: Readonly<Partial<Record<K, unknown>>>, theirs: unknown): K | undefined {
  return (Object.keys(table) as K[]).find((key) => table[key] === theirs);
}

/** The platform's `Jurisdiction` enum (MGA, UK, DGA, SGA, ES, MX, Curacao) spells the UK Gambling Commission `UK`. */
export const JURISDICTIONS: Readonly<Record<Jurisdiction, string>> = { MGA: 'MGA', SGA: 'SGA', ES: 'ES', UKGC: 'UK' };

export const platformJurisdiction = (jurisdiction: Jurisdiction): string => JURISDICTIONS[jurisdiction];
/** Ours for the platform's; one betr has no rules for (DGA, MX, Curacao) is undefined. */
export const ourJurisdiction = (theirs: unknown): Jurisdiction | undefined => ourName(JURISDICTIONS, theirs);

/**
 * The SDK's `Platform` is `desktop` or `mobile`. A phone or tablet browser says so in its
 * user agent (`Mobi`, `Android`, `iPhone`, `iPad`); a touch screen with no fine pointer is
 * one too (an iPad in desktop mode names no device). Anything else is desktop.
 */
export function devicePlatform(): 'desktop' | 'mobile' {
  const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches && !matchMedia('(any-pointer: fine)').matches;
  return coarse || /Mobi|Android|iPhone|iPad/.test(navigator.userAgent) ? 'mobile' : 'desktop';
}

/** The `DeviceDetails` (and the sign-in fields) the platform records for a session. */
export const deviceDetails = () => ({ Platform: devicePlatform(), UserAgent: navigator.userAgent });
