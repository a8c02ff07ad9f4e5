// The bank-identity stand-ins of the provider server:
//   GET  /api/qr?msg=TEXT            the QR code of TEXT as an SVG image (spec: onboarding §7)
//   GET  /bank-identity/             the identity provider's frame: it posts `betr-oauth`
//                                    messages to its parent (query: orderRef, origin = the
//                                    parent's origin, autoStartUrl), see src/domain/identity-frame.ts
//   GET  /bank-identity/frame.js|css its script and style (the page runs under a strict CSP)
//   POST /bank-identity/cancel       the beacon target of gii::cancel_href (answers 204)
//   GET  /bank-identity/cancelled    the order refs cancelled so far, for tests
//   POST /bank-identity/approve      the REST flow's bank: ?orderRef&person approves the
//                                    attempt and answers {location}, the redirect with a code
// The frame only shows and tells: whether the bank approves is up to the simulated casino
// (the demo's "Bank identity (simulated)" controls, or a test's approveOAuth).
//
// The REST platform's flow (demo/server/rest/bank-identity.ts) is the identity provider's:
// GET /player/init/code registers an attempt here with its redirect_uri and state and
// answers this frame's launch URL. The frame has its own "approve" buttons (the person the
// bank names) and then sends itself to redirect_uri?code=…&state=…, as an OAuth provider
// does; POST /player/signin/code redeems the code here once.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { toString as qrSvg } from 'qrcode';
import type { Route } from '../server.ts';
import { sendText } from './static.ts';

/** A QR code holds a few hundred characters at most; anything longer is not a bank's text. */
const MAX_QR_TEXT = 1000;

const FRAME_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>BankID (simulated identity provider)</title>
    <link rel="stylesheet" href="/bank-identity/frame.css" />
    <script type="module" src="/bank-identity/frame.js"></script>
  </head>
  <body>
    <p id="status">Simulated identity provider: waiting for the bank.</p>
    <div class="buttons">
      <button type="button" id="open-app">Open BankID on this device</button>
      <button type="button" id="app-opened">Simulate: app opened</button>
      <button type="button" id="error">Simulate: bank error</button>
      <button type="button" id="cancel">Cancel</button>
    </div>
  </body>
</html>
`;

const FRAME_CSS = `body { margin: 0; padding: 0.5rem 0.75rem; font: 13px/1.4 system-ui, sans-serif; color: #1b1f24; background: #f6f7f9; }
p { margin: 0 0 0.4rem; }
.buttons { display: flex; flex-wrap: wrap; gap: 0.4rem; }
button { font: inherit; padding: 0.25rem 0.6rem; border: 1px solid #8a9099; border-radius: 4px; background: #fff; cursor: pointer; }
`;

// Posts to the parent only, and only to the origin the parent named (the REST flow: the
// origin of its redirect_uri, the operator's page).
const FRAME_JS = `const params = new URLSearchParams(location.search);
const orderRef = params.get('orderRef') || '';
const redirectUri = params.get('redirect_uri');
const parentOrigin = redirectUri ? new URL(redirectUri).origin : params.get('origin');
const autoStartUrl = params.get('autoStartUrl');
const started = Date.now();
let isAppOpened = false;
const status = document.getElementById('status');

function post(query) {
  if (parentOrigin && window.parent !== window) window.parent.postMessage({ name: 'betr-oauth', query }, parentOrigin);
}
function collect(isError = false) {
  const seconds = Math.floor((Date.now() - started) / 1000);
  post({ action: 'gii:bankid:collect', qrCode: 'bankid.' + orderRef + '.frame.' + seconds, isAppOpened, isError });
}
collect();
const timer = setInterval(collect, 1000);

document.getElementById('open-app').addEventListener('click', () => {
  if (autoStartUrl) post({ action: 'gii::location_href', href: autoStartUrl });
});
document.getElementById('app-opened').addEventListener('click', () => {
  isAppOpened = true;
  status.textContent = 'Simulated identity provider: the BankID app is open.';
  collect();
});
document.getElementById('error').addEventListener('click', () => collect(true));
document.getElementById('cancel').addEventListener('click', () => {
  clearInterval(timer);
  post({ action: 'gii::cancel_href', href: location.origin + '/bank-identity/cancel?orderRef=' + encodeURIComponent(orderRef) });
});
// The REST flow: the bank's answer is given here, and the frame ends on the redirect.
if (redirectUri) {
  const buttons = document.querySelector('.buttons');
  for (const person of ['sga@example.com', 'a new person', 'spelpaus@example.com']) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Simulate: approve as ' + person;
    button.addEventListener('click', async () => {
      clearInterval(timer);
      const who = person === 'a new person' ? '1990' + String(Math.floor(Math.random() * 1e8)).padStart(8, '0') : person;
      const query = new URLSearchParams({ orderRef, person: who });
      const answer = await fetch('/bank-identity/approve?' + query, { method: 'POST' });
      if (answer.ok) location.assign((await answer.json()).location);
      else collect(true);
    });
    buttons.prepend(button);
  }
}
`;

function send(res: ServerResponse, type: string, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(body);
}

/** GET /api/qr?msg=TEXT: the QR code of TEXT, drawn by the qrcode package. */
async function qrImage(_req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const msg = url.searchParams.get('msg');
  if (!msg || msg.length > MAX_QR_TEXT) return sendText(res, 400, 'msg: the text to encode, at most 1000 characters');
  const svg = await qrSvg(msg, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  send(res, 'image/svg+xml', svg, { 'Cache-Control': 'public, max-age=300' });
}

/** An attempt of the REST flow: where the frame returns, with the state the widget sent. */
interface FrameAttempt {
  redirectUri: string;
  state: string;
}
/** A code the frame's redirect carried: the attempt and the person the bank named. */
interface IssuedCode extends FrameAttempt {
  orderRef: string;
  person: string;
  expires: number;
}
/** An authorization code is short-lived (OAuth 2.0 recommends at most 10 minutes). */
const CODE_LIFETIME_MS = 5 * 60_000;
const frameAttempts = new Map<string, FrameAttempt>();
const codes = new Map<string, IssuedCode>();
/** Attempts and codes are forgotten oldest first past this many. */
const MAX_KEPT = 500;

function keep<V>(map: Map<string, V>, key: string, value: V): void {
  map.set(key, value);
  if (map.size > MAX_KEPT) map.delete(map.keys().next().value!);
}

/**
 * GET /player/init/code's side: an attempt of the casino's (`orderRef`) that will return to
 * `redirectUri` with `state`. The launch URL is a path of this server (the stand-in's
 * identity provider lives beside the platform).
 */
export function launchFrame(attempt: FrameAttempt & { orderRef: string; autoStartUrl: string }): string {
  keep(frameAttempts, attempt.orderRef, { redirectUri: attempt.redirectUri, state: attempt.state });
  const query = new URLSearchParams({
    orderRef: attempt.orderRef,
    redirect_uri: attempt.redirectUri,
    state: attempt.state,
    autoStartUrl: attempt.autoStartUrl,
  });
  return `/bank-identity/?${query}`;
}

/** POST /player/signin/code's side: the code's attempt and person, once; null for an unknown, used or expired code. */
export function redeemCode(code: string): IssuedCode | null {
  const issued = codes.get(code);
  codes.delete(code);
  return issued && issued.expires > Date.now() ? issued : null;
}

/** POST /bank-identity/approve?orderRef&person: the bank named the person; the frame goes to the redirect with a new code. */
function approve(res: ServerResponse, url: URL): void {
  const orderRef = url.searchParams.get('orderRef') ?? '';
  const person = url.searchParams.get('person');
  const attempt = frameAttempts.get(orderRef);
  if (!attempt || !person) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    return sendText(res, 404, 'No such attempt');
  }
  frameAttempts.delete(orderRef);
  const code = randomBytes(16).toString('hex');
  keep(codes, code, { ...attempt, orderRef, person, expires: Date.now() + CODE_LIFETIME_MS });
  const location = new URL(attempt.redirectUri);
  location.searchParams.set('code', code);
  location.searchParams.set('state', attempt.state);
  // Any origin may read it: the contract suite (on the test runner's origin) plays the frame.
  send(res, 'application/json; charset=utf-8', JSON.stringify({ location: location.href }), {
    'Cache-Control': 'no-store',
    'Access-Control-Allow-Origin': '*',
  });
}

/** The frame stand-in's routes, sharing one list of cancelled orders. */
function identityFrame(): (req: IncomingMessage, res: ServerResponse, url: URL) => void {
  const cancelled: string[] = [];
  return (req, res, url) => {
    const method = req.method ?? 'GET';
    const read = method === 'GET' || method === 'HEAD';
    switch (url.pathname) {
      case '/bank-identity':
      case '/bank-identity/':
        if (!read) break;
        return send(res, 'text/html; charset=utf-8', FRAME_HTML, {
          'Content-Security-Policy':
            "default-src 'self'; script-src 'self'; style-src 'self'; frame-ancestors 'self' http://localhost:* http://127.0.0.1:*",
        });
      case '/bank-identity/frame.js':
        if (!read) break;
        return send(res, 'text/javascript; charset=utf-8', FRAME_JS);
      case '/bank-identity/frame.css':
        if (!read) break;
        return send(res, 'text/css; charset=utf-8', FRAME_CSS);
      case '/bank-identity/cancel':
        if (method !== 'POST') break;
        cancelled.push(url.searchParams.get('orderRef') ?? '');
        req.resume();
        res.writeHead(204, { 'Cache-Control': 'no-store' });
        return void res.end();
      case '/bank-identity/approve':
        if (method !== 'POST') break;
        req.resume();
        return approve(res, url);
      case '/bank-identity/cancelled':
        if (!read) break;
        return send(res, 'application/json; charset=utf-8', JSON.stringify(cancelled), { 'Cache-Control': 'no-store' });
      default:
        return sendText(res, 404, 'Not found');
    }
    sendText(res, 405, 'Method not allowed');
  };
}

/** The route table entries: `...bankIdentityRoutes()` in demo/server.ts. */
export function bankIdentityRoutes(): Route[] {
  return [
    { method: 'GET', prefix: '/api/qr', handler: qrImage },
    { method: '*', prefix: '/bank-identity', handler: identityFrame() },
  ];
}
