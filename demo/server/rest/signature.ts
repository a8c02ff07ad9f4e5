// The platform's side of its request signature, for the REST stand-in: a call must carry
// `Authorization: amx {apiId}:{token}:{requestId}:{timestamp}` with a token that is the
// base64 HMAC-SHA256 (keyed with the API secret read as hex) of the API id, request id and
// time, the X-Player-Session-Id and X-Client-Ip headers when present, the path with its query,
// and the body text, one per line: the platform's public SDK 1.9.1 signs so
// (goa-codebet/enji-sdk, src/api/Http/index.ts), with jsSHA, and the platform checks with the
// same library here. Written from that description on the platform's side; it does not use the
// gateway's code (src/rest-gateway), which it checks.
//
// Refusals are the platform's error shape, 401 {Code, Message}:
//   MissingSignature   no Authorization header, or not `amx id:token:requestId:timestamp`
//   InvalidSignature   an unknown API id, or a token that does not match the call
//   StaleRequest       the timestamp is more than 5 minutes from the platform's clock
//   ReplayedRequest    the same API id, request id and timestamp were seen before
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import jsSHA from 'jssha';
import { sendJson } from './http.ts';

/**
 * The demo's API credentials: the demo server's gateway signs with them. Not a secret anywhere
 * else. The secret is hex, as the platform issues its operators' secrets.
 */
export const DEMO_API = { id: 'betr-demo', secret: 'be7de30c5ec2e7a11d0ca5e15f0fde3012345678' } as const;

/** As the stand-in's body reader (rest/http.ts). */
const MAX_BODY_BYTES = 20 * 1024 * 1024;

/** How far a call's time may be from the platform's. */
export const MAX_SKEW_SECONDS = 5 * 60;

/** A refused call, as the platform answers it. */
export interface Refusal {
  Code: 'MissingSignature' | 'InvalidSignature' | 'StaleRequest' | 'ReplayedRequest';
  Message: string;
}

export interface SignedRequest {
  authorization: string | undefined;
  sessionId: string | undefined;
  clientIp: string | undefined;
  /** The request target as received: path and query. */
  target: string;
  body: string;
}

const AMX = /^amx ([^:\s]+):([A-Za-z0-9+/=]+):(\d{1,5}):(\d{1,12})$/;

/** The platform's HMAC: jsSHA SHA-256 keyed with the hex secret, base64. */
function hmacHexKey(hexSecret: string, text: string): string {
  const sha = new jsSHA('SHA-256', 'TEXT');
  sha.setHMACKey(hexSecret, 'HEX');
  sha.update(text);
  return sha.getHMAC('B64');
}

/** The platform's check of one call's signature: null when it is signed, and fresh, and new. */
export function signatureChecker(
  secrets: Readonly<Record<string, string>>,
  now: () => number = Date.now,
): (call: SignedRequest) => Refusal | null {
  /** apiId:requestId:timestamp → when it may be forgotten (it is stale by then). */
  const seen = new Map<string, number>();
  return (call) => {
    const match = AMX.exec(call.authorization ?? '');
    if (!match) return { Code: 'MissingSignature', Message: 'The call is not signed' };
    const [, apiId, token, requestId, timestamp] = match as unknown as [string, string, string, string, string];
    const secret = Object.hasOwn(secrets, apiId) ? secrets[apiId] : undefined;
    const lines = [apiId, requestId, timestamp, call.sessionId, call.clientIp, call.target, call.body].filter(
      (line, i) => i >= 5 || !!line,
    );
    const expected = secret === undefined ? null : Buffer.from(hmacHexKey(secret, lines.join('\n')), 'base64');
    const given = Buffer.from(token, 'base64');
    if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected))
      return { Code: 'InvalidSignature', Message: 'The signature does not match the call' };
    const seconds = now() / 1000;
    if (Math.abs(seconds - Number(timestamp)) > MAX_SKEW_SECONDS)
      return { Code: 'StaleRequest', Message: "The call's time is too far from the platform's" };
    for (const [key, until] of seen) if (until < seconds) seen.delete(key);
    const key = `${apiId}:${requestId}:${timestamp}`;
    if (seen.has(key)) return { Code: 'ReplayedRequest', Message: 'The call was already made' };
    seen.set(key, Number(timestamp) + MAX_SKEW_SECONDS);
    return null;
  };
}

/** A header's one value. */
const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/**
 * The stand-in's door: the body is read once to check the signature, then handed on to the
 * routes as if unread. A refused call never reaches them.
 */
export function requireSignature<T extends unknown[]>(
  check: (call: SignedRequest) => Refusal | null,
  handler: (req: IncomingMessage, res: ServerResponse, ...rest: T) => void | Promise<void>,
): (req: IncomingMessage, res: ServerResponse, ...rest: T) => Promise<void> {
  return async (req, res, ...rest) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) return sendJson(res, 413, { Code: 'PayloadTooLarge', Message: 'The request body is too large' });
      chunks.push(chunk);
    }
    const body = Buffer.concat(chunks);
    const refusal = check({
      authorization: header(req, 'authorization'),
      sessionId: header(req, 'x-player-session-id'),
      clientIp: header(req, 'x-client-ip'),
      target: req.url ?? '/',
      body: body.toString('utf8'),
    });
    if (refusal) return sendJson(res, 401, refusal);
    const replay = Object.create(req, {
      [Symbol.asyncIterator]: {
        value: async function* () {
          if (body.length > 0) yield body;
        },
      },
    }) as IncomingMessage;
    await handler(replay, res, ...rest);
  };
}
