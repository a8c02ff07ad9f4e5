import jsSHA from 'jssha';

/**
 * A call's token as the platform's SDK 1.9.1 computes it, with the SDK's own HMAC library:
 * jsSHA SHA-256 over the lines joined by "\n", keyed with the API secret read as hex, base64.
 * The gateway's tests compare its signature with this; it never uses the gateway's code.
 */
export function sdkToken(hexSecret: string, lines: readonly string[]): string {
  const sha = new jsSHA('SHA-256', 'TEXT');
  sha.setHMACKey(hexSecret, 'HEX');
  sha.update(lines.join('\n'));
  return sha.getHMAC('B64');
}

/** `amx {apiId}:{token}:{requestId}:{timestamp}` taken apart; nulls when it is not one. */
export function parseAmx(header: string | null | undefined): { apiId: string; token: string; requestId: string; timestamp: string } | null {
  const match = /^amx ([^:\s]+):([A-Za-z0-9+/=]+):(\d{1,5}):(\d{1,12})$/.exec(header ?? '');
  return match ? { apiId: match[1]!, token: match[2]!, requestId: match[3]!, timestamp: match[4]! } : null;
}
