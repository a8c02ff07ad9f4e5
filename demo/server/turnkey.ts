// The turnkey casino platform stand-in (the spec's third platform), all on loopback and all
// driven by the same simulated casino as the REST and WAMP stand-ins:
//   GET  /turnkey/framework.js          the framework script (./turnkey-framework.ts, whose
//                                       header documents its API), transpiled on first request
//   POST /turnkey/api/{session, login, register, logout, wallet, games, launch, account,
//                     deposit, withdraw}
//                                       the framework's own back end, JSON in and out, the
//                                       framework's session id in the body; its answers are the
//                                       framework's shapes (wallet: BonusBalance, RealBalance,
//                                       Currency {code}; games: games.instant[] of name, id, slug,
//                                       playModes, appealingForChildren '1' | '0')
//   POST /turnkey/services/getFooterIcons  the footer-icons service: form-encoded country, brand,
//                                       lng; answers text/plain holding JSON {data: {html}}
//   GET  /turnkey/brand-info/{page}?language=  the brand info pages (about-us, bonus-policy):
//                                       an HTML page (the product discards it, as the spec says)
//   GET  /turnkey/partner/jackpots      the partner host: [{id, amount, currency}]
//   GET  /turnkey/partner/fun-mode/{slug}   the fun-mode game URL: {url}
//   GET  /turnkey/partner/game/{slug}?mode=m|d  the game page itself
// A caller on another origin (the contract suite) picks its own casino with ?casino=ID on
// these paths, as on the WAMP peer; the framework passes its script's query on.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { transform } from 'esbuild';
import { ProviderError } from '../../src/adapters/provider.ts';
import type { Game, Wallet } from '../../src/domain/model.ts';
import type { Casino } from '../../src/adapters/stub/index.ts';
import type { Route, RouteHandler } from '../server.ts';
import type { DemoCasinos } from './demo-controls.ts';
import { answerCors, readJson, sendJson } from './rest/http.ts';
import { sendText } from './static.ts';

type Body = Record<string, unknown>;

/** `?casino=ID` picks the casino as the `betr-casino` cookie would. */
function pickCasino(req: IncomingMessage, url: URL): void {
  const casino = url.searchParams.get('casino');
  if (casino && /^[\w-]{1,64}$/.test(casino)) req.headers.cookie = `betr-casino=${casino}`;
}

let script: Promise<string> | null = null;
function frameworkScript(): Promise<string> {
  script ??= readFile(new URL('./turnkey-framework.ts', import.meta.url), 'utf8')
    .then((source) => transform(source, { loader: 'ts', format: 'iife', target: 'es2022' }))
    .then((result) => result.code);
  return script;
}

const frameworkGame = (game: Game) => ({
  name: game.title,
  id: game.gameId,
  slug: game.identifier,
  thumbnail: game.image,
  playModes: game.demo ? ['Real', 'Demo'] : ['Real'],
  appealingForChildren: game.childish ? '1' : '0',
});

/** The framework's wallet shape. */
const frameworkWallet = (wallet: Wallet) => ({
  BonusBalance: wallet.bonusBalance,
  RealBalance: wallet.realBalance,
  Currency: { code: wallet.currency },
});

const text = (body: Body, name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');

/** An error code of the framework's own (not a catalogue key of the product). */
class FrameworkError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

/** The framework's back end: each call answers its JSON, or {error: key} with 400. */
function backEnd(casino: Casino, call: string, body: Body): unknown {
  const session = () => {
    const id = text(body, 'session');
    if (!id || !casino.sessions.isValid(id)) throw new FrameworkError('not-logged-in');
    return id;
  };
  switch (call) {
    case 'session':
      return { live: Boolean(body.session) && casino.sessions.isValid(text(body, 'session')) };
    case 'login':
      return { session: casino.sessions.signIn(text(body, 'email'), text(body, 'password')).sessionId };
    case 'register': {
      const country = text(body, 'country') || 'MT';
      const currency = { FI: 'EUR', DE: 'EUR', GB: 'GBP' }[country] ?? 'EUR';
      const result = casino.registration.signUp({
        email: text(body, 'email'),
        password: text(body, 'password'),
        firstName: text(body, 'firstName'),
        lastName: text(body, 'lastName'),
        dateOfBirth: text(body, 'dateOfBirth'),
        gender: 'other',
        address: '',
        city: '',
        zip: '',
        callingCode: '+356',
        phone: `+356${String(Date.now()).slice(-8)}`,
        country,
        currency,
        annualActivity: '',
        acceptTerms: true,
        acceptMarketing: false,
        jurisdiction: 'MGA',
        language: 'en',
      });
      return { session: result.sessionId };
    }
    case 'logout':
      if (text(body, 'session')) casino.sessions.signOut(text(body, 'session'));
      return {};
    case 'wallet':
      return frameworkWallet(casino.payments.wallet(session()));
    case 'games':
      return { games: { instant: casino.lobby.games().map(frameworkGame) } };
    case 'launch': {
      const mode = text(body, 'mode') === 'm' ? 'real' : 'demo';
      const game = casino.lobby.games().find((g) => g.identifier === text(body, 'slug'));
      if (!game) throw new ProviderError('general', 'unknown-error');
      casino.lobby.launch(mode === 'real' ? session() : null, { identifier: game.identifier, gameId: game.gameId, playMode: mode });
      return { name: game.title, url: `/turnkey/partner/game/${game.identifier}?mode=m` };
    }
    case 'account': {
      const profile = casino.account.profile(session());
      const wallet = casino.payments.wallet(session());
      return {
        name: `${profile.firstName} ${profile.lastName}`,
        email: profile.email,
        balance: `${wallet.totalBalance.toFixed(2)} ${wallet.currency}`,
      };
    }
    case 'deposit':
    case 'withdraw': {
      const amount = Number(body.amount);
      if (!(amount > 0)) throw new ProviderError('general', 'unknown-error');
      return frameworkWallet(call === 'deposit' ? casino.payments.credit(session(), amount) : casino.payments.debit(session(), amount));
    }
    default:
      return undefined;
  }
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Licence and responsible-gaming logos of the footer, as the service's HTML. */
function footerIcons(form: URLSearchParams): string {
  const logo = (label: string, hue: number) => {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" rx="6" fill="hsl(${hue},45%,30%)"/>` +
      `<text x="60" y="25" font-family="sans-serif" font-size="13" fill="#fff" text-anchor="middle">${label}</text></svg>`;
    return `<img src="data:image/svg+xml,${encodeURIComponent(svg)}" alt="${label}" width="120" height="40">`;
  };
  // The form it was asked with, echoed, so a test can see what was sent.
  const html =
    `<div class="footer-icons" data-request="${form.toString().replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${logo('MGA licensed', 210)}${logo('18+', 0)}` +
    `${logo('GamCare', 160)}<a href="https://www.begambleaware.org/">BeGambleAware</a></div>`;
  return JSON.stringify({ success: true, data: { html } });
}

function brandInfoPage(page: string, language: string): string {
  return (
    `<!doctype html><html lang="${language}"><head><title>${page}</title></head><body><h1>${page}</h1>` +
    '<p>The brand page of the platform. Its content is not used.</p></body></html>'
  );
}

function gamePage(game: Game, mode: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${game.title}</title></head>` +
    `<body style="margin:0;display:grid;place-items:center;height:100vh;background:#14102a;color:#fff;font:20px sans-serif">` +
    `<p>${game.title} — ${mode === 'm' ? 'real money' : 'fun mode'}</p></body></html>`
  );
}

/** The routes of the turnkey stand-in, on the server's casinos. */
export function turnkeyRoutes(casinos: DemoCasinos): Route[] {
  const api: RouteHandler = async (req, res, url) => {
    if (answerCors(req, res)) return;
    pickCasino(req, url);
    const { casino } = casinos.of(req);
    const body = ((await readJson(req).catch(() => undefined)) ?? {}) as Body;
    try {
      const answer = backEnd(casino, url.pathname.replace('/turnkey/api/', ''), body);
      if (answer === undefined) return sendJson(res, 404, { error: 'not-found' });
      sendJson(res, 200, answer);
    } catch (error) {
      sendJson(res, 400, {
        error: error instanceof ProviderError ? error.key : error instanceof FrameworkError ? error.code : 'unknown-error',
      });
    }
  };
  const partner: RouteHandler = (req, res, url) => {
    if (answerCors(req, res)) return;
    pickCasino(req, url);
    const { casino } = casinos.of(req);
    const [what, slug] = url.pathname.replace('/turnkey/partner/', '').split('/');
    if (what === 'jackpots') return sendJson(res, 200, casino.lobby.jackpots());
    const game = casino.lobby.games().find((g) => g.identifier === slug);
    if (!game) return sendText(res, 404, 'Not found');
    if (what === 'fun-mode') return sendJson(res, 200, { url: `${url.origin}/turnkey/partner/game/${slug}?mode=d` });
    sendText(res, 200, gamePage(game, url.searchParams.get('mode') ?? 'd'), { 'Content-Type': 'text/html; charset=utf-8' });
  };
  return [
    {
      method: 'GET',
      prefix: '/turnkey/framework.js',
      handler: async (_req, res) => sendText(res, 200, await frameworkScript(), { 'Content-Type': 'text/javascript; charset=utf-8' }),
    },
    { method: '*', prefix: '/turnkey/api', handler: api },
    {
      method: '*',
      prefix: '/turnkey/services/getFooterIcons',
      handler: async (req, res) => {
        if (answerCors(req, res)) return;
        // The service answers text/plain: the caller parses it as JSON (spec).
        sendText(res, 200, footerIcons(await readForm(req)), { 'Content-Type': 'text/plain; charset=utf-8' });
      },
    },
    {
      method: 'GET',
      prefix: '/turnkey/brand-info',
      handler: (req, res, url) => {
        if (answerCors(req, res)) return;
        const page = url.pathname.replace(/^\/turnkey\/brand-info\/?/, '') || 'about-us';
        sendText(res, 200, brandInfoPage(page, url.searchParams.get('language') ?? 'en'), { 'Content-Type': 'text/html; charset=utf-8' });
      },
    },
    { method: '*', prefix: '/turnkey/partner', handler: partner },
  ];
}
