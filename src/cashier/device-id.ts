import { sha256 } from './pkce';

/**
 * A device id from a few stable traits of the browser, hashed: the same browser on the same
 * machine gives the same id, and nothing readable about the player leaves the page. No
 * fingerprinting library: the payment provider only needs a stable, opaque value.
 */
export async function deviceId(): Promise<string> {
  const { navigator: nav, screen } = globalThis;
  const traits = [
    nav.userAgent,
    nav.language,
    (nav.languages ?? []).join(','),
    nav.hardwareConcurrency,
    (nav as Navigator & { deviceMemory?: number }).deviceMemory,
    nav.maxTouchPoints,
    screen ? `${screen.width}x${screen.height}x${screen.colorDepth}` : '',
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  ];
  const bytes = new Uint8Array(await sha256(traits.join('|')));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
