// The REST platform's HTTP API (spec: cashier §7, "Second platform"), served under
// /platform/rest by the provider server and driven by the simulated casino. Pages never call
// it: they call the signing gateway at /api/rest (demo/server/rest-gateway.ts), and only
// signed calls get in (rest/signature.ts).
//
// The protocol: the session id travels in the `X-Player-Session-Id` header; bodies and
// answers are JSON with PascalCase fields; a failure is a non-2xx answer
// `{Code, Message, Details}` with the codes of src/adapters/rest/errors.ts (a 401
// SessionExpired for an unknown or ended session). The spec gives no answer shapes: the
// ones used here are documented beside the adapter code that reads them
// (src/adapters/rest/*.ts). Routes live in demo/server/rest/*.ts, one module per concern.
//
// Faults set through /api/demo/fault (demo/server/demo-controls.ts) apply here, before
// routing; preflight requests are never faulted.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteHandler } from '../server.ts';
import type { DemoCasino, DemoCasinos } from './demo-controls.ts';
import { accountRoutes } from './rest/account.ts';
import { bankIdentityRoutes } from './rest/bank-identity.ts';
import { answerFor, answerForError, failure, type Answer } from './rest/answers.ts';
import { SESSION_EXPIRED } from './rest/errors.ts';
import { bonusRoutes } from './rest/bonuses.ts';
import { casinoRoutes } from './rest/casino.ts';
import { readJson, sendJson } from './rest/http.ts';
import { responsibleGamingRoutes } from './rest/responsible-gaming.ts';
import { kycRoutes } from './rest/kyc.ts';
import { historyRoutes } from './rest/history.ts';
import type { Body, RestRoute } from './rest/route.ts';
import { sessionRoutes } from './rest/sessions.ts';
import { siteRoutes } from './rest/site.ts';
import { SessionExpired } from '../../src/adapters/stub/index.ts';

export const REST_PREFIX = '/platform/rest';

const ROUTES: readonly RestRoute[] = [
  ...sessionRoutes,
  ...bankIdentityRoutes,
  ...accountRoutes,
  ...siteRoutes,
  ...bonusRoutes,
  ...responsibleGamingRoutes,
  ...casinoRoutes,
  ...kycRoutes,
  ...historyRoutes,
];

/** The route for a method and path, with its `:name` parameters. */
function route(method: string, path: string): { route: RestRoute; params: Record<string, string> } | null {
  const segments = path.split('/');
  for (const candidate of ROUTES) {
    if (candidate.method !== method) continue;
    const pattern = candidate.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const match = pattern.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segments[i]!);
        return segments[i] !== '';
      }
      return part === segments[i];
    });
    if (match) return { route: candidate, params };
  }
  return null;
}

/** True when the fault answered (or dropped) the request. 'slow' delays and lets it through. */
async function applyFault(scope: DemoCasino, path: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const { fault } = scope;
  if (fault.mode === 'none' || !path.startsWith(fault.path)) return false;
  switch (fault.mode) {
    case '500':
      res.writeHead(500, { 'Content-Type': 'text/html' });
      res.end('<h1>500 Internal Server Error</h1>');
      return true;
    case '503':
      res.writeHead(503, { 'Content-Type': 'text/html', 'Retry-After': '30' });
      res.end('<h1>503 Service Unavailable</h1>');
      return true;
    case '401': {
      const { status, body } = failure(SESSION_EXPIRED, 'The session is unknown or has ended');
      sendJson(res, status, body);
      return true;
    }
    case 'malformed':
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"SessionId": "');
      return true;
    case 'down':
      req.socket.destroy();
      return true;
    case 'error': {
      const { status, body } = answerFor(fault.area, fault.key);
      sendJson(res, status, body);
      return true;
    }
    case 'slow': {
      // A caller that gave up while its body was read (the signature check) is gone already.
      if (res.destroyed) return true;
      scope.held.push(path);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, fault.delayMs);
        // A server that is closing is not held open by the wait; a client that gave up
        // (the adapter's time-out) ends it.
        timer.unref();
        res.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      scope.held.splice(scope.held.indexOf(path), 1);
      return res.destroyed;
    }
  }
}

async function answer(scope: DemoCasino, req: IncomingMessage, method: string, path: string, query: URLSearchParams): Promise<Answer> {
  const found = route(method, path);
  if (!found) return failure('NotFound', `No ${method} ${path} on this platform`);
  const header = req.headers['x-player-session-id'];
  const sessionId = typeof header === 'string' && header ? header : null;
  const { casino } = scope;
  try {
    const body = await readJson(req);
    const result = await found.route.handle({
      casino,
      sessionId,
      session: () => {
        if (sessionId === null) throw new SessionExpired();
        return sessionId;
      },
      body: body !== null && typeof body === 'object' ? (body as Body) : {},
      query,
      params: found.params,
      documents: scope.documents,
    });
    rememberSession(scope, result);
    return { status: result === undefined ? 204 : 200, body: result };
  } catch (error) {
    const known = answerForError(error);
    if (known) return known;
    throw error;
  }
}

/** Any answer that opens a session (sign-in, sign-up, bank identity) tells /api/demo/deposit whose it is. */
function rememberSession(scope: DemoCasino, result: unknown): void {
  const sessionId = (result as { SessionId?: unknown } | null)?.SessionId;
  if (typeof sessionId !== 'string' || !scope.casino.sessions.isValid(sessionId)) return;
  scope.sessions.set(scope.casino.account.profile(sessionId).email.toLowerCase(), sessionId);
}

/** The route handler for `{ method: '*', prefix: REST_PREFIX }` (demo/server/rest-gateway.ts). */
export function restApi(casinos: DemoCasinos): RouteHandler {
  return async (req, res, url) => {
    const scope = casinos.of(req);
    const path = url.pathname.slice(REST_PREFIX.length) || '/';
    if (await applyFault(scope, path, req, res)) return;
    const { status, body } = await answer(scope, req, req.method ?? 'GET', path, url.searchParams);
    if (!res.destroyed) sendJson(res, status, body);
  };
}
