/**
 * The player's IP address, which the platform receives in `X-Client-Ip` and which the signature
 * covers: the address that connected to the gateway, or, behind proxies the operator trusts,
 * the address the nearest untrusted hop was seen from (`X-Forwarded-For`, read from the right).
 * A page can write anything into X-Forwarded-For; only the entries that trusted proxies
 * appended count.
 */

/** The proxies in front of the gateway: addresses and CIDR ranges, or how many hops there are. */
export type TrustedProxies = readonly string[] | number;

/** 16 bytes; an IPv4 address is held as ::ffff:a.b.c.d. */
type Address = Uint8Array;

function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((part) => (/^(0|[1-9]\d{0,2})$/.test(part) ? Number(part) : NaN));
  return bytes.every((byte) => byte >= 0 && byte <= 255) ? bytes : null;
}

function parseIpv6(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string): number[] | null => {
    if (half === '') return [];
    const out: number[] = [];
    const parts = half.split(':');
    for (const [i, part] of parts.entries()) {
      if (i === parts.length - 1 && part.includes('.')) {
        const v4 = parseIpv4(part);
        if (!v4) return null;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) out.push(parseInt(part, 16));
      else return null;
    }
    return out;
  };
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail].flatMap((group) => [group >> 8, group & 0xff]);
}

/** The address's 16 bytes, or null when the text is not an IP address. */
export function parseIp(text: string): Address | null {
  const v4 = parseIpv4(text);
  if (v4) return Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, ...v4]);
  const v6 = text.includes(':') ? parseIpv6(text) : null;
  return v6 ? Uint8Array.from(v6) : null;
}

const isMappedIpv4 = (address: Address) => address.slice(0, 12).every((byte, i) => byte === (i < 10 ? 0 : 0xff));

/**
 * An address as the platform receives it: IPv4 dotted, IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as
 * IPv4, and `::1` as 127.0.0.1, as the SDK does; other IPv6 lower-cased. Null when not an IP.
 */
export function normalizeIp(text: string): string | null {
  const address = parseIp(text);
  if (!address) return null;
  if (isMappedIpv4(address)) return address.slice(12).join('.');
  if (address.every((byte, i) => byte === (i === 15 ? 1 : 0))) return '127.0.0.1';
  return text.toLowerCase();
}

/** A range of addresses: `10.0.0.0/8`, `fd00::/8`, or one address. */
export interface IpRange {
  address: Address;
  bits: number;
}

export function parseRange(text: string): IpRange {
  const [ip = '', bitsText] = text.trim().split('/');
  const address = parseIp(ip);
  const ipv4 = address !== null && parseIpv4(ip) !== null;
  const max = ipv4 ? 32 : 128;
  const bits = bitsText === undefined ? max : /^\d{1,3}$/.test(bitsText) ? Number(bitsText) : NaN;
  if (!address || !(bits >= 0 && bits <= max)) throw new Error(`betr-rest-gateway: "${text}" is not an IP address or CIDR range`);
  return { address, bits: ipv4 ? bits + 96 : bits };
}

export function inRange(address: Address, range: IpRange): boolean {
  for (let bit = 0; bit < range.bits; bit += 8) {
    const left = Math.min(8, range.bits - bit);
    const mask = (0xff << (8 - left)) & 0xff;
    if ((address[bit / 8]! & mask) !== (range.address[bit / 8]! & mask)) return false;
  }
  return true;
}

/** `[2001:db8::1]:443` → `2001:db8::1`, `1.2.3.4:5678` → `1.2.3.4` (some proxies add the port). */
function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1]!;
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return v4 ? v4[1]! : entry;
}

/**
 * How the gateway finds the client's address: from the peer that connected, through the
 * X-Forwarded-For entries that trusted proxies appended. With a list of ranges, the walk
 * goes right to left and stops at the first address outside them; with a number of hops, it
 * takes the entry that many hops to the left of the peer. No trusted proxies: the peer itself.
 */
export function clientIpResolver(trusted: TrustedProxies = []): (peer: string | null, forwardedFor: string | null) => string | null {
  const ranges = typeof trusted === 'number' ? null : trusted.map(parseRange);
  if (typeof trusted === 'number' && !(Number.isInteger(trusted) && trusted >= 0))
    throw new Error('betr-rest-gateway: trustedProxies must be a list of ranges or a whole number of hops');
  // The same few peers call again and again (keep-alive connections, a balancer's): each
  // address is parsed once, not on every call.
  const normalized = new Map<string, string | null>();
  const normalize = (text: string) => {
    let ip = normalized.get(text);
    if (ip === undefined) {
      if (normalized.size >= 1024) normalized.clear();
      ip = normalizeIp(text);
      normalized.set(text, ip);
    }
    return ip;
  };
  return (peer, forwardedFor) => {
    if (peer === null) return null;
    // No proxy trusted: the peer is the client, whatever X-Forwarded-For says.
    if (trusted === 0 || ranges?.length === 0) return normalize(peer);
    if (parseIp(peer) === null) return null;
    const chain = [
      ...(forwardedFor ?? '')
        .split(',')
        .map((entry) => withoutPort(entry.trim()))
        .filter(Boolean),
      peer,
    ];
    // The nearest valid address to the right of an entry that is not one: a trusted proxy
    // appends the address it saw, so garbage there came from the client, not from a proxy.
    let client = chain.length - 1;
    if (ranges === null) {
      const hops = Math.min(trusted as number, chain.length - 1);
      for (let i = chain.length - 2; i >= chain.length - 1 - hops && parseIp(chain[i]!); i--) client = i;
    } else {
      while (client > 0 && ranges.some((range) => inRange(parseIp(chain[client]!)!, range)) && parseIp(chain[client - 1]!)) client--;
    }
    return normalize(chain[client]!);
  };
}
