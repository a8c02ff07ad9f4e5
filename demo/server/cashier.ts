// The payment cashier's stand-ins, speaking the cashier protocol for real:
//   - the cashier page on a second origin, http://localhost:CASHIER_PORT (5000), at
//     /paymentiq/cashier/ (where our bootstrapper looks) and at / (where the provider's own
//     bootstrapper looks in its `development` environment); its script and styles under
//     /demo/cashier/; POST /paymentiq/cashier/api/transactions completes a payment
//   - the lookup (checkout) page at http://localhost:PORT/checkout-client/{version}/ on the
//     demo origin, speaking PKCE (a route of the main server)
//   - GET /api/demo/cashier on the demo origin: the stand-in's address, for the demo pages
// Crediting: on rest and wamp the player's session lives in this server's casino, which the
// transaction endpoint credits or debits (as the provider's server-to-server notification
// would). On the stub the casino lives in the player's browser: the endpoint answers
// `credited: false` and the stub adapter credits itself when it hears the page's TX_SUCCESS.
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { Route } from '../server.ts';
import type { DemoCasinos } from './demo-controls.ts';
import { readJson, sendJson } from './rest/http.ts';
import { resolveStaticPath, sendText, serveFile, type StaticOptions } from './static.ts';

/** The stand-in may be framed by any loopback page (the demo, tests and the bench use other ports). */
export const CASHIER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  'frame-ancestors http://localhost:* http://127.0.0.1:*',
].join('; ');

export interface CashierStandIn {
  url: string;
  port: number;
  close(): Promise<void>;
}

interface Transaction {
  sessionId?: unknown;
  amount?: unknown;
  txType?: unknown;
  paymentMethod?: unknown;
  bonusCode?: unknown;
}

/** Complete a payment: the server's casino when the session is one of its own, else the page's (stub). */
function complete(casinos: DemoCasinos, req: IncomingMessage, body: Transaction): { status: number; answer: Record<string, unknown> } {
  const txRefId = `tx-${randomBytes(6).toString('hex')}`;
  const { casino } = casinos.of(req);
  const sessionId = typeof body.sessionId === 'string' ? body.sessionId : '';
  const amount = Number(body.amount);
  if (!(amount > 0)) return { status: 400, answer: { error: 'amount must be a positive number' } };
  if (!sessionId || !casino.sessions.isValid(sessionId)) return { status: 200, answer: { txRefId, credited: false } };
  const method = typeof body.paymentMethod === 'string' ? body.paymentMethod : undefined;
  try {
    if (body.txType === 'withdrawal') casino.payments.debit(sessionId, amount, { method });
    else
      casino.payments.credit(sessionId, amount, {
        method,
        bonusCode: typeof body.bonusCode === 'string' && body.bonusCode ? body.bonusCode : undefined,
      });
    return { status: 200, answer: { txRefId, credited: true } };
  } catch (error) {
    return { status: 409, answer: { txRefId, error: error instanceof Error ? error.message : String(error) } };
  }
}

function handler(casinos: DemoCasinos, files: StaticOptions) {
  const page = resolveStaticPath('/demo/cashier/index.html', files);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (method === 'POST' && path === '/paymentiq/cashier/api/transactions') {
      const { status, answer } = complete(casinos, req, ((await readJson(req).catch(() => undefined)) ?? {}) as Transaction);
      return sendJson(res, status, answer);
    }
    if (method !== 'GET' && method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
    if (path === '/' || path === '/paymentiq/cashier' || path === '/paymentiq/cashier/') return serveFile(req, res, page, files);
    if (path.startsWith('/demo/cashier/')) return serveFile(req, res, resolveStaticPath(path, files), files);
    return sendText(res, 404, 'Not found');
  };
}

/**
 * Start the cashier stand-in on its own origin. A port already in use (another demo server
 * runs) is reported and skipped: the main server still starts, and the iframe reaches that
 * other stand-in, which speaks the same protocol.
 */
export async function startCashierStandIn(options: {
  port: number;
  host: string;
  root: string;
  casinos: DemoCasinos;
}): Promise<CashierStandIn | null> {
  const files: StaticOptions = { root: options.root, folders: ['/demo/cashier/'], htmlHeaders: { 'Content-Security-Policy': CASHIER_CSP } };
  const serve = handler(options.casinos, files);
  const server: Server = createHttpServer((req, res) => {
    serve(req, res).catch((error: unknown) => {
      console.error('betr demo: cashier stand-in failed:', error);
      if (!res.headersSent) sendText(res, 500, 'Internal server error');
      else res.destroy();
    });
  });
  try {
    await new Promise<void>((resolveListen, rejectListen) => {
      server.once('error', rejectListen);
      server.listen(options.port, options.host, () => {
        server.off('error', rejectListen);
        resolveListen();
      });
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.warn(
      `betr demo: cashier port ${options.port} is in use; the cashier iframe reaches whatever serves it (set CASHIER_PORT to use another)`,
    );
    return null;
  }
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    port,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}

/** The lookup stand-in on the demo origin: /checkout-client/{version}/ is one page whatever the version. */
/**
 * GET /api/demo/cashier → `{url}`: where the cashier stand-in runs (CASHIER_PORT), so the demo
 * pages set `<betr-config cashier-url>` (and the bootstrapper's hosts) to follow it.
 */
export function cashierAddressRoute(cashierPort: number): Route {
  return {
    method: 'GET',
    prefix: '/api/demo/cashier',
    handler: (_req, res) => sendJson(res, 200, { url: `http://localhost:${cashierPort}` }),
  };
}

export function lookupRoute(files: StaticOptions): Route {
  return {
    method: 'GET',
    prefix: '/checkout-client',
    handler: (req, res) => serveFile(req, res, resolveStaticPath('/demo/checkout-client/index.html', files), files),
  };
}
