import { expect, test } from '@playwright/test';
import type { RestRoute } from '../adapters/rest/routes';
import { createFetchHandler, type FetchHandlerOptions } from './index';
import { parseAmx, sdkToken } from './sdk-signature.testing';

// The operator's API secret, hex as the platform issues it.
const SECRET = '0f9e5a7c31d84b26e0a9f1c7d3b58e42';
const SESSION = 'session-4c1d-77aa';
const PASSWORD = 'Password1!';
const ROUTES: RestRoute[] = [
  { method: 'POST', path: '/player/signin/v2' },
  { method: 'POST', path: '/player/signup/v2' },
  { method: 'POST', path: '/player/request-password-reset' },
  { method: 'GET', path: '/player/user-info' },
  { method: 'POST', path: '/bonus/{id}/claim' },
  { method: 'POST', path: '/kyc/upload' },
];

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

/** A platform that records what reaches it and answers `answer`. */
function gateway(
  options: Partial<FetchHandlerOptions> = {},
  answer: () => Response | Promise<Response> = () => Response.json({ Ok: true }),
) {
  const sent: Sent[] = [];
  const logs: string[] = [];
  const handle = createFetchHandler({
    platformUrl: 'https://platform.example/api',
    apiId: 'operator-7',
    apiSecret: SECRET,
    basePath: '/api/betr',
    routes: ROUTES,
    clientIp: () => '198.51.100.20',
    log: (line) => logs.push(line),
    fetch: async (input, init) => {
      sent.push({
        url: String(input),
        method: init!.method!,
        headers: new Headers(init!.headers),
        body: typeof init!.body === 'string' ? init!.body : '',
      });
      return answer();
    },
    ...options,
  });
  return { handle, sent, logs };
}

const page = (path: string, init: RequestInit = {}) => new Request(`https://casino.example${path}`, init);
const signIn = (headers: Record<string, string> = {}) =>
  page('/api/betr/player/signin/v2', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ Username: 'player@example.com', Password: PASSWORD }),
  });

test('an allowed call reaches the platform signed as the SDK signs it, with the session and the client IP, and its answer comes back as it is', async () => {
  const { handle, sent } = gateway(
    { now: () => 1_767_225_600_400 },
    () =>
      new Response('{"SessionId":"abc","Extra":1}', {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Set-Cookie': 'platform=1' },
      }),
  );
  const response = await handle(signIn({ 'X-Player-Session-Id': SESSION }));
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('{"SessionId":"abc","Extra":1}');
  expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('Set-Cookie')).toBeNull();

  expect(sent).toHaveLength(1);
  const [call] = sent as [Sent];
  expect(call.url).toBe('https://platform.example/api/player/signin/v2');
  expect(call.method).toBe('POST');
  expect(call.body).toBe(`{"Username":"player@example.com","Password":"${PASSWORD}"}`);
  expect(call.headers.get('X-Player-Session-Id')).toBe(SESSION);
  expect(call.headers.get('X-Client-Ip')).toBe('198.51.100.20');
  expect(call.headers.get('Content-Type')).toBe('application/json');
  const [, apiId, token, requestId, timestamp] = /^amx ([^:]+):([^:]+):(\d+):(\d+)$/.exec(call.headers.get('Authorization') ?? '') ?? [];
  expect(apiId).toBe('operator-7');
  // Math.round of the seconds, as the SDK.
  expect(timestamp).toBe('1767225600');
  expect(token).toBe(
    sdkToken(SECRET, ['operator-7', requestId!, timestamp!, SESSION, '198.51.100.20', '/api/player/signin/v2', call.body]),
  );
});

test('a GET keeps its query, in the signed path too, and sends no body', async () => {
  const { handle, sent } = gateway();
  expect((await handle(page('/api/betr/player/user-info?a=1&b=%C3%A5'))).status).toBe(200);
  const [call] = sent as [Sent];
  expect(call.url).toBe('https://platform.example/api/player/user-info?a=1&b=%C3%A5');
  expect(call.body).toBe('');
  expect(call.headers.get('X-Player-Session-Id')).toBeNull();
  const [, , token, requestId, timestamp] = /^amx ([^:]+):([^:]+):(\d+):(\d+)$/.exec(call.headers.get('Authorization') ?? '') ?? [];
  expect(token).toBe(sdkToken(SECRET, ['operator-7', requestId!, timestamp!, '198.51.100.20', '/api/player/user-info?a=1&b=%C3%A5', '']));
});

/**
 * A platform that verifies as the SDK 1.9.1 signs (jsSHA, the secret read as hex), as the real
 * one does: 401 with its error code for a call that is unsigned, wrongly signed or replayed.
 */
function sdkPlatform(secret: string) {
  const seen = new Set<string>();
  const refuse = (Code: string) => Response.json({ Code }, { status: 401 });
  const verify = (url: string, headers: Headers, body: string): Response => {
    const amx = parseAmx(headers.get('Authorization'));
    if (!amx) return refuse('MissingSignature');
    const { pathname, search } = new URL(url);
    const lines = [amx.apiId, amx.requestId, amx.timestamp, headers.get('X-Player-Session-Id'), headers.get('X-Client-Ip')];
    const signed = [...lines.filter((line): line is string => !!line), pathname + search, body];
    if (amx.token !== sdkToken(secret, signed)) return refuse('InvalidSignature');
    const key = `${amx.apiId}:${amx.requestId}:${amx.timestamp}`;
    if (seen.has(key)) return refuse('ReplayedRequest');
    seen.add(key);
    return Response.json({ Verified: true });
  };
  return verify;
}

test.describe('a platform that verifies as the SDK 1.9.1 does (jsSHA, the secret read as hex)', () => {
  test("accepts the gateway's calls: a POST with a session and a body, and a GET with a query from ::1 (signed as 127.0.0.1)", async () => {
    const verify = sdkPlatform(SECRET);
    const { handle, sent } = gateway({ clientIp: () => '::1' }, () => {
      const call = sent.at(-1)!;
      return verify(call.url, call.headers, call.body);
    });
    for (const request of [signIn({ 'X-Player-Session-Id': SESSION }), page('/api/betr/player/user-info?a=1&b=%C3%A5')]) {
      const response = await handle(request);
      expect([response.status, await response.json()]).toEqual([200, { Verified: true }]);
    }
    expect(sent.map((call) => call.headers.get('X-Client-Ip'))).toEqual(['127.0.0.1', '127.0.0.1']);
  });

  test('refuses an unsigned call, one signed with another secret or as text, and a replayed one', async () => {
    const verify = sdkPlatform(SECRET);
    const { handle, sent } = gateway();
    await handle(page('/api/betr/player/user-info?a=1'));
    const [call] = sent as [Sent];
    const without = new Headers(call.headers);
    without.delete('Authorization');
    expect((await verify(call.url, without, '').json()).Code).toBe('MissingSignature');
    expect(verify(call.url, call.headers, '').status).toBe(200);
    expect((await verify(call.url, call.headers, '').json()).Code).toBe('ReplayedRequest');
    // The same gateway with another operator's secret: every call is refused.
    const other = gateway({ apiSecret: 'a1'.repeat(16) });
    await other.handle(page('/api/betr/player/user-info?a=1'));
    expect((await verify(other.sent[0]!.url, other.sent[0]!.headers, '').json()).Code).toBe('InvalidSignature');
    // A call changed on the way is refused too.
    const changed = gateway();
    await changed.handle(page('/api/betr/player/user-info?a=1'));
    expect((await verify(changed.sent[0]!.url.replace('a=1', 'a=2'), changed.sent[0]!.headers, '').json()).Code).toBe('InvalidSignature');
  });

  test('a secret that is not hex stops the gateway from being created, naming BETR_API_SECRET', () => {
    for (const apiSecret of ['', 'operator-secret-0f9e', SECRET.slice(1)])
      expect(() => gateway({ apiSecret })).toThrow(
        /^betr-rest-gateway: BETR_API_SECRET \(apiSecret\) must be the API secret as the platform issues it, a hex string/,
      );
  });
});

test.describe("only the widgets' calls pass, each with its method: anything else is 404 in the platform's error shape", () => {
  const refused: [string, string][] = [
    ['GET', '/api/betr/player/signin/v2'],
    ['POST', '/api/betr/player/user-info'],
    ['POST', '/api/betr/player/admin'],
    ['GET', '/api/betr/'],
    ['POST', '/player/signin/v2'],
    ['POST', '/api/betrx/player/signin/v2'],
    ['POST', '/api/betr/bonus/%2E%2E/claim'],
    ['POST', '/api/betr/bonus/a%2Fb/claim'],
    ['POST', '/api/betr/bonus//claim'],
    ['POST', '/api/betr/bonus/1/claim/more'],
    ['DELETE', '/api/betr/bonus/1/claim'],
    ['OPTIONS', '/api/betr/player/signin/v2'],
  ];
  for (const [method, path] of refused) {
    test(`${method} ${path}`, async () => {
      const { handle, sent } = gateway();
      const response = await handle(page(path, { method, body: method === 'POST' ? '{}' : undefined }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ Code: 'NotFound', Message: 'No such call' });
      expect(sent).toHaveLength(0);
    });
  }

  test('a path segment of the table passes: POST /bonus/{id}/claim with 42', async () => {
    const { handle, sent } = gateway();
    expect((await handle(page('/api/betr/bonus/42/claim', { method: 'POST' }))).status).toBe(200);
    expect(sent.map((call) => call.url)).toEqual(['https://platform.example/api/bonus/42/claim']);
    // No body: no content type, as the SDK.
    expect(sent[0]!.headers.get('Content-Type')).toBeNull();
  });
});

test.describe('the body limit', () => {
  test('a body past maxBodyBytes is refused with 413, announced or not, and never reaches the platform', async () => {
    const { handle, sent } = gateway({ maxBodyBytes: 1000 });
    const big = JSON.stringify({ Image: 'x'.repeat(1000) });
    const announced = await handle(page('/api/betr/kyc/upload', { method: 'POST', body: big }));
    expect(announced.status).toBe(413);
    expect(await announced.json()).toEqual({ Code: 'PayloadTooLarge', Message: 'The request body is too large' });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(100)));
        controller.close();
      },
    });
    const streamed = await handle(page('/api/betr/kyc/upload', { method: 'POST', body: stream, duplex: 'half' } as RequestInit));
    expect(streamed.status).toBe(413);
    expect(sent).toHaveLength(0);
  });

  test('a body of exactly maxBodyBytes passes', async () => {
    const { handle, sent } = gateway({ maxBodyBytes: 1000 });
    const body = JSON.stringify({ Image: 'x'.repeat(1000 - 12) });
    expect(body.length).toBe(1000);
    expect((await handle(page('/api/betr/kyc/upload', { method: 'POST', body }))).status).toBe(200);
    expect(sent[0]!.body).toBe(body);
  });
});

test('sign-in, sign-up and password reset are rate-limited per client IP: past the limit 429 TooManyAttempts with Retry-After; other IPs and other calls go on', async () => {
  let ip = '198.51.100.20';
  const { handle, sent } = gateway({ rateLimit: { max: 3, windowMs: 60_000 }, clientIp: () => ip });
  const reset = () => page('/api/betr/player/request-password-reset', { method: 'POST', body: '{"UsernameOrEmail":"a@b.c"}' });
  const signUp = () => page('/api/betr/player/signup/v2', { method: 'POST', body: '{}' });
  expect([(await handle(signIn())).status, (await handle(signUp())).status, (await handle(reset())).status]).toEqual([200, 200, 200]);
  const refused = await handle(signIn());
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ Code: 'TooManyAttempts', Message: 'Too many attempts, try again later' });
  expect(refused.headers.get('Retry-After')).toBe('60');
  expect((await handle(reset())).status).toBe(429);
  // Not rate-limited: the profile.
  expect((await handle(page('/api/betr/player/user-info'))).status).toBe(200);
  ip = '203.0.113.5';
  expect((await handle(signIn())).status).toBe(200);
  expect(sent).toHaveLength(5);
});

test('the window is fixed: once it has passed, the same IP may try again', async () => {
  const { handle } = gateway({ rateLimit: { max: 1, windowMs: 1000 } });
  expect((await handle(signIn())).status).toBe(200);
  const refused = await handle(signIn());
  expect(refused.status).toBe(429);
  expect(refused.headers.get('Retry-After')).toBe('1');
  await expect.poll(async () => (await handle(signIn())).status).toBe(200);
});

test.describe('the client IP comes from the trusted proxy chain, never from what the page sends', () => {
  const ipSent = async (options: Partial<FetchHandlerOptions>, peer: string, forwardedFor?: string) => {
    const { handle, sent } = gateway({ ...options, clientIp: () => peer });
    await handle(page('/api/betr/player/user-info', { headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {} }));
    return sent[0]!.headers.get('X-Client-Ip');
  };

  test('no trusted proxies: the peer, whatever X-Forwarded-For and X-Client-Ip say', async () => {
    const { handle, sent } = gateway({ clientIp: () => '198.51.100.9' });
    await handle(page('/api/betr/player/user-info', { headers: { 'X-Forwarded-For': '1.2.3.4', 'X-Client-Ip': '5.6.7.8' } }));
    expect(sent[0]!.headers.get('X-Client-Ip')).toBe('198.51.100.9');
  });

  test('a spoofed X-Forwarded-For from an untrusted peer is ignored', async () => {
    expect(await ipSent({ trustedProxies: ['10.0.0.0/8'] }, '198.51.100.9', '1.2.3.4')).toBe('198.51.100.9');
  });

  test('through trusted proxies, the first untrusted address from the right; what the page put further left is ignored', async () => {
    expect(await ipSent({ trustedProxies: ['10.0.0.0/8', '192.168.1.1'] }, '10.1.2.3', '6.6.6.6, 198.51.100.7, 192.168.1.1')).toBe(
      '198.51.100.7',
    );
    expect(await ipSent({ trustedProxies: ['10.0.0.0/8'] }, '10.1.2.3', '10.9.9.9')).toBe('10.9.9.9');
    expect(await ipSent({ trustedProxies: ['fd00::/8'] }, 'fd12::1', '2001:db8::7')).toBe('2001:db8::7');
    expect(await ipSent({ trustedProxies: ['10.0.0.0/8'] }, '::ffff:10.0.0.2', '203.0.113.77')).toBe('203.0.113.77');
  });

  test('with a number of hops, the entry that many hops left of the peer', async () => {
    expect(await ipSent({ trustedProxies: 1 }, '10.1.2.3', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipSent({ trustedProxies: 2 }, '10.1.2.3', '6.6.6.6, 198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
  });

  test('an entry that is not an address stops the walk at the hop to its right; ::1 is sent as 127.0.0.1, as the SDK does', async () => {
    expect(await ipSent({ trustedProxies: ['10.0.0.0/8'] }, '10.1.2.3', '198.51.100.7, not-an-ip, 10.0.0.8')).toBe('10.0.0.8');
    expect(await ipSent({}, '::1')).toBe('127.0.0.1');
  });
});

test("the platform's error body passes through byte for byte with its status; an error that is not JSON is the SDK's UnknownError", async () => {
  const platformError = '{"Code":"InvalidField","Message":"Bad","Details":{"FirstName":"Too long"}}';
  const { handle } = gateway({}, () => new Response(platformError, { status: 400, headers: { 'Content-Type': 'application/json' } }));
  const response = await handle(signIn());
  expect(response.status).toBe(400);
  expect(await response.text()).toBe(platformError);

  const { handle: behindProxy } = gateway(
    {},
    () => new Response('<h1>503 Service Lack</h1>', { status: 503, headers: { 'Content-Type': 'text/html', 'Retry-After': '30' } }),
  );
  const overloaded = await behindProxy(signIn());
  expect(overloaded.status).toBe(503);
  expect(overloaded.headers.get('Retry-After')).toBe('30');
  expect(await overloaded.json()).toEqual({ Code: 'UnknownError', Message: 'An unknown error occurred' });
});

test('a platform that cannot be reached is 502 PlatformUnreachable; one that does not answer in time is 504 PlatformTimeout; each is logged without query, session or body', async () => {
  const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
  const down = gateway({}, () => Promise.reject(refused));
  const unreachable = await down.handle(
    page('/api/betr/player/user-info?email=player%40example.com', { headers: { 'X-Player-Session-Id': SESSION } }),
  );
  expect(unreachable.status).toBe(502);
  expect(await unreachable.json()).toEqual({ Code: 'PlatformUnreachable', Message: 'The platform could not be reached' });
  const entries = (logs: string[]) => logs.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(entries(down.logs)).toEqual([
    {
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: 'warn',
      msg: 'the platform could not be reached',
      method: 'GET',
      route: '/player/user-info',
      cause: 'ECONNREFUSED',
    },
  ]);

  let signal: AbortSignal | undefined;
  const hang = gateway({
    timeoutMs: 50,
    fetch: (_input, init) =>
      new Promise((_resolve, reject) => {
        signal = init!.signal!;
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  });
  const late = await hang.handle(signIn());
  expect(late.status).toBe(504);
  expect(await late.json()).toEqual({ Code: 'PlatformTimeout', Message: 'The platform did not answer in time' });
  expect(signal?.aborted).toBe(true);
  expect(entries(hang.logs)).toEqual([
    {
      time: expect.any(String),
      level: 'warn',
      msg: 'the platform did not answer within 50 ms',
      method: 'POST',
      route: '/player/signin/v2',
      cause: null,
    },
  ]);
});

test('the page leaving abandons the platform call', async () => {
  let signal: AbortSignal | undefined;
  const { handle } = gateway({
    fetch: (_input, init) =>
      new Promise((_resolve, reject) => {
        signal = init!.signal!;
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  });
  const leaving = new AbortController();
  const pending = handle(page('/api/betr/player/user-info', { signal: leaving.signal }));
  await expect.poll(() => signal).toBeDefined();
  leaving.abort();
  await pending;
  expect(signal?.aborted).toBe(true);
});

test('a page that left before the call went out sends nothing to the platform', async () => {
  // Gone while its body was read and signed: a sign-up the player gave up on is not registered anyway.
  const leaving = new AbortController();
  const { handle, sent } = gateway();
  const request = signIn();
  leaving.abort();
  const answer = await handle(new Request(request, { signal: leaving.signal }));
  expect(answer.status).toBe(499);
  expect(sent).toEqual([]);
});

test("extra headers pass only when configured; the gateway's own headers can never be configured to pass", async () => {
  const plain = gateway();
  await plain.handle(page('/api/betr/player/user-info', { headers: { 'X-Betr-Casino': 'test-1' } }));
  expect(plain.sent[0]!.headers.get('X-Betr-Casino')).toBeNull();
  const demo = gateway({ forwardHeaders: ['X-Betr-Casino'] });
  await demo.handle(page('/api/betr/player/user-info', { headers: { 'X-Betr-Casino': 'test-1' } }));
  expect(demo.sent[0]!.headers.get('X-Betr-Casino')).toBe('test-1');
  for (const name of ['Authorization', 'X-Client-Ip', 'x-forwarded-for', 'Cookie'])
    expect(() => gateway({ forwardHeaders: [name] })).toThrow(`${name} cannot be a forwarded header`);
});

test("a call's log line is the JSON text of its fields in their order, written as JSON.stringify writes it, at the time of the call", async () => {
  let clock = Date.parse('2026-12-06T03:19:22.768Z');
  const { handle, logs } = gateway({ logCalls: true, now: () => clock }, () => new Response('x', { status: 503 }));
  await handle(page('/api/betr/player/user-info?email=player%40example.com'));
  clock += 1001;
  await handle(page('/api/betr/player/nope'));
  expect(logs).toHaveLength(2);
  for (const line of logs) expect(line).toBe(JSON.stringify(JSON.parse(line)));
  const [known, unknown] = logs.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(known).toEqual({
    time: '2026-12-06T03:19:22.768Z',
    level: 'warn',
    msg: 'call',
    method: 'GET',
    route: '/player/user-info',
    status: 503,
    ms: expect.any(Number),
  });
  expect(unknown).toEqual({
    time: '2026-12-06T03:19:23.769Z',
    level: 'info',
    msg: 'call',
    method: null,
    route: null,
    status: 404,
    ms: expect.any(Number),
  });
});

test('the secret, the session id and the password never appear in an answer or a log line, a line for every call included', async () => {
  const outcomes: (() => Response | Promise<Response>)[] = [
    () => Response.json({ SessionId: 'new' }),
    () => new Response('{"Code":"InvalidCredentials","Message":"No"}', { status: 401, headers: { 'Content-Type': 'application/json' } }),
    () => new Response('oops', { status: 500 }),
    () => Promise.reject(new TypeError('fetch failed')),
  ];
  const seen: string[] = [];
  for (const outcome of outcomes) {
    const { handle, logs } = gateway({ rateLimit: { max: 1, windowMs: 60_000 }, maxBodyBytes: 200, logCalls: true }, outcome);
    const requests = [
      signIn({ 'X-Player-Session-Id': SESSION }),
      signIn({ 'X-Player-Session-Id': SESSION }),
      page('/api/betr/player/user-info', { headers: { 'X-Player-Session-Id': SESSION } }),
      page('/api/betr/player/nope', { method: 'POST', headers: { 'X-Player-Session-Id': SESSION }, body: PASSWORD }),
      page('/api/betr/kyc/upload', { method: 'POST', headers: { 'X-Player-Session-Id': SESSION }, body: PASSWORD.repeat(50) }),
    ];
    for (const request of requests) {
      const response = await handle(request);
      seen.push(`${response.status} ${[...response.headers].join(' ')} ${await response.text()}`);
    }
    seen.push(...logs);
  }
  expect(seen.length).toBeGreaterThan(20);
  for (const text of seen) {
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(SESSION);
    expect(text).not.toContain(PASSWORD);
  }
});
