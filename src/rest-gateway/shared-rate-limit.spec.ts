import { expect, test } from '@playwright/test';
import { startGateway, startPlatform, startRedis, type GatewayProcess, type Platform, type RedisServer } from './test-processes';

// The rate limit as operators run it: gateway processes (the CLI) behind a balancer, sharing a
// real Redis; and what they do when that Redis is gone.
const SECRET = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

let platform: Platform;
let redis: RedisServer;
const gateways: GatewayProcess[] = [];

test.beforeEach(async () => {
  platform = await startPlatform();
  redis = await startRedis();
});
test.afterEach(async () => {
  await Promise.all(gateways.splice(0).map((gateway) => gateway.stop()));
  await redis.stop();
  await platform.close();
});

async function gateway(): Promise<GatewayProcess> {
  const started = await startGateway({
    BETR_PLATFORM_URL: platform.url,
    BETR_API_SECRET: SECRET,
    BETR_RATE_LIMIT_REDIS_URL: redis.url,
    // The balancer in front is loopback: the client is the address it forwarded for.
    BETR_TRUSTED_PROXIES: '127.0.0.1',
  });
  gateways.push(started);
  return started;
}

const signIn = (gateway: GatewayProcess, clientIp: string) =>
  fetch(`${gateway.origin}/api/betr/player/signin/v2`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientIp },
    body: '{"Username":"player@example.com","Password":"Password1!"}',
  });

const statuses = async (responses: Promise<Response>[]) => (await Promise.all(responses)).map((response) => response.status);

test('two gateway processes on one Redis share the limit: the 21st sign-in from one IP is refused, whichever process it reaches', async () => {
  const [a, b] = [await gateway(), await gateway()];
  await expect.poll(() => [a, b].every(({ lines }) => lines.some((line) => line.includes('Redis reached')))).toBe(true);
  const ip = '203.0.113.21';
  // 20 attempts, alternating between the two processes.
  for (let i = 0; i < 10; i++) expect(await statuses([signIn(a, ip), signIn(b, ip)])).toEqual([200, 200]);
  for (const refusedBy of [a, b]) {
    const refused = await signIn(refusedBy, ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ Code: 'TooManyAttempts', Message: 'Too many attempts, try again later' });
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  }
  expect(platform.calls).toBe(20);
  // Another IP has its own count.
  expect((await signIn(b, '203.0.113.22')).status).toBe(200);
});

test('with Redis gone, the gateway keeps answering, limited by its in-process insurance limit', async () => {
  const only = await gateway();
  await expect.poll(() => only.lines.some((line) => line.includes('Redis reached'))).toBe(true);
  const ip = '203.0.113.31';
  expect(await statuses([signIn(only, ip), signIn(only, ip)])).toEqual([200, 200]);

  await redis.stop();
  await expect.poll(() => only.lines.find((line) => line.includes('Redis cannot be reached'))).toBeTruthy();
  const warning = JSON.parse(only.lines.find((line) => line.includes('Redis cannot be reached'))!);
  expect(warning).toMatchObject({
    level: 'warn',
    msg: 'rate-limit store: Redis cannot be reached, this process counts attempts on its own until it is back',
    cause: 'ECONNREFUSED',
  });
  expect(JSON.stringify(warning)).not.toContain(redis.url);

  // The insurance limit counts from here, in this process: 20 more pass, the 21st does not.
  const before = platform.calls;
  for (let i = 0; i < 20; i++) expect((await signIn(only, ip)).status).toBe(200);
  const refused = await signIn(only, ip);
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ Code: 'TooManyAttempts', Message: 'Too many attempts, try again later' });
  expect(platform.calls - before).toBe(20);
  // Calls that are not limited, and the health check, are answered as ever.
  expect((await fetch(`${only.origin}/api/betr/player/user-info`)).status).toBe(200);
  expect((await fetch(`${only.origin}/api/betr/healthz`)).status).toBe(200);
});
