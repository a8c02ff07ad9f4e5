/**
 * The REST platform's request signature, as its public SDK's transport makes it
 * (goa-codebet/enji-sdk 1.9.1, src/api/Http/index.ts): every call carries
 * `Authorization: amx {apiId}:{token}:{requestId}:{timestamp}`, where `token` is the base64
 * HMAC-SHA256, keyed with the API secret read as hex (the SDK's key since 1.4.0; 1.3.0 and
 * before took its text), of these lines joined by "\n": the API id, the request id, the unix
 * time in seconds, the player's session id (only when there is one), the client IP (only when
 * known), the path with its query, and the JSON body text ("" for none). The HMAC is Node's
 * `node:crypto` where the runtime has it (reached through `process.getBuiltinModule`, so nothing
 * imports a Node module) and WebCrypto elsewhere: the same code runs on Node 20 and on edge runtimes.
 */

export interface SignedCall {
  apiId: string;
  /** 0–99999. */
  requestId: number;
  /** Unix seconds. */
  timestamp: number;
  sessionId?: string | null;
  clientIp?: string | null;
  /** As sent to the platform: `url.pathname + url.search`. */
  path: string;
  /** The JSON text sent as the body; '' or null for a call without one. */
  body?: string | null;
}

/** The text the token is the HMAC of. */
export function signedText(call: SignedCall): string {
  const lines: string[] = [call.apiId, String(call.requestId), String(call.timestamp)];
  if (call.sessionId) lines.push(call.sessionId);
  if (call.clientIp) lines.push(call.clientIp);
  lines.push(call.path, call.body ?? '');
  return lines.join('\n');
}

const utf8 = new TextEncoder();

function base64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The HMAC key's bytes: the API secret read as hex, two digits a byte, as the SDK reads it.
 * Anything else is refused, never taken as text: the platform would refuse every call.
 */
export function apiSecretBytes(secret: string): Uint8Array<ArrayBuffer> {
  const problem = !secret
    ? 'it is empty'
    : /[^0-9a-f]/i.test(secret)
      ? `it holds a character that is not a hex digit (0-9, a-f) at position ${secret.search(/[^0-9a-f]/i) + 1}`
      : secret.length % 2 === 1
        ? `it has an odd number of hex digits (${secret.length})`
        : null;
  if (problem)
    throw new Error(
      `betr-rest-gateway: BETR_API_SECRET (apiSecret) must be the API secret as the platform issues it, a hex string such as "3f9a0c…", two digits a byte: ${problem}`,
    );
  return Uint8Array.from(secret.match(/../g)!, (byte) => parseInt(byte, 16));
}

export interface Signer {
  /** The base64 HMAC-SHA256 of the call's signed text. */
  token(call: SignedCall): Promise<string>;
  /** The `Authorization` header's value. */
  authorization(call: SignedCall): Promise<string>;
}

/** How a signer computes its HMACs: `node:crypto` (the default where the runtime has it) or WebCrypto. */
export type HmacEngine = 'node:crypto' | 'webcrypto';

/** The base64 HMAC-SHA256 of a text, with one key. */
type KeyedHmac = (text: string) => string | Promise<string>;

type NodeCrypto = Pick<typeof import('node:crypto'), 'createHmac' | 'createSecretKey'>;

/** Node's crypto module where the runtime has one (Node 20.16+, Deno, Bun, Workers with nodejs_compat), else null. */
function nodeCrypto(): NodeCrypto | null {
  try {
    const found = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.(
      'node:crypto',
    ) as Partial<NodeCrypto> | undefined;
    return typeof found?.createHmac === 'function' && typeof found.createSecretKey === 'function' ? (found as NodeCrypto) : null;
  } catch {
    return null;
  }
}

/**
 * node:crypto's HMAC: synchronous, a few microseconds a call. WebCrypto's `sign` is a job for
 * the thread pool and a promise every call, which under load cost the gateway several times as
 * much CPU as the HMAC itself.
 */
function nodeHmac(engine: NodeCrypto, bytes: Uint8Array<ArrayBuffer>): KeyedHmac {
  const key = engine.createSecretKey(bytes);
  return (text) => engine.createHmac('sha256', key).update(text, 'utf8').digest('base64');
}

function webCryptoHmac(bytes: Uint8Array<ArrayBuffer>): KeyedHmac {
  let key: Promise<CryptoKey> | null = null;
  return async (text) => {
    key ??= crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    return base64(await crypto.subtle.sign('HMAC', await key, utf8.encode(text)));
  };
}

/**
 * Signs calls with one API secret. The secret is checked here, at once (a bad one throws), and
 * its key is made once for every call to come: the secret never changes. `engine` chooses the
 * HMAC's implementation (both sign alike); by default node:crypto where the runtime has it.
 */
export function createSigner(secret: string, { engine }: { engine?: HmacEngine } = {}): Signer {
  const bytes = apiSecretBytes(secret);
  const node = engine === 'webcrypto' ? null : nodeCrypto();
  if (engine === 'node:crypto' && !node) throw new Error('betr-rest-gateway: this runtime has no node:crypto');
  const hmac = node ? nodeHmac(node, bytes) : webCryptoHmac(bytes);
  const token = async (call: SignedCall) => hmac(signedText(call));
  return {
    token,
    authorization: async (call) => `amx ${call.apiId}:${await hmac(signedText(call))}:${call.requestId}:${call.timestamp}`,
  };
}

/** One call's token, for a single use: a gateway keeps one `createSigner` instead. */
export async function signatureToken(secret: string, call: SignedCall): Promise<string> {
  return createSigner(secret).token(call);
}

/** One call's `Authorization` header, for a single use. */
export async function authorization(secret: string, call: SignedCall): Promise<string> {
  return createSigner(secret).authorization(call);
}

/** The SDK's request ids: an integer from 0 to 99999. */
export const REQUEST_IDS = 100_000;

/**
 * Request ids for one gateway: random as the SDK's, but never the same one twice within a second,
 * because the platform may take apiId + requestId + timestamp seen twice for a replay. With
 * random ids alone, 50 calls in one second share an id about one time in a hundred.
 */
export function requestIds(random: () => number = Math.random): (timestamp: number) => number {
  const used = new Map<number, Set<number>>();
  return (timestamp) => {
    // Calls that began a second or two earlier may still ask for that second's ids.
    for (const second of used.keys()) if (second < timestamp - 2) used.delete(second);
    const ids = used.get(timestamp) ?? new Set<number>();
    used.set(timestamp, ids);
    // Past 90 % of one second's ids, a repeat is allowed rather than a long search.
    for (let tries = 0; ; tries++) {
      const id = Math.floor(random() * REQUEST_IDS);
      if (!ids.has(id) || ids.size > REQUEST_IDS * 0.9 || tries > 1000) {
        ids.add(id);
        return id;
      }
    }
  };
}
