// HTTP plumbing shared by the REST platform stand-in and the demo controls: JSON in and
// out, and CORS for loopback origins only (the contract suite runs on web-test-runner's
// own origin, http://localhost:8000 or so, and calls http://localhost:4000).
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A KYC image arrives as base64 (2000 px JPEG ≈ 1.5 MB): room for that, not for abuse. */
const MAX_BODY_BYTES = 20 * 1024 * 1024;

/** A page served from this machine, over HTTP or HTTPS (the bench's HTTP/2 front is HTTPS). */
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  if (status === 204 || value === undefined) {
    res.writeHead(204, { 'Cache-Control': 'no-store' });
    res.end();
    return;
  }
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** What a platform's HTTP calls may use across origins; the REST platform's by default. */
export interface CorsRules {
  methods: string;
  headers: string;
}

// X-Betr-Casino picks a test's own casino (demo/server/demo-controls.ts).
const REST_CORS: CorsRules = { methods: 'GET, POST, OPTIONS', headers: 'Content-Type, X-Player-Session-Id, X-Betr-Casino' };

/**
 * Lets a loopback page call this server: the answer names that origin and allows the
 * platform's methods and session header. Other origins get no CORS headers, so their
 * browsers refuse the answer. True when the request was a preflight and has been answered.
 */
export function answerCors(req: IncomingMessage, res: ServerResponse, rules: CorsRules = REST_CORS): boolean {
  const origin = req.headers.origin;
  if (origin && LOOPBACK_ORIGIN.test(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Methods', rules.methods);
    res.setHeader('Access-Control-Allow-Headers', rules.headers);
    res.setHeader('Access-Control-Max-Age', '600');
  }
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204);
  res.end();
  return true;
}

/** The request's JSON body; undefined when there is none. Throws SyntaxError on bad JSON. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new SyntaxError('request body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text.trim() ? JSON.parse(text) : undefined;
}
