import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { authorization, requestIds, signatureToken, signedText, type SignedCall } from './sign';

// The platform SDK's transport (goa-codebet/enji-sdk, src/api/Http/index.ts) signs the lines
// apiId, requestId, timestamp, [sessionId], [clientIp], path+query, body with HMAC-SHA256 keyed
// with the secret as text (jsSHA "TEXT", UTF-8), base64. The expected values here are made
// with node:crypto, not with the gateway's code.
const CALL: SignedCall = {
  apiId: 'operator-7',
  requestId: 4711,
  timestamp: 1767225600,
  sessionId: '9f1c2e7a-session',
  clientIp: '203.0.113.9',
  path: '/player/signin/v2?jurisdiction=MGA&name=%C3%A5sa',
  body: '{"Username":"player@example.com","Password":"Password1!"}',
};
// Not ASCII: keyed as UTF-8 text, not as hex or base64.
const SECRET = 'sëcret-Ω';

const hmac = (secret: string, lines: string[]) =>
  createHmac('sha256', Buffer.from(secret, 'utf8')).update(lines.join('\n'), 'utf8').digest('base64');

test.describe("the signature equals the platform SDK's algorithm", () => {
  test('on fixed inputs with a session, a client IP, a query and a body: HMAC-SHA256 (secret as text) of the seven lines, base64', async () => {
    const expected = hmac(SECRET, [
      'operator-7',
      '4711',
      '1767225600',
      '9f1c2e7a-session',
      '203.0.113.9',
      '/player/signin/v2?jurisdiction=MGA&name=%C3%A5sa',
      '{"Username":"player@example.com","Password":"Password1!"}',
    ]);
    expect(await signatureToken(SECRET, CALL)).toBe(expected);
    // Pinned: a change of algorithm, line order or key encoding fails here even if both sides moved.
    expect(await signatureToken(SECRET, CALL)).toBe('u6LHUdpuR+0vBUc7NY0MTRgdfwzS/M7Ab62YU8oQQ7c=');
  });

  test('without a session or client IP their lines are left out; a call without a body signs an empty last line', async () => {
    const call: SignedCall = { apiId: 'operator-7', requestId: 0, timestamp: 1767225601, path: '/bonus', body: null };
    expect(signedText(call)).toBe('operator-7\n0\n1767225601\n/bonus\n');
    expect(await signatureToken('s3cret', call)).toBe(hmac('s3cret', ['operator-7', '0', '1767225601', '/bonus', '']));
    const withIpOnly = { ...call, clientIp: '127.0.0.1' };
    expect(await signatureToken('s3cret', withIpOnly)).toBe(hmac('s3cret', ['operator-7', '0', '1767225601', '127.0.0.1', '/bonus', '']));
  });

  test('the Authorization header is "amx {apiId}:{token}:{requestId}:{timestamp}"', async () => {
    expect(await authorization(SECRET, CALL)).toBe('amx operator-7:u6LHUdpuR+0vBUc7NY0MTRgdfwzS/M7Ab62YU8oQQ7c=:4711:1767225600');
  });
});

test('request ids are integers from 0 to 99999, never the same twice within one second', () => {
  const next = requestIds();
  const ids = Array.from({ length: 5000 }, () => next(1767225600));
  expect(new Set(ids).size).toBe(5000);
  expect(ids.every((id) => Number.isInteger(id) && id >= 0 && id <= 99_999)).toBe(true);
  // A random source that repeats itself: the gateway draws again.
  const repeating = [0.5, 0.5, 0.25];
  const fixed = requestIds(() => repeating.shift() ?? 0.75);
  expect([fixed(10), fixed(10)]).toEqual([50_000, 25_000]);
});
