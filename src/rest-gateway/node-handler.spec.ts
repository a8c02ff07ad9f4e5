import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { createNodeHandler, type GatewayOptions } from './index';
import { sdkToken } from './sdk-signature.testing';

// The Node handler over real sockets: page → gateway (node:http) → a platform that checks the
// signature as the SDK 1.9.1 signs (jsSHA, the secret read as hex) and answers with what it received.
const SECRET = '5d2c0ffee15bad0fa11ed5eed0d1ce42';

interface Received {
  url: string;
  clientIp: string | null;
  signatureValid: boolean;
  body: string;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const servers: Server[] = [];
/** Calls that reached a test platform. */
let platformCalls = 0;
test.afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(resolve);
        }),
    ),
  );
});

async function platform(): Promise<string> {
  const server = createServer(async (req, res) => {
    platformCalls += 1;
    const body = await readText(req);
    const [, apiId, token, requestId, timestamp] = /^amx ([^:]+):([^:]+):(\d+):(\d+)$/.exec(req.headers.authorization ?? '') ?? [];
    const clientIp = (req.headers['x-client-ip'] as string | undefined) ?? null;
    const lines = [apiId, requestId, timestamp, req.headers['x-player-session-id'], clientIp, req.url, body].filter(
      (line, i) => i >= 5 || line,
    );
    const received: Received = {
      url: req.url!,
      clientIp,
      signatureValid: token === sdkToken(SECRET, lines as string[]),
      body,
    };
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(received));
  });
  servers.push(server);
  return listen(server);
}

async function gatewayServer(options: Partial<GatewayOptions> = {}): Promise<string> {
  const handler = createNodeHandler({
    platformUrl: `${await platform()}/platform`,
    apiId: 'operator-7',
    apiSecret: SECRET,
    routes: [
      { method: 'POST', path: '/player/signin/v2' },
      { method: 'GET', path: '/wallet' },
    ],
    ...options,
  });
  const server = createServer((req, res) => void handler(req, res));
  servers.push(server);
  return listen(server);
}

test("over sockets: a signed call reaches the platform with the peer's address; a spoofed X-Forwarded-For from an untrusted peer is ignored", async () => {
  const gateway = await gatewayServer({ trustedProxies: ['10.0.0.0/8'] });
  const response = await fetch(`${gateway}/api/betr/player/signin/v2?x=1`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': '203.0.113.66', 'X-Client-Ip': '203.0.113.67' },
    body: '{"Username":"a"}',
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    url: '/platform/player/signin/v2?x=1',
    clientIp: '127.0.0.1',
    signatureValid: true,
    body: '{"Username":"a"}',
  });
});

test('over sockets: loopback as a trusted proxy, the address it forwarded for', async () => {
  const gateway = await gatewayServer({ trustedProxies: ['127.0.0.1'] });
  const response = await fetch(`${gateway}/api/betr/wallet`, { headers: { 'X-Forwarded-For': '203.0.113.66' } });
  expect(await response.json()).toMatchObject({ clientIp: '203.0.113.66', signatureValid: true });
});

test('over sockets: a body past the limit is 413, and the platform is not called', async () => {
  const gateway = await gatewayServer({ maxBodyBytes: 64 });
  const before = platformCalls;
  const response = await fetch(`${gateway}/api/betr/player/signin/v2`, { method: 'POST', body: 'x'.repeat(10_000) });
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ Code: 'PayloadTooLarge', Message: 'The request body is too large' });
  expect(platformCalls).toBe(before);
});

test("over sockets: a page that gave up before the handler ran (a server routing to it later): the handler ends without reading the body that is gone (no 'aborted' thrown into the server), and the platform hears nothing", async () => {
  const handler = createNodeHandler({
    platformUrl: `${await platform()}/platform`,
    apiId: 'operator-7',
    apiSecret: SECRET,
    routes: [{ method: 'POST', path: '/player/signup/v2' }],
  });
  let handled!: Promise<void>;
  const ran = new Promise<void>((resolve) => {
    // The handler runs once the page's connection has closed, as a busy server's routing may run it.
    const server = createServer((req, res) =>
      req.socket.once('close', () => {
        handled = handler(req, res);
        resolve();
      }),
    );
    servers.push(server);
    void listen(server).then((gateway) => {
      const leaving = new AbortController();
      fetch(`${gateway}/api/betr/player/signup/v2`, { method: 'POST', body: '{"Email":"left@example.com"}', signal: leaving.signal }).catch(
        () => undefined,
      );
      // Given up once the request has reached the server.
      server.once('request', () => leaving.abort());
    });
  });
  const before = platformCalls;
  await ran;
  await handled;
  expect(platformCalls).toBe(before);
});

test('the CLI serves the gateway from environment variables and refuses to start without its secret or with one that is not hex', async () => {
  const platformUrl = await platform();
  const run = (env: Record<string, string>) =>
    spawn(process.execPath, ['tools/run.mjs', 'src/rest-gateway/cli.ts'], {
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  const missing = run({ BETR_PLATFORM_URL: platformUrl, BETR_API_ID: 'operator-7' });
  let stderr = '';
  missing.stderr.on('data', (chunk) => (stderr += chunk));
  expect(await new Promise((resolve) => missing.on('close', resolve))).toBe(2);
  expect(stderr).toContain('set BETR_API_SECRET');
  // A secret as text, not hex: refused before the CLI listens, and never echoed.
  const notHex = run({ BETR_PLATFORM_URL: platformUrl, BETR_API_ID: 'operator-7', BETR_API_SECRET: 'operator-secret' });
  let notHexError = '';
  notHex.stderr.on('data', (chunk) => (notHexError += chunk));
  expect(await new Promise((resolve) => notHex.on('close', resolve))).toBe(2);
  expect(notHexError.trim()).toBe(
    'betr-rest-gateway: BETR_API_SECRET (apiSecret) must be the API secret as the platform issues it, a hex string such as "3f9a0c…", two digits a byte: it holds a character that is not a hex digit (0-9, a-f) at position 1',
  );

  const cli = run({
    BETR_PLATFORM_URL: platformUrl,
    BETR_API_ID: 'operator-7',
    BETR_API_SECRET: SECRET,
    BETR_BASE_PATH: '/api/casino',
    BETR_RATE_LIMIT: '1',
  });
  try {
    let stdout = '';
    cli.stdout.on('data', (chunk) => (stdout += chunk));
    await expect.poll(() => /http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout)?.[1], { timeout: 15_000 }).toBeTruthy();
    expect(stdout).not.toContain(SECRET);
    const address = /http:\/\/127\.0\.0\.1:\d+/.exec(stdout)![0];
    // The widgets' table is the default allow-list: a call that is in no table is refused.
    const refused = await fetch(`${address}/api/casino/admin/players`);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ Code: 'NotFound', Message: 'No such call' });
  } finally {
    cli.kill('SIGTERM');
  }
});
