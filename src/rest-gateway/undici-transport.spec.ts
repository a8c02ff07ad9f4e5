import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { freePort, startGateway, startPlatform, type GatewayProcess, type Platform } from './test-processes';
import { undiciTransport } from './undici-transport';

// The CLI's way to the platform (undici's pooled request): it answers as fetch does for what the
// gateway reads, and the CLI's answers when the platform is down or slow are the gateway's own.
const SECRET = '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae';

let server: Server | undefined;
let transport: ReturnType<typeof undiciTransport> | undefined;
let platform: Platform | undefined;
let gateway: GatewayProcess | undefined;
test.afterEach(async () => {
  await gateway?.stop();
  await platform?.close();
  await transport?.close();
  if (server) await new Promise<void>((resolve) => (server!.closeAllConnections(), server!.close(() => resolve())));
  [server, transport, platform, gateway] = [undefined, undefined, undefined, undefined];
});

/** A platform answering with `answer`; what it was sent is kept. */
async function platformAnswering(answer: (res: import('node:http').ServerResponse) => void) {
  const seen: { method?: string; url?: string; headers: Record<string, unknown>; body: string }[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.once('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const call = (init: Partial<Parameters<ReturnType<typeof undiciTransport>>[1]> = {}) => ({
  method: 'GET',
  headers: { Accept: 'application/json' },
  signal: new AbortController().signal,
  redirect: 'manual' as const,
  ...init,
});

test('the status, the headers the gateway reads (a header sent twice joined with ", ") and the bytes, as fetch gives them', async () => {
  const { url, seen } = await platformAnswering((res) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Retry-After', '30');
    res.setHeader('Set-Cookie', ['a=1', 'b=2']);
    res.writeHead(429);
    res.end('{"Code":"TooManyRequests","Message":"Slow down"}');
  });
  transport = undiciTransport();
  const reply = await transport(
    `${url}/v1/player/signin/v2?x=1`,
    call({ method: 'POST', body: '{"Login":"ann"}', headers: { 'Content-Type': 'application/json', Authorization: 'amx a:b:1:2' } }),
  );
  expect(reply.status).toBe(429);
  expect(reply.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
  expect(reply.headers.get('retry-after')).toBe('30');
  expect(reply.headers.get('Set-Cookie')).toBe('a=1, b=2');
  expect(reply.headers.get('X-Absent')).toBeNull();
  expect(new TextDecoder().decode(await reply.arrayBuffer())).toBe('{"Code":"TooManyRequests","Message":"Slow down"}');
  expect(seen).toEqual([expect.objectContaining({ method: 'POST', url: '/v1/player/signin/v2?x=1', body: '{"Login":"ann"}' })]);
  expect(seen[0]!.headers).toMatchObject({ 'content-type': 'application/json', authorization: 'amx a:b:1:2' });
});

test('a redirect is answered as it is, not followed', async () => {
  const { url, seen } = await platformAnswering((res) => {
    res.writeHead(302, { Location: '/elsewhere' });
    res.end();
  });
  transport = undiciTransport();
  const reply = await transport(`${url}/v1/wallets`, call());
  expect(reply.status).toBe(302);
  expect(reply.headers.get('Location')).toBe('/elsewhere');
  expect(seen).toHaveLength(1);
});

test('a platform that refuses the connection rejects as fetch does, its socket error code as the cause', async () => {
  transport = undiciTransport();
  const error = await transport(`http://127.0.0.1:${await freePort()}/v1/wallets`, call()).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(TypeError);
  expect((error as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
});

test('an aborted call rejects while the platform has not answered', async () => {
  const { url } = await platformAnswering(() => undefined);
  transport = undiciTransport();
  const abort = new AbortController();
  const pending = transport(`${url}/v1/wallets`, call({ signal: abort.signal }));
  abort.abort();
  await expect(pending).rejects.toBeInstanceOf(TypeError);
});

test('through the CLI: a platform that is down is 502 PlatformUnreachable; one slower than BETR_TIMEOUT_MS is 504 PlatformTimeout', async () => {
  gateway = await startGateway({ BETR_PLATFORM_URL: `http://127.0.0.1:${await freePort()}`, BETR_API_SECRET: SECRET });
  const down = await fetch(`${gateway.origin}/api/betr/wallets`);
  expect(down.status).toBe(502);
  expect(await down.json()).toEqual({ Code: 'PlatformUnreachable', Message: 'The platform could not be reached' });
  // The log's lines go out once a turn of the event loop: wait for the warning.
  await expect
    .poll(() => gateway!.lines.find((line) => line.includes('"msg":"the platform could not be reached"')))
    .toContain('"cause":"ECONNREFUSED"');
  await gateway.stop();

  platform = await startPlatform(new Promise<void>(() => undefined));
  gateway = await startGateway({ BETR_PLATFORM_URL: platform.url, BETR_API_SECRET: SECRET, BETR_TIMEOUT_MS: '300' });
  const slow = await fetch(`${gateway.origin}/api/betr/wallets`);
  expect(slow.status).toBe(504);
  expect(await slow.json()).toEqual({ Code: 'PlatformTimeout', Message: 'The platform did not answer in time' });
});
