import { request } from 'node:http';
import { expect, test } from '@playwright/test';
import { accepts, startGateway, startPlatform, type GatewayProcess, type Platform } from './test-processes';

// The CLI as a service behind a load balancer: its health check, its shutdown and its log.
const SECRET = '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae';
const SESSION = 'session-77c1-a0b2';
const PASSWORD = 'Hunter2-Password!';

let platform: Platform;
let gateway: GatewayProcess;
test.afterEach(async () => {
  await gateway?.stop();
  await platform?.close();
});

const start = async (hold?: Promise<void>) => {
  platform = await startPlatform(hold);
  gateway = await startGateway({ BETR_PLATFORM_URL: platform.url, BETR_API_SECRET: SECRET });
};

test('GET /api/betr/healthz answers 200 {"Status":"ok"} from the gateway itself: the platform is never called', async () => {
  await start();
  const health = await fetch(`${gateway.origin}/api/betr/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ Status: 'ok' });
  expect(health.headers.get('Cache-Control')).toBe('no-store');
  expect((await fetch(`${gateway.origin}/api/betr/healthz`, { method: 'HEAD' })).status).toBe(200);
  expect(platform.calls).toBe(0);
});

test('on SIGTERM a call in flight is answered, new connections are refused, and the process exits 0', async () => {
  let release!: () => void;
  await start(new Promise<void>((resolve) => (release = resolve)));
  const inFlight = fetch(`${gateway.origin}/api/betr/player/user-info`, { headers: { 'X-Player-Session-Id': SESSION } });
  await expect.poll(() => platform.calls).toBe(1);

  gateway.child.kill('SIGTERM');
  await expect.poll(() => gateway.lines.some((line) => line.includes('"msg":"stopping'))).toBe(true);
  // A new connection (no pooled socket) is refused while the call is still waiting on the platform.
  await expect.poll(() => accepts(gateway.port)).toBe(false);
  const refused = await new Promise<string>((resolve) => {
    const attempt = request(`${gateway.origin}/api/betr/healthz`, { agent: false }, () => resolve('answered'));
    attempt.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    attempt.end();
  });
  expect(refused).toBe('ECONNREFUSED');
  expect(gateway.child.exitCode).toBeNull();

  release();
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({});
  expect(await gateway.exitCode).toBe(0);
  expect(gateway.lines.at(-1)).toContain('"msg":"stopped"');
});

test('each call is one JSON log line with the route pattern, status and duration, never the secret, a session id, a body or a query', async () => {
  await start();
  const calls: [string, RequestInit][] = [
    [
      '/api/betr/player/signin/v2?email=player%40example.com',
      { method: 'POST', body: `{"Username":"player@example.com","Password":"${PASSWORD}"}` },
    ],
    ['/api/betr/responsiblegaming/limit/cancel/918273', { method: 'POST', body: '{}' }],
    ['/api/betr/player/user-info?token=5f1e0d', {}],
    ['/api/betr/admin/players/918273?email=player%40example.com', {}],
  ];
  for (const [path, init] of calls) {
    const headers = { 'X-Player-Session-Id': SESSION, Cookie: `session=${SESSION}` };
    await (await fetch(`${gateway.origin}${path}`, { ...init, headers })).arrayBuffer();
  }
  await expect.poll(() => gateway.lines.filter((line) => line.includes('"msg":"call"')).length).toBe(calls.length);

  const entries = gateway.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const callLines = entries.filter((entry) => entry.msg === 'call');
  expect(callLines.map(({ time: _time, ms: _ms, ...rest }) => rest)).toEqual([
    { level: 'info', msg: 'call', method: 'POST', route: '/player/signin/v2', status: 200 },
    { level: 'info', msg: 'call', method: 'POST', route: '/responsiblegaming/limit/cancel/{id}', status: 200 },
    { level: 'info', msg: 'call', method: 'GET', route: '/player/user-info', status: 200 },
    { level: 'info', msg: 'call', method: null, route: null, status: 404 },
  ]);
  for (const { time, ms } of callLines) {
    expect(Date.parse(time as string)).not.toBeNaN();
    expect(typeof ms).toBe('number');
  }
  const everything = gateway.lines.join('\n');
  for (const secret of [SECRET, SESSION, PASSWORD, 'player@example.com', 'player%40example.com', '918273', '5f1e0d', '?'])
    expect(everything).not.toContain(secret);
});
