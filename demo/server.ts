// The local provider server: `npm start` (node tools/run.mjs demo/server.ts).
// Serves the demo site on http://localhost:4000, loopback only. Tests and the bench start
// the same server in-process through createServer().
//
// Requests go through one route table: the first route whose method and path prefix match
// handles the request. Today it holds the static files. Later work adds route modules
// under demo/server/, all driven by the stub adapter's simulated casino:
//   - the REST platform's HTTP API at /platform/rest, behind the signing gateway at /api/rest
//     (server/rest-gateway.ts)
//   - the bank-identity frame, /api/qr, the lookup at /checkout-client/master/,
//     the turnkey framework script at /turnkey/framework.js and its services (server/turnkey.ts),
//     and the turnkey brand page's own routes /casino and /play/{slug}
//   - the WAMP peer at ws://localhost:4000/wamp (realm `betr`): a websocket, so it goes in
//     `upgrades` (path → handler of the HTTP upgrade), not in `routes`
//   - the cashier stand-in on a second origin, http://localhost:CASHIER_PORT (5000):
//     a second http.Server started and closed next to this one (see `cashierPort`).
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sendText, serveFile, resolveStaticPath, staticFiles, type StaticOptions } from './server/static.ts';
import { bankIdentityRoutes } from './server/bank-identity.ts';
import { createDemoCasinos, demoControls } from './server/demo-controls.ts';
import { restPlatformRoutes } from './server/rest-gateway.ts';
import { wampPeer } from './server/wamp.ts';
import { cashierAddressRoute, lookupRoute, startCashierStandIn } from './server/cashier.ts';
import { turnkeyRoutes } from './server/turnkey.ts';
import { pageWithHints } from './server/page-hints.ts';

export type RouteHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => void | Promise<void>;
export interface Route {
  /** 'GET', 'POST', ... or '*' for any method. GET routes also answer HEAD. */
  method: string;
  /** Matches the path itself and everything under it ('/api/rest' matches '/api/rest/x'). */
  prefix: string;
  handler: RouteHandler;
}
export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer, url: URL) => void;

export interface ServerOptions {
  /** Port of the demo origin; 0 picks a free one. Default: $PORT or 4000. */
  port?: number;
  /** Port of the cashier's second origin (allowed as a frame source). Default: $CASHIER_PORT or 5000. */
  cashierPort?: number;
  /** Repository root the static files come from. */
  root?: string;
  /** Always loopback. */
  host?: '127.0.0.1' | 'localhost' | '::1';
}

export interface DemoServer {
  /** http://localhost:PORT */
  url: string;
  port: number;
  close(): Promise<void>;
}

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The Content-Security-Policy of every HTML page: the bundle must run under it. */
export function contentSecurityPolicy(port: number, cashierPort: number): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ws://localhost:${port} ws://127.0.0.1:${port}`,
    `frame-src 'self' http://localhost:${cashierPort} http://127.0.0.1:${cashierPort}`,
    // Trusted Types, as payment-grade sites enforce them: betr's policy (src/trusted-types.ts) and the cashier's.
    "require-trusted-types-for 'script'",
    'trusted-types betr betr-cashier',
  ].join('; ');
}

function envPort(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

function matches(route: Route, method: string, pathname: string): boolean {
  const methodOk = route.method === '*' || route.method === method || (route.method === 'GET' && method === 'HEAD');
  if (!methodOk) return false;
  const prefix = route.prefix.endsWith('/') ? route.prefix.slice(0, -1) : route.prefix;
  return pathname === prefix || pathname === `${prefix}/` || pathname.startsWith(`${prefix}/`);
}

export async function createServer(options: ServerOptions = {}): Promise<DemoServer> {
  const root = resolve(options.root ?? repoRoot);
  const host = options.host ?? '127.0.0.1';
  const cashierPort = options.cashierPort ?? envPort('CASHIER_PORT', 5000);
  const requestedPort = options.port ?? envPort('PORT', 4000);

  const server = createHttpServer();
  // An idle keep-alive socket is closed after a minute, not Node's 5 s: a test client that
  // reuses one as the server closes it met ECONNRESET (a WAMP journey's outbox read, once).
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 65_000;
  // The CSP names the port actually bound (a bench or test server may run on another one).
  let port = requestedPort;
  const staticOptions: StaticOptions = {
    root,
    folders: ['/dist/', '/demo/', '/test/bench/'],
    get htmlHeaders() {
      return { 'Content-Security-Policy': contentSecurityPolicy(port, cashierPort) };
    },
  };
  const files = staticFiles(staticOptions);
  // The simulated casino(s) every back-end stand-in drives, and their test controls.
  const casinos = createDemoCasinos();

  const wamp = wampPeer(casinos);
  const routes: Route[] = [
    { method: 'GET', prefix: '/dist', handler: files },
    // The casino page carries the build's modulepreload lines (dist/preload.html), written in as it is served.
    { method: 'GET', prefix: '/demo/casino.html', handler: pageWithHints('demo/casino.html', staticOptions) },
    { method: 'GET', prefix: '/demo', handler: files },
    { method: 'GET', prefix: '/test/bench', handler: files },
    // The manifest the build writes, for the demo's catalogue page (demo/catalogue.html).
    {
      method: 'GET',
      prefix: '/custom-elements.json',
      handler: (req, res) => serveFile(req, res, resolve(root, 'custom-elements.json'), staticOptions),
    },
    // The element reference the build writes from the manifest, linked from the catalogue page.
    {
      method: 'GET',
      prefix: '/docs/elements.md',
      handler: (req, res) => serveFile(req, res, resolve(root, 'docs', 'elements.md'), staticOptions),
    },
    lookupRoute(staticOptions),
    ...bankIdentityRoutes(),
    ...restPlatformRoutes(casinos, () => `http://${host === '::1' ? '[::1]' : host}:${port}`),
    { method: '*', prefix: '/api/demo/wamp', handler: wamp.controls },
    cashierAddressRoute(cashierPort),
    { method: '*', prefix: '/v1', handler: wamp.http },
    { method: '*', prefix: '/api/demo', handler: demoControls(casinos) },
    ...turnkeyRoutes(casinos),
    // The turnkey brand page answers at its own routes: the lobby and an open game.
    ...['/casino', '/play'].map((prefix): Route => ({
      method: 'GET',
      prefix,
      handler: (req, res) => serveFile(req, res, resolveStaticPath('/demo/turnkey.html', staticOptions), staticOptions),
    })),
  ];
  const upgrades = new Map<string, UpgradeHandler>([['/wamp', wamp.upgrade]]);

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    let url: URL;
    try {
      url = new URL(req.url ?? '/', `http://localhost:${port}`);
    } catch {
      return sendText(res, 400, 'Bad request');
    }
    if (url.pathname === '/' && (method === 'GET' || method === 'HEAD')) {
      return serveFile(req, res, resolveStaticPath('/demo/index.html', staticOptions), staticOptions);
    }
    const route = routes.find((r) => matches(r, method, url.pathname));
    if (!route) {
      const otherMethod = routes.some((r) => matches({ ...r, method: '*' }, method, url.pathname));
      return otherMethod ? sendText(res, 405, 'Method not allowed') : sendText(res, 404, 'Not found');
    }
    Promise.resolve()
      .then(() => route.handler(req, res, url))
      .catch((error: unknown) => {
        console.error(`betr demo: ${method} ${url.pathname} failed:`, error);
        if (!res.headersSent) sendText(res, 500, 'Internal server error');
        else res.destroy();
      });
  });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', `http://localhost:${port}`);
    const handler = upgrades.get(url.pathname);
    if (handler) return handler(req, socket, head, url);
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
  });

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(requestedPort, host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  port = (server.address() as AddressInfo).port;
  // The cashier stand-in on its second origin, driven by the same casinos.
  const cashier = await startCashierStandIn({ port: cashierPort, host, root, casinos }).catch(async (error: unknown) => {
    await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
    throw error;
  });

  return {
    url: `http://localhost:${port}`,
    port,
    close: () =>
      Promise.all([
        cashier?.close(),
        new Promise<void>((resolveClose) => {
          server.close(() => resolveClose());
          server.closeAllConnections();
        }),
      ]).then(() => undefined),
  };
}

async function main(): Promise<void> {
  let demo: DemoServer;
  try {
    demo = await createServer();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(code === 'EADDRINUSE' ? `betr demo: port ${envPort('PORT', 4000)} is already in use (set PORT to use another)` : error);
    process.exit(1);
  }
  console.log(`betr demo: ${demo.url}`);
  const stop = () => {
    demo.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
