// A stand-in for an operator's own platform: a JSON-RPC 2.0 API (POST /rpc) with its own names
// and shapes, none of betr's, and test hooks for the contract suite (POST /test/reset: back to
// the seed; POST /test/fail: a method answers an error code). It also serves this folder, so the page, its adapter and betr
// (node_modules/betr-widgets) come from the same origin. Loopback only; state in memory.
//
//   node platform.mjs [port]        then open http://127.0.0.1:<port>/index.html
//
// web-test-runner.config.mjs mounts the same API (platformApi) in its own server for the suite.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The platform's seeded member. Amounts are minor units (cents), as the platform keeps them. */
const MEMBER = {
  login: 'demo@operator.example',
  secret: 'Spin-4-fun!',
  termsOutstanding: false,
  card: {
    memberNo: 'M-1001',
    mail: 'demo@operator.example',
    givenName: 'Dana',
    familyName: 'Demo',
    birthDate: '1991-04-02',
    street: 'Harbour Street 7',
    town: 'Valletta',
    postcode: 'VLT 1010',
    dialCode: '356',
    mobile: '35699000000',
    countryCode: 'MT',
    currencyCode: 'EUR',
    locale: 'en',
    verified: true,
  },
  purse: { cashMinor: 12_550, bonusMinor: 500, currencyCode: 'EUR' },
  netDepositsMinor12m: 40_000,
  limitsMinor: { day: null, week: 50_000, month: null },
};

/** A member who has registered and not yet confirmed the email, with the new terms to accept. */
const NEW_MEMBER = {
  ...MEMBER,
  login: 'new@operator.example',
  termsOutstanding: true,
  card: { ...MEMBER.card, memberNo: 'M-1002', mail: 'new@operator.example', givenName: 'Noa', familyName: 'New', verified: false },
  purse: { cashMinor: 0, bonusMinor: 0, currencyCode: 'EUR' },
  netDepositsMinor12m: 0,
};
const MEMBERS = [MEMBER, NEW_MEMBER];

// JSON-RPC's own codes, and the platform's (-32000 to -32099 are the server's to define).
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const METHOD_NOT_FOUND = -32601;
const BAD_LOGIN = -32001;
const NO_SESSION = -32002;

class RpcFault extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** The platform: its methods over its members, sessions by token. */
function createPlatform() {
  const sessions = new Map();
  /** Each member's last sign-in, by login. */
  const lastVisits = new Map();
  const session = ({ token } = {}) => {
    const found = sessions.get(token);
    if (!found) throw new RpcFault(NO_SESSION, 'No such session');
    return found;
  };
  return {
    'player.login'({ login, secret } = {}) {
      const member = MEMBERS.find((m) => m.login === String(login).trim().toLowerCase());
      if (!member || secret !== member.secret) throw new RpcFault(BAD_LOGIN, 'Login or secret is wrong');
      const token = `tok-${crypto.randomUUID()}`;
      sessions.set(token, { member, openedAt: new Date().toISOString(), previousVisit: lastVisits.get(member.login) ?? null });
      lastVisits.set(member.login, new Date().toISOString());
      return { token, verified: member.card.verified, termsOutstanding: member.termsOutstanding };
    },
    'player.logout'(params) {
      sessions.delete(params?.token);
      return { done: true };
    },
    'session.status'({ token } = {}) {
      const found = sessions.get(token);
      return found ? { active: true, openedAt: found.openedAt, previousVisit: found.previousVisit } : { active: false };
    },
    'player.card': (params) => session(params).member.card,
    'wallet.get': (params) => session(params).member.purse,
    'account.summary'(params) {
      const { member, previousVisit } = session(params);
      return {
        netDepositsMinor12m: member.netDepositsMinor12m,
        currencyCode: member.purse.currencyCode,
        limitsMinor: member.limitsMinor,
        previousVisit,
      };
    },
  };
}

/** `faults`: the error code a method answers instead of its result (the test hook's). */
async function answerRpc(platform, faults, body) {
  let call;
  try {
    call = JSON.parse(body);
  } catch {
    return { jsonrpc: '2.0', id: null, error: { code: PARSE_ERROR, message: 'Parse error' } };
  }
  const id = call?.id ?? null;
  if (call?.jsonrpc !== '2.0' || typeof call.method !== 'string')
    return { jsonrpc: '2.0', id, error: { code: INVALID_REQUEST, message: 'Invalid Request' } };
  const method = Object.hasOwn(platform, call.method) ? platform[call.method] : null;
  if (!method) return { jsonrpc: '2.0', id, error: { code: METHOD_NOT_FOUND, message: 'Method not found' } };
  if (faults.has(call.method)) return { jsonrpc: '2.0', id, error: { code: faults.get(call.method), message: 'Injected fault' } };
  try {
    return { jsonrpc: '2.0', id, result: await method(call.params) };
  } catch (error) {
    if (error instanceof RpcFault) return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message } };
    throw error;
  }
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

/**
 * The platform's HTTP API as a Node request handler: POST /rpc; POST /test/reset (a fresh
 * platform: no sessions, no last visits, no faults); POST /test/fail `{method, code}` (later
 * calls of `method` answer the error `code`; code null answers again). Answers true when the
 * request was one of them.
 */
export function platformApi() {
  let platform = createPlatform();
  /** @type {Map<string, number>} */
  const faults = new Map();
  return (req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path !== '/rpc' && path !== '/test/reset' && path !== '/test/fail') return false;
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST' }).end();
      return true;
    }
    if (path === '/test/reset') {
      platform = createPlatform();
      faults.clear();
      res.writeHead(204).end();
      return true;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (path === '/test/fail') {
        let fault;
        try {
          fault = JSON.parse(body);
        } catch {
          res.writeHead(400).end();
          return;
        }
        if (fault?.code === null) faults.delete(fault.method);
        else faults.set(fault?.method, fault?.code);
        res.writeHead(204).end();
        return;
      }
      answerRpc(platform, faults, body).then(
        (answer) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer)),
        () => res.writeHead(500).end(),
      );
    });
    return true;
  };
}

/** Start the platform on loopback: `port` 0 picks a free one. */
export async function startPlatform({ root = fileURLToPath(new URL('.', import.meta.url)), port = 0 } = {}) {
  const api = platformApi();
  const base = resolve(root);
  const server = createServer((req, res) => {
    if (api(req, res)) return;
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = join(base, path === '/' ? 'index.html' : path);
    if (!file.startsWith(base + sep) || !existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise((ok) => server.listen(port, '127.0.0.1', ok));
  return { port: server.address().port, close: () => new Promise((ok) => server.close(ok)) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { port } = await startPlatform({ port: Number(process.argv[2] ?? 4400) });
  console.log(`operator platform on http://127.0.0.1:${port}/index.html (member ${MEMBER.login} / ${MEMBER.secret})`);
}
