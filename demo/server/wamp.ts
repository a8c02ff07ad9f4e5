// The WAMP peer of the provider server: the first platform's stand-in at
// ws://localhost:PORT/wamp (realm `betr`), a small WAMP v2 router with JSON serialization
// (`wamp.2.json`) over the `ws` package: HELLO/WELCOME, CALL/RESULT/ERROR,
// SUBSCRIBE/SUBSCRIBED, UNSUBSCRIBE/UNSUBSCRIBED, EVENT and GOODBYE. The procedures are
// in ./wamp-procedures.ts, on the same simulated casino as the REST routes (one per
// `betr-casino` cookie, see ./demo-controls.ts).
//
// Like the real platform, a login belongs to the client identity the connection names in
// `?cid=`. The platform issues it: a connection without one (or with one it never issued) is
// given a new one, which `/connection#getClientIdentity` tells (L1, L6, L9). The login
// outlives a dropped socket, and every connection of that identity (the one that called
// #login or #logout included) hears its `/sessionStateChange` (code 0 signed in; 1 signed
// out, 3 ended by the casino). `/account/balanceChanged` reaches only the connections that
// called `/user/account#watchBalance` (L1 doc), with the account id an integer.
// Errors are `[ERROR, CALL, id, {}, uri, [], {desc}]` with the URIs of ./wamp-errors.ts (no
// public client names one: unverified) and, as `desc`, the catalogue's text in the
// connection's culture (`#getSessionInfo {culture}`; English until it is told). Names and
// shapes are in ./wamp-procedures.ts, written from the platform's public clients.
//
// The platform's two captcha gates (L1), both off until a control turns them on:
//   - the connection CHALLENGE: HELLO is answered `[CHALLENGE, "GoogleRecaptchaV2", {key}]`;
//     an AUTHENTICATE with a non-empty response is WELCOMEd, anything else ABORTed;
//   - the request quota: a CALL past it fails `wamp.quota_exhausted {type: "GoogleRecaptchaV2", key, desc}`
//     until `/connection#increaseRequestQuota {challengeResponse}` answers `{success: true}`.
//
// A test picks its own casino with `?casino=ID` on the socket's URL and on these controls
// (as the `betr-casino` cookie does), so suites running side by side do not share one;
// /api/demo/wamp/{reset, outbox, deposit, control}?casino=ID are ./demo-controls.ts's
// controls of that casino.
//
// Test controls (loopback only, like the whole server):
//   POST /api/demo/wamp/drop {refuse?: n, how?}
//                                            close every socket of this casino; turn the next n
//                                            connection attempts away, so reconnection is testable:
//                                            how 'http' (default) answers the upgrade 503;
//                                            'before-welcome' opens the socket and answers HELLO
//                                            with close 1011 (overloaded); 'after-welcome' sends
//                                            WELCOME, then closes 1011 at the first SUBSCRIBE or CALL
//   POST /api/demo/wamp/lose-result {procedure}
//                                            the next call of that procedure is carried out, then
//                                            the socket is closed instead of sending its RESULT
//                                            (a lost answer); {} clears it
//   GET  /api/demo/wamp/status              {refuse, connections}: attempts still to refuse, open sockets
//   POST /api/demo/wamp/fault {procedure, area, key}  later calls of that procedure fail with the
//                                            platform's error for the catalogue error area.key
//                                            (general.session-expired: error.SessionExpired);
//                                            {procedure, answer: 'hang'} are never answered (the
//                                            socket stays open); {procedure, answer: 'malformed'}
//                                            are answered with a RESULT whose kwargs is not an
//                                            object; {} clears it
//   POST /api/demo/wamp/session-state {code, desc?}
//                                            end every login of this casino's connections with
//                                            this /sessionStateChange code (1, 2, 3, 5, 6)
//   POST /api/demo/wamp/challenge {on}       new connections are challenged (GoogleRecaptchaV2) or not
//   POST /api/demo/wamp/quota {calls}        after this many more calls the quota is exhausted
//                                            (0: at once); {} lifts the limit
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { ERROR_KEYS as CATALOGUE, isErrorKey, type ErrorArea } from '../../src/domain/error-catalogue.ts';
import { ProviderError } from '../../src/adapters/provider.ts';
import { SessionExpired } from '../../src/adapters/stub/index.ts';
import { matchLocale, type Locale } from '../../locales/index.ts';
import enCommon from '../../locales/en-US/common.ts';
import enErrors from '../../locales/en-US/errors.ts';
import fiCommon from '../../locales/fi/common.ts';
import fiErrors from '../../locales/fi/errors.ts';
import nbCommon from '../../locales/nb/common.ts';
import nbErrors from '../../locales/nb/errors.ts';
import plCommon from '../../locales/pl-PL/common.ts';
import plErrors from '../../locales/pl-PL/errors.ts';
import svCommon from '../../locales/sv/common.ts';
import svErrors from '../../locales/sv/errors.ts';
import thCommon from '../../locales/th-TH/common.ts';
import thErrors from '../../locales/th-TH/errors.ts';
import type { RouteHandler, UpgradeHandler } from '../server.ts';
import { demoControls, type DemoCasino, type DemoCasinos } from './demo-controls.ts';
import { answerCors, readJson, sendJson } from './rest/http.ts';
import { wampHttp } from './wamp-http.ts';
import { INVALID_FIELD, SESSION_EXPIRED, UNKNOWN, platformUri } from './wamp-errors.ts';
import { AlreadyLoggedIn, InvalidField, PROCEDURE_TABLE, balanceEvent, type CallContext, type Kwargs } from './wamp-procedures.ts';

/** The realm this peer serves. */
const REALM = 'betr';
/** The platform's topics (L1, L2, L4, L6, L9). */
const SESSION_STATE = '/sessionStateChange';
const BALANCE_CHANGED = '/account/balanceChanged';
/** The captcha of the platform's challenge and quota (L1: `[4, "GoogleRecaptchaV2", {"key": …}]`). */
const CAPTCHA = 'GoogleRecaptchaV2';
/** The reCAPTCHA site key the demo's challenge names (Google's public test key). */
const CAPTCHA_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UvIEGm0c7yDgEiD7';
const QUOTA_EXHAUSTED = 'wamp.quota_exhausted';

const HELLO = 1,
  WELCOME = 2,
  ABORT = 3,
  CHALLENGE = 4,
  AUTHENTICATE = 5,
  GOODBYE = 6,
  ERROR = 8;
const SUBSCRIBE = 32,
  SUBSCRIBED = 33,
  UNSUBSCRIBE = 34,
  UNSUBSCRIBED = 35,
  EVENT = 36,
  CALL = 48,
  RESULT = 50;

/** A client identity (`cid`) and the login it holds. */
interface Client {
  sessionId: string | null;
  readonly sockets: Set<Peer>;
}

/** One socket: its WAMP session and subscriptions (topic → subscription id). */
interface Peer {
  readonly ws: WebSocket;
  readonly client: Client;
  welcomed: boolean;
  /** Challenged after HELLO, waiting for AUTHENTICATE. */
  challenged: boolean;
  /** Called `#watchBalance`: hears `/account/balanceChanged`. */
  watching: boolean;
  /** The client identity's id, as issued. */
  readonly cid: string;
  readonly subscriptions: Map<string, number>;
  /** `#getSessionInfo {culture}`: the language of this connection's error descriptions. */
  locale: Locale;
  /** Turned away after the socket opened (POST /api/demo/wamp/drop {how}): closed 1011 at this point. */
  readonly closeAt: 'hello' | 'first-request' | null;
}

/** How a connection attempt is turned away (POST /api/demo/wamp/drop {how}). */
const REFUSALS = ['http', 'before-welcome', 'after-welcome'] as const;
type Refusal = (typeof REFUSALS)[number];

/** The close code of a server too busy to serve (RFC 6455 §7.4.1: 1011, "unexpected condition"). */
const OVERLOADED = 1011;

interface CasinoPeers {
  readonly clients: Map<string, Client>;
  /** Connection attempts still to refuse (POST /api/demo/wamp/drop {refuse}), and how. */
  refuse: number;
  refusal: Refusal;
  /** The next call of this procedure loses its answer (POST /api/demo/wamp/lose-result). */
  loseResult: string | null;
  /** A procedure made to fail (POST /api/demo/wamp/fault): an error, no answer, or an unreadable one. */
  fault: { procedure: string; error: ProviderError } | { procedure: string; answer: 'hang' | 'malformed' } | null;
  /** New connections are challenged (POST /api/demo/wamp/challenge). */
  challenge: boolean;
  /** Calls left before the quota is exhausted; null without a limit (POST /api/demo/wamp/quota). */
  quota: number | null;
}

/** `?casino=ID` picks the casino as the `betr-casino` cookie would. */
function pickCasino(req: IncomingMessage, url: URL): void {
  const casino = url.searchParams.get('casino');
  if (casino && /^[\w-]{1,64}$/.test(casino)) req.headers.cookie = `betr-casino=${casino}`;
}

const randomId = () => Math.floor(Math.random() * 2 ** 52) + 1;

type Texts = { common: typeof enCommon; errors: typeof enErrors };
/** The platform's descriptions in each culture it is asked for (the product's own translations). */
const TEXTS: Readonly<Record<Locale, Texts>> = {
  'en-US': { common: enCommon, errors: enErrors },
  fi: { common: fiCommon, errors: fiErrors },
  nb: { common: nbCommon, errors: nbErrors },
  'pl-PL': { common: plCommon, errors: plErrors },
  sv: { common: svCommon, errors: svErrors },
  'th-TH': { common: thCommon, errors: thErrors },
} as Record<Locale, Texts>;

/** The area a test's fault names (general when it names none or one the catalogue lacks). */
const faultArea = (area: unknown): ErrorArea =>
  typeof area === 'string' && Object.hasOwn(CATALOGUE, area) ? (area as ErrorArea) : 'general';

/** The platform's URI and description (in the connection's culture) of an error the casino raised. */
export function errorOf(error: unknown, locale: Locale = 'en-US'): [uri: string, kwargs: Kwargs] {
  const { common, errors: catalogue } = TEXTS[locale];
  const general = common.errors.general as Record<string, string>;
  if (error instanceof SessionExpired) return [SESSION_EXPIRED, { desc: general['session-expired'] }];
  if (error instanceof InvalidField) return [INVALID_FIELD, { desc: common.errors.fallback, field: error.field }];
  // The platform's own words (L6), whatever the culture: no translation of them is known.
  if (error instanceof AlreadyLoggedIn) return [UNKNOWN, { desc: error.message }];
  if (!(error instanceof ProviderError)) return ['wamp.error.runtime_error', { desc: general['unknown-error'] }];
  const texts = (catalogue.errors as Record<string, Record<string, string> | undefined>)[error.area] ?? {};
  const desc = (texts[error.key] ?? general[error.key] ?? common.errors.fallback).replace('{supportLink}', common.support);
  const { uri, field } = platformUri(error.area, error.key);
  return [uri, field === undefined ? { desc } : { desc, field }];
}

function send(peer: Peer, message: unknown[]): void {
  if (peer.ws.readyState === peer.ws.OPEN) peer.ws.send(JSON.stringify(message));
}

function publish(peers: Iterable<Peer>, topic: string, kwargs: Kwargs): void {
  for (const peer of peers) {
    const subscription = peer.subscriptions.get(topic);
    if (subscription !== undefined) send(peer, [EVENT, subscription, randomId(), {}, [], kwargs]);
  }
}

/** The WAMP peer, the platform's HTTP calls and the test controls, over the server's casinos. */
export function wampPeer(casinos: DemoCasinos): { upgrade: UpgradeHandler; http: RouteHandler; controls: RouteHandler } {
  const byCasino = new WeakMap<DemoCasino, CasinoPeers>();
  /** The casino of each session a login opened here: the HTTP calls name only the session. */
  const casinoOfSession = new Map<string, DemoCasino>();
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => (protocols.has('wamp.2.json') ? 'wamp.2.json' : false),
  });

  function peersOf(scope: DemoCasino): CasinoPeers {
    let peers = byCasino.get(scope);
    if (peers) return peers;
    const created: CasinoPeers = {
      clients: new Map(),
      refuse: 0,
      refusal: 'http',
      loseResult: null,
      fault: null,
      challenge: false,
      quota: null,
    };
    byCasino.set(scope, created);
    const holding = (sessionId: string) => [...created.clients.values()].filter((c) => c.sessionId === sessionId);
    // The casino's pushed changes reach every connection of the player's client identities.
    scope.casino.subscribe((event) => {
      if (event.type === 'session-ended') {
        for (const client of holding(event.sessionId)) {
          client.sessionId = null;
          publish(client.sockets, SESSION_STATE, { code: 3, desc: enCommon.errors.general['session-expired'] });
        }
      } else {
        for (const client of created.clients.values()) {
          if (client.sessionId === null || scope.casino.sessions.userId(client.sessionId) !== event.userId) continue;
          publish(
            [...client.sockets].filter((peer) => peer.watching),
            BALANCE_CHANGED,
            balanceEvent(scope.casino, client.sessionId),
          );
        }
      }
    });
    peers = created;
    return peers;
  }

  function context(scope: DemoCasino, peers: CasinoPeers, peer: Peer): CallContext {
    const { client } = peer;
    return {
      scope,
      cid: peer.cid,
      watchBalance() {
        peer.watching = true;
      },
      increaseQuota(challengeResponse) {
        if (challengeResponse.trim() === '') return false;
        peers.quota = null;
        return true;
      },
      setCulture(culture) {
        peer.locale = matchLocale(culture) ?? 'en-US';
      },
      session() {
        if (client.sessionId === null || !scope.casino.sessions.isValid(client.sessionId)) throw new SessionExpired();
        return client.sessionId;
      },
      setSession(sessionId) {
        client.sessionId = sessionId;
        if (sessionId !== null) casinoOfSession.set(sessionId, scope);
        // Every connection of the client identity hears it, the one that called login or
        // logout included (as on the platform: a client may wait for code 0 after #login).
        publish(client.sockets, SESSION_STATE, sessionId === null ? { code: 1, desc: 'Signed out' } : { code: 0, desc: 'Signed in' });
      },
    };
  }

  function onMessage(scope: DemoCasino, peers: CasinoPeers, peer: Peer, raw: string): void {
    let message: unknown[];
    try {
      message = JSON.parse(raw) as unknown[];
      if (!Array.isArray(message)) throw new TypeError('not a WAMP message');
    } catch {
      send(peer, [ABORT, { message: 'Can not decode received message' }, 'wamp.error.protocol_violation']);
      return void peer.ws.close();
    }
    const [type] = message;
    if (peer.closeAt === 'hello' || (peer.closeAt === 'first-request' && peer.welcomed))
      return void peer.ws.close(OVERLOADED, 'overloaded');
    const welcome = () => {
      peer.welcomed = true;
      send(peer, [WELCOME, randomId(), { agent: 'betr demo', roles: { dealer: { features: {} }, broker: { features: {} } } }]);
    };
    if (peer.challenged) {
      peer.challenged = false;
      if (type === AUTHENTICATE && typeof message[1] === 'string' && message[1].trim() !== '') return welcome();
      send(peer, [ABORT, { message: 'The captcha was not answered.' }, 'wamp.error.not_authorized']);
      return void peer.ws.close();
    }
    if (!peer.welcomed) {
      if (type !== HELLO) return void peer.ws.close(1002);
      if (message[1] !== REALM) {
        send(peer, [ABORT, { message: `no realm ${String(message[1])}` }, 'wamp.error.no_such_realm']);
        return void peer.ws.close();
      }
      if (peers.challenge) {
        peer.challenged = true;
        return send(peer, [CHALLENGE, CAPTCHA, { key: CAPTCHA_SITE_KEY }]);
      }
      return welcome();
    }
    switch (type) {
      case CALL: {
        const [, requestId, , procedure, , kwargs] = message as [number, number, object, string, unknown[]?, Kwargs?];
        const run = PROCEDURE_TABLE.get(procedure);
        if (!run)
          return send(peer, [ERROR, CALL, requestId, {}, 'wamp.error.no_such_procedure', [], { desc: `no procedure ${procedure}` }]);
        if (peers.quota !== null && !procedure.startsWith('/connection#')) {
          if (peers.quota <= 0) {
            return send(peer, [
              ERROR,
              CALL,
              requestId,
              {},
              QUOTA_EXHAUSTED,
              [],
              { type: CAPTCHA, key: CAPTCHA_SITE_KEY, desc: 'Too many requests. Please prove you are a human.' },
            ]);
          }
          peers.quota -= 1;
        }
        try {
          if (peers.fault?.procedure === procedure) {
            if ('error' in peers.fault) throw peers.fault.error;
            if (peers.fault.answer === 'hang') return;
            return send(peer, [RESULT, requestId, {}, [], 'Service Unavailable']);
          }
          const result = run(context(scope, peers, peer), kwargs ?? {}) ?? {};
          if (peers.loseResult === procedure) {
            peers.loseResult = null;
            return void peer.ws.terminate();
          }
          return send(peer, [RESULT, requestId, {}, [], result]);
        } catch (error) {
          const [uri, details] = errorOf(error, peer.locale);
          return send(peer, [ERROR, CALL, requestId, {}, uri, [], details]);
        }
      }
      case SUBSCRIBE: {
        const [, requestId, , topic] = message as [number, number, object, string];
        const id = peer.subscriptions.get(topic) ?? randomId();
        peer.subscriptions.set(topic, id);
        return send(peer, [SUBSCRIBED, requestId, id]);
      }
      case UNSUBSCRIBE: {
        const [, requestId, id] = message as [number, number, number];
        for (const [topic, subscription] of peer.subscriptions) if (subscription === id) peer.subscriptions.delete(topic);
        return send(peer, [UNSUBSCRIBED, requestId]);
      }
      case GOODBYE:
        send(peer, [GOODBYE, {}, 'wamp.close.goodbye_and_out']);
        return void peer.ws.close(1000);
      default:
        send(peer, [ABORT, { message: `unexpected message ${String(type)}` }, 'wamp.error.protocol_violation']);
        return void peer.ws.close();
    }
  }

  const upgrade: UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer, url: URL) => {
    pickCasino(req, url);
    const scope = casinos.of(req);
    const peers = peersOf(scope);
    let closeAt: Peer['closeAt'] = null;
    if (peers.refuse > 0) {
      peers.refuse -= 1;
      if (peers.refusal === 'http') return void socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      closeAt = peers.refusal === 'before-welcome' ? 'hello' : 'first-request';
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      // A cid this platform issued (or a test's own) names its client; none, a new one.
      const cid = url.searchParams.get('cid') || randomBytes(16).toString('hex');
      let client = peers.clients.get(cid);
      if (!client) {
        client = { sessionId: null, sockets: new Set() };
        peers.clients.set(cid, client);
      }
      const peer: Peer = {
        ws,
        client,
        cid,
        welcomed: false,
        challenged: false,
        watching: false,
        subscriptions: new Map(),
        locale: 'en-US',
        closeAt,
      };
      client.sockets.add(peer);
      ws.on('message', (data) => onMessage(scope, peers, peer, data.toString()));
      ws.on('close', () => client.sockets.delete(peer));
      ws.on('error', () => ws.terminate());
    });
  };

  const generic = demoControls(casinos);
  const controls: RouteHandler = async (req, res, url) => {
    pickCasino(req, url);
    const action = url.pathname.replace(/^\/api\/demo\/wamp\/?/, '');
    if (action === 'reset') {
      // Back to a platform that neither challenges nor limits.
      const peers = peersOf(casinos.of(req));
      peers.challenge = false;
      peers.quota = null;
    }
    if (['reset', 'outbox', 'deposit', 'control'].includes(action))
      return generic(req, res, new URL(`/api/demo/${action}${url.search}`, url));
    if (answerCors(req, res)) return;
    const scope = casinos.of(req);
    const peers = peersOf(scope);
    const body = ((await readJson(req).catch(() => undefined)) ?? {}) as Kwargs;
    const sockets = () => [...peers.clients.values()].flatMap((c) => [...c.sockets]);
    switch (`${req.method} ${url.pathname}`) {
      case 'GET /api/demo/wamp/status':
        return sendJson(res, 200, { refuse: peers.refuse, connections: sockets().length });
      case 'POST /api/demo/wamp/drop':
        peers.refuse = typeof body.refuse === 'number' ? Math.max(0, body.refuse) : 0;
        peers.refusal = REFUSALS.includes(body.how as Refusal) ? (body.how as Refusal) : 'http';
        // Forgotten now, not on the sockets' later 'close': from this answer on, status counts
        // only the connections made after the drop.
        for (const peer of sockets()) {
          peer.client.sockets.delete(peer);
          peer.ws.terminate();
        }
        return sendJson(res, 200, { dropped: true, refuse: peers.refuse, how: peers.refusal });
      case 'POST /api/demo/wamp/lose-result':
        peers.loseResult = typeof body.procedure === 'string' ? body.procedure : null;
        return sendJson(res, 200, { loseResult: peers.loseResult });
      case 'POST /api/demo/wamp/fault': {
        const { procedure, area, key, answer } = body;
        peers.fault =
          typeof procedure !== 'string'
            ? null
            : answer === 'hang' || answer === 'malformed'
              ? { procedure, answer }
              : typeof key === 'string' && isErrorKey(faultArea(area), key)
                ? { procedure, error: new ProviderError(faultArea(area), key) }
                : null;
        const fault =
          peers.fault && ('error' in peers.fault ? { procedure: peers.fault.procedure, key: peers.fault.error.key } : peers.fault);
        return sendJson(res, 200, { fault });
      }
      case 'POST /api/demo/wamp/challenge':
        peers.challenge = body.on === true;
        return sendJson(res, 200, { challenge: peers.challenge });
      case 'POST /api/demo/wamp/quota':
        peers.quota = typeof body.calls === 'number' ? Math.max(0, body.calls) : null;
        return sendJson(res, 200, { quota: peers.quota });
      case 'POST /api/demo/wamp/session-state': {
        const code = Number(body.code);
        for (const client of peers.clients.values()) {
          if (client.sessionId === null) continue;
          if (code !== 0) {
            scope.casino.sessions.signOut(client.sessionId);
            client.sessionId = null;
          }
          publish(client.sockets, SESSION_STATE, { code, desc: typeof body.desc === 'string' ? body.desc : 'Session state changed' });
        }
        return sendJson(res, 200, { code });
      }
      default:
        return sendJson(res, 404, { error: `no control ${req.method} ${url.pathname}` });
    }
  };

  const http = wampHttp((req, sessionId) => (sessionId !== undefined && casinoOfSession.get(sessionId)) || casinos.of(req));
  return { upgrade, http, controls };
}
