// The simulated casino behind the provider server's back-end stand-ins, and its test
// controls under /api/demo/ (loopback only, like the whole server):
//   GET  /api/demo/outbox[?platform=rest|wamp]  the casino's mail, oldest first; with a
//                                          platform, links as that platform's do (rest resets:
//                                          ?token=&username=; the wamp peer builds its links itself)
//   POST /api/demo/reset [{now}]           back to the seed; clears the fault and the clock;
//                                          with now (epoch ms) the casino's clock reads that
//                                          time from then on, and the seed is dated from it
//   POST /api/demo/fault {mode: 'none' | '500' | '503' | '401' | 'malformed' | 'slow' | 'down' | 'error',
//                         path?, delayMs?, area?, key?}
//                                          make /api/rest answer 500, 503 (overloaded, an HTML
//                                          page with Retry-After), 401 (the platform's
//                                          SessionExpired), malformed JSON, slower than
//                                          the adapter's time-out (delayMs, default 20 s), drop
//                                          the connection, or answer the platform's error for
//                                          the catalogue error area.key; path limits it to the
//                                          paths under /api/rest that start with it
//   GET  /api/demo/fault                   {mode, path, held}: the fault, and the paths of the
//                                          calls its 'slow' mode holds now (a test moves the
//                                          page's clock on once the platform holds the call)
//   POST /api/demo/deposit {email | sessionId, amount, method?, bonusCode?}
//                                          credit a player as a completed cashier deposit would
//   POST /api/demo/control {name, args}    another knob of the stub's controls: approveOAuth,
//                                          denyOAuth, setVisitorCountry, setCrossBrandLimits, setDepositLimitRanges,
//                                          setDisplayPages,
//                                          lastUpload, lastLimitRequest, advanceClock,
//                                          reachSessionLimit(email) (the player's sessions end
//                                          as the platform's session limit ends them),
//                                          setLobbySize(n) (the lobby of every platform holds n
//                                          games: the seeded ones and numbered copies); and what an operator's
//                                          back office writes: setPlayerContent(email,
//                                          {messages?, bonuses?, profile?}) replaces a player's
//                                          inbox and bonuses and changes profile fields;
//                                          setDocument(id, {title?, html, image?}) makes the
//                                          content service answer this for the document id
//                                          (terms-and-conditions, welcome, …); null forgets it
//
// One casino per `betr-casino` cookie value, or `X-Betr-Casino` header for callers on another
// origin (none: the shared one). A Playwright test sets its own cookie and a contract suite
// its own header, so tests running side by side on one server do not share players, mail
// or faults, as each page on the stub has its own localStorage.
import type { IncomingMessage } from 'node:http';
import type { ErrorArea } from '../../src/domain/error-catalogue.ts';
import type { Bonus, Message, Profile } from '../../src/domain/model.ts';
import { Casino, createMemoryStorage, type Mail, type StorageLike } from '../../src/adapters/stub/index.ts';
import type { RouteHandler } from '../server.ts';
import { answerCors, readJson, sendJson } from './rest/http.ts';

export type FaultMode = 'none' | '500' | '503' | '401' | 'malformed' | 'slow' | 'down' | 'error';

export interface Fault {
  mode: FaultMode;
  /** Paths under /api/rest starting with this; '' for all. */
  path: string;
  /** 'slow': how long an answer waits. */
  delayMs: number;
  /** 'error': the catalogue error to answer. */
  area: ErrorArea;
  key: string;
}

const NO_FAULT: Fault = { mode: 'none', path: '', delayMs: 0, area: 'general', key: 'unknown-error' };
const FAULT_MODES: readonly FaultMode[] = ['none', '500', '503', '401', 'malformed', 'slow', 'down', 'error'];
/** Longer than the REST adapter's 15 s time-out. */
const SLOW_MS = 20_000;

export interface DemoCasino {
  readonly casino: Casino;
  fault: Fault;
  /** The paths of the calls the 'slow' fault holds now (demo/server/rest.ts). */
  readonly held: string[];
  /** The latest session this server opened for each player (by email), for /api/demo/deposit. */
  readonly sessions: Map<string, string>;
  /** How far advanceClock has moved the casino's clock. */
  clockOffset: number;
  /** Where the casino keeps its state (the back office writes there). */
  readonly storage: StorageLike;
  /** Documents of the content service an operator has written, by id (setDocument). */
  readonly documents: Map<string, DemoDocument>;
}

/** A document of the content service as an operator writes it. */
export interface DemoDocument {
  title?: string;
  html: string;
  image?: string;
}

export interface DemoCasinos {
  /** The casino a request is for (its `X-Betr-Casino` header or `betr-casino` cookie). */
  of(req: IncomingMessage): DemoCasino;
}

const COOKIE = /(?:^|;\s*)betr-casino=([\w-]{1,64})(?:;|$)/;
const NAME = /^[\w-]{1,64}$/;

/** The name of the casino a request is for ('' for the shared one): its X-Betr-Casino header, else its betr-casino cookie. */
export function casinoName(req: IncomingMessage): string {
  const header = req.headers['x-betr-casino'];
  return (typeof header === 'string' && NAME.test(header) ? header : COOKIE.exec(req.headers.cookie ?? '')?.[1]) ?? '';
}
/** Test casinos are forgotten oldest first past this many. */
const MAX_CASINOS = 64;

export function createDemoCasinos(): DemoCasinos {
  const casinos = new Map<string, DemoCasino>();
  const create = (): DemoCasino => {
    const scope: Omit<DemoCasino, 'casino'> = {
      fault: NO_FAULT,
      held: [],
      sessions: new Map(),
      clockOffset: 0,
      storage: createMemoryStorage(),
      documents: new Map(),
    };
    return Object.assign(scope, { casino: new Casino({ storage: scope.storage, now: () => Date.now() + scope.clockOffset }) });
  };
  return {
    of(req) {
      const id = casinoName(req);
      let scope = casinos.get(id);
      if (!scope) {
        scope = create();
        casinos.set(id, scope);
        if (casinos.size > MAX_CASINOS) casinos.delete([...casinos.keys()].find((key) => key !== '')!);
      }
      return scope;
    },
  };
}

/** The stub's controls that act on the casino alone (the rest live in the stub adapter). */
function control(scope: DemoCasino, name: string, args: unknown[]): unknown {
  const { casino } = scope;
  const [first, second] = args as [string, unknown];
  switch (name) {
    case 'approveOAuth':
      return casino.bankIdentity.approve(first, String(second));
    case 'denyOAuth':
      return casino.bankIdentity.deny(first);
    case 'setVisitorCountry':
      return casino.site.setVisitorCountry(first ?? null);
    case 'setCrossBrandLimits':
      return casino.responsibleGaming.setCrossBrandLimits(
        first,
        second as Parameters<Casino['responsibleGaming']['setCrossBrandLimits']>[1],
      );
    case 'setDepositLimitRanges':
      return casino.site.setDepositLimitRanges(first, second as Parameters<Casino['site']['setDepositLimitRanges']>[1]);
    case 'setDisplayPages':
      return casino.account.setDisplayPages(first, second as Parameters<Casino['account']['setDisplayPages']>[1]);
    case 'lastUpload':
      return casino.documents.lastUpload();
    case 'lastLimitRequest':
      return casino.limits.lastRequest();
    case 'setLobbySize':
      return casino.lobby.setLobbySize(Number(first));
    case 'reachSessionLimit':
      return casino.sessions.reachSessionLimit(first);
    case 'advanceClock':
      scope.clockOffset += Number(first);
      return undefined;
    case 'setPlayerContent':
      return setPlayerContent(scope, first, second as PlayerContent);
    case 'setDocument':
      if (second === null || second === undefined) scope.documents.delete(first);
      else scope.documents.set(first, second as DemoDocument);
      return undefined;
    default:
      throw new Error(`no control "${name}"`);
  }
}

interface PlayerContent {
  messages?: Message[];
  bonuses?: Bonus[];
  profile?: Partial<Profile>;
}

/** The casino's state as stored (the stub engine's own key), changed as a back office does. */
const STATE_KEY = 'betr:stub';

function setPlayerContent(scope: DemoCasino, email: string, content: PlayerContent): void {
  const state = JSON.parse(scope.storage.getItem(STATE_KEY) ?? 'null') as {
    players: Record<string, { profile: Profile; messages: Message[]; bonuses: Bonus[] }>;
  } | null;
  const player = state && Object.values(state.players).find((p) => p.profile.email.toLowerCase() === String(email).toLowerCase());
  if (!state || !player) throw new Error(`no player ${email}`);
  if (content.messages) player.messages = content.messages;
  if (content.bonuses) player.bonuses = content.bonuses;
  if (content.profile) Object.assign(player.profile, content.profile);
  scope.storage.setItem(STATE_KEY, JSON.stringify(state));
}

/**
 * A mail as the platform sends it: the REST platform's reset links carry token and
 * username, the websocket platform's activation links activation-key and email (the
 * casino's own links are the other platform's: reset-pw-key, and email with code).
 */
function asPlatformMail(mail: Mail, platform: string | null): Mail {
  if (!mail.code) return mail;
  const to = encodeURIComponent(mail.to);
  if (platform === 'rest' && mail.kind === 'reset-password') return { ...mail, link: `/?token=${mail.code}&username=${to}` };
  return mail;
}

function fault(body: Record<string, unknown>): Fault {
  const mode = body.mode as FaultMode;
  if (!FAULT_MODES.includes(mode)) throw new Error(`mode must be one of ${FAULT_MODES.join(', ')}`);
  return {
    mode,
    path: typeof body.path === 'string' ? body.path : '',
    delayMs: typeof body.delayMs === 'number' ? body.delayMs : SLOW_MS,
    area: (typeof body.area === 'string' ? body.area : 'general') as ErrorArea,
    key: typeof body.key === 'string' ? body.key : 'unknown-error',
  };
}

export function demoControls(casinos: DemoCasinos): RouteHandler {
  return async (req, res, url) => {
    if (answerCors(req, res)) return;
    const scope = casinos.of(req);
    const { casino } = scope;
    const action = `${req.method} ${url.pathname.replace(/^\/api\/demo\/?/, '')}`;
    try {
      const body = ((await readJson(req)) ?? {}) as Record<string, unknown>;
      switch (action) {
        case 'GET outbox':
          return sendJson(
            res,
            200,
            casino.outbox().map((mail) => asPlatformMail(mail, url.searchParams.get('platform'))),
          );
        case 'POST reset':
          // The clock first: the seed is dated from the casino's now.
          scope.clockOffset = typeof body.now === 'number' && Number.isFinite(body.now) ? body.now - Date.now() : 0;
          casino.reset();
          scope.fault = NO_FAULT;
          scope.sessions.clear();
          scope.documents.clear();
          return sendJson(res, 204, undefined);
        case 'POST fault':
          scope.fault = fault(body);
          return sendJson(res, 204, undefined);
        case 'GET fault':
          return sendJson(res, 200, { mode: scope.fault.mode, path: scope.fault.path, held: scope.held });
        case 'POST deposit': {
          const sessionId = typeof body.sessionId === 'string' ? body.sessionId : scope.sessions.get(String(body.email).toLowerCase());
          if (!sessionId || !casino.sessions.isValid(sessionId))
            return sendJson(res, 409, { error: 'the player has no live session on this server' });
          const options = { method: body.method as string | undefined, bonusCode: body.bonusCode as string | undefined };
          return sendJson(res, 200, casino.payments.credit(sessionId, Number(body.amount), options));
        }
        case 'POST control':
          return sendJson(res, 200, { result: control(scope, String(body.name), Array.isArray(body.args) ? body.args : []) ?? null });
        default:
          return sendJson(res, 404, { error: `no control ${action}` });
      }
    } catch (error) {
      return sendJson(res, 400, { error: error instanceof Error ? error.message : String(error) });
    }
  };
}
