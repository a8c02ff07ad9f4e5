// The first platform's HTTP calls (spec: cashier §7), simple stand-ins on the simulated
// casino, with the CMS session id (the casino's session id) in the X-SessionId header:
//   GET    /v1/casino/games?pagination=limit=1000                  {items: [{id, slug, name, thumbnail, playModes,
//                                                                   appealingForChildren, launchUrl}]}
//          (the lobby: not named by the spec for this platform; the same casino API's shape)
//   GET    /v1/casino/jackpots?expand=game&pagination=limit=1000   {items: [{id, amount, currency, game}]}
//   GET    /v1/player/{id}/favorites                               {items: [{id, tableIds}]}
//   PUT    /v1/player/{id}/favorites  {items: [gameId]}
//   DELETE /v1/player/{id}/favorites/{gameId}
// {id} is the signed-in player's user id; another one is 403, no session 401.
import type { IncomingMessage } from 'node:http';
import type { RouteHandler } from '../server.ts';
import type { DemoCasino } from './demo-controls.ts';
import { answerCors, readJson, sendJson } from './rest/http.ts';

/** The header that carries the CMS session id (spec: "HTTP calls on this platform (session id header)"). */
const SESSION_HEADER = 'X-SessionId';

/** CORS for loopback pages with this platform's methods and session header. */
const CORS = { methods: 'GET, PUT, DELETE, OPTIONS', headers: `Content-Type, ${SESSION_HEADER}` };

/** `casinoOf` finds the casino of a session (or of the request, for a visitor). */
export function wampHttp(casinoOf: (req: IncomingMessage, sessionId: string | undefined) => DemoCasino): RouteHandler {
  return async (req, res, url) => {
    if (answerCors(req, res, CORS)) return;
    const header = req.headers[SESSION_HEADER.toLowerCase()];
    const { casino } = casinoOf(req, typeof header === 'string' ? header : undefined);
    if (req.method === 'GET' && url.pathname === '/v1/casino/games') {
      const items = casino.lobby.games().map((g) => ({
        id: g.gameId,
        slug: g.identifier,
        name: g.title,
        thumbnail: g.image,
        playModes: g.demo ? ['Real', 'Demo'] : ['Real'],
        appealingForChildren: g.childish ? '1' : '0',
        launchUrl: `/demo/game.html?game=${encodeURIComponent(g.gameId)}`,
      }));
      return sendJson(res, 200, { items: items.slice(0, 1000) });
    }
    if (req.method === 'GET' && url.pathname === '/v1/casino/jackpots') {
      const games = casino.lobby.games();
      const items = casino.lobby.jackpots().map((j, i) => ({ ...j, game: games[i % games.length] ?? null }));
      return sendJson(res, 200, { items: items.slice(0, 1000) });
    }
    const match = /^\/v1\/player\/([^/]+)\/favorites(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match) return sendJson(res, 404, { error: 'not found' });
    const sessionId = header;
    if (typeof sessionId !== 'string' || !casino.sessions.isValid(sessionId)) return sendJson(res, 401, { error: 'no session' });
    if (casino.sessions.userId(sessionId) !== decodeURIComponent(match[1]!)) return sendJson(res, 403, { error: 'not your favorites' });
    const gameId = match[2] === undefined ? null : decodeURIComponent(match[2]);
    if (req.method === 'GET' && gameId === null) {
      return sendJson(res, 200, { items: casino.lobby.favorites(sessionId).map((f) => ({ id: f.gameId, tableIds: f.tableIds })) });
    }
    if (req.method === 'PUT' && gameId === null) {
      const body = (await readJson(req)) as { items?: unknown } | undefined;
      const items = Array.isArray(body?.items) ? body.items.filter((id): id is string => typeof id === 'string') : [];
      for (const id of items) casino.lobby.addFavorite(sessionId, id);
      return sendJson(res, 204, undefined);
    }
    if (req.method === 'DELETE' && gameId !== null) {
      casino.lobby.removeFavorite(sessionId, gameId);
      return sendJson(res, 204, undefined);
    }
    return sendJson(res, 405, { error: 'method not allowed' });
  };
}
